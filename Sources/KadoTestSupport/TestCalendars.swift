import Foundation
import KadoCore

/// Calendars pinned to fixed time zones, for tests and benchmarks.
public enum TestCalendars {
    /// A time zone by identifier; traps on an unknown identifier (tests only).
    public static func zone(_ identifier: String) -> TimeZone {
        guard let zone = TimeZone(identifier: identifier) else {
            preconditionFailure("unknown time zone \(identifier)")
        }
        return zone
    }

    /// A calendar in `zone` with days starting at `startHour` and weeks on `weekStart`.
    public static func calendar(_ zone: String = "UTC", startHour: Int = 0, weekStart: Weekday = .monday)
        -> HabitCalendar
    {
        do {
            return HabitCalendar(
                boundary: try DayBoundary(timeZone: self.zone(zone), startHour: startHour), weekStart: weekStart)
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// UTC, midnight days, weeks starting Monday.
    public static let utc = calendar()
}

/// The day written `YYYY-MM-DD`; traps on anything else (tests only).
public func day(_ text: String) -> LogicalDay {
    guard let day = LogicalDay(text) else { preconditionFailure("not a day: \(text)") }
    return day
}

/// The instant written in ISO 8601 with a zone (`2026-03-29T01:30:00Z`); traps on anything else.
public func instant(_ text: String) -> Date {
    // The test's own text: one that is no instant stops the test below.
    guard let date = try? Date(text, strategy: .iso8601) else { preconditionFailure("not an instant: \(text)") }
    return date
}
