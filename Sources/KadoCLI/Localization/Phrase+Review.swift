import KadoApp
import KadoCore

/// The words of `kado review` and of its picture (issue 40): the year's numbers, each with the
/// rule that chose it.
extension Phrase {
    /// `2025 in review (8 habits)` / `2026 so far, to 6 December (8 habits)`.
    static func reviewHeading(_ year: Int, soFarTo: String?, _ habits: String) -> Phrase {
        if let soFarTo {
            return Phrase(
                "\(year) in review, so far: to \(soFarTo) (\(habits))",
                "L’année \(year) en revue, jusqu’ici\(space): au \(soFarTo) (\(habits))")
        }
        return Phrase("\(year) in review (\(habits))", "L’année \(year) en revue (\(habits))")
    }

    /// No habit has a day in the year (none yet, or created and not yet done).
    static func reviewNoHabits(_ year: Int) -> Phrase {
        Phrase("No habit has a day in \(year) yet.", "Aucune habitude n’a encore de jour en \(year).")
    }

    static let reviewHabitColumn = Phrase("Habit", "Habitude")
    static let reviewDoneColumn = Phrase("Done", "Faits")
    static let reviewShareColumn = Phrase("Share", "Part")
    static let reviewStreakColumn = Phrase("Best streak", "Meilleure série")
    static let reviewBestMonthColumn = Phrase("Best month", "Meilleur mois")
    static let reviewWorstMonthColumn = Phrase("Worst month", "Pire mois")
    static let reviewScoreColumn = Phrase("Score path", "Parcours du score")
    static let archivedMark = Phrase("(archived)", "(archivée)")

    /// `12 of 30` days done of due.
    static func reviewDoneOfDue(_ done: Int, _ due: Int) -> Phrase {
        Phrase("\(done) of \(due)", "\(done) sur \(due)")
    }

    /// `Check-ins: 1204`.
    static func reviewCheckIns(_ count: Int) -> Phrase {
        Phrase("Check-ins: \(count)", "Pointages\(space): \(count)")
    }

    /// The most consistent habit.
    static func mostConsistent(_ name: String, _ share: String, _ done: Int, _ due: Int) -> Phrase {
        Phrase(
            "Most consistent: \(name), \(share) of its due days (\(done) of \(due))",
            "La plus régulière\(space): \(name), \(share) de ses jours dus (\(done) sur \(due))")
    }

    /// No habit was due on enough days to be the most consistent.
    static func noMostConsistent(_ minimum: Int) -> Phrase {
        Phrase(
            "Most consistent: none yet (a habit needs \(minimum) due days)",
            "La plus régulière\(space): aucune encore (il faut \(minimum) jours dus)")
    }

    /// The comeback of the year.
    static func comeback(_ name: String, _ low: String, _ lowDay: String, _ high: String, _ highDay: String) -> Phrase {
        Phrase(
            "Comeback of the year: \(name), its score from \(low) (\(lowDay)) up to \(high) (\(highDay))",
            "Retour de l’année\(space): \(name), son score de \(low) (\(lowDay)) jusqu’à \(high) (\(highDay))")
    }

    static let noComeback = Phrase(
        "Comeback of the year: none (no score came back after a fall)",
        "Retour de l’année\(space): aucun (aucun score n’est remonté après une chute)")

    /// Days with every due habit done.
    static func allDoneDays(_ days: String, _ of: Int) -> Phrase {
        Phrase(
            "Days with every due habit done: \(days) of \(of)",
            "Jours où toutes les habitudes dues ont été faites\(space): \(days) sur \(of)")
    }

