/// The streak a screen shows, which may differ from Kadō's numbers (kept as they are in `--json`,
/// the API and the snapshot's `currentStreak`, as compatibility data).
///
/// Kadō counts the current week of an "N days a week" habit as 1 whatever happened in it (a
/// grace week), and keeps today as a grace day even once it has failed for good. A screen must
/// not celebrate a streak without a single success in it, so:
/// - a week-counted run made only of the current, unmet week shows the week's progress instead
///   (`1/3 this week`), never `1 week`;
/// - a slip on a negative habit, or an at-most habit over its limit, breaks the streak at once:
///   more logging cannot undo it, so the grace day does not apply and the current streak is 0.
public struct StreakDisplay: Codable, Hashable, Sendable {
    /// The current week of a week-counted habit: records so far and the records it needs.
    public struct WeekProgress: Codable, Hashable, Sendable {
        /// Records of value > 0 so far this week.
        public var done: Int
        /// The records the week needs to qualify (the quota, lowered by excused days).
        public var required: Int

        /// A week's progress from its counts.
        public init(done: Int, required: Int) {
            self.done = done
            self.required = required
        }
    }

    /// The current streak to show: 0 when the run holds no success or was broken today.
    public var current: Int
    /// The best streak to show; never below `current`.
    public var best: Int
    /// Whether the streaks count days or weeks.
    public var unit: StreakUnit
    /// For a week-counted habit whose only run is the current, unmet week: the week's progress,
    /// which screens show in place of the streak. `nil` otherwise.
    public var week: WeekProgress?

    /// A display from its parts.
    public init(current: Int, best: Int, unit: StreakUnit, week: WeekProgress? = nil) {
        self.current = current
        self.best = max(best, current)
        self.unit = unit
        self.week = week
    }

    /// What a reader of an older snapshot (which has only Kadō's numbers) can show: the numbers
    /// as they are.
    public init(kadoCurrent current: Int, best: Int, unit: StreakUnit) {
        self.init(current: current, best: best, unit: unit)
    }

    /// Whether there is a streak worth a flame: a current run with at least one success.
    public var isCelebrated: Bool { week == nil && current > 0 }
}
