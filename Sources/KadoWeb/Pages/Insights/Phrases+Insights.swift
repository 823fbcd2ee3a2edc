import KadoApp
import KadoCore

/// The words of the Insights page (issue 40). Every finding says what it rests on, and that it is
/// an association, not a cause.
extension Phrase {
    static let insights = Phrase("Insights", "Constats")
    static let insightsLink = Phrase("Insights: what goes with what", "Constats : ce qui va avec quoi")
    static func insightsSpan(_ first: String, _ last: String, _ habits: Int) -> Phrase {
        Phrase(
            "From \(first) to \(last), \(habits == 1 ? "1 habit" : "\(habits) habits")",
            "Du \(first) au \(last), \(habits == 1 ? "1 habitude" : "\(habits) habitudes")")
    }
    static let lookBack = Phrase("Look back over", "Regarder sur")
    static let show = Phrase("Show", "Afficher")
    static let threeMonthsSpan = Phrase("3 months", "3 mois")
    static let sixMonthsSpan = Phrase("6 months", "6 mois")
    static let oneYearSpan = Phrase("1 year", "1 an")
    static let twoYearsSpan = Phrase("2 years", "2 ans")
    static let threeYearsSpan = Phrase("3 years", "3 ans")

    static let goesWithWhatHeading = Phrase("What goes with what", "Ce qui va avec quoi")
    static let weekdaysHeading = Phrase("Weekdays", "Jours de la semaine")
    static let hoursHeading = Phrase("Time of day", "Moment de la journée")
    static let trendHeading = Phrase(
        "The last 4 weeks against the 12 before", "Les 4 dernières semaines face aux 12 d’avant")

    /// "you did Run" / "vous avez fait Courir"; for a habit to avoid or under a limit, "you kept to".
    static func didHabit(_ name: String, keptTo: Bool) -> Phrase {
        keptTo
            ? Phrase("you kept to \(name)", "vous avez tenu \(name)")
            : Phrase("you did \(name)", "vous avez fait \(name)")
    }
    static func sameDayFinding(_ condition: String, _ outcome: String, _ with: String, _ without: String, _ days: Int)
        -> Phrase
    {
        Phrase(
            "On days \(condition), \(outcome) \(with) of the time, against \(without) on the other days (\(days) days).",
            "Les jours où \(condition), \(outcome) \(with) du temps, contre \(without) les autres jours (\(days) jours)."
        )
    }
    static func nextDayFinding(_ condition: String, _ outcome: String, _ with: String, _ without: String, _ days: Int)
        -> Phrase
    {
        Phrase(
            "On days after \(condition), \(outcome) \(with) of the time, against \(without) on the other days "
                + "(\(days) days).",
            "Les lendemains des jours où \(condition), \(outcome) \(with) du temps, contre \(without) les autres "
                + "jours (\(days) jours).")
    }
    static func differenceInterval(_ lower: String, _ upper: String) -> Phrase {
        Phrase(
            "95% interval of the difference: \(lower) to \(upper) points",
            "intervalle à 95 % de l’écart : de \(lower) à \(upper) points")
    }
    static func associationsTested(_ pairs: Int, _ tests: Int, _ findings: Int, _ tooFew: Int) -> Phrase {
        Phrase(
            "\(pairs == 1 ? "1 pair" : "\(pairs) pairs") of habits compared on the same day and the next (\(tests) "
                + "comparisons with enough days, \(tooFew) with fewer than 28 shared days); \(findings) kept at a "
                + "false-discovery rate of 5%.",
            "\(pairs == 1 ? "1 paire" : "\(pairs) paires") d’habitudes comparées le même jour et le lendemain "
                + "(\(tests) comparaisons avec assez de jours, \(tooFew) avec moins de 28 jours en commun) ; "
                + "\(findings) \(findings < 2 ? "retenue" : "retenues") à un taux de fausses découvertes de 5 %.")
    }
    static func habitsNotCompared(_ compared: Int, _ leftOut: Int) -> Phrase {
        Phrase(
            "Pairs are compared among the \(compared) habits counted on the most days; the other \(leftOut) are not "
                + "(the comparisons grow with the square of the habits).",
            "Les paires sont comparées parmi les \(compared) habitudes comptées le plus de jours ; les \(leftOut) "
                + "autres ne le sont pas (les comparaisons croissent comme le carré du nombre d’habitudes).")
    }
    static let noAssociation = Phrase(
        "Not enough evidence yet that any two habits go together.",
        "Pas encore assez d’éléments pour dire que deux habitudes vont ensemble.")
    static let associationNotCause = Phrase(
        "These are associations, not proof that one habit causes the other: both may follow something else "
            + "(a holiday, a season, a new job).",
        "Ce sont des associations, pas la preuve qu’une habitude cause l’autre : les deux peuvent suivre autre "
            + "chose (des vacances, une saison, un nouveau travail).")
    static func weekdayFinding(_ best: String, _ bestShare: String, _ worst: String, _ worstShare: String) -> Phrase {
        Phrase(
            "best on \(best) (\(bestShare)), least on \(worst) (\(worstShare))",
            "mieux le \(best) (\(bestShare)), moins le \(worst) (\(worstShare))")
    }
    static func shareOfDays(_ percent: String, _ days: Int) -> Phrase {
        Phrase("\(percent) of \(days) days", "\(percent) de \(days) jours")
    }
    static let noHabitWithPattern = Phrase(
        "No habit's weekdays differ by more than chance.",
        "Pour aucune habitude, les jours ne diffèrent plus que le hasard.")
    static func hoursDescription(_ part: Phrase, _ share: String, _ checkIns: Int, _ hour: String) -> Phrase {
        Phrase(
            "mostly \(part.english) (\(share) of \(checkIns) check-ins), busiest hour \(hour)",
            "surtout \(part.french) (\(share) de \(checkIns) pointages), heure la plus fréquente \(hour)")
    }
    static let inTheNight = Phrase("at night", "la nuit")
    static let inTheMorning = Phrase("in the morning", "le matin")
    static let inTheAfternoon = Phrase("in the afternoon", "l’après-midi")
    static let inTheEvening = Phrase("in the evening", "le soir")
    static func tooFewCheckIns(_ habits: Int) -> Phrase {
        habits == 1
            ? Phrase(
                "1 habit with fewer than 20 check-ins made on their day.",
                "1 habitude avec moins de 20 pointages faits le jour même.")
            : Phrase(
                "\(habits) habits with fewer than 20 check-ins made on their day.",
                "\(habits) habitudes avec moins de 20 pointages faits le jour même.")
    }
    static let trendBetter = Phrase("better", "mieux")
    static let trendWorse = Phrase("worse", "moins bien")
    static let trendSteady = Phrase("not clearly different", "pas de différence nette")
    static let trendNotEnough = Phrase("not enough days yet", "pas encore assez de jours")
    /// `: 39% of 28 days against 86% of 84 days`, after the verdict.
    static func trendShares(_ recent: String, _ earlier: String) -> Phrase {
        Phrase(": \(recent) against \(earlier)", " : \(recent) contre \(earlier)")
    }
    static let insightsHonesty = Phrase(
        "Only what survives a false-discovery control across every habit is called better, worse or a weekday "
            + "pattern; days in a streak count for less evidence than independent days. Hours come from check-ins "
            + "made on their own day.",
        "Seul ce qui résiste à un contrôle des fausses découvertes sur toutes les habitudes est dit mieux, moins "
            + "bien ou propre à un jour ; les jours d’une série comptent pour moins que des jours indépendants. Les "
            + "heures viennent des pointages faits le jour même.")
}
