import Foundation
import KadoCore
import KadoStore

extension ViewUseCases {
    /// The timelines of `habits`, in their order, read in one read transaction: every habit's
    /// checkpoint in one query, every habit's skips in one query, then each habit's records from
    /// where its checkpoint lets the walk resume (one kept, compiled statement, bound again for each
    /// habit). Today, the Overview, the summaries, a check-in's summary and the widget snapshot all
    /// read through here.
    ///
    /// - Parameters:
    ///   - calendar: the calendar the walks use.
    ///   - firstDay: the earliest day the caller will ask about: each habit resumes from its latest
    ///     checkpoint before it (a walk resumes after its checkpoint), a rung of its ladder when
    ///     that day is further back than the latest one.
    /// - Complexity: O(h + r) for h habits and the r records after their checkpoints, in 2 + h
    ///   queries (3 for a single habit, whose checkpoint and skips are read by id).
    func timelines(of habits: [Habit], calendar: HabitCalendar, resumingBefore firstDay: LogicalDay)
        throws(AppError) -> [HabitTimeline]
    {
        try timelines(of: habits, calendar: calendar, resumingBefore: firstDay, walksWhole: nil).map(\.timeline)
    }

    /// ``timelines(of:calendar:resumingBefore:)``, where a habit with no checkpoint to resume from
    /// is read whole only when `walksWhole` allows it (asked in the habits' order, as each one's
    /// turn comes): else its timeline holds only the records its day's state needs (from
    /// ``WalkCheckpoint/lookBack(for:)`` days before `firstDay`, with its effective start and the
    /// anchor of its cycle read by two seeks), and it is marked pending: its score and streaks
    /// are not known (``HabitTimeline/pendingEvaluation(asOf:)``).
    /// - Parameter walksWhole: `nil` reads every habit whole when it must.
    func timelines(
        of habits: [Habit], calendar: HabitCalendar, resumingBefore firstDay: LogicalDay,
        walksWhole: ((Habit) -> Bool)?
    ) throws(AppError) -> [(timeline: HabitTimeline, isPending: Bool)] {
        guard !habits.isEmpty else { return [] }
        return try perform {
            try store.reading {
                // For one habit, reading by id beats scanning every habit's checkpoints and skips.
                let isMany = habits.count > 1
                let ids = habits.map(\.id)
                let checkpoints = isMany ? try store.checkpoints(of: ids, before: firstDay) : [:]
                // When every habit resumes from a checkpoint, no walk looks at a day before the
                // earliest look-back: the pauses of the years before are not read.
                let earliest =
                    checkpoints.count == habits.count
                    ? habits.compactMap { checkpoints[$0.id]?.recordsNeeded(for: $0) }.min() : nil
                let skipsByHabit = isMany ? try store.skipsByHabit(ids, endingFrom: earliest) : [:]
                return try habits.map { habit in
                    let saved =
                        isMany ? checkpoints[habit.id] : try store.checkpoint(of: habit.id, before: firstDay)
                    if saved == nil, let walksWhole, !walksWhole(habit) {
                        // A habit whose walk starts within two weeks (a new one, one never done
                        // before) has no long history to leave for later, and may have no
                        // checkpoint to take yet: it is walked whole, whatever the time left.
                        let start = try effectiveStart(of: habit, calendar: calendar)
                        if start < firstDay.adding(days: -Self.shortWalk) {
                            return (
                                try recentTimeline(of: habit, calendar: calendar, day: firstDay, effectiveStart: start),
                                true
                            )
                        }
                    }
                    let timeline = HabitTimeline(
                        habit: habit,
                        amounts: try store.amounts(of: habit.id, from: saved?.recordsNeeded(for: habit)),
                        skips: isMany ? skipsByHabit[habit.id] ?? [] : try store.skips(of: habit.id),
                        calendar: calendar, resumingFrom: saved)
                    return (timeline, false)
                }
            }
        }
    }

    /// How many days a walk from a habit's effective start may span and still be walked whole
    /// when Today's time for whole histories is spent.
    static let shortWalk = 14

    /// The habit's ``HabitTimeline/effectiveStart`` found without reading its history: Kadō's rule,
    /// a start set by hand, else the first done day of a habit to do, else the first record of a
    /// habit to avoid when it is before creation — by one seek of the habit's index on days.
    /// Inside a read transaction.
    private func effectiveStart(of habit: Habit, calendar: HabitCalendar) throws -> LogicalDay {
        let creationDay = calendar.boundary.logicalDay(containing: habit.createdAt)
        if let start = habit.startDay { return start }
        if habit.type.recordsMeanDone {
            return try store.firstRecordDay(of: habit.id, positiveOnly: true) ?? creationDay
        }
        return min(creationDay, try store.firstRecordDay(of: habit.id, positiveOnly: false) ?? creationDay)
    }

    /// The timeline of `habit`'s records near `day` only, for its state on `day` while its walk
    /// waits (``HabitTimeline/init(habit:recentAmounts:calendar:from:effectiveStart:latestDoneBefore:)``):
    /// the records of the look-back before it, and for an every-N-days habit a seek of its index
    /// on days for its latest done day before them. Inside a read transaction.
    private func recentTimeline(
        of habit: Habit, calendar: HabitCalendar, day: LogicalDay, effectiveStart: LogicalDay
    ) throws -> HabitTimeline {
        let floor = day.adding(days: -WalkCheckpoint.lookBack(for: habit))
        // Only the cycle of an every-N-days habit to do is anchored on its last done day.
        var anchorsOnDoneDays = false
        if case .everyNDays = habit.frequency { anchorsOnDoneDays = habit.type.recordsMeanDone }
        return HabitTimeline(
            habit: habit, recentAmounts: try store.amounts(of: habit.id, from: floor), calendar: calendar, from: floor,
            effectiveStart: effectiveStart,
            latestDoneBefore: anchorsOnDoneDays ? try store.latestPositiveDay(of: habit.id, before: floor) : nil)
    }
}
