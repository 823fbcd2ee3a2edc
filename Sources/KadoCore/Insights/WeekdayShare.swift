/// A weekday and the share of its counted days that were met.
public struct WeekdayShare: Hashable, Sendable {
    /// The weekday.
    public let weekday: Weekday
    /// Its met days of its counted days.
    public let share: Proportion
}
