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
                    return HabitTimeline(
                        habit: habit,
                        amounts: try store.amounts(of: habit.id, from: saved?.recordsNeeded(for: habit)),
                        skips: isMany ? skipsByHabit[habit.id] ?? [] : try store.skips(of: habit.id),
                        calendar: calendar, resumingFrom: saved)
                }
            }
        }
    }
}
