import Foundation
import KadoApp
import KadoCore
import Testing

@testable import KadoCLI

/// The commands own their specifications: each declares its arguments and options as typed
/// properties with their help in both languages, and the parser, the help, the manual pages and
/// the completion scripts are all written from them.
@Suite("Command specifications")
struct CommandSpecsTests {
    static let parser = CommandLineParser(
        commands: CommandCatalog.all, defaultCommand: CommandCatalog.defaultCommand,
        timeZone: TimeZone(identifier: "UTC") ?? .current)

    /// The arguments `line` gives its command, parsed but not decoded.
    static func arguments(_ line: [String]) throws -> ParsedArguments {
        guard case .run(let arguments) = try parser.parse(line).request else {
            throw UsageError(.missingCommand)
        }
        return arguments
    }

    // MARK: Decoding

    @Test("options and arguments decode to their types with the value parsers")
    func typedValues() throws {
        let add = try AddCommand.decoded(
            from: Self.arguments([
                "add", "Walk", "--every", "3/week", "--type", "timer:20", "--color", "teal", "--remind",
                "08:00,18:30", "--snooze", "15", "--when-done", "ring", "--score", "loop", "--since", "-2",
            ]))
        #expect(add.name == "Walk")
        #expect(add.fields.every == (try ValueParser.frequency("3/week")))
        #expect(add.fields.type == (try ValueParser.habitType("timer:20")))
        #expect(add.fields.color == .teal)
        #expect(add.fields.remind == (try ValueParser.reminderTimes("08:00,18:30")))
        #expect(add.fields.snooze == 15)
        #expect(add.fields.onlyIfNotDone == false)
        #expect(add.fields.score == .loop)
        let today = try #require(LogicalDay("2026-04-10"))
        #expect(try add.fields.since??.resolved(today: today) == LogicalDay("2026-04-08"))
        #expect(add.fields.unit == nil && add.fields.group == nil)

        let edit = try EditCommand.decoded(from: Self.arguments(["edit", "Walk", "--since", ""]))
        #expect(edit.fields.since.map { $0 == nil } == true, "--since \"\" is given, and names no day")
        #expect(edit.changesAnyField)
        #expect(!(try EditCommand.decoded(from: Self.arguments(["edit", "Walk"]))).changesAnyField)

        let skip = try SkipCommand.decoded(from: Self.arguments(["skip", "Run", "2026-08-01..2026-08-03"]))
        #expect(try skip.days?.resolved(today: today).count == 3)
        let widget = try WidgetCommand.decoded(from: Self.arguments(["widget", "--habit", "A", "--habit", "B"]))
        #expect(widget.habits == ["A", "B"] && !widget.watch)
        let log = try LogCommand.decoded(from: Self.arguments(["log", "Water", "+2", "yesterday"]))
        #expect(log.action == .add(2))
        #expect(try log.day?.resolved(today: today) == LogicalDay("2026-04-09"))
        let completion = try CompletionCommand.decoded(from: Self.arguments(["completion", "fish"]))
        #expect(completion.shell == .fish)
    }

