import Foundation

/// A habit scheduled on the day, with its state.
public struct WidgetTodayRow: Codable, Hashable, Sendable {
    /// The habit.
    public var habit: WidgetHabit
    /// How far it is.
    public var status: WidgetStatus
    /// The day's value v(D), 0…1.
    public var progress: Double
    /// The day's amount for counters and timers (units, seconds), else `nil`.
    public var valueToday: Double?
    /// The current streak.
    public var streak: Int
    /// The score as a whole percentage.
    public var scorePercent: Int

    /// A row from its parts.
    public init(
        habit: WidgetHabit, status: WidgetStatus, progress: Double, valueToday: Double?, streak: Int,
        scorePercent: Int
    ) {
        self.habit = habit
        self.status = status
        self.progress = progress
        self.valueToday = valueToday
        self.streak = streak
        self.scorePercent = scorePercent
    }
}
