extension HabitTimeline {
    /// A timeline of `habit`'s recent records only, for a habit whose walk has no checkpoint to
    /// resume from and is left for later: it answers the questions about a day among those records
    /// (``isDue(on:)``, ``isOutstanding(on:)``, ``value(on:)``, ``isDone(on:)``, ``sum(on:)``)
    /// exactly as a timeline of the whole history would, from the two facts of the history before
    /// them that those answers need. Its score and streaks are not known: ask
    /// ``pendingEvaluation(asOf:)``, never ``evaluate(asOf:)``.
    ///
    /// - Parameters:
    ///   - recentAmounts: the habit's records from `floor` on (others are ignored).
    ///   - floor: the first day the records are given from; a question about a day is answered
    ///     right when the day is at least ``WalkCheckpoint/lookBack(for:)`` days after it.
    ///   - effectiveStart: the habit's ``effectiveStart``, found from its whole history.
    ///   - latestDoneBefore: the latest day before `floor` with a positive record, if any.
    public init(
        habit: Habit, recentAmounts: [RecordAmount], calendar: HabitCalendar, from floor: LogicalDay,
        effectiveStart: LogicalDay, latestDoneBefore: LogicalDay?
    ) {
        self.habit = habit
        self.calendar = calendar
        let creation = calendar.boundary.logicalDay(containing: habit.createdAt)
        let archive = habit.archivedAt.map { calendar.boundary.logicalDay(containing: $0) }
        creationDay = creation
        archiveDay = archive
        // As the whole timeline's: one text for a habit never changed "from a date".
        checkpointSignature =
            habit.hasRuleVersions
            ? nil
            : WalkCheckpoint.signature(
                of: habit, through: creation, creationDay: creation, archiveDay: archive, weekStart: calendar.weekStart)
        resumePoint = nil
        self.effectiveStart = effectiveStart
        // A done day before the start counts for nothing, as in a whole timeline.
        anchorBeforeRecords = latestDoneBefore.flatMap { $0 >= effectiveStart ? $0 : nil }
        let id = habit.id
        let records = recentAmounts.filter { $0.day >= floor }
        ledger = records.withUnsafeBufferPointer {
            HabitTimeline.makeLedger(id: id, floor: floor, resumes: true, records: $0, ranges: [])
        }
    }

    /// What is known of the habit on `today` while its score and streaks wait for their walk:
    /// the day's schedule and state as ``evaluate(asOf:)`` gives them; the score and every streak
    /// 0, which a screen must not show (the summary says they are pending).
    public func pendingEvaluation(asOf today: LogicalDay) -> HabitEvaluation {
        let unit: StreakUnit = countsStreakInWeeks ? .weeks : .days
        return HabitEvaluation(
            day: today, score: 0, currentStreak: 0, bestStreak: 0, streakUnit: unit,
            streakDisplay: StreakDisplay(current: 0, best: 0, unit: unit), isDue: isDue(on: today),
            isOutstanding: isOutstanding(on: today), value: value(on: today), isDone: isDone(on: today))
    }
}
