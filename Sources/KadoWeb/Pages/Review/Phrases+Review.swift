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
    static let reviewDoneColumn = Phrase("common.review.doneColumn")
    static let reviewDueColumn = Phrase("web.review.reviewDueColumn")
    static let reviewScoreColumn = Phrase("web.review.reviewScoreColumn")
    static let reviewLegend = Phrase("web.review.reviewLegend")
    static func yearDayState(_ state: YearDayState) -> Phrase {
        switch state {
        case .done: Phrase("common.yearDayState.done")
        case .partly: Phrase("common.yearDayState.partly")
        case .missed: Phrase("common.yearDayState.missed")
        case .extra: Phrase("common.yearDayState.extra")
        case .notDue: Phrase("common.yearDayState.notDue")
        case .skipped: Phrase("common.yearDayState.skipped")
        case .paused: Phrase("common.yearDayState.paused")
        case .beforeStart: Phrase("common.yearDayState.beforeStart")
        case .notOver: Phrase("common.yearDayState.notOver")
        }
    }
    static let reviewMonthShort = [
        Phrase("common.monthShort.1"), Phrase("common.monthShort.2"),
        Phrase("common.monthShort.3"), Phrase("common.monthShort.4"),
        Phrase("common.monthShort.5"), Phrase("common.monthShort.6"),
        Phrase("common.monthShort.7"), Phrase("common.monthShort.8"),
        Phrase("common.monthShort.9"), Phrase("common.monthShort.10"),
        Phrase("common.monthShort.11"), Phrase("common.monthShort.12"),
    ]
    static let reviewNoHabits = Phrase("web.review.reviewNoHabits")
}
