import Foundation
import KadoApp
import KadoCore

/// The `kado` program: parses the command line, builds the environment the commands run in, runs
/// one command, and maps whatever it throws to a message on standard error and an exit code.
///
/// Everything that varies comes in through ``Environment`` — the process's environment
/// variables, the clock, the time zone, the streams — so tests run it in-process or as a binary
/// with the same results.
public struct KadoProgram {
    /// What the program reads from the world.
    public struct Environment {
        /// The machinery of the system (file locks, files, the push client) every tracker is given.
        public var system: SystemPorts
        /// The environment variables (`KADO_DB`, `KADO_NOW`, `XDG_DATA_HOME`, `HOME`, `LANG`, `NO_COLOR`).
        public var variables: [String: String]
        /// The wall clock.
        public var now: @Sendable () -> Date
        /// The time zone days are read in (the system's, which `TZ` sets).
        public var timeZone: TimeZone
        /// Where the standard streams go, and whether they are terminals.
        public var terminal: Terminal
        /// Writes to standard output.
        public var writeOutput: (String) -> Void
        /// Writes to standard error.
        public var writeError: (String) -> Void
        /// Writes raw bytes to standard output.
        public var writeOutputData: (Data) -> Void
        /// The current folder.
        public var workingDirectory: String
        /// Reads a line of standard input.
        public var readLine: () -> String?
        /// Whether a path may be written (`access(2)` by default): a database that cannot be is
        /// read read-only by the commands that only show, and refused by the others.
        public var isWritable: @Sendable (String) -> Bool
        /// The web app `kado serve` runs, given by the composition root (`kado`'s main.swift);
        /// `nil` in a program without one, where `kado serve` says so.
        public var webServer: (any WebServing)?
        /// Reads a line of standard input with the terminal's echo off (a password).
        public var readSecretLine: () -> String?
        /// Reads standard input to its end, or up to the given number of bytes.
        public var readInput: (Int) -> Data
        /// Makes the desktop notification channel on the session bus at the address given
        /// (`DBUS_SESSION_BUS_ADDRESS`), given by the composition root; `nil` in a program
        /// without one, whose reminders reach no desktop.
        public var makeDesktopChannel: (@Sendable (_ busAddress: String?) -> any ReminderChannel)?
        /// This program's executable, for the service `kado remind install` writes.
        public var executablePath: String?
        /// Starts this program again with the arguments given, detached (its own session, no
        /// terminal, its output discarded), and says whether it started: how a one-shot command
        /// hands the day's automatic backup on, so that it answers at once. `nil` (tests, a
        /// program that cannot): the backup is written before the command ends.
        public var launchDetached: (@Sendable ([String]) -> Bool)?
        /// How long a change waits for its turn while another Kadō holds the database
        /// (``Tracker/standardPatience``, a minute, but in tests); then it exits 75.
        public var patience: Duration
        /// Where the long-running commands log (`kado serve`: what its reminders rang and what
        /// became of it, with a level each): the journal under systemd, else standard error, as
        /// the composition root chooses; `nil` writes those lines to standard error as they are.
        public var logSink: (any LogSink)?

        /// An environment from its parts.
        public init(
            system: SystemPorts, variables: [String: String], now: @escaping @Sendable () -> Date, timeZone: TimeZone,
            terminal: Terminal,
            writeOutput: @escaping (String) -> Void, writeError: @escaping (String) -> Void,
            writeOutputData: @escaping (Data) -> Void, workingDirectory: String, readLine: @escaping () -> String?,
            isWritable: @escaping @Sendable (String) -> Bool = { FileManager.default.isWritableFile(atPath: $0) },
            webServer: (any WebServing)? = nil, readSecretLine: @escaping () -> String? = SecretPrompt.readLine,
            readInput: @escaping (Int) -> Data = StandardInput.contents(upTo:),
            makeDesktopChannel: (@Sendable (_ busAddress: String?) -> any ReminderChannel)? = nil,
            executablePath: String? = nil, patience: Duration = Tracker.standardPatience,
            launchDetached: (@Sendable ([String]) -> Bool)? = nil, logSink: (any LogSink)? = nil
        ) {
            self.system = system
            self.logSink = logSink
            self.launchDetached = launchDetached
            self.patience = patience
            self.readInput = readInput
            self.makeDesktopChannel = makeDesktopChannel
            self.executablePath = executablePath
            self.webServer = webServer
            self.readSecretLine = readSecretLine
            self.isWritable = isWritable
            self.writeOutputData = writeOutputData
            self.workingDirectory = workingDirectory
            self.variables = variables
            self.now = now
            self.timeZone = timeZone
            self.terminal = terminal
            self.writeOutput = writeOutput
            self.writeError = writeError
            self.readLine = readLine
        }
    }