    @Test("the first value refused, in the order the properties are declared, is the one said")
    func firstRefusalInDeclarationOrder() throws {
        let arguments = try Self.arguments(["add", "X", "--color", "nope", "--every", "bogus"])
        #expect(throws: UsageError.invalidValue("bogus", for: "--every", problem: .frequencyForm)) {
            try AddCommand.decoded(from: arguments)
        }
        // Made only for its declarations, a command records them in order and decodes nothing.
        let declared = AddCommand.specification
        #expect(declared.arguments.map(\.name) == ["NAME"])
        #expect(
            declared.options.map(\.name) == [
                "every", "type", "unit", "color", "icon", "remind", "snooze", "when-done", "score", "details", "group",
                "since",
            ])
    }

    /// Lines whose values are refused when the command is decoded and validated, before anything
    /// is opened, with the message the command line has always given.
    static let refusals: [([String], String)] = [
        (
            ["add", "X", "--every", "bogus"],
            "kado: --every 'bogus': must be day, N/week, weekdays such as mon,wed,fri, Ndays, or N/D (N times in D days)"
        ),
        (["overview", "--days", "0"], "kado: --days '0': must be a whole number from 1 to 366"),
        (["move", "Read", "zero"], "kado: POSITION 'zero': must be a whole number"),
        (["done", "Read", "2026-02-30"], "kado: DAY '2026-02-30': is not a day of the calendar"),
        (["report", "--week", "--month"], "kado: unexpected argument '--month' for 'report'"),
        (["trash", "restore"], "kado: missing HABIT for 'trash restore'"),
        (["trash", "list", "Read"], "kado: unexpected argument 'Read' for 'trash'"),
        (["backup", "restore"], "kado: missing FILE for 'backup restore'"),
        (["sync", "--yes"], "kado: unexpected argument '--yes' for 'sync'"),
        (["sync", "passphrase", "--earlier", "--old-leaked"], "kado: unexpected argument '--old-leaked' for 'sync'"),
        (
            ["settings", "bogus"],
            "kado: NAME 'bogus': must be week-start, day-start, language, push-url, push-format, push-token, backups, backup-folder or backup-keep"
        ),
        (["serve", "--port", "70000"], "kado: --port '70000': must be a port number from 0 to 65535"),
    ]

    @Test("decoding and validation refuse a bad line with no I/O: same message, exit 64", arguments: refusals)
    func refusedWithoutIO(line: [String], message: String) throws {
        let arguments = try Self.arguments(line)
        let type = try #require(CommandCatalog.command(named: arguments.command.name))
        #expect(throws: UsageError.self) { try type.decoded(from: arguments) }
        do {
            _ = try type.decoded(from: arguments)
        } catch {
            #expect(error.description == message)
            #expect(ErrorReport(for: error, language: .english).exitCode == .usage)
        }
        // Through the program, on a --db path that does not exist: refused, and nothing is created.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-specs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("kado.sqlite").path
        let harness = try ProgramHarness()
        let result = harness.run(["--db", database] + line)
        #expect(result.status == .usage, "\(result)")
        #expect(result.error == message + "\n")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    // MARK: One description, many readers

    @Test("no two commands, arguments or options collide; optional arguments come last")
    func noCollisions() {
        let names = CommandCatalog.all.map { $0.configuration.name }
        #expect(Set(names).count == names.count)
        let global = GlobalOptions.specifications
        for command in CommandCatalog.specifications {
            let options = command.options + global
            let long = options.map(\.name)
            #expect(Set(long).count == long.count, "\(command.name): \(long)")
            let short = options.compactMap(\.shortName)
            #expect(Set(short).count == short.count, "\(command.name): \(short)")
            let arguments = command.arguments.map(\.name)
            #expect(Set(arguments).count == arguments.count, "\(command.name): \(arguments)")
            let optionalLast = command.arguments.drop { !$0.isOptional }.allSatisfy { $0.isOptional }
            #expect(optionalLast, "\(command.name): an optional argument before a required one")
            #expect(command.arguments.dropLast().allSatisfy { !$0.isRepeatable || $0.completion == .habit })
        }
    }

    @Test("every option of every command is in its help in both languages, the completions and its manual page")
    func everyOptionEverywhere() {
        let english = HelpFormatter(commands: CommandCatalog.all, width: 400)
        let french = HelpFormatter(commands: CommandCatalog.all, width: 400, language: .french)
        let bash = completionScript(for: .bash, commands: CommandCatalog.specifications)
        let zsh = completionScript(for: .zsh, commands: CommandCatalog.specifications)
        let fish = completionScript(for: .fish, commands: CommandCatalog.specifications).split(separator: "\n")
        let pages = Dictionary(
            uniqueKeysWithValues: ManualPage.pages(for: CommandCatalog.specifications).map { ($0.name, $0.text) })
        for command in CommandCatalog.specifications {
            let englishHelp = english.help(for: command)
            let frenchHelp = french.help(for: command)
            let page = pages["kado-" + command.name] ?? ""
            #expect(englishHelp.contains(command.summary.english), "\(command.name)")
            #expect(frenchHelp.contains(command.summary.text(in: .french)), "\(command.name)")
            #expect(pages["kado"]?.contains(ManualPage.roff("kado-" + command.name)) == true, "\(command.name)")
            for option in command.options {
                #expect(englishHelp.contains(option.spelling), "\(command.name) \(option.spelling)")
                #expect(englishHelp.contains(option.help.english), "\(command.name) \(option.spelling)")
                #expect(frenchHelp.contains(option.spelling), "\(command.name) \(option.spelling)")
                #expect(frenchHelp.contains(option.help.text(in: .french)), "\(command.name) \(option.spelling)")
                #expect(page.contains(ManualPage.roff(option.spelling)), "\(command.name) \(option.spelling)")
                #expect(page.contains(ManualPage.roff(option.help.english)), "\(command.name) \(option.spelling)")
                #expect(bash.contains(option.spelling), "\(command.name) \(option.spelling)")
                #expect(zsh.contains(option.spelling), "\(command.name) \(option.spelling)")
                // fish names a command's option by its long name, on a line of that command's.
                let inFish = fish.contains {
                    $0.contains("__kado_using \(command.name)'") && ($0 + " ").contains(" -l \(option.name) ")
                }
                #expect(inFish, "\(command.name) \(option.spelling)")
            }
            for argument in command.arguments {
                #expect(englishHelp.contains(argument.help.english), "\(command.name) \(argument.name)")
                #expect(frenchHelp.contains(argument.help.text(in: .french)), "\(command.name) \(argument.name)")
                #expect(page.contains(ManualPage.roff(argument.help.english)), "\(command.name) \(argument.name)")
            }
        }
    }

    @Test("the commands that create a missing database say so in their configuration")
    func creatingTheDatabase() {
        let creating = CommandCatalog.specifications.filter(\.configuration.createsDatabase).map(\.name)
        #expect(creating == ["add", "tui", "serve", "settings", "sync", "remind", "import", "backup"])
    }

    // MARK: Manual pages

    @Test("the manual pages are kado(1) and one page a command, in man(7) roff")
    func manualStructure() {
        let pages = ManualPage.pages(for: CommandCatalog.specifications)
        #expect(pages.map(\.fileName) == ["kado.1"] + CommandCatalog.specifications.map { "kado-\($0.name).1" })
        for page in pages {
            let lines = page.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.first?.hasPrefix(".TH \(ManualPage.roff(page.name.uppercased())) 1 ") == true)
            #expect(page.text.hasSuffix("\n"))
            for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "SEE ALSO"] {
                #expect(lines.contains { $0 == ".SH \"\(section)\"" }, "\(page.name): \(section)")
            }
            // Nothing but ASCII, and no text line a roff request could be read from.
            let isASCII = page.text.unicodeScalars.allSatisfy { $0.isASCII }
            #expect(isASCII, "\(page.name)")
            for line in lines where !line.hasPrefix(".") {
                #expect(!line.hasPrefix("'"), "\(page.name): \(line)")
            }
        }
        let done = ManualPage.page(for: DoneCommand.specification)
        #expect(done.text.contains(".SH \"NAME\"\nkado\\-done \\- Mark habits done on a day\n"))
        #expect(done.text.contains("\\fBkado done\\fR \\fIHABIT...\\fR \\fI[DAY]\\fR\n"))
        #expect(ManualPage.roff("Kadō's \\ -x") == "Kad\\[u014D]'s \\e \\-x")
    }

    @Test("groff renders every manual page in every language without a warning (when groff is installed)")
    func groffRendersThem() throws {
        guard let groff = ["/usr/bin/groff", "/usr/local/bin/groff"].first(where: FileManager.default.isExecutableFile)
        else { return }
        for language in Language.spoken {
            try expectGroffRenders(ManualPage.pages(for: CommandCatalog.specifications, language: language), groff)
        }
    }

    private func expectGroffRenders(_ pages: [ManualPage], _ groff: String) throws {
        for page in pages {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: groff)
            process.arguments = ["-man", "-Tutf8", "-ww", "-z"]
            let input = Pipe()
            let errors = Pipe()
            process.standardInput = input
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            input.fileHandleForWriting.write(Data(page.text.utf8))
            try input.fileHandleForWriting.close()
            let warnings = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(page.name)")
            #expect(warnings.isEmpty, "\(page.name): \(warnings)")
        }
    }

    @Test("kado help --man FOLDER writes every page, or one command's; kado help --man \"\" is refused")
    func helpWritesTheManual() throws {
        let harness = try ProgramHarness()
        let folder = harness.folder.appendingPathComponent("man1").path
        let all = harness.run(["help", "--man", folder])
        #expect(all.status == .success, "\(all)")
        let written = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(written == ManualPage.pages(for: CommandCatalog.specifications).map(\.fileName).sorted())
        #expect(all.lines == ManualPage.pages(for: CommandCatalog.specifications).map { folder + "/" + $0.fileName })
        let text = try String(contentsOfFile: folder + "/kado-done.1", encoding: .utf8)
        #expect(text == ManualPage.page(for: DoneCommand.specification).text)
        let one = harness.run(["help", "done", "--man", folder + "/one"])
        #expect(one.lines == [folder + "/one/kado-done.1"])
        let refused = harness.run(["help", "--man", ""])
        #expect(refused.status == .usage)
        #expect(refused.error == "kado: --man '': must be a file path\n")
    }
}
