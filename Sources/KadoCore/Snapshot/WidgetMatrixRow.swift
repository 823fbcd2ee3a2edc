import Foundation

/// One habit's row of the seven-day matrix.
public struct WidgetMatrixRow: Codable, Hashable, Sendable {
    /// The habit.
    public var habit: WidgetHabit
    /// One cell a day of the matrix.
    public var cells: [WidgetDayCell]

    /// A row from its parts.
    public init(habit: WidgetHabit, cells: [WidgetDayCell]) {
        self.habit = habit
        self.cells = cells
    }
}
