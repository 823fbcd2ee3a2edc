extension HabitTimeline {
    /// The habit's score and streaks at the end of `today`, in one pass over its days.
    ///
    /// Records dated after `today` are ignored; an archived habit's score and streaks stay as
    /// they were on its archive day.
    /// - Complexity: O(d) for the d days from the effective start to `today`.
    public func evaluate(asOf today: LogicalDay) -> HabitEvaluation {
        evaluate(asOf: today, checkpointBefore: nil).evaluation
    }

    /// The habit's score and streaks at the end of `today`, and the walk's state at the end of the
    /// last week that ends before `checkpointDay`, to save and resume from later (see
    /// ``init(habit:completions:skips:calendar:resumingFrom:)``).
    /// - Complexity: O(d) for the d days walked.
    public func evaluate(asOf today: LogicalDay, checkpointBefore checkpointDay: LogicalDay?) -> (
        evaluation: HabitEvaluation, checkpoint: WalkCheckpoint?
    ) {
        let (evaluation, checkpoints) = evaluate(
            asOf: today, taking: checkpointDay.map { CheckpointRequest(before: $0, latest: true, rungsFrom: nil) })
        return (evaluation, checkpoints.last)
    }

    /// The habit's score and streaks at the end of `today`, and the walk's states `request` asks
    /// for (oldest first; the latest one last), to save and resume from later.
    /// - Complexity: O(d) for the d days walked.
    public func evaluate(asOf today: LogicalDay, taking request: CheckpointRequest?) -> (
        evaluation: HabitEvaluation, checkpoints: [WalkCheckpoint]
    ) {
        let result = walk(asOf: today, checkpoints: request)
        return (evaluation(of: result, asOf: today), result.checkpoints)
    }

    /// The evaluation as of `today` of a walk up to it.
    func evaluation(of result: WalkResult, asOf today: LogicalDay) -> HabitEvaluation {
        HabitEvaluation(
            day: today, score: result.score, currentStreak: result.currentStreak,
            bestStreak: max(result.bestStreak, result.currentStreak),
            streakUnit: result.display.unit, streakDisplay: result.display, isDue: isDue(on: today),
            isOutstanding: isOutstanding(on: today), value: value(on: today), isDone: isDone(on: today))
    }

    /// The score at the end of `today` (see ``evaluate(asOf:)``).
    public func score(asOf today: LogicalDay) -> Double {
        walk(asOf: today).score
    }

    /// The score at the end of every day from `first` through `last`, for charts.
    ///
    /// Days before the effective start and after `today` are left out; days after the archive day
    /// repeat the frozen score.
    /// - Complexity: O(d) for the d days from the effective start to `last`.
    public func scores(from first: LogicalDay, through last: LogicalDay, asOf today: LogicalDay) -> [DailyScore] {
        let last = min(last, today)
        guard first <= last else { return [] }
        var scores: [DailyScore] = []
        scores.reserveCapacity(max(0, max(first, effectiveStart).days(to: last) + 1))
        let result = walk(asOf: last, observingFrom: first) { step in
            if step.day >= first { scores.append(DailyScore(day: step.day, score: step.score)) }
        }
        guard result.first <= result.last else { return [] }
        // After the archive day the score is frozen: repeat it up to `last`.
        var day = max(result.last.adding(days: 1), first)
        while day <= last {
            scores.append(DailyScore(day: day, score: result.score))
            day = day.adding(days: 1)
        }
        return scores
    }

    /// The `count` longest streak runs up to `today`, longest first (the most recent first among
    /// equals), for the "best streaks" chart.
    public func longestRuns(_ count: Int, asOf today: LogicalDay) -> [StreakRun] {
        let runs = walk(asOf: today, collectingRuns: true).runs
        return Array(
            runs.sorted { $0.length != $1.length ? $0.length > $1.length : $0.first > $1.first }.prefix(max(0, count)))
    }
}
