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
        var builders = StatisticsPeriod.allCases.map { PeriodBuilder(period: $0, weekStart: calendar.weekStart) }

        _ = walk(asOf: today) { step in
            if step.isExcused { excused += 1 }
            if step.positives > 0 {
                recordDays += 1
                records += step.positives
                amount += step.sum
                recordsByWeekday[step.day.weekday, default: 0] += 1
            }
            let isCountedDone = step.isCounted && step.isDone
            if step.isCounted {
                counted += 1
                valueTotal += step.value
                if step.isDone {
                    done += 1
                    doneByWeekday[step.day.weekday, default: 0] += 1
                }
            }
            for index in builders.indices {
                builders[index].add(step, countedDone: isCountedDone)
            }
        }
        var periods: [StatisticsPeriod: [PeriodSummary]] = [:]
        for builder in builders { periods[builder.period] = builder.finished() }
        return HabitStatistics(
            asOf: today, countedDays: counted, doneDays: done, valueTotal: valueTotal, daysWithRecords: recordDays,
            records: records, amount: amount, excusedDays: excused, doneDaysByWeekday: doneByWeekday,
            recordDaysByWeekday: recordsByWeekday, periods: periods)
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

    mutating func add(_ step: HabitTimeline.DayStep, countedDone: Bool) {
        let periodStart = period.start(of: step.day, weekStart: weekStart)
        if periodStart != start {
            flush()
            start = periodStart
        }
        if step.isCounted {
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
