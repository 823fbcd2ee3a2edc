import Foundation
import KadoCore

/// A deliberately naive restatement of `SCORING.md` (and of the rules the engine adds beyond
/// Kadō: skips, at-most habits, week quotas with skips), to check the one-pass engine against.
///
/// Nothing here is shared with the engine but the value types (`Habit`, `Completion`, `Skip`,
/// `LogicalDay` and its day arithmetic): the instant-to-day reading, the weekday, the day's value,
/// the schedules, the score and the streaks are all written again, each the way the spec says
/// it, with every question answered by rescanning the records. It is slow on purpose (every
/// day asks every record), and must stay obvious rather than fast.
///
/// Where the spec leaves a point open, the reading taken is written next to the code as
/// "Reading:", and the oracle tests pin the literal alternative as a known issue.
struct ReferenceModel {
    /// The habit.
    let habit: Habit
    /// The first day of the user's week.
    let weekStart: Weekday
    /// The logical day of `habit.createdAt`, read by ``logicalDay(of:in:startHour:)``.
    let creationDay: LogicalDay
    /// The logical day of `habit.archivedAt`, if archived.
    let archiveDay: LogicalDay?
    /// The habit's own records (as stamped: a record keeps the logical day it was written for).
    let records: [Completion]
    /// The habit's excused ranges.
    let skips: [DayRange]
    /// How the points SCORING.md leaves open are read.
    let reading: Reading

    /// Readings of the points SCORING.md leaves open.
    struct Reading {
        /// Loop's "`times` in `days` days" with `times ≥ days` asks for every day (its fraction is
        /// 1, like daily), rather than being a rolling quota of records (where 3 records on one
        /// day would cover the next two days of "3 in 3"). The engine's reading.
        var loopQuotaOfEveryDayIsDaily = true

        /// The readings the engine takes.
        static let engine = Reading()
        /// The brief's literal reading: every "times in days" is a rolling quota of records.
        static let literal = Reading(loopQuotaOfEveryDayIsDaily: false)
    }

    /// α of Kadō's moving average.
    static let alpha = 0.05

    /// The model of `habit` with `completions` and `skips` (other habits' ones are dropped), whose
    /// instants are read in `timeZone` with days starting at `dayStartHour`.
    init(
        habit: Habit, completions: [Completion], skips: [Skip], timeZone: TimeZone, dayStartHour: Int,
        weekStart: Weekday, reading: Reading = .engine
    ) {
        self.habit = habit
        self.reading = reading
        self.weekStart = weekStart
        let own = completions.filter { $0.habitID == habit.id }
        self.skips = skips.filter { $0.habitID == habit.id }.map(\.days)
        let creationDay = Self.logicalDay(of: habit.createdAt, in: timeZone, startHour: dayStartHour)
        self.creationDay = creationDay
        self.archiveDay = habit.archivedAt.map { Self.logicalDay(of: $0, in: timeZone, startHour: dayStartHour) }
        let firstDay: LogicalDay
        if let startDay = habit.startDay {
            // A start set by hand, whatever the type.
            firstDay = startDay
        } else {
            switch habit.type {
            case .binary, .counter, .timer:
                firstDay = own.filter { $0.value > 0 }.map(\.day).min() ?? creationDay
            case .negative, .atMost:
                // Any record (a slip, an amount, a note) before creation moves the start back.
                firstDay = min(creationDay, own.map(\.day).min() ?? creationDay)
            }
        }
        self.firstDay = firstDay
        self.records = own
    }

    // MARK: - Days

    /// The logical day an instant belongs to: the civil date of the wall clock in `zone`, minus
    /// one day when the wall-clock hour is before `startHour`. Computed from the zone's offset at
    /// that instant (wall clock = UTC + offset), with no `Calendar` involved. Dividing by 86 400
    /// is safe here because it divides wall-clock seconds, in which every day has exactly 86 400;
    /// no elapsed time is ever counted in days.
    static func logicalDay(of instant: Date, in zone: TimeZone, startHour: Int) -> LogicalDay {
        let utcSeconds = Int(instant.timeIntervalSince1970.rounded(.down))
        let wallSeconds = utcSeconds + zone.secondsFromGMT(for: instant)
        let (wallDays, secondOfDay) = floorDivision(wallSeconds, 86_400)
        let hour = secondOfDay / 3_600
        let civilDate = LogicalDay(dayNumber: wallDays)
        return hour < startHour ? civilDate.adding(days: -1) : civilDate
    }

