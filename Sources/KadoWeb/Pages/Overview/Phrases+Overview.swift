import KadoApp
import KadoCore

extension Phrase {
    /// Between a label and its value: "Score: 43%" / "Score : 43 %".
    static let labelSeparator = Phrase(": ", " : ")
    static let overviewEmptyHint = Phrase(
        "Your habits will appear here, day by day, once you create them.",
        "Vos habitudes apparaîtront ici, jour après jour, une fois créées.")
    static let recentDays = Phrase("Recent", "Récent")
    static let recentDaysLabel = Phrase("The last days", "Les derniers jours")
    static let threeMonths = Phrase("3 months", "3 mois")
    static let daysShown = Phrase("Days shown", "Jours affichés")
    static let habitsShown = Phrase("Habits shown", "Habitudes affichées")
    static let earlierDays = Phrase("Earlier days", "Jours précédents")
    static let laterDays = Phrase("Later days", "Jours suivants")
    static let previousHabits = Phrase("Previous habits", "Habitudes précédentes")
    static func moreHabits(_ count: Int) -> Phrase {
        count == 1
            ? Phrase("1 more habit", "1 habitude de plus")
            : Phrase("\(count) more habits", "\(count) habitudes de plus")
    }
    static func habitsOf(_ first: Int, _ last: Int, _ total: Int) -> Phrase {
        Phrase("Habits \(first)–\(last) of \(total)", "Habitudes \(first) à \(last) sur \(total)")
    }
    static func daysFromTo(_ first: String, _ last: String) -> Phrase {
        Phrase("From \(first) to \(last)", "Du \(first) au \(last)")
    }
    static func lastDays(_ count: Int) -> Phrase {
        count == 1
            ? Phrase("The last day", "Le dernier jour")
            : Phrase("The last \(count) days", "Les \(count) derniers jours")
    }
    static let cellNoSlip = Phrase("No slip", "Sans écart")
    static let cellWithinLimit = Phrase("Within the limit", "Sous la limite")
    static let cellOverLimit = Phrase("Over the limit", "Au-dessus de la limite")
    static let cellMissed = Phrase("Missed", "Manqué")
    static let cellNotDoneYet = Phrase("Not done yet", "Pas encore fait")
    static let cellFailed = Phrase("Slip or over the limit", "Écart ou au-delà de la limite")
    static func cellPartly(_ percent: String) -> Phrase { Phrase("\(percent) done", "\(percent) fait") }
    static let cellPartlyShort = Phrase("Partly", "En partie")
    static let cellNotDue = Phrase("Not scheduled", "Non prévu")
    static let cellSkipped = Phrase("Skipped", "Sauté")
    static let cellBeforeStart = Phrase("Before this habit", "Avant cette habitude")
    static let cellUpcoming = Phrase("Upcoming", "À venir")
    static let legend = Phrase("Legend", "Légende")
    static let archivedSection = Phrase("Archived", "Archivées")
    static let archivedHint = Phrase(
        "Archived habits keep their history and leave Today.",
        "Les habitudes archivées gardent leur historique et quittent Aujourd’hui.")
    static func unarchiveNamed(_ name: String) -> Phrase { Phrase("Unarchive \(name)", "Désarchiver \(name)") }
}
