import Foundation
import KadoCore

/// The JSON shape of one habit on one day, as `kado show --json` prints it and `kado today --json`
/// prints an array of.
public struct HabitStatus: Encodable, Hashable, Sendable {
    /// The habit's id.
    public let id: UUID
    /// The habit's name.
    public let name: String
    /// The score at the end of the day, 0…1; `null` while it is being recomputed (`scorePending`).
    public let score: Double?
    /// The score as a whole percentage, 0…100; `null` while it is being recomputed.
    public let scorePercent: Int?
    /// Whether the score and the streaks are being recomputed (the habit's score checkpoints were
    /// missing, and Today left it for the background): then they are `null`; `kado today` again
    /// in a moment gives them.
    public let scorePending: Bool
    /// The current streak the screens show (days, or weeks for a weekly schedule; see
    /// `streakUnit`): a counter's or a timer's days count once their target is met, and a day
    /// failed for good (a slip, over an at-most limit) breaks it at once (``StreakDisplay``).
    public let streak: Int?
    /// The longest streak the screens show.
    public let bestStreak: Int?
    /// Kadō's current streak, which counts any day with a record ("presence"), keeps today as a
    /// grace day even once it failed, and counts the current week of a weekly habit as 1.
    public let presenceStreak: Int?
    /// Kadō's longest streak, counted the same way.
    public let presenceBestStreak: Int?
    /// Whether streaks count days or weeks.
    public let streakUnit: StreakUnit
    /// Whether the schedule asks for the habit on the day.
    public let dueToday: Bool
    /// Whether the day is fully met: a yes, a counter or timer at its target, no slip of a
    /// negative habit, an at-most habit within its limit.
    public let doneToday: Bool
    /// The day's value v(D), 0…1.
    public let value: Double
    /// The day described, `YYYY-MM-DD`.
    public let day: LogicalDay
    /// The schedule as `--every` takes it (`3/week`).
    public let every: String
    /// The type as `--type` takes it (`counter:8`).
    public let type: String
    /// The unit of a counter or at-most habit, if any.
    public let unit: String?
    /// The colour's name.
    public let color: HabitColor
    /// Whether the habit is archived.
    public let archived: Bool
    /// The habit's group, if it is in one (left out otherwise).
    public let group: String?
    /// The habit's description, if it has one (left out otherwise).
    public let details: String?
    /// The first day the habit counts when its owner set one (`kado add/edit --since`), else `null`.
    public let since: LogicalDay?
    /// The versions of the habit's terms, oldest first, when they changed from a date (left out
    /// otherwise): `every`, `type` and `score` above are the last one's.
    public let versions: [Version]?

    /// One version of a habit's terms, as `kado edit` takes them.
    public struct Version: Encodable, Hashable, Sendable {
        /// The first day it holds; `null` for the first version, which holds from the habit's start.
        public let from: LogicalDay?
        /// The schedule as `--every` takes it.
        public let every: String
        /// The type as `--type` takes it.
        public let type: String
        /// The score model as `--score` takes it.
        public let score: ScoreModel

        /// `version` as `kado edit` takes it.
        public init(_ version: RuleVersion) {
            from = version.start
            every = ValueFormatter.everyArgument(version.rules.frequency)
            type = ValueFormatter.typeArgument(version.rules.type)
            score = version.rules.scoreModel
        }
    }

    /// The status of `habit` from its evaluation on a day; with `isScorePending`, its score and
    /// streaks are not known yet (``HabitSummary/isScorePending``) and written as `null`.
    public init(habit: Habit, evaluation: HabitEvaluation, isScorePending: Bool = false) {
        self.id = habit.id
        self.name = habit.name
        let known = isScorePending ? nil : evaluation
        self.score = known?.score
        self.scorePercent = known?.scorePercent
        self.scorePending = isScorePending
        self.streak = known?.streakDisplay.current
        self.bestStreak = known?.streakDisplay.best
        self.presenceStreak = known?.currentStreak
        self.presenceBestStreak = known?.bestStreak
        self.streakUnit = evaluation.streakUnit
        self.dueToday = evaluation.isDue
        self.doneToday = evaluation.isComplete
        self.value = evaluation.value
        self.day = evaluation.day
        self.every = ValueFormatter.everyArgument(habit.frequency)
        self.type = ValueFormatter.typeArgument(habit.type)
        self.unit = habit.unit
        self.color = habit.color
        self.archived = habit.isArchived
        self.group = habit.group
        self.details = habit.details
        self.since = habit.startDay
        self.versions = habit.hasRuleVersions ? habit.ruleVersions.map(Version.init) : nil
    }
}
