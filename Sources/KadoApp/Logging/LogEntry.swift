import Foundation
import KadoCore

/// One logged event: its level, the part of Kadō it comes from, a message, and key–value metadata
/// (a request id, a path, the error) kept as fields rather than folded into the message.
public struct LogEntry: Hashable, Sendable {
    /// How much it matters.
    public var level: LogLevel
    /// The part of Kadō that logs it: `web`, `reminders`, `sync`, `backup`.
    public var subsystem: String
    /// What happened, in one sentence.
    public var message: String
    /// Fields, in order.
    public var metadata: [Field]
    /// When it happened.
    public var date: Date

    /// One field of metadata.
    public struct Field: Hashable, Sendable {
        /// Its name: lower case, digits and `_` (what journald accepts, upper-cased there).
        public var name: String
        /// Its value.
        public var value: String

        /// A field.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// An entry.
    public init(level: LogLevel, subsystem: String, message: String, metadata: [Field] = [], date: Date = Date()) {
        self.level = level
        self.subsystem = subsystem
        self.message = message
        self.metadata = metadata
        self.date = date
    }

    /// The entry as one line of text: the time (UTC, ISO 8601), the level, the subsystem, the
    /// message, then each field as `name=value`, a value with a space, a quote, `=` or nothing in
    /// it quoted; a control character (a line break in an error) is written as `\n` or `\u{…}`,
    /// so that one entry is always one line.
    public var line: String {
        var text = "\(Self.timestamp(date)) \(level) \(subsystem): \(TextRules.escaped(message))"
        for field in metadata {
            let value = TextRules.escaped(field.value)
            let needsQuotes = value.isEmpty || value.contains { $0 == " " || $0 == "\"" || $0 == "=" }
            text +=
                " \(field.name)=" + (needsQuotes ? "\"\(value.replacingOccurrences(of: "\"", with: "\\\""))\"" : value)
        }
        return text
    }

    private static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }
}
