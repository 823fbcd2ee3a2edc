import Foundation
import KadoApp
import KadoCore

/// How a habit's facts read on screen, in the person's language.
enum HabitText {
    /// "Every day", "3 days a week", "Mon, Wed, Fri", "Every 2 days".
    static func schedule(_ frequency: Frequency, t: Localizer, weekStart: Weekday) -> String {
        switch frequency {
        case .daily: return t(.everyDay)
        case .daysPerWeek(let count): return t(.daysPerWeek(count))
        case .specificDays(let days):
            return Weekday.week(startingOn: weekStart).filter(days.contains).map(t.weekdayShort).joined(separator: ", ")
        case .everyNDays(let interval): return t(.everyNDays(interval))
        case .timesInDays(let times, let days): return t(.timesInDays(times, days))
        }
    }

    /// "Yes / no", "Counter · target 8 glasses", "Timer · target 30 min", "Negative".
    static func type(_ habit: Habit, t: Localizer) -> String {
        switch habit.type {
        case .binary: return t(.typeBinary)
        case .negative: return t(.typeNegative)
        case .counter(let target): return t(.typeCounter) + " · " + t(.target) + " " + amount(target, of: habit, t: t)
        case .atMost(let target): return t(.typeAtMost) + " " + amount(target, of: habit, t: t)
        case .timer(let seconds): return t(.typeTimer) + " · " + t(.target) + " " + t.duration(seconds: seconds)
        }
    }

    /// A counter's amount with its unit ("8 glasses"), or a timer's duration.
    static func amount(_ value: Double, of habit: Habit, t: Localizer) -> String {
        if case .timer = habit.type { return t.duration(seconds: value) }
        let number = t.number(value)
        guard let unit = unit(of: habit) else { return number }
        return number + " " + unit
    }

    /// The habit's unit when it has one worth showing (not empty, not only spaces): a counter
    /// without one shows bare numbers, never a separator with nothing after it.
    static func unit(of habit: Habit) -> String? {
        guard let unit = habit.unit?.trimmingCharacters(in: .whitespacesAndNewlines), !unit.isEmpty else {
            return nil
        }
        return unit
    }

    /// Today's progress for value habits: "3 / 8", "10 / 30 min"; `nil` for yes/no and negative.
    static func progress(_ summary: HabitSummary, t: Localizer) -> String? {
        let habit = summary.habit
        switch habit.type {
        case .binary, .negative: return nil
        case .counter(let target), .atMost(let target):
            return t.number(summary.todayAmount) + " / " + amount(target, of: habit, t: t)
        case .timer(let seconds):
            return "\(Int((summary.todayAmount / 60).rounded())) / " + t.duration(seconds: seconds)
        }
    }

    /// The streak a screen shows (see ``StreakDisplay``): "2", "2 wk", or the week's progress,
    /// "1/3 this week", for a week-counted habit whose only run is the current week.
    static func streak(_ display: StreakDisplay, t: Localizer) -> String {
        if let week = display.week { return t(.weekProgress(week.done, of: week.required)) }
        return streak(display.current, unit: display.unit, t: t)
    }

    /// The displayed streak in words, for screen readers and titles.
    static func streakWords(_ display: StreakDisplay, t: Localizer) -> String {
        if let week = display.week { return t(.weekProgress(week.done, of: week.required)) }
        return streakWords(display.current, unit: display.unit, t: t)
    }

    /// The streak in the meta line of a row (Today, Overview): a flame and the streak when a run
    /// with a success is under way, the week's progress without a flame, nothing otherwise.
    static func streakBadge(_ display: StreakDisplay, t: Localizer) -> HTML {
        let words = streakWords(display, t: t)
        let label = "\(t(.streak))\(t(.labelSeparator))\(words)"
        if display.isCelebrated {
            return
                "<span class=\"streak\" title=\"\(label)\">\(Glyph.flame.svg)<span aria-hidden=\"true\">\(streak(display, t: t))</span><span class=\"visually-hidden\">\(label)</span></span><span class=\"dot\" aria-hidden=\"true\">·</span>"
        }
        guard display.week != nil else { return .empty }
        return
            "<span class=\"streak week-progress\">\(words)</span><span class=\"dot\" aria-hidden=\"true\">·</span>"
    }

    /// The streak as "2" (days) or "2 wk" (weeks).
    static func streak(_ count: Int, unit: StreakUnit, t: Localizer) -> String {
        unit == .weeks ? "\(count) \(t(.weekAbbreviation))" : "\(count)"
    }

    /// A habit's state today in one sentence, for screen readers: the name, the streak, the score
    /// and what today holds ("Read, 5-day streak, score 42 percent, done today").
    static func spokenSummary(_ summary: HabitSummary, t: Localizer) -> String {
        let habit = summary.habit
        let evaluation = summary.evaluation
        var parts = [habit.name]
        let display = evaluation.streakDisplay
        if summary.isScorePending {
            parts.append(t(.scoreBeingRecomputed))
        } else {
            if let week = display.week {
                parts.append(t(.weekProgress(week.done, of: week.required)))
            } else if display.current > 0 {
                parts.append(t(.spokenStreak(display.current, weeks: display.unit == .weeks)))
            }
            parts.append(t(.spokenScore(evaluation.scorePercent)))
        }
        parts.append(spokenToday(summary, t: t))
        return parts.joined(separator: ", ")
    }

    /// What today holds, in words: "done today", "3 of 8 glasses today", "no slip today"…
    private static func spokenToday(_ summary: HabitSummary, t: Localizer) -> String {
        let habit = summary.habit
        let logged = summary.todayAmount
        switch habit.type {
        case .binary:
            return t(logged > 0 ? .spokenDoneToday : .spokenNotDoneYet)
        case .negative:
            return t(logged > 0 ? .spokenSlippedToday : .spokenNoSlipToday)
        case .counter(let target):
            let progress = t(.spokenAmountOf(t.number(logged), amount(target, of: habit, t: t)))
            return summary.isDoneToday ? t(.spokenDoneToday) + " (" + progress + ")" : progress
        case .timer(let seconds):
            let minutes = Int((logged / 60).rounded())
            let progress = t(.spokenMinutesOf(minutes, Int((seconds / 60).rounded())))
            return summary.isDoneToday ? t(.spokenDoneToday) + " (" + progress + ")" : progress
        case .atMost(let limit):
            let progress = t(.spokenAmountOf(t.number(logged), amount(limit, of: habit, t: t)))
            return progress + ", " + t(logged > limit ? .spokenOverLimit : .spokenWithinLimit)
        }
    }

    /// The streak in words, for screen readers and titles.
    static func streakWords(_ count: Int, unit: StreakUnit, t: Localizer) -> String {
        unit == .weeks ? t(.streakWeeks(count)) : t(.streakDays(count))
    }
}