    /// How the year's habits were chosen.
    static func reviewRules(_ minimum: Int) -> Phrase {
        Phrase(
            "Most consistent: the highest share of due days done, among habits due on \(minimum) days or more. "
                + "Comeback: the largest rise of a score from a low point in the year (after a fall of 10 points or more) to a "
                + "later high. Best streak: "
                + "due days done in a row within the year (days not due, skipped or paused do not break it). Best "
                + "and worst month: by share of due days done; of equal shares, the earlier month.",
            "La plus régulière\(space): la plus grande part de jours dus faits, parmi les habitudes dues \(minimum) "
                + "jours ou plus. Retour\(space): la plus forte montée d’un score depuis un creux de l’année (après "
                + "une chute de 10 points ou plus) jusqu’à un sommet plus tard. Meilleure série\(space): jours dus faits d’affilée dans l’année (un jour non "
                + "dû, sauté ou en pause ne la rompt pas). Meilleur et pire mois\(space): selon la part de jours dus "
                + "faits\(space); à parts égales, le mois le plus tôt.")
    }

    /// January's to December's short names, as the picture labels its months (French keeps
    /// juin and juil. apart).
    static let monthAbbreviations = [
        Phrase("Jan", "janv."), Phrase("Feb", "févr."), Phrase("Mar", "mars"), Phrase("Apr", "avr."),
        Phrase("May", "mai"), Phrase("Jun", "juin"), Phrase("Jul", "juil."), Phrase("Aug", "août"),
        Phrase("Sep", "sept."), Phrase("Oct", "oct."), Phrase("Nov", "nov."), Phrase("Dec", "déc."),
    ]

    /// The picture's title.
    static func reviewPictureTitle(_ year: Int) -> Phrase {
        Phrase("Kadō: \(year) in review", "Kadō\(space): l’année \(year) en revue")
    }

    /// What the picture shows, for a screen reader.
    static func reviewPictureDescription(_ year: Int, _ habits: String) -> Phrase {
        Phrase(
            "A heatmap of each day of \(year) for \(habits), one square a day, weeks as columns, with each habit’s "
                + "days done, best streak and best and worst month.",
            "Une carte de chaque jour de \(year) pour \(habits), un carré par jour, les semaines en colonnes, avec "
                + "pour chaque habitude ses jours faits, sa meilleure série et ses meilleur et pire mois.")
    }

    /// A habit's numbers in the picture.
    static func reviewHabitNumbers(_ doneOfDue: String, _ share: String, _ streak: String, _ months: String)
        -> Phrase
    {
        Phrase(
            "\(doneOfDue) due days done (\(share)) · best streak \(streak)\(months)",
            "\(doneOfDue) jours dus faits (\(share)) · meilleure série \(streak)\(months)")
    }

    /// ` · best June, worst February`.
    static func reviewMonths(_ best: String, _ worst: String) -> Phrase {
        Phrase(" · best \(best), worst \(worst)", " · meilleur mois \(best), pire \(worst)")
    }

    /// The picture leaves habits out.
    static func reviewLeftOut(_ habits: String, _ maximum: Int) -> Phrase {
        Phrase(
            "…and \(habits) more: a picture holds the first \(maximum) (kado review lists them all).",
            "…et \(habits) de plus\(space): une image montre les \(maximum) premières (kado review les liste "
                + "toutes).")
    }

    /// The picture was written.
    static func reviewPictureWritten(_ path: String, _ habits: String) -> Phrase {
        Phrase("Wrote the picture to \(path) (\(habits)).", "Image écrite dans \(path) (\(habits)).")
    }

    /// The picture was written without some habits.
    static func reviewPictureWrittenPart(_ path: String, _ shown: Int, _ habits: String) -> Phrase {
        Phrase(
            "Wrote the picture to \(path) (the first \(shown) of \(habits)).",
            "Image écrite dans \(path) (les \(shown) premières de \(habits)).")
    }

    /// A day state's name, for the picture's legend.
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

    /// The picture could not be written.
    static func reviewPictureNotWritten(_ path: String, systemReason: String) -> Phrase {
        Phrase(
            "cannot write the picture \(path): \(systemReason)",
            "impossible d’écrire l’image \(path)\(space): \(systemReason)")
    }
}
