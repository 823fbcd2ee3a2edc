import Foundation
import KadoApp
import KadoCore

/// `kado report --json`: the periods, and for each habit its streaks, score and periods.
struct ReportJSON: Encodable {
    /// One period of one habit.
    struct Period: Encodable {
        let start: LogicalDay
        let countedDays: Int
        let doneDays: Int
        /// The share of the counted days' value achieved, 0…1; `null` when no day was counted.
        let rate: Double?
        /// The score at the period's end (today for the current one); `null` before the habit.
        let score: Double?
    }

    /// One habit.
    struct Habit: Encodable {
        let id: UUID
        let name: String
        let score: Double
        /// The streaks the report shows (``StreakDisplay``), and Kadō's presence-based ones.
        let streak: Int
        let bestStreak: Int
        let presenceStreak: Int
        let presenceBestStreak: Int
        let streakUnit: StreakUnit
        let periods: [Period]
    }

    let period: StatisticsPeriod
    let periods: [LogicalDay]
    let habits: [Habit]

    init(_ report: HabitReport) {
        period = report.period
        periods = report.starts
        habits = report.rows.map { row in
            let evaluation = row.summary.evaluation
            return Habit(
                id: row.summary.habit.id, name: row.summary.habit.name, score: evaluation.score,
                streak: evaluation.streakDisplay.current, bestStreak: evaluation.streakDisplay.best,
                presenceStreak: evaluation.currentStreak, presenceBestStreak: evaluation.bestStreak,
                streakUnit: evaluation.streakUnit,
                periods: zip(report.starts, zip(row.periods, row.scores)).map { start, entry in
                    let (summary, score) = entry
                    return Period(
                        start: start, countedDays: summary?.countedDays ?? 0, doneDays: summary?.doneDays ?? 0,
                        rate: summary.flatMap { $0.countedDays > 0 ? $0.completionRate : nil }, score: score)
                })
        }
    }
}
