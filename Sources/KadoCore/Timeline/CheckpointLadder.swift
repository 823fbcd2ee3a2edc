/// Which checkpoints a walk takes, besides computing the score and streaks.
///
/// A habit keeps a ladder of checkpoints: one at the last day of each quarter's last complete
/// week (a *rung*, see ``isRung(_:weekStart:)``), back to a bounded distance, plus the latest one
/// (a few weeks behind today, so that everyday edits do not invalidate it). Any view then finds a
/// checkpoint at most about a quarter before the first day it needs, and its walk costs the days
/// shown rather than the whole history. Rungs fall on fixed calendar days, so a rung, once saved,
/// stays valid until a change on or before its day, whatever the day it is read on.
public struct CheckpointRequest: Hashable, Sendable {
    /// Checkpoints are taken only at the ends of weeks that end before this day.
    public let before: LogicalDay
    /// Whether to take the latest checkpoint: the end of the last week that ends before `before`.
    public let latest: Bool
    /// Whether to take one at every rung from this day on (and before `before`); `nil` for none.
    public let rungsFrom: LogicalDay?

    /// A request for the checkpoints before `before`: the latest one when `latest`, and every rung
    /// from `rungsFrom` on.
    public init(before: LogicalDay, latest: Bool, rungsFrom: LogicalDay?) {
        self.before = before
        self.latest = latest
        self.rungsFrom = rungsFrom
    }

    /// Whether a week ending on `day` gets a rung checkpoint (a rung on or after `rungsFrom`).
    func wantsRung(_ day: LogicalDay, weekStart: Weekday) -> Bool {
        guard let rungsFrom, day >= rungsFrom else { return false }
        return WalkCheckpoint.isRung(day, weekStart: weekStart)
    }
}

extension WalkCheckpoint {
    /// Whether `day` is a rung of the checkpoint ladder: the last day of a week (weeks starting
    /// on `weekStart`) after which the next week ends in another quarter, i.e. the end of the
    /// last complete week of a quarter. One day a quarter.
    public static func isRung(_ day: LogicalDay, weekStart: Weekday) -> Bool {
        guard day.adding(days: 1).weekday == weekStart else { return false }
        let here = day.components
        let next = day.adding(days: 7).components
        return here.year * 4 + (here.month - 1) / 3 != next.year * 4 + (next.month - 1) / 3
    }
}
