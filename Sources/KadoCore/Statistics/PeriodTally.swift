/// The period summaries of a walk, day step by day step: each day counted as the score counts
/// it, except for a habit due N days a week, whose weeks are counted whole (``QuotaWeek``).
struct PeriodTally {
    private let timeline: HabitTimeline
    private let quota: Int?
    private var builders: [PeriodBuilder]
    private var week: QuotaWeek?

    /// A tally of `timeline`'s days into summaries by each of `periods`.
    init(of timeline: HabitTimeline, periods: [StatisticsPeriod]) {
        self.timeline = timeline
        quota = timeline.countsStreakInWeeks ? timeline.habit.frequency.rollingQuota?.times : nil
        builders = periods.map { PeriodBuilder(period: $0, weekStart: timeline.calendar.weekStart) }
    }

    /// Adds the next day walked.
    mutating func add(_ step: HabitTimeline.DayStep) {
        guard let quota else {
            count(step, counted: step.isCounted, done: step.isCounted && step.isDone)
            return
        }
        let start = StatisticsPeriod.week.start(of: step.day, weekStart: timeline.calendar.weekStart)
        if week?.start != start {
            countWeek(daysToCome: 0)
            week = QuotaWeek(quota: quota, start: start)
        }
        week?.append(step)
    }

    /// Ends the walk, whose last day was `lastWalked` (before `today` when the habit was archived).
    mutating func finish(lastWalked: LogicalDay, asOf today: LogicalDay) {
        guard let last = week?.steps.last?.day else { return }
        // The days of the current week still to come, unless the walk ended before today.
        let weekEnd = StatisticsPeriod.week.start(of: last, weekStart: timeline.calendar.weekStart).adding(days: 6)
        let remaining = lastWalked < today ? 0 : max(0, last.days(to: weekEnd))
        let toCome = (0..<remaining).filter { !timeline.isExcused(on: last.adding(days: $0 + 1)) }
        countWeek(daysToCome: toCome.count)
        week = nil
    }

    /// The summaries so far, by period.
    func summaries() -> [StatisticsPeriod: [PeriodSummary]] {
        Dictionary(builders.map { ($0.period, $0.finished()) }, uniquingKeysWith: { first, _ in first })
    }

    private mutating func countWeek(daysToCome: Int) {
        for day in week?.countedDays(daysToCome: daysToCome) ?? [] {
            count(day.step, counted: day.isCounted, done: day.isCountedDone)
        }
    }

    private mutating func count(_ step: HabitTimeline.DayStep, counted: Bool, done: Bool) {
        for index in builders.indices { builders[index].add(step, counted: counted, countedDone: done) }
    }
}

/// Accumulates day steps into consecutive period summaries.
private struct PeriodBuilder {
    let period: StatisticsPeriod
    let weekStart: Weekday
    private var summaries: [PeriodSummary] = []
    private var start: LogicalDay?
    private var counted = 0
    private var done = 0
    private var valueTotal = 0.0
    private var amount = 0.0
    private var recordDays = 0

    init(period: StatisticsPeriod, weekStart: Weekday) {
        self.period = period
        self.weekStart = weekStart
    }

    /// Adds the next day, counted (and done) as the caller says.
    mutating func add(_ step: HabitTimeline.DayStep, counted isCounted: Bool, countedDone: Bool) {
        let periodStart = period.start(of: step.day, weekStart: weekStart)
        if periodStart != start {
            flush()
            start = periodStart
        }
        if isCounted {
            counted += 1
            valueTotal += step.value
            if countedDone { done += 1 }
        }
        if step.positives > 0 {
            recordDays += 1
            amount += step.sum
        }
    }

    private mutating func flush() {
        if let start {
            summaries.append(
                PeriodSummary(
                    start: start, countedDays: counted, doneDays: done, valueTotal: valueTotal, amount: amount,
                    daysWithRecords: recordDays))
        }
        counted = 0
        done = 0
        valueTotal = 0
        amount = 0
        recordDays = 0
    }

    func finished() -> [PeriodSummary] {
        var copy = self
        copy.flush()
        return copy.summaries
    }
}
