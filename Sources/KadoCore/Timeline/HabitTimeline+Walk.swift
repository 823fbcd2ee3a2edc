/// The single pass over a habit's days that computes its score and its streaks together.
///
/// Every rolling quantity (the quota window of "N days a week", the anchor of "every N days",
/// Loop's look-back windows, the week being counted) is carried forward day by day or read from
/// the ledger's prefix sums, so the pass costs O(days) whatever the length of the history. The
/// whole state fits in a ``WalkCheckpoint``, so a pass can also start where an earlier one left off.
extension HabitTimeline {
    /// What the pass knows about one day, for callers that look at every day (charts, grids,
    /// statistics). The hot path passes no observer.
    struct DayStep {
        let day: LogicalDay
        let isDue: Bool
        let isCounted: Bool
        let isExcused: Bool
        let isDone: Bool
        let value: Double
        let sum: Double
        let positives: Int
        let hasRecord: Bool
        let score: Double
    }

    /// The result of a pass.
    struct WalkResult {
        /// The first and last days walked; `first > last` when nothing was.
        let first: LogicalDay
        let last: LogicalDay
        let score: Double
        let currentStreak: Int
        let bestStreak: Int
        /// The streak screens show (see ``StreakDisplay``).
        let display: StreakDisplay
        let runs: [StreakRun]
        /// The checkpoints taken (see ``CheckpointRequest``), oldest first; the latest one, when
        /// asked for, is the last.
        let checkpoints: [WalkCheckpoint]
    }

    /// How the schedule is decided on each day of the pass.
    private enum ScheduleRule {
        case always
        case weekdays(mask: Int)
        case cycle(interval: Int)
        case quota(times: Int, days: Int)
    }

    private static func scheduleRule(for frequency: Frequency) -> ScheduleRule {
        switch frequency {
        case .daily:
            return .always
        case .specificDays(let days):
            return .weekdays(mask: days.reduce(0) { $0 | 1 << ($1.rawValue - 1) })
        case .everyNDays(let interval):
            return .cycle(interval: interval)
        case .daysPerWeek, .timesInDays:
            guard let quota = frequency.rollingQuota else { return .always }
            return .quota(times: quota.times, days: quota.days)
        }
    }

    /// Whether a week judged by `rules` counts in weeks: a rolling "N in 7 days" quota of a habit
    /// whose records mean done.
    private static func countsInWeeks(_ rules: HabitRules) -> Bool {
        guard rules.type.recordsMeanDone, let quota = rules.frequency.rollingQuota else { return false }
        return quota.days == 7
    }

    /// Whether streaks count weeks now: the current terms are a rolling "N in 7 days" quota of a
    /// habit whose records mean done.
    var countsStreakInWeeks: Bool { Self.countsInWeeks(habit.rules) }

