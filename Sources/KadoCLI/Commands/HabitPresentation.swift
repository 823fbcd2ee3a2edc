import KadoApp
import KadoCore

/// How a habit's day and numbers read in text output.
enum HabitPresentation {
    /// Today's progress in words: `done`, `3/8 glasses`, `20/30 min`, `clean`, `slipped`, `1/2 coffees`.
    static func progress(of summary: HabitSummary) -> String {
        let habit = summary.habit
        let amount = summary.todayAmount
        switch habit.type {
        case .binary:
            return amount > 0 ? "done" : "not done"
        case .negative:
            return amount > 0 ? "slipped" : "clean"
        case .counter(let target):
            return "\(ValueFormatter.number(amount))/\(ValueFormatter.number(target))" + unit(habit)
        case .atMost(let target):
            let text = "\(ValueFormatter.number(amount))/\(ValueFormatter.number(target))" + unit(habit)
            return amount > target ? text + " (over)" : text
        case .timer(let seconds):
            return "\(ValueFormatter.number(amount / 60))/\(ValueFormatter.number(seconds / 60)) min"
        }
    }

    /// The mark in front of a habit on Today: ✓ done, ◐ started, ✗ slipped or over, ○ to do.
    static func mark(of summary: HabitSummary, style: OutputStyle) -> String {
        let evaluation = summary.evaluation
        switch summary.habit.type {
        case .negative, .atMost:
            return evaluation.isComplete ? style.success("✓") : style.failure("✗")
        default:
            if evaluation.isComplete { return style.colored("✓", summary.habit.color) }
            if summary.todayAmount > 0 { return style.colored("◐", summary.habit.color) }
            return style.dim("○")
        }
    }

    /// A habit's name on one terminal line, with any control character written out.
    static func name(_ habit: Habit) -> String {
        TerminalText.safe(habit.name)
    }

    /// The streak a screen shows: `12 days`, `1 week`, or the week's progress, `1/3 this week`,
    /// for a week-counted habit whose only run is the current week (see ``StreakDisplay``).
    static func streak(_ display: StreakDisplay) -> String {
        if let week = display.week { return "\(week.done)/\(week.required) this week" }
        return streak(display.current, unit: display.unit)
    }

    /// `12 days`, `1 day`, `3 weeks`.
    static func streak(_ count: Int, unit: StreakUnit) -> String {
        switch unit {
        case .days: count == 1 ? "1 day" : "\(count) days"
        case .weeks: count == 1 ? "1 week" : "\(count) weeks"
        }
    }

    private static func unit(_ habit: Habit) -> String {
        habit.unit.map { " " + TerminalText.safe($0) } ?? ""
    }
}
