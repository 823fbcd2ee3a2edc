import KadoCore

/// A DAY or `FROM..TO` (``DayRangeText``).
enum DaysRange: DayTextReading {
    static func read(_ text: String, today: LogicalDay, argument: String) throws(UsageError) -> DayRange {
        try ValueParser.dayRange(text, today: today, argument: argument)
    }
}
