import KadoApp
import KadoCore

extension Phrase {
    static let manageSection = Phrase("Manage", "Gérer")
    static let positionTitle = Phrase("Position", "Position")
    static func positionOf(_ position: Int, _ count: Int) -> Phrase {
        Phrase("\(position) of \(count) in your list", "\(position) sur \(count) dans votre liste")
    }
    static let moveUp = Phrase("Move up", "Monter")
    static let moveDown = Phrase("Move down", "Descendre")
    static let archiveAction = Phrase("Archive", "Archiver")
    static let archiveHint = Phrase(
        "Leaves Today; the history stays.", "Quitte Aujourd’hui ; l’historique reste.")
    static let archivedTitle = Phrase("Archived", "Archivée")
    static func archivedOn(_ date: String) -> Phrase { Phrase("Since \(date)", "Depuis le \(date)") }
    static let unarchiveAction = Phrase("Unarchive", "Désarchiver")
    static let deleteAction = Phrase("Delete", "Supprimer")
    static let deleteHint = Phrase(
        "Removes the habit and its whole history.", "Efface l’habitude et tout son historique.")
    static func deleteConfirmQuestion(_ name: String) -> Phrase {
        Phrase(
            "Delete “\(name)” and its whole history? This cannot be undone.",
            "Supprimer « \(name) » et tout son historique ? C’est définitif.")
    }
    static let deleteHabitTitle = Phrase("Delete habit?", "Supprimer l’habitude ?")
    static func deleteWhatIsLost(_ name: String, days: Int, skips: Int) -> Phrase {
        let englishDays = days == 1 ? "1 day" : "\(days) days"
        let frenchDays = days <= 1 ? "\(days) jour" : "\(days) jours"
        let englishSkips = skips == 0 ? "" : skips == 1 ? " and 1 skip" : " and \(skips) skips"
        let frenchSkips = skips == 0 ? "" : skips == 1 ? " et 1 pause" : " et \(skips) pauses"
        return Phrase(
            "Deleting “\(name)” also deletes its history: \(englishDays) of check-ins and notes\(englishSkips).",
            "Supprimer « \(name) » efface aussi son historique : \(frenchDays) de suivi et de notes\(frenchSkips).")
    }
    static let deleteArchiveHint = Phrase(
        "This cannot be undone. To keep the history, archive the habit instead.",
        "C’est définitif. Pour garder l’historique, archivez plutôt l’habitude.")
    static let deleteCannotUndo = Phrase("This cannot be undone.", "C’est définitif.")
    static let deleteForGood = Phrase("Delete for good", "Supprimer définitivement")
    static let archiveInstead = Phrase("Archive instead", "Archiver plutôt")
}
