import KadoApp
import KadoCore

/// The words of the Year page (issue 40): each number with the rule that chose it.
extension Phrase {
    static let yearInReview = Phrase("Year in review", "L’année en revue")
    static let reviewLink = Phrase("Year in review: each habit’s year", "L’année en revue : l’année de chaque habitude")
    static func reviewTitle(_ year: Int) -> Phrase { Phrase("\(year) in review", "L’année \(year) en revue") }
    static func reviewSoFar(_ day: String, _ habits: Int) -> Phrase {
        Phrase(
            "So far: to \(day), \(habits == 1 ? "1 habit" : "\(habits) habits")",
            "Jusqu’ici : au \(day), \(habits == 1 ? "1 habitude" : "\(habits) habitudes")")
    }
    static func reviewWholeYear(_ habits: Int) -> Phrase {
        Phrase(
            "The whole year, \(habits == 1 ? "1 habit" : "\(habits) habits")",
            "Toute l’année, \(habits == 1 ? "1 habitude" : "\(habits) habitudes")")
    }
    static func previousYear(_ year: Int) -> Phrase { Phrase("← \(year)", "← \(year)") }
    static func nextYear(_ year: Int) -> Phrase { Phrase("\(year) →", "\(year) →") }
    static let reviewYears = Phrase("Other years", "Autres années")
    static let theYear = Phrase("The year", "L’année")
    static func reviewCheckIns(_ count: String) -> Phrase { Phrase("Check-ins: \(count)", "Pointages : \(count)") }
    static func reviewMostConsistent(_ share: String, _ done: Int, _ due: Int) -> Phrase {
        Phrase(
            "Most consistent: \(share) of its due days (\(done) of \(due)): ",
            "La plus régulière : \(share) de ses jours dus (\(done) sur \(due)) : ")
    }
    static func reviewNoMostConsistent(_ minimum: Int) -> Phrase {
        Phrase(
            "Most consistent: none yet (a habit needs \(minimum) due days).",
            "La plus régulière : aucune encore (il faut \(minimum) jours dus).")
    }
    static func reviewComeback(_ low: String, _ lowDay: String, _ high: String, _ highDay: String) -> Phrase {
        Phrase(
            "Comeback of the year: its score from \(low) (\(lowDay)) up to \(high) (\(highDay)): ",
            "Retour de l’année : son score de \(low) (\(lowDay)) jusqu’à \(high) (\(highDay)) : ")
    }
    static let reviewNoComeback = Phrase(
        "Comeback of the year: none (no score came back after a fall).",
        "Retour de l’année : aucun (aucun score n’est remonté après une chute).")
    static func reviewAllDone(_ days: Int, _ of: Int) -> Phrase {
        Phrase(
            "Days with every due habit done: \(days) of \(of).",
            "Jours où toutes les habitudes dues ont été faites : \(days) sur \(of).")
    }
    static func reviewRules(_ minimum: Int) -> Phrase {
        Phrase(
            "Most consistent: the highest share of due days done, among habits due on \(minimum) days or more. "
                + "Comeback: the largest rise of a score from a low point in the year (after a fall of 10 points or more) to a "
                + "later high. Best streak: "
                + "due days done in a row within the year (days not due, skipped or paused do not break it). Best "
                + "and worst month: by share of due days done; of equal shares, the earlier month.",
            "La plus régulière : la plus grande part de jours dus faits, parmi les habitudes dues \(minimum) jours ou "
                + "plus. Retour : la plus forte montée d’un score depuis un creux de l’année (après une chute de 10 points "
                + "ou plus) jusqu’à un sommet plus tard. Meilleure série : jours dus faits d’affilée dans l’année (un jour non dû, sauté ou en pause "
                + "ne la rompt pas). Meilleur et pire mois : selon la part de jours dus faits ; à parts égales, le "
                + "mois le plus tôt.")
    }
    static let reviewArchived = Phrase("archived", "archivée")
    static func reviewHabitNumbers(_ done: Int, _ due: Int, _ share: String, _ streak: Int) -> Phrase {
        Phrase(
            "\(done) of \(due) due days done (\(share)), best streak \(streak == 1 ? "1 day" : "\(streak) days")",
            "\(done) sur \(due) jours dus faits (\(share)), meilleure série \(streak <= 1 ? "\(streak) jour" : "\(streak) jours")"
        )
    }
    static func reviewBestWorst(_ best: String, _ worst: String) -> Phrase {
        Phrase("Best month \(best), worst \(worst).", "Meilleur mois \(best), pire \(worst).")
    }
    static let reviewMonthsTable = Phrase("Month by month", "Mois par mois")
    static func reviewMonthsCaption(_ name: String) -> Phrase {
        Phrase("\(name): due days done and score, month by month", "\(name) : jours dus faits et score, mois par mois")
    }
    static let reviewMonthColumn = Phrase("Month", "Mois")
    static let reviewDoneColumn = Phrase("Done", "Faits")
    static let reviewDueColumn = Phrase("Due", "Dus")
    static let reviewScoreColumn = Phrase("Score at the end", "Score à la fin")
    static let reviewLegend = Phrase("Legend", "Légende")
    static func yearDayState(_ state: YearDayState) -> Phrase {
        switch state {
        case .done: Phrase("done", "fait")
        case .partly: Phrase("partly done", "fait en partie")
        case .missed: Phrase("missed", "manqué")
        case .extra: Phrase("done, not due", "fait sans être dû")
        case .notDue: Phrase("not due", "non dû")
        case .skipped: Phrase("skipped", "sauté")
        case .paused: Phrase("paused", "en pause")
        case .beforeStart: Phrase("before the habit began", "avant le début")
        case .notOver: Phrase("not over yet", "pas encore fini")
        }
    }
    static let reviewMonthShort = [
        Phrase("Jan", "janv."), Phrase("Feb", "févr."), Phrase("Mar", "mars"), Phrase("Apr", "avr."),
        Phrase("May", "mai"), Phrase("Jun", "juin"), Phrase("Jul", "juil."), Phrase("Aug", "août"),
        Phrase("Sep", "sept."), Phrase("Oct", "oct."), Phrase("Nov", "nov."), Phrase("Dec", "déc."),
    ]
    static let reviewNoHabits = Phrase("No habit has days in this year.", "Aucune habitude n’a de jours cette année.")
}
