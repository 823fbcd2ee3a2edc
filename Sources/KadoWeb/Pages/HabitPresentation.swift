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
        guard let unit = habit.unit, !unit.isEmpty else { return number }
        return number + " " + unit
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

    /// The streak as "2" (days) or "2 wk" (weeks).
    static func streak(_ count: Int, unit: StreakUnit, t: Localizer) -> String {
        unit == .weeks ? "\(count) \(t(.weekAbbreviation))" : "\(count)"
    }

    /// The streak in words, for screen readers and titles.
    static func streakWords(_ count: Int, unit: StreakUnit, t: Localizer) -> String {
        unit == .weeks ? t(.streakWeeks(count)) : t(.streakDays(count))
    }
}

extension Phrase {
    static let target = Phrase("target", "objectif")
}

/// The CSS class that gives an element its habit's colour (`--hc`).
extension HabitColor {
    var cssClass: String { "hc-\(rawValue)" }
}
