import KadoCore

/// One habit as the Today screen shows it.
public struct HabitSummary: Hashable, Sendable {
    /// The habit.
    public let habit: Habit
    /// 1-based position among the listed habits.
    public let position: Int
    /// Score, streaks and today's state.
    public let evaluation: HabitEvaluation
    /// The sum of today's record values (units, seconds, yes records or slips).
    public let todayAmount: Double
    /// Whether the habit belongs in "Scheduled": due today, or done today anyway.
    public let isScheduledToday: Bool
    /// The first day the schedule applies (the creation day, or an earlier first done day): the
    /// days before it are before the habit, not days it was not scheduled.
    public let firstScheduledDay: LogicalDay
    /// The day the habit was archived on, after which it is no longer scheduled.
    public let archiveDay: LogicalDay?
    /// Whether the score and the streaks are not known yet: the habit had no score checkpoint
    /// and Today's time for walking whole histories was spent (``ViewUseCases/todayView(in:)``).
    /// Then `evaluation`'s score and streaks are 0 and must not be shown; the day's schedule and
    /// state (due, done, the amount) are exact. A background rebuild makes them known.
    public var isScorePending = false {
        didSet { stamp = .next() }
    }
    /// Which computation made this summary (``SummaryStamp``): a copy keeps it, any change of
    /// the summary gives it a new one.
    public private(set) var stamp = SummaryStamp.next()

    /// Whether this summary is a copy of `other`, unchanged: then the two are equal, found
    /// without comparing their fields (``SummaryStamp``).
    public func isCopy(of other: HabitSummary) -> Bool { stamp.isSame(as: other.stamp) }

    /// Whether today is done in full: a yes, the target of a counter or timer reached, no slip
    /// of a negative habit (yet), within an at-most limit.
    public var isDoneToday: Bool { evaluation.isComplete }
}
