import Foundation
import KadoCore

extension ViewUseCases {
    /// The review of `year` (the current year when `nil`, so far: up to today), for every habit
    /// with days in it, archived ones included.
    ///
    /// The cost: each habit walked from its checkpoint before 1 January (as Today resumes from
    /// its latest) through the year's end, reading its records from that checkpoint to the year's
    /// end; one seek a habit for the first day of its history.
    /// - Throws: ``AppError/invalid(_:)`` naming the year when it is after the current one or
    ///   before the first with history.
    public func yearReview(_ year: Int? = nil, in context: AppContext? = nil) throws(AppError) -> YearReview {
        let context = try self.context(given: context)
        let all = try habits.all(includingArchived: true)
        let currentYear = context.today.year
        let firstYear = try firstYearWithHistory(of: all, calendar: context.calendar) ?? currentYear
        let year = year ?? currentYear
        guard (firstYear...currentYear).contains(year) else {
            throw .invalid(
                .init(
                    field: "year", value: String(year),
                    rule: .outOfRange(minimum: firstYear, maximum: currentYear, unit: .none)))
        }
        let first = LogicalDay(year: year, month: 1, day: 1) ?? context.today
        let boundary = context.calendar.boundary
        // A habit archived before the year has no day in it: not even read.
        let candidates = all.filter { habit in
            habit.archivedAt.map { boundary.logicalDay(containing: $0) >= first } ?? true
        }
        let last = LogicalDay(year: year, month: 12, day: 31) ?? context.today
        let timelines = try yearTimelines(of: candidates, calendar: context.calendar, from: first, through: last)
        var reviewed: [(habit: Habit, year: HabitYear)] = []
        for timeline in timelines {
            let habitYear = timeline.year(year, asOf: context.today)
            if habitYear.hasDays { reviewed.append((timeline.habit, habitYear)) }
        }
        // Active habits first, archived ones after them, each in the list's order.
        let ordered = reviewed.filter { !$0.habit.isArchived } + reviewed.filter { $0.habit.isArchived }
        return YearReview(
            year: year, today: context.today, weekStart: context.calendar.weekStart, years: firstYear...currentYear,
            habits: ordered.map(\.habit), habitYears: ordered.map(\.year),
            summary: YearSummary(ordered.map(\.year)))
    }

    /// The timelines of `habits` for a walk through `last` that resumes before `first`: each
    /// habit's records from its checkpoint before `first` through `last` (the years after a past
    /// year are not read). A habit without such a checkpoint is read whole: where it begins may
    /// be a record after `last` (the first day it was done), which its days before depend on.
    private func yearTimelines(
        of habits: [Habit], calendar: HabitCalendar, from first: LogicalDay, through last: LogicalDay
    ) throws(AppError) -> [HabitTimeline] {
        guard !habits.isEmpty else { return [] }
        return try perform {
            try store.reading {
                let ids = habits.map(\.id)
                let checkpoints = try store.checkpoints(of: ids, before: first)
                // When every habit resumes, the pauses that ended before the earliest look-back are not read.
                let earliest =
                    checkpoints.count == habits.count
                    ? habits.compactMap { checkpoints[$0.id]?.recordsNeeded(for: $0) }.min() : nil
                let skips = try store.skipsByHabit(ids, endingFrom: earliest)
                return try habits.map { habit in
                    let saved = checkpoints[habit.id]
                    let amounts =
                        try saved.map {
                            try store.amounts(of: habit.id, from: $0.recordsNeeded(for: habit), through: last)
                        }
                        ?? store.amounts(of: habit.id)
                    return HabitTimeline(
                        habit: habit, amounts: amounts, skips: skips[habit.id] ?? [], calendar: calendar,
                        resumingFrom: saved)
                }
            }
        }
    }

    /// The first year any habit has a day in: the earliest of its creation day, its start set by
    /// hand and its first record (an import brings days from before creation).
    private func firstYearWithHistory(of habits: [Habit], calendar: HabitCalendar) throws(AppError) -> Int? {
        guard !habits.isEmpty else { return nil }
        return try perform {
            try store.reading {
                try habits.map { habit in
                    let creation = calendar.boundary.logicalDay(containing: habit.createdAt)
                    let record = try store.firstRecordDay(of: habit.id, positiveOnly: false) ?? creation
                    return min(creation, habit.startDay ?? creation, record)
                }.min()?.year
            }
        }
    }
}
