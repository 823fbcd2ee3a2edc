import KadoApp
import KadoCore

/// A line of the form of `kado edit HABIT` that cannot be applied: the line number, what is wrong
/// and the text as written. Exits 64, as the same value given to the option does; nothing is
/// written then.
struct EditFormError: Error, Hashable, Sendable {
    /// What is wrong with the line.
    enum Problem: Hashable, Sendable {
        /// The line is not `key: value` (the text as written).
        case notKeyValue(String)
        /// A key the form has no line for, with the keys it has.
        case unknownKey(String, known: [String])
        /// A key already given on `firstLine`.
        case repeatedKey(String, firstLine: Int)
        /// The value does not parse, as the option's value would not.
        case value(UsageError)
        /// The value parses but breaks a rule of habits (an empty name).
        case rule(ValidationError)
    }

    /// The line number, from 1.
    let line: Int
    /// What is wrong.
    let problem: Problem
}

extension EditFormError: ReportableError {
    /// `kado: line 3: every 'fortnightly': must be …`, in English.
    var reportMessage: String { reportMessage(in: .english) }

    /// Always ``ExitCode/usage``, as `kado edit --every bad`.
    var exitCode: ExitCode { .usage }

    /// The message in `language`, its prefix included.
    func reportMessage(in language: Language) -> String {
        let words = Localizer(language: language)
        let what: String =
            switch problem {
            case .notKeyValue(let text): words(.editFormNotKeyValue(text))
            case .unknownKey(let key, let known): words(.editFormUnknownKey(key, known: known))
            case .repeatedKey(let key, let firstLine): words(.editFormRepeatedKey(key, firstLine: firstLine))
            case .value(let error): words(.usage(error.kind))
            case .rule(let error): words(.appError(.invalid(error)))
            }
        return words(.errorPrefix) + words(.editFormLine(line)) + words.colon + what
    }
}
