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
            "\(count) \(count == 1 ? "day" : "days") a week", "\(count) \(count == 1 ? "jour" : "jours") par semaine")
    }
    static func everyNDays(_ count: Int) -> Phrase {
        Phrase("Every \(count) days", "Tous les \(count) jours")
    }
    static func timesInDays(_ times: Int, _ days: Int) -> Phrase {
        Phrase("\(times) times in \(days) days", "\(times) fois en \(days) jours")
    }

    // Streak units
    static func streakDays(_ count: Int) -> Phrase {
        Phrase(count == 1 ? "1 day" : "\(count) days", count <= 1 ? "\(count) jour" : "\(count) jours")
    }
    static func streakWeeks(_ count: Int) -> Phrase {
        Phrase(count == 1 ? "1 week" : "\(count) weeks", count <= 1 ? "\(count) semaine" : "\(count) semaines")
    }
    static let weekAbbreviation = Phrase("wk", "sem.")
    /// A week-counted habit's progress this week, shown instead of a streak it has not earned yet.
    static func weekProgress(_ done: Int, of required: Int) -> Phrase {
        Phrase("\(done)/\(required) this week", "\(done)/\(required) cette semaine")
    }
}
