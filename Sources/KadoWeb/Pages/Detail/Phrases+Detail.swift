import KadoApp
import KadoCore

// Every word of the habit detail screen. Names start with `detail` so that they cannot clash with
// another screen's phrases.
extension Phrase {
    // Header and cards
    static let detailArchived = Phrase(
        "This habit is archived: it is off your lists and its days can’t be changed.",
        "Cette habitude est archivée\u{00A0}: elle n’apparaît plus dans vos listes et ses jours ne peuvent plus être modifiés."
    )
    static let detailUnarchive = Phrase("Unarchive", "Désarchiver")
    static let detailAboutScore = Phrase("About this score", "À propos de ce score")
    static let detailBest = Phrase("best", "record")
    /// The caption under the current streak's number, agreeing with it: "day in a row" under 1.
    static func detailStreakDaysCaption(_ count: Int) -> Phrase {
        Phrase(
            Language.english.takesSingular(count) ? "day in a row" : "days in a row",
            Language.french.takesSingular(count) ? "jour d’affilée" : "jours d’affilée")
    }
    static func detailStreakWeeksCaption(_ count: Int) -> Phrase {
        Phrase(
            Language.english.takesSingular(count) ? "week in a row" : "weeks in a row",
            Language.french.takesSingular(count) ? "semaine d’affilée" : "semaines d’affilée")
    }
    static let detailScoreCaption = Phrase("habit strength", "force de l’habitude")
    static let detailCloseDialog = Phrase("Done", "OK")

    // About this score
    static let detailAboutStrength = Phrase(
        "The score measures how strong the habit has grown over time. It is not a streak: one missed day does not reset it.",
        "Le score mesure la force qu’a prise l’habitude au fil du temps. Ce n’est pas une série\u{00A0}: un jour manqué ne le remet pas à zéro."
    )
    static let detailAboutRecency = Phrase(
        "Recent days weigh more than older ones: after two weeks, a missed day counts about half as much.",
        "Les jours récents pèsent plus que les anciens\u{00A0}: au bout de deux semaines, un jour manqué compte environ moitié moins."
    )
    static let detailAboutScheduled = Phrase(
        "Only the days your schedule asks for count; the other days leave the score as it is.",
        "Seuls les jours prévus par votre programme comptent\u{202F}; les autres laissent le score tel quel.")
    static let detailAboutSlow = Phrase(
        "It starts at 0% and climbs slowly, so a new habit reads low even when you never miss. That is intended.",
        "Il part de 0\u{00A0}% et monte lentement\u{00A0}: une nouvelle habitude affiche un score bas même sans aucun oubli. C’est voulu."
    )
    static let detailAboutLoop = Phrase(
        "This habit uses Loop Habit Tracker’s formula, so it shows the numbers Loop showed: every day counts, weighted by how often the habit is due.",
        "Cette habitude utilise la formule de Loop Habit Tracker et affiche donc les mêmes scores que Loop\u{00A0}: chaque jour compte, pondéré selon la fréquence de l’habitude."
    )

    // Primary action
    static let detailMarkDone = Phrase("Done", "Fait")
    static let detailUndo = Phrase("Undo", "Annuler")
    static let detailDoneToday = Phrase("Done today", "Fait aujourd’hui")
    static let detailNotDoneYet = Phrase("Not done yet today", "Pas encore fait aujourd’hui")
    static let detailNotScheduledToday = Phrase(
        "Not scheduled today — you can still log it.", "Pas prévue aujourd’hui — vous pouvez quand même la noter.")
    static let detailLogSlip = Phrase("Slipped", "Craqué")
    static let detailRemoveSlip = Phrase("Remove slip", "Retirer l’écart")
    static let detailNoSlipToday = Phrase("No slip today", "Aucun écart aujourd’hui")
    static let detailSlippedToday = Phrase("Slipped today", "Écart aujourd’hui")
    static let detailToday = Phrase("today", "aujourd’hui")
    static let detailLogSession = Phrase("Log a session", "Noter une séance")
    static let detailAddFive = Phrase("+5 min", "+5 min")
    static let detailMinutesToday = Phrase("Minutes today", "Minutes aujourd’hui")
    static let detailSet = Phrase("Set", "Valider")
    static let detailPrimaryAction = Phrase("Today’s check-in", "Pointage du jour")

