import KadoCore

/// A DAY as typed (`2026-04-10`, `yesterday`, `-3`), its form checked when the command is decoded,
/// with no I/O: which day it names depends on today, which the settings' day boundary decides,
/// so it is read once the tracker is open (``resolved(today:)``).
struct DayText: Hashable, Sendable {
    /// The text as typed.
    let text: String
    /// The argument or option it was given as (`DAY`, `--since`), for messages.
    let argument: String

    /// `text`, refused now if it is no DAY at all or a date Kadō does not support.
    /// - Throws: the ``UsageError`` ``ValueParser/day(_:today:argument:)`` throws for it.
    static func parse(_ text: String, argument: String) throws(UsageError) -> DayText {
        // The last day supported is a today against which every DAY's form and range is checked;
        // only `-N` too far back for the real today is left for ``resolved(today:)``.
        _ = try ValueParser.day(text, today: .lastSupported, argument: argument)
        return DayText(text: text, argument: argument)
    }

    /// The first day of a habit the text names when today is `today` (`--since`): today or before.
    func resolvedStart(today: LogicalDay) throws(UsageError) -> LogicalDay {
        try ValueParser.startDay(text, today: today, argument: argument)
    }

    /// The day the text names when today is `today`.
    func resolved(today: LogicalDay) throws(UsageError) -> LogicalDay {
        try ValueParser.day(text, today: today, argument: argument)
    }
}
