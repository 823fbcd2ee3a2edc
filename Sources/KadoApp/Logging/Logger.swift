import Foundation

/// Logs a subsystem's events to a ``LogSink``: `log.error("a request failed", ["request": id])`.
public struct Logger: Sendable {
    /// The part of Kadō that logs.
    public var subsystem: String
    /// Where the entries go.
    public var sink: any LogSink
    /// The clock the entries are dated by.
    public var now: @Sendable () -> Date

    /// A logger of `subsystem` writing to `sink`.
    public init(subsystem: String, sink: any LogSink, now: @escaping @Sendable () -> Date = { Date() }) {
        self.subsystem = subsystem
        self.sink = sink
        self.now = now
    }

    /// Logs `message` at `level` with `metadata`, in order.
    public func log(_ level: LogLevel, _ message: String, _ metadata: KeyValuePairs<String, String> = [:]) {
        sink.write(
            LogEntry(
                level: level, subsystem: subsystem, message: message,
                metadata: metadata.map { LogEntry.Field($0.key, $0.value) }, date: now()))
    }

    /// Logs an error.
    public func error(_ message: String, _ metadata: KeyValuePairs<String, String> = [:]) {
        log(.error, message, metadata)
    }

    /// Logs a warning.
    public func warning(_ message: String, _ metadata: KeyValuePairs<String, String> = [:]) {
        log(.warning, message, metadata)
    }

    /// Logs a notice.
    public func notice(_ message: String, _ metadata: KeyValuePairs<String, String> = [:]) {
        log(.notice, message, metadata)
    }
}
