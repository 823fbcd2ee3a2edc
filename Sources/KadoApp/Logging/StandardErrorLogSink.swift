import Foundation

/// Writes each entry as one line (``LogEntry/line``) to standard error, entries at or above
/// ``threshold`` only. Under systemd, standard error goes to the journal.
public struct StandardErrorLogSink: LogSink {
    /// The least severe level written.
    public var threshold: LogLevel

    /// A sink writing `threshold` and more severe levels (`info` by default).
    public init(threshold: LogLevel = .info) {
        self.threshold = threshold
    }

    /// Writes `entry`'s line when its level is at or above ``threshold``.
    public func write(_ entry: LogEntry) {
        guard entry.level <= threshold else { return }
        // One write per entry: lines from several threads do not interleave.
        FileHandle.standardError.write(Data((entry.line + "\n").utf8))
    }
}
