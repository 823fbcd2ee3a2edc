import KadoCore

extension ViewUseCases {
    /// The detail screen of a habit for any month and any span of scores, from one reading of its
    /// history: what the web app's detail page shows when the person browses months and switches
    /// the score chart between days, weeks, months and years.
    ///
    /// Unlike ``detail(of:)``, ``HabitDetail/recentRecords`` holds every record up to today
    /// (newest first): the page lists the history and edits any past day of the month it shows.
    /// - Parameters:
    ///   - habit: the habit (archived ones too).
    ///   - month: any day of the month the calendar shows; days after today are `.future`.
    ///   - scoreRange: the days whose scores the chart needs, or `nil` for the whole history.
    ///     Days before the habit's start and after today are left out.
    ///   - context: the context already read (``Tracker/context()``), or `nil` to read it.
    /// - Complexity: O(r + d) for the habit's r records and the d days from its start to today.
    public func detail(of habit: Habit, month: LogicalDay, scoreRange: DayRange?, in context: AppContext? = nil)
        throws(AppError) -> HabitDetail
    {
        let context = try self.context(given: context)
        let today = context.today
        let (completions, skips) = try history(of: habit)
        let timeline = HabitTimeline(habit: habit, completions: completions, skips: skips, calendar: context.calendar)
        let monthStart = month.startOfMonth
        let monthEnd = monthStart.adding(days: LogicalDay.daysInMonth(monthStart.month, year: monthStart.year) - 1)
        let firstScored = scoreRange.map { max($0.first, timeline.effectiveStart) } ?? timeline.effectiveStart
        let lastScored = scoreRange.map { min($0.last, today) } ?? today
        // The summary from the same timeline: the whole history is already read.
        let summary = makeSummary(
            timeline: timeline, evaluation: timeline.evaluate(asOf: today), position: try position(of: habit))
        return HabitDetail(
            summary: summary, statistics: timeline.statistics(asOf: today),
            month: timeline.cells(from: monthStart, through: monthEnd, asOf: today), monthStart: monthStart,
            recentRecords: completions.filter { $0.day <= today }.reversed(), skips: skips,
            scores: timeline.scores(from: firstScored, through: lastScored, asOf: today),
            longestRuns: timeline.longestRuns(5, asOf: today))
    }
}
