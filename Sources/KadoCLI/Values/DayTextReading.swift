import KadoCore

/// How a ``TodayRelativeText`` is read against a today.
protocol DayTextReading: Hashable, Sendable {
    /// What the text names.
    associatedtype Value
    /// What `text` names when today is `today`, or the ``UsageError`` that says why it names nothing.
    static func read(_ text: String, today: LogicalDay, argument: String) throws(UsageError) -> Value
}
