/// Where log entries go: standard error (``StandardErrorLogSink``), the system's journal, or a
/// test's list. The composition root chooses it; the rest of Kadō logs through a ``Logger``.
public protocol LogSink: Sendable {
    /// Writes `entry`; never throws, never blocks for long: a log that cannot be written is lost.
    func write(_ entry: LogEntry)
}
