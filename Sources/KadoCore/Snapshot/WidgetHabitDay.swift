import Foundation

/// One habit on one day of a widget snapshot series: what each of the day's three lists holds
/// about it (``WidgetSnapshot/habits``, ``WidgetSnapshot/today`` when it is on the day's list,
/// ``WidgetSnapshot/matrix``). A day's snapshot is its habits' parts, in the habits' order.
public struct WidgetHabitDay: Hashable, Sendable {
    /// The logical day.
    public var day: LogicalDay
    /// The habit and its numbers on the day.
    public var habit: WidgetHabit
    /// Its row on the day's list, when it is on it (due, or logged anyway).
    public var row: WidgetTodayRow?
    /// Its seven matrix cells, ending on the day.
    public var cells: [WidgetDayCell]

    /// A habit's day from its parts.
    public init(day: LogicalDay, habit: WidgetHabit, row: WidgetTodayRow?, cells: [WidgetDayCell]) {
        self.day = day
        self.habit = habit
        self.row = row
        self.cells = cells
    }
}
