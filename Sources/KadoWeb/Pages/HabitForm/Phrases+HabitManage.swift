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
        "Moves the habit and its whole history to the trash for \(HabitUseCases.trashRetentionDays) days.",
        "Met l’habitude et tout son historique à la corbeille pour \(HabitUseCases.trashRetentionDays) jours.")
    static func deleteConfirmQuestion(_ name: String) -> Phrase {
        Phrase(
            "Delete “\(name)”? It stays in the trash with its history for \(HabitUseCases.trashRetentionDays) days.",
            "Supprimer « \(name) » ? Elle reste dans la corbeille avec son historique pendant "
                + "\(HabitUseCases.trashRetentionDays) jours.")
    }
    static let deleteHabitTitle = Phrase("Delete habit?", "Supprimer l’habitude ?")
    static func deleteWhatIsLost(_ name: String, days: Int, skips: Int) -> Phrase {
        let englishDays = days == 1 ? "1 day" : "\(days) days"
        let frenchDays = days <= 1 ? "\(days) jour" : "\(days) jours"
        let englishSkips = skips == 0 ? "" : skips == 1 ? " and 1 skip" : " and \(skips) skips"
        let frenchSkips = skips == 0 ? "" : skips == 1 ? " et 1 pause" : " et \(skips) pauses"
        let retention = HabitUseCases.trashRetentionDays
        return Phrase(
            "Deleting “\(name)” moves it to the trash with its history, \(englishDays) of check-ins and "
                + "notes\(englishSkips): you can restore it from the Overview for \(retention) days, then its history "
                + "is deleted for good.",
            "Supprimer « \(name) » la met à la corbeille avec son historique, \(frenchDays) de suivi et de "
                + "notes\(frenchSkips) : vous pouvez la restaurer depuis la Vue d’ensemble pendant \(retention) "
                + "jours, puis son historique est supprimé pour de bon.")
    }
    static let deleteArchiveHint = Phrase(
        "To keep the habit on your list without Today, archive it instead.",
        "Pour la garder dans votre liste sans Aujourd’hui, archivez plutôt l’habitude.")
    static let deleteCannotUndo = Phrase(
        "The trash keeps it for \(HabitUseCases.trashRetentionDays) days.",
        "La corbeille la garde pendant \(HabitUseCases.trashRetentionDays) jours.")
    static let deleteForGood = Phrase("Move to the trash", "Mettre à la corbeille")
    static let archiveInstead = Phrase("Archive instead", "Archiver plutôt")
}
