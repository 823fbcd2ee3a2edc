/// What a habit looks like on one day: its score and its streaks, as the Today screen, the detail
/// screen and the widgets show them.
public struct HabitEvaluation: Hashable, Sendable {
    /// The day this describes ("today").
    public let day: LogicalDay
    /// The score at the end of `day`, 0…1 (frozen at the archive day for an archived habit).
    public let score: Double
    /// The current streak, ending on `day` (which is a grace day: not done yet does not break it).
    public let currentStreak: Int
    /// The longest streak so far; never below `currentStreak`.
    public let bestStreak: Int
    /// Whether the streaks count days or weeks.
    public let streakUnit: StreakUnit
    /// The streak screens show: Kadō's numbers corrected so that no streak without a success is
    /// celebrated (see ``StreakDisplay``). `currentStreak` and `bestStreak` stay Kadō's, for
    /// `--json`, the API and the snapshot.
    public let streakDisplay: StreakDisplay
    /// Whether the schedule asks for the habit on `day`.
    public let isDue: Bool
    /// Whether the habit still needs doing on `day` (a rolling quota may already be met).
    public let isOutstanding: Bool
    /// The day's value v(D), 0…1.
    public let value: Double
    /// Whether `day` counts as done (see ``HabitTimeline/isDone(on:)``).
    public let isDone: Bool

    /// An evaluation from its parts, as a walk made it: for one read back from where it was kept
    /// (Today's summaries between commands).
    public init(
        day: LogicalDay, score: Double, currentStreak: Int, bestStreak: Int, streakUnit: StreakUnit,
        streakDisplay: StreakDisplay, isDue: Bool, isOutstanding: Bool, value: Double, isDone: Bool
    ) {
        self.day = day
        self.score = score
        self.currentStreak = currentStreak
        self.bestStreak = bestStreak
        self.streakUnit = streakUnit
        self.streakDisplay = streakDisplay
        self.isDue = isDue
        self.isOutstanding = isOutstanding
        self.value = value
        self.isDone = isDone
    }

    /// Whether `day` fully met the habit: its value reached 1 (the target of a counter or timer,
    /// a yes, no slip, or within an at-most limit).
    public var isComplete: Bool { value >= 1 }

    /// The score as a whole percentage, as shown to people: round(score × 100).
    public var scorePercent: Int { Int((score * 100).rounded()) }
}
