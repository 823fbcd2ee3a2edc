import KadoApp

/// The words of `kado insights` (issue 40). Every finding says what it rests on, and that it is an
/// association, not a cause.
extension Phrase {
    /// The heading: `Insights from 6 December 2025 to 5 December 2026 (365 days, 12 habits)`.
    static func insightsHeading(_ first: String, _ last: String, _ days: String, _ habits: String) -> Phrase {
        Phrase("cli.insights.insightsHeading", ["first": first, "last": last, "days": days, "habits": habits])
    }

    static let goesWithWhat = Phrase("cli.insights.goesWithWhat")
    static let weekdaysHeading = Phrase("common.insights.weekdaysHeading")
    static let hoursHeading = Phrase("common.insights.hoursHeading")
    static let trendHeading = Phrase("common.insights.trendHeading")

    /// "you did Run" / "vous avez fait Courir", or for a habit to avoid or to keep under a limit
    /// "you kept to No sugar" / "vous avez tenu Pas de sucre".
    static func didHabit(_ name: String, keptTo: Bool) -> Phrase {
        keptTo
            ? Phrase("cli.insights.didHabit", ["name": name])
            : Phrase("cli.insights.didHabit.2", ["name": name])
    }

    /// A same-day finding: `On days you did Meditate, you did Run 80% of the time, against 30% on
    /// the other days (212 days).`
    static func sameDayFinding(
        _ condition: String, _ outcome: String, _ with: String, _ without: String, _ days: String
    )
        -> Phrase
    {
        Phrase(
            "cli.insights.sameDayFinding",
            ["condition": condition, "outcome": outcome, "with": with, "without": without, "days": days])
    }

    /// A next-day finding: `On days after you did Meditate, you did Run 80% of the time, against
    /// 30% on the other days (211 days).`
    static func nextDayFinding(
        _ condition: String, _ outcome: String, _ with: String, _ without: String, _ days: String
    )
        -> Phrase
    {
        Phrase(
            "cli.insights.nextDayFinding",
            ["condition": condition, "outcome": outcome, "with": with, "without": without, "days": days])
    }

    /// The interval of a difference in percentage points: `95% interval of the difference: +38 to
    /// +61 points`.
    static func differenceInterval(_ lower: String, _ upper: String) -> Phrase {
        Phrase("cli.insights.differenceInterval", ["lower": lower, "upper": upper])
    }

    /// What the search rests on.
    static func associationsTested(_ pairs: String, _ tests: Int, _ findings: Int, _ tooFew: Int) -> Phrase {
        Phrase(
            "common.insights.associationsTested", count: findings, ["pairs": pairs, "tests": tests, "tooFew": tooFew])
    }

    /// Habits beyond the most the search compares (``AssociationSearch/maximumHabits``).
    static func habitsNotCompared(_ compared: Int, _ leftOut: Int) -> Phrase {
        Phrase("cli.insights.habitsNotCompared", ["compared": compared, "leftOut": leftOut])
    }

    static let noAssociation = Phrase("common.insights.noAssociation")

    static let associationNotCause = Phrase("cli.insights.associationNotCause")

    /// `Run: best on Saturday (82%, 52 days), least on Monday (40%, 50 days)`.
    static func weekdayFinding(_ best: String, _ bestShare: String, _ worst: String, _ worstShare: String) -> Phrase {
        Phrase(
            "cli.insights.weekdayFinding",
            ["best": best, "bestShare": bestShare, "worst": worst, "worstShare": worstShare])
    }

    static let noWeekdayStandsOut = Phrase("cli.insights.noWeekdayStandsOut")
    static let noHabitWithPattern = Phrase("cli.insights.noHabitWithPattern")

    /// `mostly in the morning (62% of 48 check-ins), busiest hour 07:00`.
    static func hoursDescription(_ part: Phrase, _ share: String, _ checkIns: String, _ hour: String) -> Phrase {
        Phrase(
            "cli.insights.hoursDescription",
            ["part": part.argument, "share": share, "checkIns": checkIns, "hour": hour])
    }

    static let inTheNight = Phrase("common.insights.inTheNight")
    static let inTheMorning = Phrase("common.insights.inTheMorning")
    static let inTheAfternoon = Phrase("common.insights.inTheAfternoon")
    static let inTheEvening = Phrase("common.insights.inTheEvening")

    /// `3 habits have fewer than 20 check-ins made on their day.`
    static func tooFewCheckIns(_ habits: String) -> Phrase {
        Phrase("cli.insights.tooFewCheckIns", ["habits": habits])
    }

    static let better = Phrase("common.insights.better")
    static let worse = Phrase("common.insights.worse")

    /// `Of 41 habits: 2 better, 1 worse, 30 not clearly different, 8 with too few days yet.`
    static func trendSummary(_ habits: String, _ better: Int, _ worse: Int, _ steady: Int, _ tooFew: Int) -> Phrase {
        Phrase(
            "cli.insights.trendSummary",
            ["habits": habits, "better": better, "worse": worse, "steady": steady, "tooFew": tooFew])
    }

    /// `better: 85% against 60% (95% interval of the difference: +8 to +40 points)`.
    static func trendLine(_ verdict: Phrase, _ recent: String, _ earlier: String, _ interval: String) -> Phrase {
        Phrase(
            "cli.insights.trendLine",
            ["verdict": verdict.argument, "recent": recent, "earlier": earlier, "interval": interval])
    }

    static let insightsHonesty = Phrase("cli.insights.insightsHonesty")
}