    private static func floorDivision(_ value: Int, _ divisor: Int) -> (quotient: Int, remainder: Int) {
        var quotient = value / divisor
        var remainder = value % divisor
        if remainder < 0 {
            quotient -= 1
            remainder += divisor
        }
        return (quotient, remainder)
    }

    /// The weekday of `day` from its civil date (Sakamoto's method), Sunday = 1 … Saturday = 7.
    static func weekday(of day: LogicalDay) -> Weekday {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let date = day.components
        let year = date.month < 3 ? date.year - 1 : date.year
        let index = (year + year / 4 - year / 100 + year / 400 + offsets[date.month - 1] + date.day) % 7
        return Weekday(rawValue: index + 1) ?? .sunday
    }

    /// The first day of the user's week containing `day`: walk back until the weekday matches.
    func startOfWeek(containing day: LogicalDay) -> LogicalDay {
        var candidate = day
        while Self.weekday(of: candidate) != weekStart {
            candidate = candidate.adding(days: -1)
        }
        return candidate
    }

    /// Every day from `first` through `last` (none when `last` comes first).
    static func days(from first: LogicalDay, through last: LogicalDay) -> [LogicalDay] {
        guard first <= last else { return [] }
        return (0...first.days(to: last)).map { first.adding(days: $0) }
    }

    // MARK: - Records

    /// Whether a positive record means "done" (yes/no, counter, timer), as opposed to a slip
    /// (negative) or an amount against a ceiling (at-most).
    var recordsMeanDone: Bool {
        switch habit.type {
        case .binary, .counter, .timer: true
        case .negative, .atMost: false
        }
    }

    /// The records of `day`.
    func records(on day: LogicalDay) -> [Completion] {
        records.filter { $0.day == day }
    }

    /// The records of `day` with a value above 0 (done, units, seconds, a slip). Note-only
    /// records (value 0) are not among them.
    func positiveRecords(on day: LogicalDay) -> Int {
        records(on: day).filter { $0.value > 0 }.count
    }

    /// The positive records dated `first` through `last`, none before the effective start: what
    /// lies before it counts for nothing (only a start set by hand leaves any).
    func positiveRecords(from first: LogicalDay, through last: LogicalDay) -> Int {
        records.filter { $0.value > 0 && max(first, effectiveStart) <= $0.day && $0.day <= last }.count
    }

    /// The sum of `day`'s record values.
    func sum(on day: LogicalDay) -> Double {
        records(on: day).reduce(0) { $0 + $1.value }
    }

    /// The latest day strictly before `day` with a positive record.
    func latestPositiveDay(before day: LogicalDay) -> LogicalDay? {
        records.filter { $0.value > 0 && $0.day < day && $0.day >= effectiveStart }.map(\.day).max()
    }

    // MARK: - Lifetime and schedule

    /// The start set by hand, when there is one. Otherwise, for yes/no, counter and timer habits,
    /// the earliest day with a positive record, before or after creation, else the creation day;
    /// for negative and at-most habits, the earliest day with any record when before creation,
    /// else the creation day.
    ///
    /// Reading: all records count, including those after "today" (as Kadō's `effectiveStart`
    /// does); a habit whose only positive records lie after today therefore starts after today.
    var effectiveStart: LogicalDay { firstDay }

    /// The effective start, worked out once (``effectiveStart``'s rule, in `init`).
    private let firstDay: LogicalDay

    /// From the effective start through the archive day (which is still in).
    func isInLifetime(_ day: LogicalDay) -> Bool {
        if day < effectiveStart { return false }
        if let archiveDay, day > archiveDay { return false }
        return true
    }

