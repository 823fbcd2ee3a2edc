import KadoApp
import KadoCore

/// The words of the Insights page (issue 40). Every finding says what it rests on, and that it is
/// an association, not a cause.
extension Phrase {
    static let insights = Phrase("web.insights.insights")
    static let insightsLink = Phrase("web.insights.insightsLink")
    static func insightsSpan(_ first: String, _ last: String, _ habits: Int) -> Phrase {
        Phrase("web.insights.insightsSpan", count: habits, ["first": first, "last": last])
    }
    static let lookBack = Phrase("web.insights.lookBack")
    static let show = Phrase("web.insights.show")
    static let threeMonthsSpan = Phrase("web.insights.threeMonthsSpan")
    static let sixMonthsSpan = Phrase("web.insights.sixMonthsSpan")
    static let oneYearSpan = Phrase("web.insights.oneYearSpan")
    static let twoYearsSpan = Phrase("web.insights.twoYearsSpan")
    static let threeYearsSpan = Phrase("web.insights.threeYearsSpan")

    static let goesWithWhatHeading = Phrase("web.insights.goesWithWhatHeading")
    static let weekdaysHeading = Phrase("common.insights.weekdaysHeading")
    static let hoursHeading = Phrase("common.insights.hoursHeading")
    static let trendHeading = Phrase("common.insights.trendHeading")

    /// "you did Run" / "vous avez fait Courir"; for a habit to avoid or under a limit, "you kept to".
    static func didHabit(_ name: String, keptTo: Bool) -> Phrase {
        keptTo
            ? Phrase("web.insights.didHabit", ["name": name])
            : Phrase("web.insights.didHabit.2", ["name": name])
    }
    static func sameDayFinding(_ condition: String, _ outcome: String, _ with: String, _ without: String, _ days: Int)
        -> Phrase
    {
        Phrase(
            "web.insights.sameDayFinding",
            ["condition": condition, "outcome": outcome, "with": with, "without": without, "days": days])
    }
    static func nextDayFinding(_ condition: String, _ outcome: String, _ with: String, _ without: String, _ days: Int)
        -> Phrase
    {
        Phrase(
            "web.insights.nextDayFinding",
            ["condition": condition, "outcome": outcome, "with": with, "without": without, "days": days])
    }
    static func differenceInterval(_ lower: String, _ upper: String) -> Phrase {
        Phrase("web.insights.differenceInterval", ["lower": lower, "upper": upper])
    }
    static func associationsTested(_ pairs: Int, _ tests: Int, _ findings: Int, _ tooFew: Int) -> Phrase {
        Phrase(
            "common.insights.associationsTested", count: findings,
            ["pairs": Phrase("common.count.pairOfHabits", count: pairs).argument, "tests": tests, "tooFew": tooFew])
    }
    static func habitsNotCompared(_ compared: Int, _ leftOut: Int) -> Phrase {
        Phrase("web.insights.habitsNotCompared", ["compared": compared, "leftOut": leftOut])
    }
    static let noAssociation = Phrase("common.insights.noAssociation")
    static let associationNotCause = Phrase("web.insights.associationNotCause")
    static func weekdayFinding(_ best: String, _ bestShare: String, _ worst: String, _ worstShare: String) -> Phrase {
        Phrase(
            "web.insights.weekdayFinding",
            ["best": best, "bestShare": bestShare, "worst": worst, "worstShare": worstShare])
    }
    static func shareOfDays(_ percent: String, _ days: Int) -> Phrase {
        Phrase("web.insights.shareOfDays", ["percent": percent, "days": days])
    }
    static let noHabitWithPattern = Phrase("web.insights.noHabitWithPattern")
    static func hoursDescription(_ part: Phrase, _ share: String, _ checkIns: Int, _ hour: String) -> Phrase {
        Phrase("web.insights.hoursDescription", count: checkIns, ["part": part.argument, "share": share, "hour": hour])
    }
    static let inTheNight = Phrase("common.insights.inTheNight")
    static let inTheMorning = Phrase("common.insights.inTheMorning")
    static let inTheAfternoon = Phrase("common.insights.inTheAfternoon")
    static let inTheEvening = Phrase("common.insights.inTheEvening")
    static func tooFewCheckIns(_ habits: Int) -> Phrase {
        habits == 1
            ? Phrase("web.insights.tooFewCheckIns")
            : Phrase("web.insights.tooFewCheckIns.2", ["habits": habits])
    }
    static let trendBetter = Phrase("common.insights.better")
    static let trendWorse = Phrase("common.insights.worse")
    static let trendSteady = Phrase("web.insights.trendSteady")
    static let trendNotEnough = Phrase("web.insights.trendNotEnough")
    /// `: 39% of 28 days against 86% of 84 days`, after the verdict.
    static func trendShares(_ recent: String, _ earlier: String) -> Phrase {
        Phrase("web.insights.trendShares", ["recent": recent, "earlier": earlier])
    }
    static let insightsHonesty = Phrase("web.insights.insightsHonesty")
}
