/// A command line that cannot be run as written: an unknown command or option, a missing or extra
/// argument, or a value that does not parse. Always exits with ``ExitCode/usage`` (64).
///
/// The message is one line and names the offending token, so that a person can fix the command
/// without reading the help: `kado: unknown option '--colour' for 'add' (did you mean '--color'?)`.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, without the `kado: ` prefix.
    public let message: String
    /// The whole line as printed, when it is not `kado: ` and ``message`` (a message in French).
    private let line: String?

    /// A usage error with the given one-line message (no `kado: ` prefix, no final newline).
    public init(_ message: String) {
        self.message = message
        self.line = nil
    }

    /// A usage error printed as `reportMessage` exactly (its prefix included), for messages in
    /// the settings' language.
    init(reportMessage: String) {
        self.message = reportMessage
        self.line = reportMessage
    }

    /// The message as printed on standard error: `kado: <message>`.
    public var description: String { line ?? "kado: \(message)" }

    /// A command name that no command has.
    public static func unknownCommand(_ name: String, suggestion: String?) -> UsageError {
        UsageError("unknown command '\(name)'" + hint(suggestion))
    }

    /// An option that neither the command nor the global options define.
    public static func unknownOption(_ spelling: String, command: String?, suggestion: String?) -> UsageError {
        UsageError("unknown option '\(spelling)'" + context(command) + hint(suggestion))
    }

    /// An option that needs a value but was given none (end of line, or another option follows).
    public static func missingValue(option spelling: String, valueName: String, command: String?) -> UsageError {
        UsageError("option '\(spelling)'" + context(command) + " needs a value (\(valueName))")
    }

    /// A flag written with a value (`--json=yes`).
    public static func unexpectedValue(_ value: String, forFlag spelling: String, command: String?) -> UsageError {
        UsageError("option '\(spelling)'" + context(command) + " takes no value (found '\(value)')")
    }

    /// An option that may be given once, given more than once.
    public static func repeatedOption(_ spelling: String, command: String?) -> UsageError {
        UsageError("option '\(spelling)'" + context(command) + " is given more than once")
    }

    /// A positional argument that the command does not take.
    public static func unexpectedArgument(_ argument: String, command: String?) -> UsageError {
        UsageError("unexpected argument '\(argument)'" + context(command))
    }

    /// A required positional argument that is missing.
    public static func missingArgument(_ name: String, command: String) -> UsageError {
        UsageError("missing \(name) for '\(command)'")
    }

    /// A value that does not parse, or breaks a rule: `--every '8/week': must be …`.
    ///
    /// - Parameters:
    ///   - value: the text as typed.
    ///   - argument: the option (`--every`) or positional name (`DAY`) it was given to.
    ///   - problem: what the value must be, phrased so a person can correct it.
    public static func invalidValue(_ value: String, for argument: String, problem: String) -> UsageError {
        UsageError("\(argument) '\(value)': \(problem)")
    }

    /// `--json` given to a command that has no JSON output (rather than ignoring it).
    public static func jsonRefused(by command: String) -> UsageError {
        UsageError("'\(command)' has no JSON output: leave out --json")
    }

    private static func context(_ command: String?) -> String {
        command.map { " for '\($0)'" } ?? ""
    }

    private static func hint(_ suggestion: String?) -> String {
        suggestion.map { " (did you mean '\($0)'?)" } ?? ""
    }
}