    /// The schedule alone, on `day`; `countingTheDay` puts `day` itself in a rolling window.
    func scheduleAsks(on day: LogicalDay, countingTheDay: Bool) -> Bool {
        switch habit.frequency {
        case .daily:
            return true
        case .specificDays(let weekdays):
            return weekdays.contains(Self.weekday(of: day))
        case .everyNDays(let interval):
            // Anchored on the latest done day strictly before `day`, else on the creation day;
            // negative (and at-most) habits never re-anchor. A miss does not move the anchor.
            let first = habit.startDay ?? creationDay
            let anchor = recordsMeanDone ? (latestPositiveDay(before: day) ?? first) : first
            let gap = anchor.days(to: day)
            return ((gap % interval) + interval) % interval == 0
        case .daysPerWeek(let count):
            // Fewer than `count` positive records in the 6 days before `day` (or the 7 ending on it).
            return quotaIsOpen(times: count, days: 7, on: day, countingTheDay: countingTheDay)
        case .timesInDays(let times, let days):
            // Loop's "times in days": the same rolling quota, over `days` days.
            if reading.loopQuotaOfEveryDayIsDaily && times >= days { return true }
            return quotaIsOpen(times: times, days: days, on: day, countingTheDay: countingTheDay)
        }
    }

    private func quotaIsOpen(times: Int, days: Int, on day: LogicalDay, countingTheDay: Bool) -> Bool {
        let first = day.adding(days: -(days - 1))
        let last = countingTheDay ? day : day.adding(days: -1)
        return positiveRecords(from: first, through: last) < times
    }

    /// isDue(D): in the lifetime and asked by the schedule, `D`'s own records not looked at.
    func isDue(on day: LogicalDay) -> Bool {
        isInLifetime(day) && scheduleAsks(on: day, countingTheDay: false)
    }

    /// isOutstanding(D): like isDue, with `D` inside a rolling window.
    func isOutstanding(on day: LogicalDay) -> Bool {
        isInLifetime(day) && scheduleAsks(on: day, countingTheDay: true)
    }

    /// Whether a skip or pause covers `day`, unless a yes/no, counter or timer habit was done
    /// on it (the record wins).
    func isExcused(on day: LogicalDay) -> Bool {
        let covered = skips.contains { $0.first <= day && day <= $0.last }
        let done = recordsMeanDone && positiveRecords(on: day) > 0
        return covered && !done
    }

    /// isCounted(D): isDue, or for every-N-days habits whose records mean done, a done day;
    /// never an excused day.
    func isCounted(on day: LogicalDay) -> Bool {
        guard isInLifetime(day), !isExcused(on: day) else { return false }
        if isDue(on: day) { return true }
        if case .everyNDays = habit.frequency, recordsMeanDone, positiveRecords(on: day) > 0 { return true }
        return false
    }

    // MARK: - The day's value

    /// v(D) in 0…1.
    func value(on day: LogicalDay) -> Double {
        let positives = positiveRecords(on: day)
        let total = sum(on: day)
        switch habit.type {
        case .binary:
            return positives > 0 ? 1 : 0
        case .negative:
            return positives > 0 ? 0 : 1
        case .counter(let target), .timer(let target):
            return min(1, total / target)
        case .atMost(let target):
            // 1 up to the target, then a straight line down to 0 at twice the target.
            if total <= target { return 1 }
            if total >= 2 * target { return 0 }
            return (2 * target - total) / target
        }
    }

    /// Whether `day` counts as done for a streak: presence for yes/no, counter and timer (the
    /// amount is not looked at), no slip for a negative habit, within the limit for at-most.
    func isDone(on day: LogicalDay) -> Bool {
        switch habit.type {
        case .binary, .counter, .timer: positiveRecords(on: day) > 0
        case .negative: positiveRecords(on: day) == 0
        case .atMost(let target): sum(on: day) <= target
        }
    }

    // MARK: - Score

