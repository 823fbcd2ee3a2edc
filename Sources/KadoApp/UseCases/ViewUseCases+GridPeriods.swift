import Foundation
import KadoCore

extension ViewUseCases {
    /// ``report(by:count:in:)`` for `habits` only (the rows a screen shows, in the order given),
    /// reading only what those rows need: each habit resumed from its score checkpoint when it
    /// lies before the first period shown (the week holding it, for a habit due N days a week,
    /// whose weeks are counted whole), so the cost follows the habits and periods on screen
    /// rather than the whole list and history. Its numbers are the full report's.
    ///
    /// - Parameters:
    ///   - habits: the habits to show (from ``habits(includingArchived:)``).
    ///   - period: weeks (from the settings' first day of the week), months or years.
    ///   - count: how many periods, 1 to 53, the current one included.
    ///   - context: the context already read (``context()``), or `nil` to read it.
    /// - Throws: ``AppError/invalid(_:)`` for a count outside 1…53.
    /// - Complexity: O(h × d) for the h habits and the d days from their resume points, one walk each.
    public func gridPeriods(
        of habits: [Habit], by period: StatisticsPeriod, count: Int, in context: AppContext? = nil
    ) throws(AppError) -> HabitReport {
        try Self.checkPeriodCount(count)
        let context = try self.context(given: context)
        let today = context.today
        let weekStart = context.calendar.weekStart
        let starts = Self.periodStarts(by: period, count: count, today: today, weekStart: weekStart)
        let ends = Self.periodEnds(of: starts, today: today)
        let first = starts[0]
        let walkedFrom = min(first, StatisticsPeriod.week.start(of: first, weekStart: weekStart))
        let positions = Dictionary(
            try self.habits.all().enumerated().map { ($1.id, $0 + 1) }, uniquingKeysWith: { first, _ in first })
        let timelines = try timelines(of: habits, calendar: context.calendar, resumingBefore: min(walkedFrom, today))
        let rows = timelines.map { timeline -> HabitReport.Row in
            // One walk for the periods, the daily scores and today's evaluation.
            let window = timeline.periodWindow(by: period, from: first, asOf: today)
            let byStart = Dictionary(window.summaries.map { ($0.start, $0) }, uniquingKeysWith: { first, _ in first })
            let scoreByDay = Dictionary(
                window.scores.map { ($0.day, $0.score) }, uniquingKeysWith: { first, _ in first })
            return HabitReport.Row(
                summary: makeSummary(
                    timeline: timeline, evaluation: window.evaluation, position: positions[timeline.habit.id] ?? 1),
                periods: starts.map { byStart[$0] }, scores: ends.map { scoreByDay[$0] })
        }
        return HabitReport(period: period, starts: starts, rows: rows)
    }
}
