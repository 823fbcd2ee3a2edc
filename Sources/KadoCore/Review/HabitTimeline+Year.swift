/// A habit's year in review, read from the same walk as its score and streaks: each day judged by
/// the terms in force that day (issue 38), the score exact as every other screen shows it.
extension HabitTimeline {
    /// The habit's `year` as of `today` (the days after `today` are not over).
    ///
    /// The best streak within the year is the longest run of due days done from 1 January on (a
    /// run that began before it counts from 1 January): a due day not done ends it, except today,
    /// which is not over; a day not due, skipped or paused neither ends nor extends it. Days done
    /// are days fully done (``DayOutcome/met``): a counter's day short of its target is ``YearDayState/partly``
    /// and breaks the run, as the streak screens show it.
    ///
    /// The timeline may hold only the records from a checkpoint before 1 January on: the walk
    /// resumes from it.
    /// - Complexity: O(d) for the d days walked from the resume point (or the effective start)
    ///   through the year's last day or `today`.
    public func year(_ year: Int, asOf today: LogicalDay) -> HabitYear {
        let first = LogicalDay(year: year, month: 1, day: 1) ?? LogicalDay(dayNumber: 0)
        let last = LogicalDay(year: year, month: 12, day: 31) ?? first
        let count = first.days(to: last) + 1
        // Days the walk does not reach: before the start, after the archive day, after today.
        var days = [YearDayState](repeating: .notDue, count: count)
        for index in 0..<count {
            let day = first.adding(days: index)
            if day > today {
                days[index] = .notOver
            } else if day < effectiveStart {
                days[index] = .beforeStart
            }
        }
        var scores = [Double?](repeating: nil, count: 12)
        var run = 0
        var best = 0
        var checkIns = 0
        var peak: Double?
        var low: (day: LogicalDay, score: Double)?
        var rise: ScoreRise?
        let kind = habit.type.kind
        let recordsMeanDone = habit.type.recordsMeanDone
        let pauses = ledger.skipRanges.filter { $0.last > $0.first }
        guard first <= today else {
            return HabitYear(
                habitID: habit.id, year: year, days: days, bestStreak: 0, monthEndScores: scores, checkIns: 0,
                rise: nil)
        }
        _ = walk(asOf: min(last, today), observingFrom: first) { step in
            guard step.day >= first else { return }
            let index = first.days(to: step.day)
            let outcome = DayOutcome(kind: kind, value: step.value)
            let state: YearDayState
            if step.isExcused {
                let number = step.day.dayNumber
                state = pauses.contains { $0.first <= number && number <= $0.last } ? .paused : .skipped
            } else if step.isCounted {
                switch outcome {
                case .met: state = .done
                case .partial: state = step.day == today ? .notOver : .partly
                case .notMet, .failed: state = step.day == today ? .notOver : .missed
                }
            } else if step.positives > 0 && outcome == .met {
                state = .extra
            } else {
                state = .notDue
            }
            days[index] = state
            switch state {
            case .done:
                run += 1
                best = max(best, run)
            case .partly, .missed: run = 0
            default: break
            }
            if recordsMeanDone { checkIns += step.positives }
            // The score at the end of each day: the month's last day (or today) gives its point.
            let month = step.day.month
            if step.day.adding(days: 1).month != month || step.day == today { scores[month - 1] = step.score }
            if let low, step.score - low.score > (rise?.amount ?? 0) {
                rise = ScoreRise(lowDay: low.day, lowScore: low.score, highDay: step.day, highScore: step.score)
            }
            // A low point counts once the score has fallen far enough from a high before it: the
            // climb of a habit just begun is no comeback.
            peak = max(peak ?? step.score, step.score)
            if let peak, step.score <= peak - ScoreRise.minimumFall, low.map({ step.score < $0.score }) ?? true {
                low = (step.day, step.score)
            }
        }
        return HabitYear(
            habitID: habit.id, year: year, days: days, bestStreak: best, monthEndScores: scores, checkIns: checkIns,
            rise: rise)
    }
}
