import Foundation
import KadoApp
import KadoCore

/// Kadō's "Get habit stats" answer: one sentence with the streak, the score and whether today is
/// done, in the language asked for (the catalogs' `cli.habitStats.*` entries).
enum HabitStatsSentence {
    /// `Read 20 pages: 12-day streak, score 78%, done today.` or
    /// `Lire 20 pages : série de 12 jours, score 78 %, fait aujourd'hui.`
    static func sentence(_ habit: WidgetHabit, row: WidgetTodayRow?, language: Language) -> String {
        let words = Localizer(language: language)
        return words(
            Phrase(
                "common.habitStats.sentence",
                [
                    "name": WidgetWording.oneLine(habit.name), "streak": streak(habit.displayedStreak).argument,
                    "score": words.percent(habit.scorePercent), "today": today(habit, row: row, in: words).argument,
                ]))
    }

    /// The streak as shown: the week's progress (`1/3 this week`) when the only run is the
    /// current week, else `12-day streak` or `no current streak`.
    static func streak(_ display: StreakDisplay) -> Phrase {
        if let week = display.week { return .weekProgress(done: week.done, required: week.required) }
        return streak(display.current, unit: display.unit)
    }

    /// `12-day streak`, `3-week streak`, `no current streak`.
    static func streak(_ count: Int, unit: StreakUnit) -> Phrase {
        guard count > 0 else { return Phrase("cli.habitStats.noStreak") }
        return switch unit {
        case .days: Phrase("common.habitStats.streak.days", count: count)
        case .weeks: Phrase("common.habitStats.streak.weeks", count: count)
        }
    }

    /// Today's state: `done today`, `3/8 glasses so far today`, `over the limit today (3/2 coffees)`;
    /// quantities with the numbers of `words`' language.
    static func today(_ habit: WidgetHabit, row: WidgetTodayRow?, in words: Localizer) -> Phrase {
        guard let row else { return Phrase("cli.habitStats.today.notDue") }
        let complete = row.status == .complete
        let quantity = WidgetWording.quantity(habit, row: row, in: words, marksOver: false)
        switch WidgetWording.kind(of: habit) {
        case .negative:
            return complete ? Phrase("cli.habitStats.today.noSlip") : Phrase("cli.habitStats.today.slipped")
        case .atMost:
            return complete
                ? Phrase("cli.habitStats.today.withinLimit")
                : Phrase("cli.habitStats.today.overLimit", ["quantity": quantity ?? ""])
        default:
            if complete { return Phrase("cli.habitStats.today.done") }
            if row.status == .partial, let quantity {
                return Phrase("cli.habitStats.today.soFar", ["quantity": quantity])
            }
            return Phrase("cli.habitStats.today.notDoneYet")
        }
    }
}
