import Foundation

/// A habit of a ``WidgetBriefDay``, with its state when it is on the day's list.
public struct WidgetBriefEntry: Codable, Hashable, Sendable {
    /// The habit and its numbers on the day.
    public var habit: WidgetHabit
    /// Its state, when it is on the day's list (due, or logged anyway); `nil` otherwise.
    public var status: WidgetStatus?
    /// The day's value v(D), 0…1, when on the list.
    public var progress: Double?
    /// The day's amount for counters and timers, when on the list.
    public var valueToday: Double?

    /// An entry for `habit`, with `row` when it is on the day's list.
    public init(habit: WidgetHabit, row: WidgetTodayRow?) {
        self.habit = habit
        status = row?.status
        progress = row?.progress
        valueToday = row?.valueToday
    }

    /// The day's row, as the full snapshot has it, when the habit is on the day's list.
    public var row: WidgetTodayRow? {
        guard let status else { return nil }
        return WidgetTodayRow(
            habit: habit, status: status, progress: progress ?? 0, valueToday: valueToday,
            streak: habit.currentStreak, scorePercent: habit.scorePercent)
    }
}
