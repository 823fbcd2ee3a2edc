import KadoApp
import KadoCore

/// The words of the Year page (issue 40): each number with the rule that chose it.
extension Phrase {
    static let yearInReview = Phrase("web.review.yearInReview")
    static let reviewLink = Phrase("web.review.reviewLink")
    static func reviewTitle(_ year: Int) -> Phrase { Phrase("web.review.reviewTitle", ["year": year]) }
    static func reviewSoFar(_ day: String, _ habits: Int) -> Phrase {
        Phrase("web.review.reviewSoFar", count: habits, ["day": day])
    }
    static func reviewWholeYear(_ habits: Int) -> Phrase { Phrase("web.review.reviewWholeYear", count: habits) }
    static func previousYear(_ year: Int) -> Phrase { Phrase("web.review.previousYear", ["year": year]) }
    static func nextYear(_ year: Int) -> Phrase { Phrase("web.review.nextYear", ["year": year]) }
    static let reviewYears = Phrase("web.review.reviewYears")
    static let theYear = Phrase("web.review.theYear")
    static func reviewCheckIns(_ count: String) -> Phrase { Phrase("web.review.reviewCheckIns", ["count": count]) }
    static func reviewMostConsistent(_ share: String, _ done: Int, _ due: Int) -> Phrase {
        Phrase("web.review.reviewMostConsistent", ["share": share, "done": done, "due": due])
    }
    static func reviewNoMostConsistent(_ minimum: Int) -> Phrase {
        Phrase("web.review.reviewNoMostConsistent", ["minimum": minimum])
    }
    static func reviewComeback(_ low: String, _ lowDay: String, _ high: String, _ highDay: String) -> Phrase {
        Phrase("web.review.reviewComeback", ["low": low, "lowDay": lowDay, "high": high, "highDay": highDay])
    }
    static let reviewNoComeback = Phrase("web.review.reviewNoComeback")
    static func reviewAllDone(_ days: Int, _ of: Int) -> Phrase {
        Phrase("web.review.reviewAllDone", ["days": days, "of": of])
    }
    static func reviewRules(_ minimum: Int) -> Phrase {
        Phrase("web.review.reviewRules", ["minimum": minimum])
    }
    static let reviewArchived = Phrase("web.review.reviewArchived")
    static func reviewHabitNumbers(_ done: Int, _ due: Int, _ share: String, _ streak: Int) -> Phrase {
        Phrase(
            "web.review.habitNumbers",
            ["done": done, "due": due, "share": share, "streak": Phrase("common.count.day", count: streak).argument])
    }
    static func reviewBestWorst(_ best: String, _ worst: String) -> Phrase {
        Phrase("web.review.reviewBestWorst", ["best": best, "worst": worst])
    }
    static let reviewMonthsTable = Phrase("web.review.reviewMonthsTable")
    static func reviewMonthsCaption(_ name: String) -> Phrase {
        Phrase("web.review.reviewMonthsCaption", ["name": name])
    }
    static let reviewMonthColumn = Phrase("web.review.reviewMonthColumn")
    static let reviewDoneColumn = Phrase("web.review.reviewDoneColumn")
    static let reviewDueColumn = Phrase("web.review.reviewDueColumn")
    static let reviewScoreColumn = Phrase("web.review.reviewScoreColumn")
    static let reviewLegend = Phrase("web.review.reviewLegend")
    static func yearDayState(_ state: YearDayState) -> Phrase {
        switch state {
        case .done: Phrase("web.review.yearDayState.done")
        case .partly: Phrase("web.review.yearDayState.partly")
        case .missed: Phrase("web.review.yearDayState.missed")
        case .extra: Phrase("web.review.yearDayState.extra")
        case .notDue: Phrase("web.review.yearDayState.notDue")
        case .skipped: Phrase("web.review.yearDayState.skipped")
        case .paused: Phrase("web.review.yearDayState.paused")
        case .beforeStart: Phrase("web.review.yearDayState.beforeStart")
        case .notOver: Phrase("web.review.yearDayState.notOver")
        }
    }
    static let reviewMonthShort = [
        Phrase("web.review.reviewMonthShort"), Phrase("web.review.reviewMonthShort.2"),
        Phrase("web.review.reviewMonthShort.3"), Phrase("web.review.reviewMonthShort.4"),
        Phrase("web.review.reviewMonthShort.5"), Phrase("web.review.reviewMonthShort.6"),
        Phrase("web.review.reviewMonthShort.7"), Phrase("web.review.reviewMonthShort.8"),
        Phrase("web.review.reviewMonthShort.9"), Phrase("web.review.reviewMonthShort.10"),
        Phrase("web.review.reviewMonthShort.11"), Phrase("web.review.reviewMonthShort.12"),
    ]
    static let reviewNoHabits = Phrase("web.review.reviewNoHabits")
}
