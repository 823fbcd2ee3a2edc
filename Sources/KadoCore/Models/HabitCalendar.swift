/// The person's calendar settings that every day computation needs: where days begin (time zone
/// and start hour) and on which weekday weeks begin.
public struct HabitCalendar: Hashable, Sendable {
    /// Which logical day an instant belongs to.
    public var boundary: DayBoundary
    /// The first day of the week, for week-based streaks, charts and calendars.
    public var weekStart: Weekday

    /// Settings with the given boundary and week start.
    public init(boundary: DayBoundary, weekStart: Weekday = .monday) {
        self.boundary = boundary
        self.weekStart = weekStart
    }
}
