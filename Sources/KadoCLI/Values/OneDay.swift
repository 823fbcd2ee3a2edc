import KadoCore

/// One DAY (``DayText``).
enum OneDay: DayTextReading {
    static func read(_ text: String, today: LogicalDay, argument: String) throws(UsageError) -> LogicalDay {
        try ValueParser.day(text, today: today, argument: argument)
    }
}
