import KadoApp

// Phrases shared by every screen: navigation, habit types and schedules, errors.
extension Phrase {
    static let today = Phrase("Today", "Aujourd’hui")
    static let overview = Phrase("Overview", "Vue d’ensemble")
    static let settings = Phrase("Settings", "Réglages")
    static let mainNavigation = Phrase("Main", "Navigation principale")
    static let skipToContent = Phrase("Skip to content", "Aller au contenu")
    static let back = Phrase("Back", "Retour")
    static let save = Phrase("Save", "Enregistrer")
    static let cancel = Phrase("Cancel", "Annuler")
    static let score = Phrase("Score", "Score")
    static let streak = Phrase("Streak", "Série")
    static let done = Phrase("Done", "Fait")
    /// What the live region says after a change that has nothing more specific to say.
    static let changeSaved = Phrase("Saved", "Enregistré")
    static let edit = Phrase("Edit", "Modifier")
    static let newHabit = Phrase("New habit", "Nouvelle habitude")
    static let errorTitle = Phrase("Something went wrong", "Un problème est survenu")
    static let notFoundTitle = Phrase("Not found", "Introuvable")
    /// The title of the page for a change another Kadō kept from its turn (503).
    static let busyTitle = Phrase("Kadō is busy", "Kadō est occupé")
    static let backToToday = Phrase("Back to Today", "Retour à Aujourd’hui")

    // Types
    static let typeBinary = Phrase("Yes / no", "Oui / non")
    static let typeCounter = Phrase("Counter", "Compteur")
    static let typeTimer = Phrase("Timer", "Minuteur")
    static let typeNegative = Phrase("Negative", "À éviter")
    static let typeAtMost = Phrase("At most", "Au plus")

    // Schedules
    static let everyDay = Phrase("Every day", "Tous les jours")
    static func daysPerWeek(_ count: Int) -> Phrase {
        Phrase(
            Language.english.counted(count, "day", "days") + " a week",
            Language.french.counted(count, "jour", "jours") + " par semaine")
    }
    static func everyNDays(_ count: Int) -> Phrase {
        Phrase("Every \(count) days", "Tous les \(count) jours")
    }
    /// "1 time in 30 days", "3 times in 10 days".
    static func timesInDays(_ times: Int, _ days: Int) -> Phrase {
        Phrase(
            Language.english.counted(times, "time", "times") + " in " + Language.english.counted(days, "day", "days"),
            "\(times) fois en " + Language.french.counted(days, "jour", "jours"))
    }

    // Streak units
    static func streakDays(_ count: Int) -> Phrase { counted(count, ("day", "days"), ("jour", "jours")) }
    static func streakWeeks(_ count: Int) -> Phrase { counted(count, ("week", "weeks"), ("semaine", "semaines")) }

    /// `count` and a noun in each language, each agreeing with it (``Language/takesSingular(_:)``).
    static func counted(_ count: Int, _ english: (String, String), _ french: (String, String)) -> Phrase {
        Phrase(
            Language.english.counted(count, english.0, english.1), Language.french.counted(count, french.0, french.1))
    }
    static let weekAbbreviation = Phrase("wk", "sem.")
    /// A week-counted habit's progress this week, shown instead of a streak it has not earned yet.
    static func weekProgress(_ done: Int, of required: Int) -> Phrase {
        Phrase("\(done)/\(required) this week", "\(done)/\(required) cette semaine")
    }
}