    let environment: Environment

    /// A program running in `environment`.
    public init(environment: Environment) {
        self.environment = environment
    }

    /// Runs the command line `arguments` (without the program's name); returns the exit code.
    public func run(_ arguments: [String]) -> ExitCode {
        let parser = CommandLineParser(
            commands: CommandCatalog.all, defaultCommand: CommandCatalog.defaultCommand,
            timeZone: environment.timeZone)
        var usesJSON = GlobalOptions.requestsJSON(arguments)
        let language = LanguageOfMessages(Self.language(environment.variables))
        do {
            let line = try parser.parse(arguments)
            usesJSON = line.globalOptions.usesJSON
            switch line.request {
            case .showHelp(let command):
                // Help speaks the settings' language, read read-only (nothing is created).
                let helpLanguage = storedLanguage(arguments) ?? language.current
                var text = HelpFormatter(parser: parser, language: helpLanguage).text(for: command)
                if text.hasSuffix("\n") { text.removeLast() }
                environment.writeOutput(text + "\n")
                return .success
            case .writeManualPages(let folder, let command):
                // The pages speak the help's language.
                let pageLanguage = storedLanguage(arguments) ?? language.current
                try writeManualPages(to: folder, command: command, parser: parser, language: pageLanguage)
                return .success
            case .showVersion:
                environment.writeOutput(try VersionCommand.text(usesJSON: usesJSON) + "\n")
                return .success
            case .run(let parsed):
                // Decoded and validated with no I/O: a bad value is refused before anything opens.
                guard let command = try CommandCatalog.command(named: parsed.command.name)?.runnable(from: parsed)
                else { throw UsageError.unknownCommand(parsed.command.name, suggestion: nil) }
                // An automatic backup written in the background after an earlier command, that
                // failed or was cut short, is told now, after what this command says — unless this
                // command started one (the next command tells of both, then).
                let launches = UpkeepLaunches()
                defer {
                    if !UpkeepCommand.isDetached(command), !launches.any, let tracker = language.tracker {
                        tellUntoldAutoBackupFailure(of: tracker)
                    }
                }
                try command.run(
                    in: try context(
                        for: line.globalOptions, language: language,
                        createsDatabase: parsed.command.configuration.createsDatabase, launches: launches))
                return .success
            }
        } catch {
            return report(error, arguments: arguments, usesJSON: usesJSON, language: language)
        }
    }

