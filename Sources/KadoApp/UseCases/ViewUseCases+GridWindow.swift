import Foundation
import KadoCore
import KadoStore

/// Some habits × some consecutive days, with each day's amount: what a full-screen grid
/// (`kado tui`) shows of the rows and days that fit on its screen.
public struct GridWindow: Sendable {
    /// One habit's row.
    public struct Row: Sendable {
        /// The habit, and its score and streaks as of today.
        public let summary: HabitSummary
        /// One cell a day of ``GridWindow/days``.
        public let cells: [DayCell]
        /// The sum of each day's record values, in stored units (seconds for a timer).
        public let amounts: [Double]
    }

    /// The days, oldest first.
    public let days: [LogicalDay]
    /// The rows, in the order the habits were given.
    public let rows: [Row]
}

extension ViewUseCases {
    /// The grid of `habits` over the `count` days ending on `last` (today or before), each
    /// habit resumed from its checkpoint when the window begins after it, so the cost follows the
    /// habits and days shown rather than the whole list and history.
    ///
    /// - Parameters:
    ///   - habits: the habits to show, in order (from ``habits(includingArchived:)``).
    ///   - last: the newest day shown; days after today are `.future`.
    ///   - count: how many days, 1 to 366.
    ///   - context: the context already read (``context()``), or `nil` to read it.
    /// - Throws: ``AppError/invalid(_:)`` for a count outside 1…366.
    /// - Complexity: O(h + r) for the h habits and the r records after their checkpoints.
    public func gridWindow(of habits: [Habit], through last: LogicalDay, count: Int, in context: AppContext? = nil)
        throws(AppError) -> GridWindow
    {
        guard (1...366).contains(count) else {
            throw .invalid(
                .init(field: "days", value: String(count), rule: .outOfRange(minimum: 1, maximum: 366, unit: .none)))
        }
        let context = try self.context(given: context)
        let today = context.today
        let first = last.adding(days: 1 - count)
        let days = (0..<count).map { first.adding(days: $0) }
        let positions = Dictionary(
            try self.habits.all(includingArchived: true).enumerated().map { ($1.id, $0 + 1) },
            uniquingKeysWith: { first, _ in first })
        let timelines = try timelines(of: habits, calendar: context.calendar, resumingBefore: min(first, today))
        let rows = timelines.map { timeline in
            GridWindow.Row(
                summary: makeSummary(
                    timeline: timeline, evaluation: timeline.evaluate(asOf: today),
                    position: positions[timeline.habit.id] ?? 1),
                cells: timeline.cells(from: first, through: last, asOf: today),
                amounts: days.map { timeline.sum(on: $0) })
        }
        return GridWindow(days: days, rows: rows)
    }

    /// What `habit`'s `day` holds now: its amount and its note.
    public func dayEntry(of habit: Habit, on day: LogicalDay) throws(AppError) -> DayEntry {
        try perform {
            try store.reading {
                let records = try store.completions(of: habit.id, on: day)
                return DayEntry(
                    amount: records.reduce(0) { $0 + $1.value }, note: records.compactMap(\.note).first { !$0.isEmpty })
            }
        }
    }
}
