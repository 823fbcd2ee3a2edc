import Foundation
import KadoCore

extension ViewUseCases {
    /// The review of `year` (the current year when `nil`, so far: up to today), for every habit
    /// with days in it, archived ones included.
    ///
    /// The cost: each habit walked from its checkpoint before 1 January (as Today resumes from
    /// its latest) through the year's end, reading its records from that checkpoint on; one seek
    /// a habit for the first day of its history.
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
        let timelines = try timelines(of: candidates, calendar: context.calendar, resumingBefore: first)
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
