import KadoApp

/// The words of `kado insights` (issue 40). Every finding says what it rests on, and that it is an
/// association, not a cause.
extension Phrase {
    /// The heading: `Insights from 6 December 2025 to 5 December 2026 (365 days, 12 habits)`.
    static func insightsHeading(_ first: String, _ last: String, _ days: String, _ habits: String) -> Phrase {
        Phrase(
            "Insights from \(first) to \(last) (\(days), \(habits))",
            "Constats du \(first) au \(last) (\(days), \(habits))")
    }

    static let goesWithWhat = Phrase("What goes with what", "Ce qui va avec quoi")
    static let weekdaysHeading = Phrase("Weekdays", "Jours de la semaine")
    static let hoursHeading = Phrase("Time of day", "Moment de la journée")
    static let trendHeading = Phrase(
        "The last 4 weeks against the 12 before", "Les 4 dernières semaines face aux 12 d’avant")

    /// "you did Run" / "vous avez fait Courir", or for a habit to avoid or to keep under a limit
    /// "you kept to No sugar" / "vous avez tenu Pas de sucre".
    static func didHabit(_ name: String, keptTo: Bool) -> Phrase {
        keptTo
            ? Phrase("you kept to \(name)", "vous avez tenu \(name)")
            : Phrase("you did \(name)", "vous avez fait \(name)")
    }

    /// A same-day finding: `On days you did Meditate, you did Run 80% of the time, against 30% on
    /// the other days (212 days).`
    static func sameDayFinding(
        _ condition: String, _ outcome: String, _ with: String, _ without: String, _ days: String
    )
        -> Phrase
    {
        Phrase(
            "On days \(condition), \(outcome) \(with) of the time, against \(without) on the other days (\(days)).",
            "Les jours où \(condition), \(outcome) \(with) du temps, contre \(without) les autres jours (\(days)).")
    }

    /// A next-day finding: `On days after you did Meditate, you did Run 80% of the time, against
    /// 30% on the other days (211 days).`
    static func nextDayFinding(
        _ condition: String, _ outcome: String, _ with: String, _ without: String, _ days: String
    )
        -> Phrase
    {
        Phrase(
            "On days after \(condition), \(outcome) \(with) of the time, against \(without) on the other days (\(days)).",
            "Les lendemains des jours où \(condition), \(outcome) \(with) du temps, contre \(without) les autres "
                + "jours (\(days)).")
    }

    /// The interval of a difference in percentage points: `95% interval of the difference: +38 to
    /// +61 points`.
    static func differenceInterval(_ lower: String, _ upper: String) -> Phrase {
        Phrase(
            "95% interval of the difference: \(lower) to \(upper) points",
            "intervalle à 95\(space)% de l’écart\(space): de \(lower) à \(upper) points")
    }

    /// What the search rests on.
    static func associationsTested(_ pairs: String, _ tests: Int, _ findings: Int, _ tooFew: Int) -> Phrase {
        Phrase(
            "\(pairs) compared on the same day and the next (\(tests) comparisons with enough days, \(tooFew) with "
                + "fewer than 28 shared days); \(findings) kept at a false-discovery rate of 5%.",
            "\(pairs) comparées le même jour et le lendemain (\(tests) comparaisons avec assez de jours, \(tooFew) "
                + "avec moins de 28 jours en commun)\(space); \(findings) \(findings < 2 ? "retenue" : "retenues") à un taux de fausses découvertes de "
                + "5\(space)%.")
    }

    /// Habits beyond the most the search compares (``AssociationSearch/maximumHabits``).
    static func habitsNotCompared(_ compared: Int, _ leftOut: Int) -> Phrase {
        Phrase(
            "Pairs are compared among the \(compared) habits counted on the most days; the other \(leftOut) are not "
                + "(the comparisons grow with the square of the habits).",
            "Les paires sont comparées parmi les \(compared) habitudes comptées le plus de jours\(space); les "
                + "\(leftOut) autres ne le sont pas (les comparaisons croissent comme le carré du nombre d’habitudes).")
    }