    // Calendar
    static let detailPreviousMonth = Phrase("Previous month", "Mois précédent")
    static let detailNextMonth = Phrase("Next month", "Mois suivant")
    static let detailThisMonth = Phrase("This month", "Ce mois-ci")
    static let detailCalendarHint = Phrase(
        "Choose a past day to change it or add a note.",
        "Choisissez un jour passé pour le modifier ou y ajouter une note."
    )
    static let detailLegendDone = Phrase("Done", "Fait")
    static let detailLegendPartly = Phrase("Partly", "En partie")
    static let detailLegendMissed = Phrase("Missed", "Manqué")
    static let detailLegendSkipped = Phrase("Skipped", "Sauté")
    static let detailLegendNotDue = Phrase("Not scheduled", "Pas prévu")
    static let detailLegendBeforeStart = Phrase("Before this habit", "Avant cette habitude")
    static let detailLegendAfterArchive = Phrase("Archived", "Archivée")
    static let detailLegendSlip = Phrase("Slip", "Écart")
    static let detailLegendWithinLimit = Phrase("Within the limit", "Dans la limite")
    static let detailLegendOverLimit = Phrase("Over the limit", "Au-delà de la limite")
    static let detailLegend = Phrase("Legend", "Légende")
    static let detailStateNoSlipTitle = Phrase("No slip", "Sans écart")

    // Day states (accessible names of calendar days)
    static let detailStateDone = Phrase("done", "fait")
    static let detailStateNotDone = Phrase("not done", "pas fait")
    static let detailStateSlipped = Phrase("slipped", "écart")
    static let detailStateNoSlip = Phrase("no slip", "aucun écart")
    static let detailStateWithinLimit = Phrase("within the limit", "dans la limite")
    static let detailStateOverLimit = Phrase("over the limit", "au-delà de la limite")
    static let detailStateSkipped = Phrase("skipped", "sauté")
    static let detailStateNotDue = Phrase("not scheduled", "pas prévu")
    static let detailStateBeforeStart = Phrase("before this habit", "avant cette habitude")
    static func countsSince(_ day: String) -> Phrase {
        Phrase("Counts since \(day)", "Compte depuis le \(day)")
    }
    static let detailStateAfterArchive = Phrase("after it was archived", "après son archivage")
    static let detailStateUpcoming = Phrase("upcoming", "à venir")
    static let detailStateToday = Phrase("today", "aujourd’hui")
    static let detailStateNote = Phrase("has a note", "avec une note")

    // Day editor
    static let detailCloseEditor = Phrase("Close the day editor", "Fermer l’éditeur du jour")
    static let detailDayValue = Phrase("Value", "Valeur")
    static let detailMinutes = Phrase("Minutes", "Minutes")
    static let detailAmount = Phrase("Amount", "Quantité")
    static let detailSave = Phrase("Save", "Enregistrer")
    static let detailNote = Phrase("Note", "Note")
    static let detailNotePlaceholder = Phrase("How did it go?", "Comment ça s’est passé\u{202F}?")
    static let detailSaveNote = Phrase("Save note", "Enregistrer la note")
    static let detailSkipDay = Phrase("Skip this day", "Sauter ce jour")
    static let detailSkipReason = Phrase("Why skip? (optional)", "Pourquoi sauter ce jour\u{202F}? (facultatif)")
    static let detailSkipHint = Phrase(
        "A skipped day keeps your score and streak as they are.",
        "Un jour sauté laisse votre score et votre série tels quels.")
    static let detailDaySkipped = Phrase("This day is skipped.", "Ce jour est sauté.")
    static let detailMarkDayDone = Phrase("Mark done", "Marquer comme fait")
    static let detailMarkDayNotDone = Phrase("Mark not done", "Marquer comme non fait")
    static let detailLogDaySlip = Phrase("Log a slip", "Noter un écart")
    static let detailArchivedEditor = Phrase(
        "Unarchive the habit to change its days.", "Désarchivez l’habitude pour modifier ses jours.")

