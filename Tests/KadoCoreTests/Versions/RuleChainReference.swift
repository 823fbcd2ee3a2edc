import Foundation
import KadoCore

/// The meaning of a habit whose terms change "from a date", written independently of the
/// production walk: a chain of single-rule habits, one per version, each asked about its own days
/// only through the one-day questions of ``HabitTimeline`` (``HabitTimeline/isCounted(on:)``,
/// ``HabitTimeline/value(on:)``, …) and handed the score the previous one ended with.
///
/// Loop's windows are summed afresh on every day from the day's records; Kadō's score steps on
/// every counted day; the day streak grows on every counted day done and breaks on every counted
/// day missed but today.
struct RuleChainReference {
    /// One day as the chain judges it.
    struct Day: Equatable {
        let day: LogicalDay
        let score: Double
        let run: Int
        let best: Int
    }

    let habit: Habit
    let completions: [Completion]
    let skips: [Skip]
    let calendar: HabitCalendar

    /// The days from the habit's start through `today` (or its archive day), each with its score
    /// and its day streak (meaningful only when no version counts the streak in weeks).
    func days(asOf today: LogicalDay) -> [Day] {
        // One single-rule habit per version.
        let links: [(start: LogicalDay?, timeline: HabitTimeline)] = habit.ruleVersions.map { version in
            var single = habit
            single.earlierRules = []
            single.rules = version.rules
            return (
                version.start,
                HabitTimeline(habit: single, completions: completions, skips: skips, calendar: calendar)
            )
        }
        guard let first = links.first?.timeline else { return [] }
        let start = first.effectiveStart
        let end = first.archiveDay.map { min($0, today) } ?? today
        guard start <= end else { return [] }
        let initialRules = habit.rules(on: start)
        var score = initialRules.scoreModel == .loop && habit.type.kind == .atMost ? 1.0 : 0.0
        var run = 0
        var best = 0
        var result: [Day] = []
        var day = start
        while day <= end {
            let link = links.last { $0.start.map { $0 <= day } ?? true } ?? links[0]
            let timeline = link.timeline
            let rules = timeline.habit.rules
            if rules.scoreModel == .loop {
                if !timeline.isExcused(on: day) {
                    score = LoopScore.step(
                        from: score, value: loopValue(on: day, rules: rules, timeline: timeline),
                        multiplier: LoopScore.multiplier(frequency: rules.frequency.fraction))
                }
            } else if timeline.isCounted(on: day) {
                score = KadoScore.step(from: score, value: timeline.value(on: day))
            }
            if timeline.isCounted(on: day) {
                if timeline.isDone(on: day) {
                    run += 1
                    best = max(best, run)
                } else if day != end {
                    run = 0
                }
            }
            result.append(Day(day: day, score: score, run: run, best: best))
            day = day.adding(days: 1)
        }
        return result
    }

    /// Loop's value of `day`: its window summed from the records of the days in it, none before
    /// the habit's start.
    private func loopValue(on day: LogicalDay, rules: HabitRules, timeline: HabitTimeline) -> Double {
        let start = timeline.effectiveStart
        switch rules.type {
        case .counter, .timer, .atMost:
            let (times, days) = rules.frequency.timesAndDays
            var sum = 0.0
            for back in 0..<days where day.adding(days: -back) >= start {
                sum += timeline.sum(on: day.adding(days: -back))
            }
            let target = (rules.type.target ?? 0) * Double(times)
            if case .atMost = rules.type { return LoopScore.atMostValue(sum: sum, target: target) }
            return LoopScore.atLeastValue(sum: sum, target: target)
        case .binary, .negative:
            let window = LoopScore.yesNoWindow(for: rules.frequency)
            var yes = 0
            for back in 0..<window.days where day.adding(days: -back) >= start {
                let positives = timeline.positiveRecords(on: day.adding(days: -back))
                if rules.type == .negative ? positives == 0 : positives > 0 { yes += 1 }
            }
            return min(1, Double(yes) / Double(max(1, window.times)))
        }
    }
}
