import KadoApp

/// A command line that cannot be run as written: an unknown command or option, a missing or extra
/// argument, or a value that does not parse. Always exits with ``ExitCode/usage`` (64).
///
/// It is a value (``Kind``, with the tokens it names), not a sentence: it is built before the
/// database, and so the language of the settings, is read, and phrased when it is reported
/// (``message(in:)``). The message is one line and names the offending token, so that a person
/// can fix the command without reading the help:
/// `kado: unknown option '--colour' for 'add' (did you mean '--color'?)`.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the command line, with the tokens it names.
    public enum Kind: Hashable, Sendable {
        /// A command name that no command has; `suggestion` is the closest one.
        case unknownCommand(String, suggestion: String?)
        /// An option that neither the command nor the global options define.
        case unknownOption(String, command: String?, suggestion: String?)
        /// An option that needs a value (`valueName`) but was given none.
        case missingValue(option: String, valueName: String, command: String?)
        /// A flag written with a value (`--json=yes`).
        case unexpectedValue(String, flag: String, command: String?)
        /// An option that may be given once, given more than once.
        case repeatedOption(String, command: String?)
        /// A positional argument that the command does not take.
        case unexpectedArgument(String, command: String?)
        /// A required positional argument (`name`) that is missing.
        case missingArgument(String, command: String)
        /// A value (as typed) given to `argument` that does not parse or breaks a rule.
        case invalidValue(String, argument: String, problem: ValueProblem)
        /// `--json` given to a command that has no JSON output.
        case jsonRefused(command: String)
        /// `--quiet` given to a command that only shows (it would print nothing at all).
        case quietRefused(command: String)
        /// `--quiet` with `--json`: one asks for nothing on standard output, the other for JSON there.
        case quietWithJSON
        /// No command, and no default command to run.
        case missingCommand
        /// No `--db`, `KADO_DB`, `XDG_DATA_HOME` or `HOME` to find the database with.
        case noDatabaseLocation
        /// `list --names` with `--json`.
        case namesWithJSON
        /// `delete` without `--yes` where it cannot ask.
        case deleteNeedsConfirmation
        /// `edit --remove-version` or `--move-version … --to …` with another change, with each
        /// other, or `--move-version` without `--to` (or the reverse).
        case versionOptionsAlone
        /// No habit matches the reference `HABIT`; `suggestion` is the closest name.
        case noHabitMatches(String, suggestion: String?)
        /// Several habits match the reference `HABIT` (their names, a shared one with its id).
        case severalHabitsMatch(String, candidates: [String])
    }

    /// What is wrong.
    public let kind: Kind

    /// A usage error of `kind`.
    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// What is wrong in English, without the `kado: ` prefix.
    public var message: String { Phrase.usage(kind).english }

    /// The message as printed on standard error in English: `kado: <message>`.
    public var description: String { "kado: \(message)" }

    /// The message as printed on standard error in `language`, its prefix included.
    public func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        return words(.errorPrefix) + words(.usage(kind))
    }

    /// A command name that no command has.
    public static func unknownCommand(_ name: String, suggestion: String?) -> UsageError {
        UsageError(.unknownCommand(name, suggestion: suggestion))
    }

    /// An option that neither the command nor the global options define.
    public static func unknownOption(_ spelling: String, command: String?, suggestion: String?) -> UsageError {
        UsageError(.unknownOption(spelling, command: command, suggestion: suggestion))
    }

    /// An option that needs a value but was given none (end of line, or another option follows).
    public static func missingValue(option spelling: String, valueName: String, command: String?) -> UsageError {
        UsageError(.missingValue(option: spelling, valueName: valueName, command: command))
    }

    /// A flag written with a value (`--json=yes`).
    public static func unexpectedValue(_ value: String, forFlag spelling: String, command: String?) -> UsageError {
        UsageError(.unexpectedValue(value, flag: spelling, command: command))
    }

    /// An option that may be given once, given more than once.
    public static func repeatedOption(_ spelling: String, command: String?) -> UsageError {
        UsageError(.repeatedOption(spelling, command: command))
    }

    /// A positional argument that the command does not take.
    public static func unexpectedArgument(_ argument: String, command: String?) -> UsageError {
        UsageError(.unexpectedArgument(argument, command: command))
    }

    /// A required positional argument that is missing.
    public static func missingArgument(_ name: String, command: String) -> UsageError {
        UsageError(.missingArgument(name, command: command))
    }

    /// A value that does not parse, or breaks a rule: `--every '8/week': must be …`.
    ///
    /// - Parameters:
    ///   - value: the text as typed.
    ///   - argument: the option (`--every`) or positional name (`DAY`) it was given to.
    ///   - problem: what the value must be.
    public static func invalidValue(_ value: String, for argument: String, problem: ValueProblem) -> UsageError {
        UsageError(.invalidValue(value, argument: argument, problem: problem))
    }

    /// `edit --remove-version` or `--move-version … --to …` not given alone.
    static let versionOptionsAlone = UsageError(.versionOptionsAlone)

    /// `--json` given to a command that has no JSON output (rather than ignoring it).
    public static func jsonRefused(by command: String) -> UsageError {
        UsageError(.jsonRefused(command: command))
    }
}
