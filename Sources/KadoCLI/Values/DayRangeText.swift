import KadoCore

/// DAYS as typed: a DAY or `FROM..TO`, its form checked when the command is decoded, with no I/O;
/// the days it names are read once today is known (``resolved(today:)``).
struct DayRangeText: Hashable, Sendable {
    /// The text as typed.
    let text: String
    /// The argument it was given as (`DAYS`), for messages.
    let argument: String

    /// `text`, refused now if it is no DAY or range of days at all, or names a day Kadō does not
    /// support. - Throws: the ``UsageError`` ``ValueParser/dayRange(_:today:argument:)`` throws.
    static func parse(_ text: String, argument: String) throws(UsageError) -> DayRangeText {
        _ = try ValueParser.dayRange(text, today: .lastSupported, argument: argument)
        return DayRangeText(text: text, argument: argument)
    }

    /// The days the text names when today is `today`.
    func resolved(today: LogicalDay) throws(UsageError) -> DayRange {
        try ValueParser.dayRange(text, today: today, argument: argument)
    }
}
