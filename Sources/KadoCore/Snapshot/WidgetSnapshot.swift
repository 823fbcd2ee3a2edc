import Foundation

/// One logical day as the widgets show it.
public struct WidgetSnapshot: Codable, Hashable, Sendable {
    /// When the series holding it was written.
    public var generatedAt: Date
    /// The first instant of the logical day.
    public var logicalDay: Date
    /// The logical day as `YYYY-MM-DD` (ours).
    public var day: LogicalDay?
    /// The active habits in their order, with their numbers as of this day.
    public var habits: [WidgetHabit]
    /// The habits scheduled this day, with their state.
    public var today: [WidgetTodayRow]
    /// How many habits are scheduled this day.
    public var totalDueToday: Int
    /// How many of them are complete.
    public var completedToday: Int
    /// The seven days ending this day: one row a habit.
    public var matrix: [WidgetMatrixRow]
    /// The first instants of the matrix's seven days.
    public var matrixDays: [Date]

    /// A day from its parts.
    public init(
        generatedAt: Date, logicalDay: Date, day: LogicalDay?, habits: [WidgetHabit], today: [WidgetTodayRow],
        totalDueToday: Int, completedToday: Int, matrix: [WidgetMatrixRow], matrixDays: [Date]
    ) {
        self.generatedAt = generatedAt
        self.logicalDay = logicalDay
        self.day = day
        self.habits = habits
        self.today = today
        self.totalDueToday = totalDueToday
        self.completedToday = completedToday
        self.matrix = matrix
        self.matrixDays = matrixDays
    }
}
