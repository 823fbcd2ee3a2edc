import Foundation

/// Decides which logical day an instant belongs to: a time zone, and the hour at which the day
/// starts ("Day starts at", 0–23, default 0).
///
/// With a start hour of 4, the logical day runs from 04:00 to the next 04:00, so a check-in at
/// 01:30 belongs to the previous day. The hour is compared on the wall clock of the time zone,
/// so days keep their boundary across daylight-saving changes, including zones such as
/// America/Havana whose clocks jump at midnight.
public struct DayBoundary: Hashable, Sendable {
    /// The Gregorian calendar, in the boundary's time zone, that every conversion goes through.
    public let calendar: Calendar
    /// The hour (0–23) at which a logical day begins.
    public let startHour: Int

    /// A boundary in `timeZone` whose days start at `startHour`.
    /// - Throws: ``ValidationError`` when `startHour` is not in 0…23.
    public init(timeZone: TimeZone, startHour: Int = 0) throws(ValidationError) {
        guard (0...23).contains(startHour) else {
            throw ValidationError(field: "dayStart", value: String(startHour), rule: .notAnHour)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
        self.startHour = startHour
    }

    /// Midnight-started days in `timeZone`.
    public init(timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
        self.startHour = 0
    }

    /// The time zone days are read in.
    public var timeZone: TimeZone { calendar.timeZone }

    /// The logical day that contains `instant`.
    public func logicalDay(containing instant: Date) -> LogicalDay {
        let parts = calendar.dateComponents([.year, .month, .day, .hour], from: instant)
        let civil =
            LogicalDay(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
            ?? LogicalDay(dayNumber: 0)
        return (parts.hour ?? 0) < startHour ? civil.adding(days: -1) : civil
    }

    /// The first instant of `day`: its start hour on the wall clock, or the first instant after
    /// it when that wall-clock time does not exist (a daylight-saving gap).
    public func start(of day: LogicalDay) -> Date {
        let date = day.components
        var parts = DateComponents()
        parts.year = date.year
        parts.month = date.month
        parts.day = date.day
        let midnight =
            calendar.date(from: parts).map { calendar.startOfDay(for: $0) } ?? Date(timeIntervalSince1970: 0)
        guard startHour > 0 else { return midnight }
        return calendar.date(
            bySettingHour: startHour, minute: 0, second: 0, of: midnight,
            matchingPolicy: .nextTime, repeatedTimePolicy: .first, direction: .forward) ?? midnight
    }

    /// The instant the logical day after the one containing `instant` begins.
    public func nextRollover(after instant: Date) -> Date {
        start(of: logicalDay(containing: instant).adding(days: 1))
    }

    /// An instant inside `day` that keeps the wall-clock time of `instant` when it can: used to
    /// stamp a record logged now for another day (a backfill), so that the record still falls in
    /// `day` under this boundary.
    public func instant(on day: LogicalDay, keepingTimeOf instant: Date) -> Date {
        let time = calendar.dateComponents([.hour, .minute, .second], from: instant)
        let date = day.components
        var parts = DateComponents()
        parts.year = date.year
        parts.month = date.month
        parts.day = date.day
        parts.hour = time.hour
        parts.minute = time.minute
        parts.second = time.second
        // Before the start hour, the wall-clock time belongs to the next calendar date.
        if (time.hour ?? 0) < startHour {
            let nextDate = day.adding(days: 1).components
            parts.year = nextDate.year
            parts.month = nextDate.month
            parts.day = nextDate.day
        }
        if let candidate = calendar.date(from: parts), logicalDay(containing: candidate) == day {
            return candidate
        }
        return start(of: day)
    }
}
