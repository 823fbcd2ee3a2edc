import KadoApp
import KadoCore

/// One sentence about a habit, in the person's language, for a shortcut to show or say.
enum APIStatsSentence {
    static func sentence(_ summary: HabitSummary, t: Localizer) -> String {
        let evaluation = summary.evaluation
        // A sentence is a screen: it says the streak as shown (StreakDisplay), the numbers of the
        // API's fields stay Kadō's.
        let display = evaluation.streakDisplay
        let streak: String
        if let week = display.week {
            streak = t(.weekProgress(week.done, of: week.required))
        } else if display.current == 0 {
            streak = t(.apiNoStreak)
        } else {
            let length = display.unit == .weeks ? t(.streakWeeks(display.current)) : t(.streakDays(display.current))
            streak = t(.apiStreak(length, best: display.best))
        }
        // Today by its DayOutcome, as every screen reads it: an at-most habit over its limit is
        // over it, not "not done yet".
        let today: String
        switch (summary.habit.type.kind, evaluation.outcome(for: summary.habit.type.kind)) {
        case (.negative, .met): today = t(.apiNoSlipToday)
        case (.negative, _): today = t(.apiSlippedToday)
        case (.atMost, .met): today = t(.apiWithinLimitToday)
        case (.atMost, _): today = t(.apiOverLimitToday)
        case (_, .met): today = t(.apiDoneToday)
        default: today = t(.apiNotDoneToday)
        }
        return t(
            .apiSentence(summary.habit.name, streak: streak, score: t.percent(evaluation.scorePercent), today: today))
    }
}