    static let noAssociation = Phrase(
        "Not enough evidence yet that any two habits go together.",
        "Pas encore assez d’éléments pour dire que deux habitudes vont ensemble.")

    static let associationNotCause = Phrase(
        "These are associations, not proof that one habit causes the other: both may follow something else "
            + "(a holiday, a season, a new job).",
        "Ce sont des associations, pas la preuve qu’une habitude cause l’autre\(space): les deux peuvent suivre "
            + "autre chose (des vacances, une saison, un nouveau travail).")

    /// `Run: best on Saturday (82%, 52 days), least on Monday (40%, 50 days)`.
    static func weekdayFinding(_ best: String, _ bestShare: String, _ worst: String, _ worstShare: String) -> Phrase {
        Phrase(
            "best on \(best) (\(bestShare)), least on \(worst) (\(worstShare))",
            "mieux le \(best) (\(bestShare)), moins le \(worst) (\(worstShare))")
    }

    static let noWeekdayStandsOut = Phrase("no weekday stands out", "aucun jour ne se distingue")
    static let noHabitWithPattern = Phrase(
        "No habit's weekdays differ by more than chance.",
        "Pour aucune habitude, les jours ne diffèrent plus que le hasard.")

    /// `mostly in the morning (62% of 48 check-ins), busiest hour 07:00`.
    static func hoursDescription(_ part: Phrase, _ share: String, _ checkIns: String, _ hour: String) -> Phrase {
        Phrase(
            "mostly \(part.english) (\(share) of \(checkIns)), busiest hour \(hour)",
            "surtout \(part.french) (\(share) de \(checkIns)), heure la plus fréquente \(hour)")
    }

    static let inTheNight = Phrase("at night", "la nuit")
    static let inTheMorning = Phrase("in the morning", "le matin")
    static let inTheAfternoon = Phrase("in the afternoon", "l’après-midi")
    static let inTheEvening = Phrase("in the evening", "le soir")

    /// `3 habits have fewer than 20 check-ins made on their day.`
    static func tooFewCheckIns(_ habits: String) -> Phrase {
        Phrase(
            "\(habits) with fewer than 20 check-ins made on their day.",
            "\(habits) avec moins de 20 pointages faits le jour même.")
    }

    static let better = Phrase("better", "mieux")
    static let worse = Phrase("worse", "moins bien")

    /// `Of 41 habits: 2 better, 1 worse, 30 not clearly different, 8 with too few days yet.`
    static func trendSummary(_ habits: String, _ better: Int, _ worse: Int, _ steady: Int, _ tooFew: Int) -> Phrase {
        Phrase(
            "Of \(habits): \(better) better, \(worse) worse, \(steady) not clearly different, \(tooFew) with too few "
                + "days yet.",
            "Sur \(habits)\(space): \(better) mieux, \(worse) moins bien, \(steady) sans différence nette, \(tooFew) "
                + "avec trop peu de jours pour l’instant.")
    }

    /// `better: 85% against 60% (95% interval of the difference: +8 to +40 points)`.
    static func trendLine(_ verdict: Phrase, _ recent: String, _ earlier: String, _ interval: String) -> Phrase {
        Phrase(
            "\(verdict.english): \(recent) against \(earlier) (\(interval))",
            "\(verdict.french)\(space): \(recent) contre \(earlier) (\(interval))")
    }

    static let insightsHonesty = Phrase(
        "Only what survives a false-discovery control across every habit is called better, worse or a weekday "
            + "pattern; days in a streak count for less evidence than independent days.",
        "Seul ce qui résiste à un contrôle des fausses découvertes sur toutes les habitudes est dit mieux, moins "
            + "bien ou propre à un jour\(space); les jours d’une série comptent pour moins que des jours indépendants.")
}
