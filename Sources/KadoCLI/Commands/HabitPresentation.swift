import KadoApp
import KadoCore

/// How a habit's day and numbers read in text output.
enum HabitPresentation {
    /// Today's progress in words: `done`, `3/8 glasses`, `20/30 min`, `clean`, `slipped`, and for
    /// an upper limit `1 of at most 2 coffees` or `3, over the limit of 2 coffees`.
    static func progress(of summary: HabitSummary, in words: Localizer = .english) -> String {
        let habit = summary.habit
        let amount = summary.todayAmount
        switch habit.type {
        case .binary:
            return words(amount > 0 ? .done : .notDone)
        case .negative:
            return words(amount > 0 ? .slipped : .clean)
        case .counter(let target):
            return "\(words.number(amount))/\(words.number(target))" + unit(habit)
        case .atMost(let target):
            let limit = words.number(target) + unit(habit)
            return words(
                amount > target ? .overLimit(words.number(amount), limit) : .atMost(words.number(amount), limit))
        case .timer(let seconds):
            return "\(words.number(amount / 60))/\(words.number(seconds / 60)) min"
        }
    }

    /// A habit's reminders in words: their times, then their settings once when all share them
    /// (`08:00, 18:30 (only if not done yet, snooze 10 min)`), else after each time.
    static func reminders(_ reminders: [Reminder], in words: Localizer = .english) -> String {
        func settings(_ reminder: Reminder) -> String {
            words(reminder.onlyIfNotDone ? .onlyIfNotDoneYet : .evenWhenDone) + ", "
                + words(.snoozeLength(words.number(Double(reminder.snoozeMinutes))))
        }
        let shared = Set(reminders.map { settings($0) })
        if shared.count == 1, let first = reminders.first {
            return reminders.map(\.time.description).joined(separator: ", ") + " (\(settings(first)))"
        }
        return reminders.map { "\($0.time) (\(settings($0)))" }.joined(separator: ", ")
    }

    /// The mark in front of a habit on Today, its day's ``DayOutcome`` (the reading every screen
    /// shares): ✓ done, ◐ started, ✗ slipped or over the limit, ○ to do.
    static func mark(of summary: HabitSummary, style: OutputStyle) -> String {
        let outcome = summary.evaluation.outcome(for: summary.habit.type.kind)
        switch outcome {
        case .met:
            return summary.habit.type.recordsMeanDone
                ? style.colored(outcome.mark, summary.habit.color) : style.success(outcome.mark)
        case .partial: return style.colored(outcome.mark, summary.habit.color)
        case .notMet: return style.dim(outcome.mark)
        case .failed: return style.failure(outcome.mark)
        }
    }

    /// A habit's name on one terminal line, with any control character written out.
    static func name(_ habit: Habit) -> String {
        TerminalText.safe(habit.name)
    }

    /// The streak a screen shows: `12 days`, `1 week`, or the week's progress, `1/3 this week`,
    /// for a week-counted habit whose only run is the current week (see ``StreakDisplay``).
    static func streak(_ display: StreakDisplay, in words: Localizer = .english) -> String {
        if let week = display.week { return words(.weekProgress(done: week.done, required: week.required)) }
        return streak(display.current, unit: display.unit, in: words)
    }

    /// `12 days`, `1 day`, `3 weeks`, `2 jours`.
    static func streak(_ count: Int, unit: StreakUnit, in words: Localizer = .english) -> String {
        switch unit {
        case .days: words.count(count, .day)
        case .weeks: words.count(count, .week)
        }
    }

    private static func unit(_ habit: Habit) -> String {
        habit.unit.map { " " + TerminalText.safe($0) } ?? ""
    }
}
