import Foundation
import KadoCore
import KadoStore

/// The Overview grid: habits × days tinted by each day's value.
public struct OverviewGrid: Sendable {
    /// The days, oldest first, ending on the last day asked for (today by default).
    public let days: [LogicalDay]
    /// One row a habit, in order, with a cell a day.
    public let rows: [(habit: Habit, cells: [DayCell])]
    /// Each row's habit as of today (score, streaks), in the same order, from the same walk.
    public let summaries: [HabitSummary]
    /// The position among the active habits of the first row (0 when the grid begins with the first).
    public let firstHabit: Int
    /// How many active habits there are in all, rows shown or not.
    public let totalHabits: Int
    /// Today, which `days` may end before.
    public let today: LogicalDay

    /// Whether active habits follow the last row.
    public var hasMoreHabits: Bool { firstHabit + rows.count < totalHabits }
}
