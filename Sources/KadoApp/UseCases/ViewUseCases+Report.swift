import Foundation
import KadoCore

/// How the active habits went over the last weeks or months: what `kado report` shows.
public struct HabitReport: Sendable {
    /// One habit's line of the report.
    public struct Row: Sendable {
        /// The habit as of today (score, streaks).
        public let summary: HabitSummary
        /// Each period of ``HabitReport/starts``, in the same order: how the habit went, or `nil`
        /// for a period that ended before the habit began.
        public let periods: [PeriodSummary?]
        /// The score at the end of each period (today, for the current one), in the same order;
        /// `nil` before the habit began.
        public let scores: [Double?]
    }

    /// Weeks or months.
    public let period: StatisticsPeriod
    /// The first day of each period, oldest first; the last is the current period, up to today.
    public let starts: [LogicalDay]
    /// One row a habit, in the list's order.
    public let rows: [Row]
}

extension ViewUseCases {
    /// The report of the active habits over the last `count` weeks or months (the current one
    /// included, up to today): each period's completion rate from the habit's whole history
    /// (``HabitTimeline/statistics(asOf:)``), the score at each period's end, and today's streaks.
    ///
    /// - Parameters:
    ///   - period: weeks (starting on the settings' first day of the week), months or years.
    ///   - count: how many periods, 1 to 53.
    ///   - context: the context already read (``context()``), or `nil` to read it.
    /// - Throws: ``AppError/invalid(_:)`` for a count outside 1…53.
    /// - Complexity: O(h × d) for h habits of d days of history each.
    public func report(by period: StatisticsPeriod, count: Int, in context: AppContext? = nil) throws(AppError)
        -> HabitReport
    {
        try Self.checkPeriodCount(count)
        let context = try self.context(given: context)
        let today = context.today
        let starts = Self.periodStarts(by: period, count: count, today: today, weekStart: context.calendar.weekStart)
        let ends = Self.periodEnds(of: starts, today: today)
        // The whole history: a period's rate counts from the habit's first day, not a checkpoint's.
        let timelines = try timelines(
            of: try habits.all(), calendar: context.calendar, resumingBefore: LogicalDay.firstSupported)
        let rows = timelines.enumerated().map { offset, timeline -> HabitReport.Row in
            let statistics = timeline.statistics(asOf: today)
            let byStart = Dictionary(
                statistics.summaries(by: period).map { ($0.start, $0) }, uniquingKeysWith: { first, _ in first })
            let daily = timeline.scores(from: starts[0], through: today, asOf: today)
            let scoreByDay = Dictionary(daily.map { ($0.day, $0.score) }, uniquingKeysWith: { first, _ in first })
            return HabitReport.Row(
                summary: makeSummary(
                    timeline: timeline, evaluation: timeline.evaluate(asOf: today), position: offset + 1),
                periods: starts.map { byStart[$0] }, scores: ends.map { scoreByDay[$0] })
        }
        return HabitReport(period: period, starts: starts, rows: rows)
    }

    /// Refuses a count of periods outside 1…53.
    static func checkPeriodCount(_ count: Int) throws(AppError) {
        guard (1...53).contains(count) else {
            throw .invalid(
                .init(field: "periods", value: String(count), rule: .outOfRange(minimum: 1, maximum: 53, unit: .none)))
        }
    }

    /// The first day of each of the last `count` periods, oldest first, the last holding `today`.
    static func periodStarts(by period: StatisticsPeriod, count: Int, today: LogicalDay, weekStart: Weekday)
        -> [LogicalDay]
    {
        var starts = [period.start(of: today, weekStart: weekStart)]
        while starts.count < count, let first = starts.first, first > LogicalDay.firstSupported {
            starts.insert(period.start(of: first.adding(days: -1), weekStart: weekStart), at: 0)
        }
        return starts
    }

    /// The last day of each period of `starts` (`today` for the current one).
    static func periodEnds(of starts: [LogicalDay], today: LogicalDay) -> [LogicalDay] {
        starts.dropFirst().map { $0.adding(days: -1) } + [today]
    }
}
