import Foundation

/// A wall-clock time of day, `HH:MM`, in the person's time zone: when a reminder rings.
///
/// It names a time on the clock, not an instant: on the day clocks spring forward it may not
/// exist, on the day they fall back it exists twice; the reminder schedule decides which instant
/// it means on each day.
public struct ReminderTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The hour, 0–23.
    public let hour: Int
    /// The minute, 0–59.
    public let minute: Int

    /// The time `hour:minute`.
    /// - Throws: a ``ValidationError`` on `field` naming the value: ``ValidationError/Rule/notAnHour``
    ///   or ``ValidationError/Rule/notAMinute``.
    public init(hour: Int, minute: Int, field: String = "reminder") throws(ValidationError) {
        guard (0...23).contains(hour) else {
            throw ValidationError(field: field, value: Self.text(hour, minute), rule: .notAnHour)
        }
        guard (0...59).contains(minute) else {
            throw ValidationError(field: field, value: Self.text(hour, minute), rule: .notAMinute)
        }
        self.hour = hour
        self.minute = minute
    }

    /// Reads `HH:MM` (or `H:MM`), from `00:00` to `23:59`.
    /// - Throws: a ``ValidationError`` on `field` with `text` as its value: an hour that is not
    ///   one (`25:00`, `8h`) breaks ``ValidationError/Rule/notAnHour``, a minute that is not one
    ///   (`12:60`, `12:5`) ``ValidationError/Rule/notAMinute``.
    public init(parsing text: String, field: String = "reminder") throws(ValidationError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        func number(_ part: Substring, digits: ClosedRange<Int>) -> Int? {
            guard digits.contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(part)
        }
        guard parts.count == 2, let hour = number(parts[0], digits: 1...2), (0...23).contains(hour) else {
            throw ValidationError(field: field, value: text, rule: .notAnHour)
        }
        guard let minute = number(parts[1], digits: 2...2), (0...59).contains(minute) else {
            throw ValidationError(field: field, value: text, rule: .notAMinute)
        }
        self.hour = hour
        self.minute = minute
    }

    /// `07:05`.
    public var description: String { Self.text(hour, minute) }

    /// Minutes since midnight on the clock, 0–1439.
    public var minuteOfDay: Int { hour * 60 + minute }

    /// Earlier on the clock first.
    public static func < (lhs: ReminderTime, rhs: ReminderTime) -> Bool { lhs.minuteOfDay < rhs.minuteOfDay }

    private static func text(_ hour: Int, _ minute: Int) -> String {
        func padded(_ value: Int) -> String { value >= 0 && value < 10 ? "0\(value)" : String(value) }
        return "\(padded(hour)):\(padded(minute))"
    }
}
