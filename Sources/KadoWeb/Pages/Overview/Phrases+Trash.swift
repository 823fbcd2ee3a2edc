import KadoApp
import KadoCore

extension Phrase {
    static let trashSection = Phrase("Trash", "Corbeille")
    static func trashHint(_ days: Int) -> Phrase {
        Phrase(
            "Deleted habits stay here with their whole history for \(days) days, then it is deleted for good.",
            "Les habitudes supprimées restent ici avec tout leur historique pendant \(days) jours, puis il est "
                + "supprimé pour de bon.")
    }
    static func trashedOn(_ deleted: String, emptied: String) -> Phrase {
        Phrase("Deleted \(deleted) · emptied \(emptied)", "Supprimée le \(deleted) · vidée le \(emptied)")
    }
    static let restoreAction = Phrase("Restore", "Restaurer")
    static func restoreNamed(_ name: String) -> Phrase { Phrase("Restore \(name)", "Restaurer \(name)") }
    static let emptyAction = Phrase("Empty", "Vider")
    static func emptyNamed(_ name: String) -> Phrase {
        Phrase("Empty the trash of \(name)", "Vider la corbeille de \(name)")
    }
    static func emptyConfirmQuestion(_ name: String) -> Phrase {
        Phrase(
            "Delete the history of “\(name)” for good, on every device? This cannot be undone.",
            "Supprimer l’historique de « \(name) » pour de bon, sur tous les appareils ? C’est définitif.")
    }
    static let emptyTrashTitle = Phrase("Empty the trash?", "Vider la corbeille ?")
    static func emptyWhatIsLost(_ name: String) -> Phrase {
        Phrase(
            "Emptying the trash of “\(name)” deletes its check-ins, notes, skips and reminders for good, on every "
                + "device. This cannot be undone.",
            "Vider la corbeille de « \(name) » supprime ses validations, notes, pauses et rappels pour de bon, sur "
                + "tous les appareils. C’est définitif.")
    }
    static let emptyForGood = Phrase("Empty for good", "Vider définitivement")
    static let noticeHabitRestored = Phrase(
        "Habit restored with its whole history.", "Habitude restaurée avec tout son historique.")
    static let noticeEmptied = Phrase("Trash emptied of the habit.", "Corbeille vidée de l’habitude.")
    static func apiNotInTrash(_ reference: String, suggestion: String?) -> Phrase {
        let english = suggestion.map { ", did you mean \"\($0)\"?" } ?? ""
        let french = suggestion.map { ", vouliez-vous dire « \($0) » ?" } ?? ""
        return Phrase(
            "no habit in the trash matches \"\(reference)\"\(english) (GET /api/trash lists them)",
            "aucune habitude de la corbeille ne correspond à « \(reference) »\(french) (GET /api/trash les liste)")
    }
}
