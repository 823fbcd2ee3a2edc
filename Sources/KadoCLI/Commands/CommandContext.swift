import Foundation
import KadoApp
import KadoCore

/// What a command needs from the world around it: the tracker, where to print, how to style,
/// and how to ask a question. Built once by `kado`'s `main.swift`.
public struct CommandContext {
    /// Opens the tracker (the database) when a command first needs it, to change something: a
    /// database that cannot be written is refused with exit 74.
    let openTracker: () throws -> Tracker
    /// Opens the tracker for a command that only shows: a database that cannot be written is
    /// read read-only, and nothing is written.
    let openTrackerForReading: () throws -> Tracker
    /// Opens a tracker of its own, each time it is called, for a front end that takes it over
    /// (`kado serve`'s web server, which opens one for its requests and one on its sync thread):
    /// nothing here keeps a reference to it. `nil` where no such front end runs (then `serve` is
    /// refused like a missing web app).
    let openTrackerToHandOver: (@Sendable () throws -> sending Tracker)?
    /// Writes a line (or lines) to standard output.
    let print: (String) -> Void
    /// Writes raw bytes to standard output (a backup sent to `-o -`).
    let writeData: (Data) -> Void
    /// Writes a line to standard error (warnings that must not mix with output).
    let printError: (String) -> Void
    /// The current folder, where files are written by default.
    let workingDirectory: String
    /// Asks a yes/no question on the terminal; `nil` when there is no terminal to ask on.
    let confirm: ((String) -> Bool)?
    /// The global options given.
    let options: GlobalOptions
    /// Colours or not.
    let style: OutputStyle
    /// The database file's path (`--db`, `KADO_DB` or the default), for commands that only read
    /// the files beside it (the widget snapshot) and must not open the database.
    let databasePath: String
    /// The clock (`--now`, `KADO_NOW` or the wall clock).
    let now: @Sendable () -> Date
    /// The time zone of the process (`TZ`).
    let timeZone: TimeZone
    /// The language of the locale variables, for files that do not say theirs.
    let language: Language
    /// The widest a line of text output may be, in columns (`COLUMNS`, or the terminal's width);
    /// `nil` for no limit (a pipe, a file).
    let width: Int?
    /// The web app `kado serve` starts, when the program was given one.
    let webServer: (any WebServing)?
    /// `KADO_SYNC_PASSWORD`, for `kado sync setup webdav` (never an option's value).
    let environmentPassword: String?
    /// Asks for a secret on the terminal with echo off, after the prompt; `nil` when there is no
    /// terminal to ask on.
    let readSecret: ((String) -> String?)?
    /// Whether standard output is a terminal (a person reads it), rather than a pipe or a file.
    let isOutputTerminal: Bool
    /// Reads standard input to its end, or up to the given number of bytes when it holds more
    /// (`kado note HABIT -`).
    let readInput: (Int) -> Data
    /// What `kado remind run`, `test` and `install` need from the world.
    let reminders: ReminderEnvironment
    /// Whether standard input is a terminal (a person types on it), rather than a pipe or a file.
    let isInputTerminal: Bool
    /// Writes text to standard output as it is, without a newline (a prompt), even with `--quiet`.
    let write: (String) -> Void
    /// Reads a line of standard input, without its newline; `nil` at the end of input.
    let readLine: () -> String?
    /// The editor `$VISUAL`, else `$EDITOR`, names (a command line), for long text; `nil` for none.
    let editor: String?
    /// Where a long-running command logs (``KadoProgram/Environment/logSink``); `nil` for
    /// standard error, line by line.
    let logSink: (any LogSink)?

    /// A context from its parts.
    /// `openTrackerForReading` defaults to `openTracker`.
    public init(
        openTracker: @escaping () throws -> Tracker, openTrackerForReading: (() throws -> Tracker)? = nil,
        openTrackerToHandOver: (@Sendable () throws -> sending Tracker)? = nil,
        print: @escaping (String) -> Void,
        writeData: @escaping (Data) -> Void, printError: @escaping (String) -> Void, workingDirectory: String,
        confirm: ((String) -> Bool)?, options: GlobalOptions, style: OutputStyle, databasePath: String = "",
        now: @escaping @Sendable () -> Date = { Date() }, timeZone: TimeZone = .current, language: Language = .fallback,
        width: Int? = nil, webServer: (any WebServing)? = nil, environmentPassword: String? = nil,
        readSecret: ((String) -> String?)? = nil, isOutputTerminal: Bool = false,
        readInput: @escaping (Int) -> Data = { _ in Data() }, reminders: ReminderEnvironment = ReminderEnvironment(),
        isInputTerminal: Bool = false, write: @escaping (String) -> Void = { _ in },
        readLine: @escaping () -> String? = { nil }, editor: String? = nil, logSink: (any LogSink)? = nil
    ) {
        self.logSink = logSink
        self.isInputTerminal = isInputTerminal
        self.write = write
        self.readLine = readLine
        self.editor = editor
        self.isOutputTerminal = isOutputTerminal
        self.readInput = readInput
        self.reminders = reminders
        self.webServer = webServer
        self.environmentPassword = environmentPassword
        self.readSecret = readSecret
        self.width = width.map { max(20, $0) }
        self.databasePath = databasePath
        self.now = now
        self.timeZone = timeZone
        self.language = language
        self.openTracker = openTracker
        self.openTrackerForReading = openTrackerForReading ?? openTracker
        self.openTrackerToHandOver = openTrackerToHandOver
        self.print = print
        self.writeData = writeData
        self.printError = printError
        self.workingDirectory = workingDirectory
        self.confirm = confirm
        self.options = options
        self.style = style
    }

    /// Whether `--json` was given.
    var usesJSON: Bool { options.usesJSON }

    /// The words of the settings' language (`kado settings language`, else the locale's).
    func words(_ tracker: Tracker) throws -> Localizer {
        Localizer(language: try tracker.settings().language)
    }

    /// Prints `value` as JSON.
    func printJSON<Value: Encodable>(_ value: Value) throws {
        var text = try JSONOutput.string(value)
        if text.hasSuffix("\n") { text.removeLast() }
        print(text)
    }
}
