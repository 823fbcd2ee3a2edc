/// What the detail screen and its charts show about a habit's whole history, up to one day.
public struct HabitStatistics: Hashable, Sendable {
    /// The day the statistics run up to.
    public let asOf: LogicalDay
    /// Days the score counted.
    public let countedDays: Int
    /// Counted days that were done.
    public let doneDays: Int
    /// The sum of the counted days' values v(D).
    public let valueTotal: Double
    /// Days with at least one positive record (done, units, time, or a slip).
    public let daysWithRecords: Int
    /// The number of positive records.
    public let records: Int
    /// The sum of all record values: units for counters, seconds for timers.
    public let amount: Double
    /// Days excused by skips and pauses.
    public let excusedDays: Int
    /// Done days by weekday (for a negative habit, days without a slip).
    public let doneDaysByWeekday: [Weekday: Int]
    /// Days with positive records by weekday (for a negative habit, the days of its slips).
    public let recordDaysByWeekday: [Weekday: Int]
    /// Per-week, per-month and per-year summaries, each in ascending order.
    public let periods: [StatisticsPeriod: [PeriodSummary]]

    /// The share of the counted days' value achieved, 0…1.
    public var completionRate: Double { countedDays > 0 ? valueTotal / Double(countedDays) : 0 }

    /// The average amount on a day with records (units or seconds), or `nil` without any.
    public var averageAmountPerRecordDay: Double? {
        daysWithRecords > 0 ? amount / Double(daysWithRecords) : nil
    }

    /// The average amount per counted day, or `nil` when no day was counted.
    public var averageAmountPerCountedDay: Double? {
        countedDays > 0 ? amount / Double(countedDays) : nil
    }

    /// The summaries for `period`.
    public func summaries(by period: StatisticsPeriod) -> [PeriodSummary] { periods[period] ?? [] }
}

extension HabitTimeline {
    /// The habit's statistics from its effective start to `today`, in one pass.
    ///
    /// The period summaries of a habit due N days a week count weeks of N done days
    /// (``QuotaWeek``); every other figure counts the days the score counted.
    /// - Complexity: O(d) for the d days walked.
    public func statistics(asOf today: LogicalDay) -> HabitStatistics {
        var counted = 0
        var done = 0
        var valueTotal = 0.0
        var recordDays = 0
        var records = 0
        var amount = 0.0
        var excused = 0
        var doneByWeekday: [Weekday: Int] = [:]
        var recordsByWeekday: [Weekday: Int] = [:]
        var tally = PeriodTally(of: self, periods: StatisticsPeriod.allCases, asOf: today)

        let walked = walk(asOf: today) { step in
            if step.isExcused { excused += 1 }
            if step.positives > 0 {
                recordDays += 1
                records += step.positives
                amount += step.sum
                recordsByWeekday[step.day.weekday, default: 0] += 1
            }
            // Today, still open, is not yet a missed day (see isOpen(_:asOf:)).
            if step.isCounted && !isOpen(step, asOf: today) {
                counted += 1
                valueTotal += step.value
                if step.isDone {
                    done += 1
                    doneByWeekday[step.day.weekday, default: 0] += 1
                }
            }
            tally.add(step)
        }
        tally.finish(lastWalked: walked.last, asOf: today)
        let periods = tally.summaries()
        return HabitStatistics(
            asOf: today, countedDays: counted, doneDays: done, valueTotal: valueTotal, daysWithRecords: recordDays,
            records: records, amount: amount, excusedDays: excused, doneDaysByWeekday: doneByWeekday,
            recordDaysByWeekday: recordsByWeekday, periods: periods)
    }
}

extension HabitTimeline {
    /// The summaries by `period` of the periods from the one holding `first` to the one holding
    /// `today`, as ``statistics(asOf:)`` makes them, the daily scores from `first` through `today`
    /// (``scores(from:through:asOf:)``) and the evaluation as of today (``evaluate(asOf:)``), in one
    /// walk from `first`'s period (from the checkpoint the timeline resumes from, when it was
    /// read with one before that): what a screen showing the last periods needs, at a cost that
    /// follows them rather than the whole history.
    /// - Complexity: O(d) for the d days from the resume point (or the effective start) to `today`.
    public func periodWindow(by period: StatisticsPeriod, from first: LogicalDay, asOf today: LogicalDay)
        -> PeriodWindow
    {
        let start = period.start(of: first, weekStart: calendar.weekStart)
        // A days-a-week habit's week is counted whole: start at the week that holds the period's start.
        let observed = min(start, first, StatisticsPeriod.week.start(of: start, weekStart: calendar.weekStart))
        var tally = PeriodTally(of: self, periods: [period], asOf: today)
        var scores: [DailyScore] = []
        scores.reserveCapacity(max(0, max(first, effectiveStart).days(to: today) + 1))
        let walked = walk(asOf: today, observingFrom: observed) { step in
            if step.day >= observed { tally.add(step) }
            if step.day >= first { scores.append(DailyScore(day: step.day, score: step.score)) }
        }
        tally.finish(lastWalked: walked.last, asOf: today)
        if walked.first <= walked.last, first <= today {
            // After the archive day the score is frozen: repeat it up to today.
            var day = max(walked.last.adding(days: 1), first)
            while day <= today {
                scores.append(DailyScore(day: day, score: walked.score))
                day = day.adding(days: 1)
            }
        } else {
            scores = []
        }
        return PeriodWindow(
            summaries: (tally.summaries()[period] ?? []).filter { $0.start >= start }, scores: scores,
            evaluation: evaluation(of: walked, asOf: today))
    }
}
