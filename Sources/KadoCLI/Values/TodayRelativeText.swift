import KadoCore

/// Text that names days relative to today (`2026-04-10`, `yesterday`, `-3`, `FROM..TO`), its form
/// checked when the command is decoded, with no I/O: which days it names depends on today, which
/// the settings' day boundary decides, so it is read once the tracker is open
/// (``resolved(today:)``). `Reading` says what the text is: one DAY (``DayText``) or DAYS
/// (``DayRangeText``).
struct TodayRelativeText<Reading: DayTextReading>: Hashable, Sendable {
    /// The text as typed.
    let text: String
    /// The argument or option it was given as (`DAY`, `--since`), for messages.
    let argument: String

    /// `text`, refused now if it is not of the form `Reading` reads, or names a day Kadō does not
    /// support.
    /// - Throws: the ``UsageError`` `Reading` throws for it.
    static func parse(_ text: String, argument: String) throws(UsageError) -> Self {
        // The last day supported is a today against which every form and range is checked; only
        // `-N` too far back for the real today is left for ``resolved(today:)``.
        _ = try Reading.read(text, today: .lastSupported, argument: argument)
        return Self(text: text, argument: argument)
    }

    /// What the text names when today is `today`.
    func resolved(today: LogicalDay) throws(UsageError) -> Reading.Value {
        try Reading.read(text, today: today, argument: argument)
    }
}

/// A DAY as typed.
typealias DayText = TodayRelativeText<OneDay>

/// DAYS as typed: a DAY or `FROM..TO`.
typealias DayRangeText = TodayRelativeText<DaysRange>

extension TodayRelativeText where Reading == OneDay {
    /// The first day of a habit the text names when today is `today` (`--since`): today or before.
    func resolvedStart(today: LogicalDay) throws(UsageError) -> LogicalDay {
        try ValueParser.startDay(text, today: today, argument: argument)
    }
}