    /// The last day the score and streaks look at: today, or the archive day if earlier.
    func lastEvaluatedDay(asOf today: LogicalDay) -> LogicalDay {
        guard let archiveDay else { return today }
        return min(today, archiveDay)
    }

    /// Kadō's score at the end of `today`: from 0, `score = (1 − α)·score + α·v(D)` on every
    /// counted day from the effective start through today (frozen after the archive day).
    func score(asOf today: LogicalDay) -> Double {
        var score = 0.0
        for day in Self.days(from: effectiveStart, through: lastEvaluatedDay(asOf: today))
        where isCounted(on: day) {
            score = (1 - Self.alpha) * score + Self.alpha * value(on: day)
        }
        return score
    }

    /// The score at the end of each day from `first` through `last` (not after today), for charts:
    /// days before the effective start are left out; after the archive day the score repeats.
    /// Empty when the habit has no day in its lifetime up to `last`.
    func scores(from first: LogicalDay, through last: LogicalDay, asOf today: LogicalDay) -> [DailyScore] {
        let last = min(last, today)
        guard first <= last, effectiveStart <= lastEvaluatedDay(asOf: last) else { return [] }
        var score = 0.0
        var series: [DailyScore] = []
        for day in Self.days(from: effectiveStart, through: last) {
            if isInLifetime(day) && isCounted(on: day) {
                score = (1 - Self.alpha) * score + Self.alpha * value(on: day)
            }
            if day >= first { series.append(DailyScore(day: day, score: score)) }
        }
        return series
    }

    // MARK: - Streaks

    /// Streaks at the end of `today`.
    struct Streaks: Equatable {
        /// The current streak (days or weeks).
        var current: Int
        /// The best streak, never below `current`.
        var best: Int
        /// Every maximal run of done counted days (or qualifying weeks), in order, as
        /// ``HabitTimeline/longestRuns(_:asOf:)`` lists them: a run of weeks runs from its first
        /// week's first day to its last week's last day (or the end day, for the current week),
        /// and the current week belongs to a run only if it qualifies.
        var runs: [StreakRun]

        /// The longest run (0 without any), before `best` is raised to `current`.
        var longestRun: Int { runs.map(\.length).max() ?? 0 }
    }

    /// Whether streaks count weeks: "N days a week" habits whose records mean done.
    ///
    /// Reading (engine rule): a negative or at-most "N days a week" habit keeps day streaks
    /// (a day without a slip / within the limit), because a week with "≥ N records of value > 0"
    /// would reward slips. Loop's "N in 7 days" is the same quota as "N days a week" and counts
    /// weeks too.
    var countsWeeks: Bool {
        guard recordsMeanDone else { return false }
        switch habit.frequency {
        case .daysPerWeek: return true
        case .timesInDays(let times, let days): return days == 7 && times < 7
        default: return false
        }
    }

    /// The current and best streaks at the end of `today` (as of the archive day once archived).
    /// Zero when the habit has not started by then.
    func streaks(asOf today: LogicalDay) -> Streaks {
        let end = lastEvaluatedDay(asOf: today)
        guard effectiveStart <= end else { return Streaks(current: 0, best: 0, runs: []) }
        return countsWeeks ? weekStreaks(through: end) : dayStreaks(through: end)
    }

    private func dayStreaks(through end: LogicalDay) -> Streaks {
        let counted = Self.days(from: effectiveStart, through: end).filter { isCounted(on: $0) }
        // Current: walk back from the end; a not-done end day is the grace day.
        var current = 0
        for day in counted.reversed() {
            if isDone(on: day) {
                current += 1
            } else if day == end {
                continue
            } else {
                break
            }
        }
        // Runs: maximal sequences of done days among the counted days.
        var runs: [StreakRun] = []
        var runDays: [LogicalDay] = []
        for day in counted + [end.adding(days: 1)] {
            if day <= end && isDone(on: day) {
                runDays.append(day)
            } else if let first = runDays.first, let last = runDays.last {
                runs.append(StreakRun(first: first, last: last, length: runDays.count))
                runDays = []
            }
        }
        let longest = runs.map(\.length).max() ?? 0
        return Streaks(current: current, best: max(longest, current), runs: runs)
    }

