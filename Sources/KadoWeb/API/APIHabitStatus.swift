import Foundation
import KadoApp
import KadoCore

/// One habit on one day as the API shows it: the same fields, with the same names and values, as
/// `kado show --json` and `kado today --json` print, plus what a shortcut needs besides (the
/// icon, the target, the day's amount, whether it is in Today's "Scheduled" list, and after a
/// check-in what the check-in did).
///
/// Amounts are in the habit's stored unit, as the command line writes them: units for counters
/// and at-most habits, seconds for timers.
struct APIHabitStatus: Encodable {
    let id: UUID
    let name: String
    let day: LogicalDay
    /// The score, `null` while it is being recomputed (`scorePending`, as `kado today --json`).
    let score: Double?
    let scorePercent: Int?
    let scorePending: Bool
    /// The streaks the screens show (``StreakDisplay``), and Kadō's presence-based ones; `null`
    /// with the score while it is being recomputed.
    let streak: Int?
    let bestStreak: Int?
    let presenceStreak: Int?
    let presenceBestStreak: Int?
    let streakUnit: StreakUnit
    let dueToday: Bool
    let doneToday: Bool
    let value: Double
    let every: String
    let type: String
    let kind: HabitTypeKind
    let target: Double?
    let unit: String?
    let amount: Double
    let scheduled: Bool
    let color: HabitColor
    let icon: String
    let archived: Bool
    /// The versions of the habit's terms, oldest first, as `kado show --json` lists them; `null`
    /// when they never changed from a date (``APIRuleVersion``).
    let versions: [APIRuleVersion]?
    /// What a check-in did (``CheckInOutcome`` raw value), in the answer to a POST.
    var outcome: String?

    /// The status of `summary`'s habit on its day.
    init(_ summary: HabitSummary, outcome: CheckInOutcome? = nil) {
        let habit = summary.habit
        let evaluation = summary.evaluation
        id = habit.id
        name = habit.name
        day = evaluation.day
        let known = summary.isScorePending ? nil : evaluation
        score = known?.score
        scorePercent = known?.scorePercent
        scorePending = summary.isScorePending
        streak = known?.streakDisplay.current
        bestStreak = known?.streakDisplay.best
        presenceStreak = known?.currentStreak
        presenceBestStreak = known?.bestStreak
        streakUnit = evaluation.streakUnit
        dueToday = evaluation.isDue
        doneToday = evaluation.isComplete
        value = evaluation.value
        every = HabitNotation.every(habit.frequency)
        type = HabitNotation.type(habit.type)
        kind = habit.type.kind
        target = habit.type.target
        unit = habit.unit
        amount = summary.todayAmount
        scheduled = summary.isScheduledToday
        color = habit.color
        icon = habit.icon
        archived = habit.isArchived
        versions = APIRuleVersion.list(of: habit)
        self.outcome = outcome?.rawValue
    }
}
