import Foundation
import KadoApp
import KadoCore

/// Kadō's "Get habit stats" answer: one sentence with the streak, the score and whether today is
/// done, in English or French (French typography: a non-breaking space before `:` and `%`).
enum HabitStatsSentence {
    /// The non-breaking space French puts before `:` and `%`.
    static let nonBreakingSpace = "\u{00A0}"

    /// `Read 20 pages: 12-day streak, score 78%, done today.` or
    /// `Lire 20 pages : série de 12 jours, score 78 %, fait aujourd'hui.`
    static func sentence(_ habit: WidgetHabit, row: WidgetTodayRow?, language: Language) -> String {
        let name = WidgetWording.oneLine(habit.name)
        let display = habit.displayedStreak
        switch language {
        case .english, .german, .spanish, .pseudo:
            return "\(name): \(englishStreak(display)), score \(habit.scorePercent)%, "
                + "\(englishToday(habit, row: row))."
        case .french:
            let space = nonBreakingSpace
            return "\(name)\(space): \(frenchStreak(display)), "
                + "score \(habit.scorePercent)\(space)%, \(frenchToday(habit, row: row))."
        }
    }

    /// The streak as shown, in English: the week's progress (`1/3 this week`) when the only run
    /// is the current week, else `12-day streak` or `no current streak`.
    static func englishStreak(_ display: StreakDisplay) -> String {
        if let week = display.week { return "\(week.done)/\(week.required) this week" }
        return englishStreak(display.current, unit: display.unit)
    }

    /// The streak as shown, in French: `1/3 cette semaine`, `série de 12 jours`, `pas de série en cours`.
    static func frenchStreak(_ display: StreakDisplay) -> String {
        if let week = display.week { return "\(week.done)/\(week.required) cette semaine" }
        return frenchStreak(display.current, unit: display.unit)
    }

    /// `12-day streak`, `3-week streak`, `no current streak`.
    static func englishStreak(_ count: Int, unit: StreakUnit) -> String {
        guard count > 0 else { return "no current streak" }
        return "\(count)-\(unit == .weeks ? "week" : "day") streak"
    }

    /// `série de 12 jours`, `série de 1 semaine`, `pas de série en cours`.
    static func frenchStreak(_ count: Int, unit: StreakUnit) -> String {
        guard count > 0 else { return "pas de série en cours" }
        let counted =
            switch unit {
            case .days: Language.french.counted(count, "jour", "jours")
            case .weeks: Language.french.counted(count, "semaine", "semaines")
            }
        return "série de \(counted)"
    }

    /// Today's state in English.
    static func englishToday(_ habit: WidgetHabit, row: WidgetTodayRow?) -> String {
        guard let row else { return "not due today" }
        let complete = row.status == .complete
        let quantity = WidgetWording.quantity(habit, row: row)?.replacingOccurrences(of: " (over)", with: "")
        switch WidgetWording.kind(of: habit) {
        case .negative: return complete ? "no slip today" : "slipped today"
        case .atMost: return complete ? "within the limit today" : "over the limit today (\(quantity ?? ""))"
        default:
            if complete { return "done today" }
            if row.status == .partial, let quantity { return "\(quantity) so far today" }
            return "not done yet today"
        }
    }

    /// Today's state in French.
    static func frenchToday(_ habit: WidgetHabit, row: WidgetTodayRow?) -> String {
        guard let row else { return "pas prévu aujourd'hui" }
        let complete = row.status == .complete
        let quantity = WidgetWording.quantity(habit, row: row, decimalComma: true)?
            .replacingOccurrences(of: " (over)", with: "")
        switch WidgetWording.kind(of: habit) {
        case .negative: return complete ? "aucun écart aujourd'hui" : "écart aujourd'hui"
        case .atMost:
            return complete ? "dans la limite aujourd'hui" : "limite dépassée aujourd'hui (\(quantity ?? ""))"
        default:
            if complete { return "fait aujourd'hui" }
            if row.status == .partial, let quantity { return "\(quantity) pour l'instant aujourd'hui" }
            return "pas encore fait aujourd'hui"
        }
    }
}