    private enum WeekOutcome {
        case excused
        case qualifies
        case misses
    }

    private func weekStreaks(through end: LogicalDay) -> Streaks {
        let quota: Int
        switch habit.frequency {
        case .daysPerWeek(let count): quota = count
        case .timesInDays(let times, _): quota = times
        default: quota = 1
        }
        var outcomes: [(week: LogicalDay, outcome: WeekOutcome)] = []
        var week = startOfWeek(containing: effectiveStart)
        let lastWeek = startOfWeek(containing: end)
        while week <= lastWeek {
            let weekDays = Self.days(from: week, through: week.adding(days: 6))
            let unexcused = weekDays.filter { !isExcused(on: $0) }.count
            if unexcused == 0 {
                outcomes.append((week, .excused))
            } else {
                let required = Int((Double(quota * unexcused) / 7).rounded(.up))
                let records = positiveRecords(from: week, through: min(week.adding(days: 6), end))
                outcomes.append((week, records >= required ? .qualifies : .misses))
            }
            week = week.adding(days: 7)
        }
        // Current: the current week counts 1, plus each immediately preceding qualifying week
        // (weeks excused entirely are passed over).
        var current = 1
        for (_, outcome) in outcomes.dropLast().reversed() {
            if outcome == .misses { break }
            if outcome == .qualifies { current += 1 }
        }
        // Runs: maximal sequences of qualifying weeks, excused weeks passed over.
        var runs: [StreakRun] = []
        var runWeeks: [LogicalDay] = []
        for (week, outcome) in outcomes + [(lastWeek.adding(days: 7), .misses)] {
            switch outcome {
            case .excused:
                continue
            case .qualifies:
                runWeeks.append(week)
            case .misses:
                if let first = runWeeks.first, let last = runWeeks.last {
                    let lastDay = last == lastWeek ? end : last.adding(days: 6)
                    runs.append(StreakRun(first: first, last: lastDay, length: runWeeks.count))
                }
                runWeeks = []
            }
        }
        let longest = runs.map(\.length).max() ?? 0
        return Streaks(current: current, best: max(longest, current), runs: runs)
    }

    // MARK: - Grids and statistics

    /// What the grid shows for `day` as of `today`.
    func cell(on day: LogicalDay, asOf today: LogicalDay) -> DayCell {
        if day > today { return .future }
        if !isInLifetime(day) { return .notDue }
        if isExcused(on: day) { return .skipped }
        if isCounted(on: day) { return .scored(value(on: day)) }
        if positiveRecords(on: day) > 0 { return .offSchedule(value(on: day)) }
        return .notDue
    }

    /// The totals of the detail screen, over the days from the effective start through today
    /// (or the archive day).
    struct Totals: Equatable {
        var countedDays = 0
        var doneDays = 0
        var valueTotal = 0.0
        var excusedDays = 0
        var records = 0
        var daysWithRecords = 0
        var amount = 0.0
    }

    /// The totals as of `today`. Today, while it is open (counted, not met, and not failed for
    /// good — a habit whose records mean done, short of its value 1), is not counted yet.
    func totals(asOf today: LogicalDay) -> Totals {
        var totals = Totals()
        for day in Self.days(from: effectiveStart, through: lastEvaluatedDay(asOf: today)) {
            if isExcused(on: day) { totals.excusedDays += 1 }
            let isOpen = day == today && recordsMeanDone && value(on: day) < 1
            if isCounted(on: day) && !isOpen {
                totals.countedDays += 1
                totals.valueTotal += value(on: day)
                if isDone(on: day) { totals.doneDays += 1 }
            }
            let positives = positiveRecords(on: day)
            if positives > 0 {
                totals.records += positives
                totals.daysWithRecords += 1
                totals.amount += sum(on: day)
            }
        }
        return totals
    }
}
