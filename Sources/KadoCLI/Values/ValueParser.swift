import KadoCore

/// Converts the text of arguments and option values into typed values. Every parser either
/// returns a value or throws a ``UsageError`` that names the argument and the value as typed.
///
/// Numbers are written in plain decimal (`3`, `2.5`): no sign unless a parser says so, no
/// exponent, no `nan` or `inf`, nothing after the digits.
public enum ValueParser {
    /// The largest number any value may take (a target, a logged value).
    public static let maximumNumber: Double = 1_000_000_000

    /// A whole number in `range`, such as `--days 14` or a position.
    public static func integer(_ text: String, argument: String, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        guard isInteger(text, allowingSign: true) else {
            throw .invalidValue(text, for: argument, problem: .wholeNumber)
        }
        guard let value = Int(text), range.contains(value) else {
            throw .invalidValue(
                text, for: argument, problem: .wholeNumberIn(minimum: range.lowerBound, maximum: range.upperBound))
        }
        return value
    }

    /// What reminders do on a day already done, `quiet` or `ring` (in any case), as whether they
    /// ring only on a day not done yet (``Reminder/onlyIfNotDone``): `--when-done ring` is `false`.
    public static func onlyIfNotDone(_ text: String, argument: String) throws(UsageError) -> Bool {
        switch text.trimmingCharacters(in: .whitespaces).lowercased() {
        case "quiet": return true
        case "ring": return false
        default: throw .invalidValue(text, for: argument, problem: .choice(["quiet", "ring"]))
        }
    }

    /// A snooze length in minutes, ``Reminder/snoozeMinutesRange`` (`--snooze 15`).
    public static func snoozeMinutes(_ text: String, argument: String) throws(UsageError) -> Int {
        try integer(text, argument: argument, in: Reminder.snoozeMinutesRange)
    }

    /// A number of 0 or more (at most ``maximumNumber``), such as a logged value.
    public static func nonNegativeNumber(_ text: String, argument: String) throws(UsageError) -> Double {
        let value = try number(text, argument: argument)
        guard value >= 0 else { throw .invalidValue(text, for: argument, problem: .zeroOrMore) }
        return value
    }

    /// A number above 0 (at most ``maximumNumber``), such as a target.
    public static func positiveNumber(_ text: String, argument: String) throws(UsageError) -> Double {
        let value = try number(text, argument: argument)
        guard value > 0 else { throw .invalidValue(text, for: argument, problem: .aboveZero) }
        return value
    }

    /// A value logged for a habit of `type`: a number of 0 or more, in minutes for a timer
    /// (returned in seconds, as records keep it).
    public static func loggedValue(_ text: String, for type: HabitType, argument: String = "VALUE") throws(UsageError)
        -> Double
    {
        let value = try nonNegativeNumber(text, argument: argument)
        return type.kind == .timer ? value * 60 : value
    }

    /// Any plain decimal number, with an optional leading minus, at most ``maximumNumber`` in size.
    private static func number(_ text: String, argument: String) throws(UsageError) -> Double {
        guard let value = decimal(text) else {
            throw .invalidValue(text, for: argument, problem: .decimalNumber)
        }
        guard abs(value) <= maximumNumber else {
            throw .invalidValue(text, for: argument, problem: .atMost(Int(maximumNumber)))
        }
        return value
    }

    /// The value of `text` when it is written `[-]digits[.digits]`; `nil` for anything else.
    static func decimal(_ text: String) -> Double? {
        let unsigned = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        let parts = unsigned.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }) else { return nil }
        return Double(text)
    }

    /// Whether `text` is digits only (after an optional leading minus when `allowingSign`).
    static func isInteger(_ text: String, allowingSign: Bool = false) -> Bool {
        let digits = allowingSign && text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.allSatisfy(isDigit)
    }

    static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
