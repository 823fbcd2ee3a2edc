import KadoApp
import Synchronization

/// A log that keeps every entry written to it, in order, from any thread: for tests that check
/// what was logged, at which level, under which subsystem.
public final class RecordingLogSink: LogSink {
    private let kept = Mutex<[LogEntry]>([])

    /// A log that has kept nothing yet.
    public init() {}

    /// Keeps `entry`.
    public func write(_ entry: LogEntry) {
        kept.withLock { $0.append(entry) }
    }

    /// What was written so far, in order.
    public var entries: [LogEntry] { kept.withLock { $0 } }
}