    // Charts
    static let detailCharts = Phrase("Progress", "Progression")
    static let detailChartRange = Phrase("Chart period", "Période des graphiques")
    static let detailRangeDay = Phrase("Day", "Jour")
    static let detailRangeWeek = Phrase("Week", "Semaine")
    static let detailRangeMonth = Phrase("Month", "Mois")
    static let detailRangeYear = Phrase("Year", "Année")
    static let detailScoreOverTime = Phrase("Score over time", "Score dans le temps")
    static let detailNoScoreYet = Phrase("No score yet", "Pas encore de score")
    static let detailWeekdays = Phrase("By weekday", "Par jour de la semaine")
    static let detailDoneByWeekday = Phrase("Days done by weekday", "Jours faits par jour de la semaine")
    static let detailSlipsByWeekday = Phrase("Slips by weekday", "Écarts par jour de la semaine")

    // Statistics
    static let detailStatistics = Phrase("Statistics", "Statistiques")
    static let detailCompletionRate = Phrase("Completion", "Réussite")
    static let detailDaysDone = Phrase("Days done", "Jours faits")
    static let detailDaysKept = Phrase("Days without a slip", "Jours sans écart")
    static let detailTotalDone = Phrase("Times done", "Fois faite")
    static let detailTotalSlips = Phrase("Slips", "Écarts")
    static let detailTotalAmount = Phrase("Total", "Total")
    static let detailDaysSkipped = Phrase("Days skipped", "Jours sautés")
    static let detailLongestStreaks = Phrase("Longest streaks", "Plus longues séries")
    static let detailNoStreakYet = Phrase("No streak yet.", "Pas encore de série.")

    // History
    static let detailHistory = Phrase("History", "Historique")
    static let detailNoHistory = Phrase("Nothing logged yet.", "Rien de noté pour l’instant.")
    static let detailYesterday = Phrase("Yesterday", "Hier")
    static let detailTodayTitle = Phrase("Today", "Aujourd’hui")
    static let detailNoteOnly = Phrase("Note", "Note")
    static let detailSkipsAndPauses = Phrase("Skips and pauses", "Jours sautés et pauses")
    static let detailSkipped = Phrase("Skipped", "Sauté")
    static let detailPaused = Phrase("Paused", "En pause")
    static let detailShowFewer = Phrase("Show fewer", "Afficher moins")

    static func detailShowAll(_ count: Int) -> Phrase {
        Phrase("Show all \(count) days", "Afficher les \(count) jours")
    }
    static func detailOutOf(_ total: Int) -> Phrase {
        Phrase("of \(total)", "sur \(total)")
    }
    static func detailBadMonth(_ text: String) -> Phrase {
        Phrase(
            "“\(text)” is not a month this calendar can show: use YYYY-MM, up to the current month.",
            "«\u{00A0}\(text)\u{00A0}» n’est pas un mois que ce calendrier peut afficher\u{00A0}: utilisez AAAA-MM, jusqu’au mois en cours."
        )
    }
    static func detailBadDay(_ text: String) -> Phrase {
        Phrase(
            "“\(text)” is not a day that can be edited: use YYYY-MM-DD, up to today.",
            "«\u{00A0}\(text)\u{00A0}» n’est pas un jour modifiable\u{00A0}: utilisez AAAA-MM-JJ, jusqu’à aujourd’hui.")
    }
    static func detailBadRange(_ text: String) -> Phrase {
        Phrase(
            "“\(text)” is not a chart period: use day, week, month or year.",
            "«\u{00A0}\(text)\u{00A0}» n’est pas une période de graphique\u{00A0}: utilisez day, week, month ou year.")
    }
    static func detailStreakValue(_ current: String, _ best: String) -> Phrase {
        Phrase("\(current) / best \(best)", "\(current) / record \(best)")
    }
}
