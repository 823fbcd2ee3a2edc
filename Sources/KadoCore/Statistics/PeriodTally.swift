/// The period summaries of a walk, day step by day step: each day counted as the score counts
/// it, except for a habit due N days a week, whose weeks are counted whole (``QuotaWeek``). A week
/// is judged by the terms in force on its first day, as the streak judges it.
struct PeriodTally {
    private let timeline: HabitTimeline
    private let today: LogicalDay
    private let quota: Int?
    private var builders: [PeriodBuilder]
    private var week: QuotaWeek?

    /// A tally of `timeline`'s days into summaries by each of `periods`, as of `today` (whose
    /// day is not counted while it is still open, see ``HabitTimeline/isOpen(_:asOf:)``).
    init(of timeline: HabitTimeline, periods: [StatisticsPeriod], asOf today: LogicalDay) {
        self.timeline = timeline
        self.today = today
        quota = Self.weekQuota(of: timeline.habit.rules)
        builders = periods.map { PeriodBuilder(period: $0, weekStart: timeline.calendar.weekStart) }
    }

    /// Adds the next day walked.
    mutating func add(_ step: HabitTimeline.DayStep) {
        let start = StatisticsPeriod.week.start(of: step.day, weekStart: timeline.calendar.weekStart)
        let quota =
            timeline.habit.hasRuleVersions ? Self.weekQuota(of: timeline.habit.rules(on: start)) : quota
        guard let quota else {
            if week != nil {
                // The week before was counted whole; this one, by other terms, day by day.
                countWeek(daysToCome: 0)
                week = nil
            }
            let counted = step.isCounted && !timeline.isOpen(step, asOf: today)
            count(step, counted: counted, done: counted && step.isDone)
            return
        }
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
        // Today, not done yet, is still to come rather than missed.
        let todayIsOpen = lastWalked == today && week?.steps.last.map { timeline.isOpen($0, asOf: today) } == true
        countWeek(daysToCome: toCome.count, lastIsOpen: todayIsOpen)
        week = nil
    }

    /// The days a week judged by `rules` asks for, when it is counted whole (see
    /// ``HabitTimeline/countsStreakInWeeks``); `nil` when its days are counted one by one.
    private static func weekQuota(of rules: HabitRules) -> Int? {
        guard rules.type.recordsMeanDone, let quota = rules.frequency.rollingQuota, quota.days == 7 else { return nil }
        return quota.times
    }

    /// The summaries so far, by period.
    func summaries() -> [StatisticsPeriod: [PeriodSummary]] {
        Dictionary(builders.map { ($0.period, $0.finished()) }, uniquingKeysWith: { first, _ in first })
    }

    private mutating func countWeek(daysToCome: Int, lastIsOpen: Bool = false) {
        for day in week?.countedDays(daysToCome: daysToCome, lastIsOpen: lastIsOpen) ?? [] {
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

extension HabitTimeline {
    /// Whether `step` is `today`'s and still open: counted, neither met nor failed for good
    /// (``DayOutcome``). Like the streak's grace day, such a day is not yet a missed one, so the
    /// statistics, `kado report` and the full-screen grid's weeks leave it out until it is
    /// kept or over (the score has no grace day and counts it).
    func isOpen(_ step: DayStep, asOf today: LogicalDay) -> Bool {
        guard step.day == today, step.isCounted else { return false }
        switch DayOutcome(kind: habit.type.kind, value: step.value) {
        case .notMet, .partial: return true
        case .met, .failed: return false
        }
    }
}