    /// Walks the days from the effective start (or the resume point) to `today`, or to the archive
    /// day if earlier. With `checkpoints`, also returns the states it asks for (the latest, the
    /// rungs), all at ends of weeks before its day and before `today`.
    /// An observer only sees the days after the resume point, so `observingFrom` (the first day
    /// it cares about) must come after it for the walk to resume.
    func walk(
        asOf today: LogicalDay, collectingRuns: Bool = false, checkpoints request: CheckpointRequest? = nil,
        observingFrom: LogicalDay? = nil, observe: ((DayStep) -> Void)? = nil
    ) -> WalkResult {
        let end = archiveDay.map { min($0, today) } ?? today
        let resume = resumePoint.flatMap { point in
            let observerIsServed = observe == nil || (observingFrom.map { $0 > point.day } ?? false)
            return point.day < end && !collectingRuns && observerIsServed ? point : nil
        }
        let start = resume.map { $0.day.adding(days: 1) } ?? effectiveStart
        guard start <= end else {
            return WalkResult(
                first: start, last: end, score: 0, currentStreak: 0, bestStreak: 0,
                display: StreakDisplay(current: 0, best: 0, unit: countsStreakInWeeks ? .weeks : .days), runs: [],
                checkpoints: [])
        }
        // The terms can change from a day on (``Habit/earlierRules``): everything that depends on
        // them is a variable set by `enter(_:at:)` at the walk's first day and at each change.
        // Their kind is the same in every version.
        let kind = habit.type.kind
        let recordsMeanDone = habit.type.recordsMeanDone
        let hasVersions = habit.hasRuleVersions
        // The day numbers of the changes still ahead, the next one last, and the next one's number
        // (`Int.max` for none): one comparison a day finds it. The days a week's terms may change
        // on are the same list, taken up at the first week start on or after each.
        var changeNumbers =
            hasVersions
            ? habit.earlierRules.map(\.replacedOn.dayNumber).filter { $0 > start.dayNumber && $0 <= end.dayNumber }
                .reversed() : []
        var nextChange = changeNumbers.last ?? Int.max
        // A change between the first week's first day and the first day walked still changes the
        // terms of the weeks after.
        let firstWeekStart = start.startOfWeek(startingOn: calendar.weekStart).dayNumber
        var weekChangeNumbers: [Int] =
            hasVersions
            ? habit.earlierRules.map(\.replacedOn.dayNumber).filter { $0 > firstWeekStart && $0 <= end.dayNumber }
                .reversed() : []
        var nextWeekChange = min(nextChange, weekChangeNumbers.last ?? Int.max)
        var type = habit.type
        var rule = ScheduleRule.always
        var countsOffScheduleDone = false
        var usesLoop = false
        var loopMultiplier = 0.0
        var yesNoWindow = (times: 1, days: 1)
        var measuredDays = 1
        var measuredTarget = 0.0
        let weekStart = calendar.weekStart
        // How a week is judged: by the terms in force on its first day.
        var weekly = false
        var weekQuota = 0
        let isMeasured: Bool
        let isAtMost: Bool
        switch kind {
        case .counter, .timer: (isMeasured, isAtMost) = (true, false)
        case .atMost: (isMeasured, isAtMost) = (true, true)
        case .binary, .negative: (isMeasured, isAtMost) = (false, false)
        }
        let isNegative = kind == .negative

        let ledger = self.ledger
        let count = ledger.sums.count
        let startIndex = ledger.origin.days(to: start)
        let endIndex = ledger.origin.days(to: end)
        let effectiveStartIndex = ledger.origin.days(to: effectiveStart)

        // Records before the effective start (only a start set by hand leaves any) count for nothing.
        let firstCountedIndex = max(0, effectiveStartIndex)
        @inline(__always) func positives(_ index: Int) -> Int {
            index >= firstCountedIndex && index < count ? Int(ledger.positives[index]) : 0
        }
        @inline(__always) func sum(_ index: Int) -> Double {
            index >= firstCountedIndex && index < count ? ledger.sums[index] : 0
        }
        let hasSkips = !ledger.skipRanges.isEmpty
        @inline(__always) func excused(_ index: Int) -> Bool {
            guard index >= 0 && index < count else {
                // Outside the span there are no records; a far pause may still cover the day.
                return hasSkips && ledger.isInSkipRange(ledger.origin.dayNumber + index)
            }
            return ledger.skipped[index] && !(recordsMeanDone && ledger.positives[index] > 0)
        }
        // A YES day in Loop's sense: done, or for a negative habit a day without a slip.
        @inline(__always) func yes(_ index: Int) -> Int {
            guard index >= effectiveStartIndex else { return 0 }
            if isNegative { return positives(index) == 0 ? 1 : 0 }
            return positives(index) > 0 ? 1 : 0
        }

        var yesInWindow = 0
        var sumInWindow = 0.0
        /// Takes up `rules` from the day at `firstIndex` on: the schedule, the target and the
        /// score model, and Loop's windows, which start out holding the days just before it.
        func enter(_ rules: HabitRules, at firstIndex: Int) {
            type = rules.type
            rule = Self.scheduleRule(for: rules.frequency)
            if case .cycle = rule { countsOffScheduleDone = recordsMeanDone } else { countsOffScheduleDone = false }
            usesLoop = rules.scoreModel == .loop
            guard usesLoop else { return }
            loopMultiplier = LoopScore.multiplier(frequency: rules.frequency.fraction)
            yesNoWindow = LoopScore.yesNoWindow(for: rules.frequency)
            measuredDays = rules.frequency.timesAndDays.days
            measuredTarget = (type.target ?? 0) * Double(rules.frequency.timesAndDays.times)
            // Each day adds itself and drops the day a window's length before it.
            yesInWindow = 0
            sumInWindow = 0
            if isMeasured {
                for index in max(firstIndex - measuredDays, 0)..<max(firstIndex, 0) { sumInWindow += sum(index) }
            } else {
                for index in (firstIndex - yesNoWindow.days)..<firstIndex { yesInWindow += yes(index) }
            }
        }
        enter(habit.rules(on: start), at: startIndex)
        let weekRules = habit.rules(on: start.startOfWeek(startingOn: weekStart))
        weekly = Self.countsInWeeks(weekRules)
        weekQuota = weekRules.frequency.rollingQuota?.times ?? 0

        var score = resume?.score ?? (usesLoop && isAtMost ? 1.0 : 0.0)
        // The latest day done, where an every-N-days cycle runs from: followed whatever the
        // schedule, since a later version may be such a cycle.
        var anchor = resume?.anchor.dayNumber ?? (habit.startDay ?? creationDay).dayNumber
        var weekdayIndex = start.weekday.rawValue - 1
        let weekStartIndex = weekStart.rawValue - 1

        var run = resume?.run ?? 0
        // What screens show of a counter's or a timer's streak: days whose target was met (Loop's
        // rule), where Kadō's run counts any day with a record ("1 of 8 cups" five days running
        // is no 5-day streak on a screen). Counted in weeks ("N days a week"), a week shows as
        // kept with N days whose target was met. Every other type shows Kadō's run.
        let showsTargetMet: Bool
        switch kind {
        case .counter, .timer: showsTargetMet = true
        case .binary, .negative, .atMost: showsTargetMet = false
        }
        var shownRun = resume?.shownRun ?? 0
        var shownBest = resume?.shownBest ?? 0
        var runFirst = resume?.runFirst ?? start
        var runLast = resume?.runLast ?? start
        var best = resume?.best ?? 0
        var runs: [StreakRun] = []
        var weekRecords = 0
        var weekExcused = 0
        if weekly {
            // The first week may begin before the first day walked: its excused days still lower its quota.
            var earlier = start.startOfWeek(startingOn: weekStart)
            while earlier < start {
                if excused(ledger.origin.days(to: earlier)) { weekExcused += 1 }
                earlier = earlier.adding(days: 1)
            }
        }
        if hasVersions, resume != nil, Self.countsInWeeks(habit.rules(on: start.adding(days: -1))) != weekly {
            // The walk resumes on the first day of a week whose terms count the streak in another unit.
            (run, best, shownRun, shownBest) = (0, 0, 0, 0)
        }
        var currentWeekStreak = 0
        // The days of the week whose target was met, and the shown week run's state at its end.
        var weekMetDays = 0
        var shownCurrentWeekStreak = 0
        var shownCurrentWeek: StreakDisplay.WeekProgress?
        // What screens show (see StreakDisplay): the current week's state, and whether the last
        // day walked failed for good (a slip, an at-most limit passed), which no later record undoes.
        var currentWeek: StreakDisplay.WeekProgress?
        var endFailedForGood = false
        let failureIsFinal: Bool
        switch kind {
        case .negative, .atMost: failureIsFinal = true
        case .binary, .counter, .timer: failureIsFinal = false
        }

        let checkpointLimit = request.map { min($0.before, end) }
        var checkpoints: [WalkCheckpoint] = []
        var latest: WalkCheckpoint?
        let signature = checkpointSignature
        let creationDay = self.creationDay
        let archiveDay = self.archiveDay

        var index = startIndex
        while index <= endIndex {
            let day = LogicalDay(dayNumber: ledger.origin.dayNumber + index)
            if day.dayNumber >= nextWeekChange {
                if day.dayNumber == nextChange {
                    changeNumbers.removeLast()
                    nextChange = changeNumbers.last ?? Int.max
                    enter(habit.rules(on: day), at: index)
                }
                if weekdayIndex == weekStartIndex && index != startIndex {
                    while let number = weekChangeNumbers.last, number <= day.dayNumber {
                        weekChangeNumbers.removeLast()
                    }
                    nextWeekChange = min(nextChange, weekChangeNumbers.last ?? Int.max)
                    // A week is judged by the terms of its first day. When they count the streak in
                    // another unit (days, weeks), the streak starts again: days and weeks do not add up.
                    let rules = habit.rules(on: day)
                    let countsWeeks = Self.countsInWeeks(rules)
                    if countsWeeks != weekly {
                        if collectingRuns && run > 0 {
                            runs.append(StreakRun(first: runFirst, last: runLast, length: run))
                        }
                        (run, best, shownRun, shownBest) = (0, 0, 0, 0)
                        weekly = countsWeeks
                    }
                    weekQuota = rules.frequency.rollingQuota?.times ?? 0
                }
            }
            let dayPositives = positives(index)
            let daySum = sum(index)
            let isDue: Bool
            switch rule {
            case .always:
                isDue = true
            case .weekdays(let mask):
                isDue = mask & (1 << weekdayIndex) != 0
            case .cycle(let interval):
                isDue = interval > 0 && (day.dayNumber - anchor) % interval == 0
            case .quota(let times, let days):
                isDue =
                    ledger.positiveRecords(from: max(index - (days - 1), firstCountedIndex), through: index - 1) < times
            }
            let isExcused = excused(index)
            let isScheduleDay = isDue || (countsOffScheduleDone && dayPositives > 0)
            let isCounted = isScheduleDay && !isExcused
            let isDone = Self.isDone(type, sum: daySum, positives: dayPositives)
            let value = type.dayValue(sum: daySum, positiveRecords: dayPositives)

            if usesLoop {
                if isMeasured {
                    sumInWindow += daySum - sum(index - measuredDays)
                } else {
                    yesInWindow += yes(index) - yes(index - yesNoWindow.days)
                }
                if !isExcused {
                    let loopValue: Double
                    if isMeasured {
                        loopValue =
                            isAtMost
                            ? LoopScore.atMostValue(sum: sumInWindow, target: measuredTarget)
                            : LoopScore.atLeastValue(sum: sumInWindow, target: measuredTarget)
                    } else {
                        loopValue = min(1, Double(yesInWindow) / Double(max(1, yesNoWindow.times)))
                    }
                    score = LoopScore.step(from: score, value: loopValue, multiplier: loopMultiplier)
                }
            } else if isCounted {
                score = KadoScore.step(from: score, value: value)
            }

            if weekly {
                weekRecords += dayPositives
                if showsTargetMet && value >= 1 { weekMetDays += 1 }
                if isExcused { weekExcused += 1 }
                let isLastOfWeek = day.adding(days: 1).weekday == weekStart
                if isLastOfWeek || index == endIndex {
                    let weekFirst = day.startOfWeek(startingOn: weekStart)
                    let isCurrent = index == endIndex
                    if isCurrent {
                        // Days of the current week after today may already be excused (a planned pause).
                        var later = day.adding(days: 1)
                        while later.weekday != weekStart {
                            if excused(ledger.origin.days(to: later)) { weekExcused += 1 }
                            later = later.adding(days: 1)
                        }
                    }
                    var qualifies = false
                    var shownQualifies = false
                    let required = (weekQuota * (7 - weekExcused) + 6) / 7
                    if weekExcused < 7 {
                        qualifies = weekRecords >= required
                        if showsTargetMet {
                            shownQualifies = weekMetDays >= required
                            if shownQualifies {
                                shownRun += 1
                                shownBest = max(shownBest, shownRun)
                            } else if !isCurrent {
                                shownRun = 0
                            }
                        }
                        if qualifies {
                            if run == 0 { runFirst = weekFirst }
                            run += 1
                            runLast = isCurrent ? end : weekFirst.adding(days: 6)
                            best = max(best, run)
                        } else if !isCurrent {
                            if collectingRuns && run > 0 {
                                runs.append(StreakRun(first: runFirst, last: runLast, length: run))
                            }
                            run = 0
                        }
                    }
                    if isCurrent {
                        // The current week always counts 1, plus the qualifying weeks just before it.
                        let preceding = qualifies ? run - 1 : run
                        currentWeekStreak = preceding + 1
                        if !qualifies && preceding == 0 && weekExcused < 7 {
                            currentWeek = StreakDisplay.WeekProgress(done: weekRecords, required: required)
                        }
                        let shownPreceding = shownQualifies ? shownRun - 1 : shownRun
                        shownCurrentWeekStreak = shownPreceding + 1
                        if !shownQualifies && shownPreceding == 0 && weekExcused < 7 {
                            shownCurrentWeek = StreakDisplay.WeekProgress(done: weekMetDays, required: required)
                        }
                    }
                    weekRecords = 0
                    weekMetDays = 0
                    weekExcused = 0
                }
            } else if isCounted {
                if showsTargetMet {
                    if value >= 1 {
                        shownRun += 1
                        shownBest = max(shownBest, shownRun)
                    } else if index != endIndex {
                        shownRun = 0
                    }
                }
                if isDone {
                    if run == 0 { runFirst = day }
                    run += 1
                    runLast = day
                    if run > best { best = run }
                } else if index == endIndex {
                    endFailedForGood = failureIsFinal
                } else {
                    if collectingRuns && run > 0 {
                        runs.append(StreakRun(first: runFirst, last: runLast, length: run))
                    }
                    run = 0
                }
            }

            if recordsMeanDone && dayPositives > 0 { anchor = day.dayNumber }
            if let request, let checkpointLimit, day < checkpointLimit, day < end,
                day.adding(days: 1).weekday == weekStart
            {
                let state = WalkCheckpoint(
                    day: day, effectiveStart: effectiveStart, score: score, run: run, runFirst: runFirst,
                    runLast: runLast, best: best, anchor: LogicalDay(dayNumber: anchor),
                    shownRun: showsTargetMet ? shownRun : run, shownBest: showsTargetMet ? shownBest : best,
                    signature: signature
                        ?? WalkCheckpoint.signature(
                            of: habit, through: day, creationDay: creationDay, archiveDay: archiveDay,
                            weekStart: weekStart))
                if request.wantsRung(day, weekStart: weekStart) { checkpoints.append(state) }
                if request.latest { latest = state }
            }
            observe?(
                DayStep(
                    day: day, isDue: isDue, isCounted: isCounted, isExcused: isExcused, isDone: isDone, value: value,
                    sum: daySum, positives: dayPositives,
                    hasRecord: index >= 0 && index < count && ledger.hasRecord[index], score: score))
            weekdayIndex = weekdayIndex == 6 ? 0 : weekdayIndex + 1
            index += 1
        }

        if collectingRuns && run > 0 {
            runs.append(StreakRun(first: runFirst, last: runLast, length: run))
        }
        let current = weekly ? currentWeekStreak : run
        let display: StreakDisplay
        if weekly {
            // A grace week alone holds no success: its progress is shown instead of "1 week".
            let (weekCurrent, weekBest, weekProgress) =
                showsTargetMet
                ? (shownCurrentWeekStreak, shownBest, shownCurrentWeek) : (current, best, currentWeek)
            display =
                weekProgress.map { StreakDisplay(current: 0, best: weekBest, unit: .weeks, week: $0) }
                ?? StreakDisplay(current: weekCurrent, best: max(weekBest, weekCurrent), unit: .weeks)
        } else {
            display =
                showsTargetMet
                ? StreakDisplay(current: shownRun, best: shownBest, unit: .days)
                : StreakDisplay(current: endFailedForGood ? 0 : run, best: best, unit: .days)
        }
        return WalkResult(
            first: start, last: end, score: score, currentStreak: current, bestStreak: max(best, current),
            display: display, runs: runs,
            checkpoints: latest.map { latest in checkpoints.last == latest ? checkpoints : checkpoints + [latest] }
                ?? checkpoints)
    }
}