    /// Runs the command line as the system gave it, each argument's bytes: an argument that is
    /// not UTF-8 text is refused, naming it, before anything runs (Swift would read each bad
    /// byte as U+FFFD, which a name or a note would then keep), as standard input is.
    public func run(rawArguments: [[UInt8]]) -> ExitCode {
        let arguments = rawArguments.map { String(decoding: $0, as: UTF8.self) }
        guard let index = rawArguments.firstIndex(where: { String(validating: $0, as: UTF8.self) == nil }) else {
            return run(arguments)
        }
        // `--name=VALUE`: the value is what is shown, after the option's name.
        var bytes = rawArguments[index]
        if bytes.starts(with: Array("--".utf8)), let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
            bytes = Array(bytes[(equals + 1)...])
        }
        let refusal = UsageError.invalidValue(
            Self.showingInvalidBytes(bytes), for: Self.argumentName(at: index, in: arguments),
            problem: .argumentNotUTF8)
        return report(
            refusal, arguments: arguments, usesJSON: GlobalOptions.requestsJSON(arguments),
            language: LanguageOfMessages(Self.language(environment.variables)))
    }

    /// `bytes` as text, each byte that is not part of UTF-8 written `\xE9`.
    static func showingInvalidBytes(_ bytes: [UInt8]) -> String {
        var shown = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length =
                switch lead {
                case 0..<0x80: 1
                case 0xC2..<0xE0: 2
                case 0xE0..<0xF0: 3
                case 0xF0..<0xF5: 4
                default: 0
                }
            if length > 0, index + length <= bytes.count,
                let scalar = String(validating: bytes[index..<index + length], as: UTF8.self)
            {
                shown += scalar
                index += length
            } else {
                shown += "\\x" + String(lead, radix: 16, uppercase: true).leftPadded(to: 2)
                index += 1
            }
        }
        return shown
    }

    /// The name of the argument at `index` for a message: the option it is the value of
    /// (`--name`, from `--name VALUE` or `--name=VALUE`), else its place (`argument 2`).
    static func argumentName(at index: Int, in arguments: [String]) -> String {
        let argument = arguments[index]
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            return String(argument[..<equals])
        }
        if index > 0, arguments[index - 1].hasPrefix("--"), !arguments[index - 1].contains("=") {
            let name = String(arguments[index - 1].dropFirst(2))
            let options = GlobalOptions.specifications + CommandCatalog.specifications.flatMap(\.options)
            if options.contains(where: { $0.name == name && $0.valueName != nil }) { return "--" + name }
        }
        return "argument \(index + 1)"
    }

    /// `date` as `--now` reads it back: ISO 8601 in UTC, to the millisecond.
    static func isoText(of date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: date)
    }

    /// Tells on standard error the automatic backup that failed, or whose writer was killed, in a
    /// process of its own after an earlier command (``BackupUseCases/takeUntoldAutoBackupFailure()``).
    private func tellUntoldAutoBackupFailure(of tracker: Tracker) {
        guard let (error, language) = tracker.backups.takeUntoldAutoBackupFailure() else { return }
        environment.writeError(error.reportMessage(in: language) + "\n")
    }

    /// Writes the report of `error` on standard error, in the language of the database opened or
    /// else the one `arguments` name, as JSON with `--json`; returns its exit code.
    private func report(
        _ error: any Error, arguments: [String], usesJSON: Bool, language: LanguageOfMessages
    ) -> ExitCode {
        let reported = language.hasOpenedDatabase ? language.current : storedLanguage(arguments) ?? language.current
        let report = ErrorReport(for: error, language: reported)
        environment.writeError((usesJSON ? report.json : report.message) + "\n")
        return report.exitCode
    }

    /// The language errors are reported in: the locale's until the database is opened, then
    /// the settings'. They are read when an error is reported, not when the database is opened,
    /// so that a command that succeeds reads them once, through its use case's context.
    final class LanguageOfMessages {
        private let locale: Language
        /// The database the command opened, if it did.
        private(set) var tracker: Tracker?

        init(_ language: Language) {
            locale = language
        }

        /// Reports errors in the settings' language of the database `tracker` opened, from now on.
        func opened(_ tracker: Tracker) {
            self.tracker = tracker
        }

        /// The language to report errors in now.
        var current: Language {
            // Only the language of an error already being told: the locale's when unreadable.
            tracker.flatMap { try? $0.settings().language } ?? locale
        }

        /// Whether a database was opened: then its settings say the language.
        var hasOpenedDatabase: Bool { tracker != nil }
    }

    /// The language the settings of the database `arguments` name (`--db`, else `KADO_DB`, else
    /// the default path) choose, read read-only: for an error raised before the database was
    /// opened (a command line that does not parse, a bad value). `nil` when there is no
    /// database, it cannot be read, or it chooses none: the locale's language stays.
    func storedLanguage(_ arguments: [String]) -> Language? {
        let variables = environment.variables
        guard
            let path = GlobalOptions.requestedDatabasePath(arguments)
                ?? variables["KADO_DB"].flatMap({ $0.isEmpty ? nil : $0 })
                // No default path (no HOME): the locale's language, as with no database.
                ?? (try? Self.defaultDatabasePath(variables))
        else { return nil }
        let absolute =
            path.hasPrefix("/") ? path : (environment.workingDirectory as NSString).appendingPathComponent(path)
        return Tracker.storedLanguage(databasePath: absolute)
    }

    /// The language a message about `arguments`' run is written in after the program returned
    /// (standard output that could not be written): the settings' of the database they name,
    /// read read-only, else the locale's.
    public func languageOfMessages(for arguments: [String]) -> Language {
        storedLanguage(arguments) ?? Self.language(environment.variables)
    }

    /// The context commands run in: the database, the clock and the settings defaults.
    /// - Parameter createsDatabase: whether the command creates the database when it is missing
    ///   (``CommandConfiguration/createsDatabase``); a command that reads never does.
    func context(
        for options: GlobalOptions, language messages: LanguageOfMessages? = nil, createsDatabase: Bool = true,
        launches: UpkeepLaunches? = nil
    ) throws -> CommandContext {
        let variables = environment.variables
        let chosenPath = options.databasePath ?? variables["KADO_DB"].flatMap { $0.isEmpty ? nil : $0 }
        let path = try chosenPath ?? Self.defaultDatabasePath(variables)
        // A path typed with --db that holds nothing is a typo until shown otherwise; where the
        // database is configured to live (KADO_DB, or the default path) and none is there yet,
        // it is a first run, where "nothing yet" is the true answer.
        let ifMissing: Tracker.MissingDatabase = options.databasePath == nil ? .readEmpty : .refuse
        let ifMissingForWriting: Tracker.MissingDatabase = createsDatabase ? .create : ifMissing
        let pinned =
            try options.now
            ?? variables["KADO_NOW"].flatMap { $0.isEmpty ? nil : $0 }.map {
                try ValueParser.instant($0, argument: "KADO_NOW", timeZone: environment.timeZone)
            }
        // How long Today walks histories with no checkpoint before leaving scores pending
        // (``Tracker/todayRebuildBudget``), in milliseconds: for tests and benchmarks.
        let rebuildBudget = try variables["KADO_TODAY_BUDGET_MS"].flatMap { $0.isEmpty ? nil : $0 }.map {
            text -> Duration in
            guard let milliseconds = Int(text), (0...86_400_000).contains(milliseconds) else {
                throw UsageError.invalidValue(
                    text, for: "KADO_TODAY_BUDGET_MS", problem: .wholeNumberIn(minimum: 0, maximum: 86_400_000))
            }
            return .milliseconds(milliseconds)
        }
        let clock: @Sendable () -> Date
        if let pinned {
            clock = { pinned }
        } else {
            clock = environment.now
        }
        let language = Self.language(variables)
        let defaults = Settings(
            dayStart: 0, weekStart: Self.weekStart(variables) ?? language.customaryWeekStart, language: language)
        let timeZone = environment.timeZone
        let readLine = environment.readLine
        let write = environment.writeOutput
        let writeError = environment.writeError
        let readSecretLine = environment.readSecretLine
        let busAddress = variables["DBUS_SESSION_BUS_ADDRESS"]
        var desktopChannel: (@Sendable () -> any ReminderChannel)?
        if let make = environment.makeDesktopChannel { desktopChannel = { make(busAddress) } }
        // Automatic backups: the database's own folder beside it, failures on standard error.
        let backupFolder = AutoBackupConfiguration.defaultFolder(besideDatabase: path)
        // A command that leaves work for after its answer (the widget snapshot of a new day, the
        // day's backup) hands it to `kado upkeep --detached`, started on its own, and answers at once.
        let launch = environment.launchDetached.map { launchDetached in
            let arguments =
                ["--db", path] + (options.now.map { ["--now", Self.isoText(of: $0)] } ?? [])
                + ["upkeep", "--detached"]
            return { @Sendable in
                launches?.record()
                return launchDetached(arguments)
            }
        }
        let autoBackup = AutoBackupConfiguration(
            defaultFolder: backupFolder,
            report: { error, language in writeError(error.reportMessage(in: language) + "\n") }, launch: launch)
        // The one place a tracker is made: each way a command opens one differs only in its
        // purpose, what a missing database does, and its backups' configuration.
        let opening = TrackerOpening(
            path: path, timeZone: timeZone, clock: clock, defaults: defaults, system: environment.system,
            isWritable: environment.isWritable, patience: environment.patience)
        return CommandContext(
            openTracker: {
                let tracker = try opening.open(.writing, ifMissing: ifMissingForWriting)
                tracker.autoBackup = autoBackup
                if let rebuildBudget { tracker.todayRebuildBudget = rebuildBudget }
                messages?.opened(tracker)
                return tracker
            },
            openTrackerForReading: {
                let tracker = try opening.open(.reading, ifMissing: ifMissing)
                tracker.autoBackup = autoBackup
                if let rebuildBudget { tracker.todayRebuildBudget = rebuildBudget }
                messages?.opened(tracker)
                return tracker
            },
            // A front end's own tracker: created when missing, its backups' failures not told here.
            openTrackerToHandOver: {
                let tracker = try opening.open(.writing, ifMissing: .create)
                tracker.autoBackup = AutoBackupConfiguration(defaultFolder: backupFolder)
                return tracker
            },
            // --quiet: nothing on standard output but the data asked for (a backup sent to -o -).
            print: options.isQuiet ? { _ in } : { write($0 + "\n") }, writeData: environment.writeOutputData,
            printError: { [writeError = environment.writeError] in writeError($0 + "\n") },
            workingDirectory: environment.workingDirectory,
            confirm: environment.terminal.isInputTerminal
                ? { question in
                    write(question)
                    // In the language the question was asked in: the settings' once the database is open.
                    return ConfirmationAnswer.isYes(readLine() ?? "", in: messages?.current ?? language)
                } : nil,
            options: options, style: OutputStyle(terminal: environment.terminal, disablesColor: options.disablesColor),
            databasePath: path, now: clock, timeZone: timeZone, language: language,
            // Output to a pipe or a file is never cut, whatever COLUMNS says (a shell may export it).
            width: environment.terminal.isOutputTerminal ? environment.terminal.columns : nil,
            webServer: environment.webServer,
            environmentPassword: variables["KADO_SYNC_PASSWORD"],
            readSecret: environment.terminal.isInputTerminal
                ? { prompt in
                    writeError(prompt)
                    let secret = readSecretLine()
                    writeError("\n")
                    return secret
                } : nil, isOutputTerminal: environment.terminal.isOutputTerminal, readInput: environment.readInput,
            reminders: ReminderEnvironment(
                makeDesktopChannel: desktopChannel,
                configurationFolder: Self.configurationFolder(variables),
                executablePath: environment.executablePath),
            isInputTerminal: environment.terminal.isInputTerminal, write: write, readLine: readLine,
            editor: ["VISUAL", "EDITOR"].lazy.compactMap { variables[$0] }.first { !$0.isEmpty },
            logSink: environment.logSink)
    }

    /// Writes `kado help --man FOLDER`'s pages into `folder` (created if missing): `kado.1` and
    /// every command's, or only `command`'s, in `language`; prints each file's path.
    private func writeManualPages(
        to folder: String, command: CommandSpecification?, parser: CommandLineParser, language: Language
    ) throws {
        let absolute =
            folder.hasPrefix("/") ? folder : (environment.workingDirectory as NSString).appendingPathComponent(folder)
        let pages =
            command.map { [ManualPage.page(for: $0, globalOptions: parser.globalOptions, language: language)] }
            ?? ManualPage.pages(
                for: parser.commands.map { $0.specification }, globalOptions: parser.globalOptions,
                defaultCommand: parser.defaultCommand, language: language)
        for page in pages {
            let path = (absolute as NSString).appendingPathComponent(page.fileName)
            do {
                try FileManager.default.createDirectory(atPath: absolute, withIntermediateDirectories: true)
                try Data(page.text.utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                throw FileWriteError(content: .manualPage, path: path, systemReason: error.localizedDescription)
            }
            environment.writeOutput(path + "\n")
        }
    }

    /// `$XDG_CONFIG_HOME`, else `~/.config`; `nil` without either.
    static func configurationFolder(_ variables: [String: String]) -> String? {
        if let folder = variables["XDG_CONFIG_HOME"], folder.hasPrefix("/") { return folder }
        guard let home = variables["HOME"], !home.isEmpty else { return nil }
        return home + "/.config"
    }

    /// `$XDG_DATA_HOME/kado/kado.sqlite`, else `~/.local/share/kado/kado.sqlite`.
    static func defaultDatabasePath(_ variables: [String: String]) throws -> String {
        if let data = variables["XDG_DATA_HOME"], data.hasPrefix("/") {
            return data + "/kado/kado.sqlite"
        }
        guard let home = variables["HOME"], !home.isEmpty else {
            throw UsageError(.noDatabaseLocation)
        }
        return home + "/.local/share/kado/kado.sqlite"
    }

    /// The first day of the week in the locale of the locale variables (Monday in en_GB, Sunday in
    /// en_US), when the locale names a region.
    static func weekStart(_ variables: [String: String]) -> Weekday? {
        let locale = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { variables[$0] }.first { !$0.isEmpty } ?? ""
        let identifier = String(locale.prefix { $0 != "." && $0 != "@" })
        guard identifier.contains("_") else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        return Weekday(rawValue: calendar.firstWeekday)
    }

    /// The language of the environment, which the `auto` language setting speaks: gettext's
    /// choice among `LANGUAGE`, `LC_ALL`, `LC_MESSAGES` and `LANG` (`LANGUAGE=fr:de`,
    /// `LANG=de_DE.UTF-8`; `LANG=en_XA.UTF-8` for the pseudo-language), English for `C`,
    /// `POSIX` or a language Kadō does not speak.
    static func language(_ variables: [String: String]) -> Language {
        Language.preferred(environment: variables)
    }
}

extension String {
    /// The text with `0`s before it up to `width` characters (`9` → `09`).
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
