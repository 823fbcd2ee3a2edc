import KadoApp
import KadoCore

/// The words of `kado trash` and of `kado delete`'s answer.
extension Phrase {
    private static var days: Int { HabitUseCases.trashRetentionDays }

    static func movedToTrash(_ name: String) -> Phrase {
        Phrase(
            "Moved \(name) to the trash, with its history, for \(days) days. Bring it back with: "
                + "kado trash restore \"\(name)\"",
            "\(name) est dans la corbeille, avec son historique, pour \(days)\(space)jours. Pour la faire "
                + "revenir\(space): kado trash restore \"\(name)\"")
    }

    static func moveToTrashQuestion(_ name: String, _ records: String) -> Phrase {
        Phrase(
            "Delete \"\(name)\"? It goes to the trash with its \(records) for \(days) days. [y/N] ",
            "Supprimer «\(space)\(name)\(space)»\(space)? Elle va dans la corbeille avec ses \(records) pour "
                + "\(days)\(space)jours. [o/N] ")
    }

    static let trashIsEmpty = Phrase("The trash is empty.", "La corbeille est vide.")

    static let trashHeader = Phrase(
        "In the trash (emptied \(days) days after deletion; kado trash restore HABIT brings one back):",
        "Dans la corbeille (vidée \(days)\(space)jours après la suppression\(space); kado trash restore "
            + "HABITUDE en fait revenir une)\(space):")

    static func trashedLine(deleted: String, emptied: String) -> Phrase {
        Phrase("deleted \(deleted), emptied \(emptied)", "supprimée le \(deleted), vidée le \(emptied)")
    }

    static func restoredFromTrash(_ name: String) -> Phrase {
        Phrase(
            "Restored \(name) from the trash, with its whole history.",
            "\(name) est revenue de la corbeille, avec tout son historique.")
    }

    static func emptyTrashQuestion(_ names: String) -> Phrase {
        Phrase(
            "Empty the trash of \(names)? Their history is deleted for good, on every device. [y/N] ",
            "Vider la corbeille de \(names)\(space)? Leur historique est supprimé pour de bon, sur tous les "
                + "appareils. [o/N] ")
    }

    static func emptiedTrash(_ names: String) -> Phrase {
        Phrase("Emptied the trash of \(names).", "La corbeille est vidée de \(names).")
    }

    static let nothingEmptied = Phrase("Nothing emptied.", "Rien n’a été vidé.")

    /// Without a terminal and without --yes.
    static let emptyTrashNeedsConfirmation = Phrase(
        "emptying the trash deletes a history for good: add --yes to empty it without a terminal to ask on "
            + "(nothing was changed)",
        "vider la corbeille supprime un historique pour de bon\(space): ajoutez --yes pour la vider sans "
            + "terminal où demander (rien n’a été modifié)")

    static func notInTrash(_ reference: String, suggestion: String?) -> Phrase {
        let english = suggestion.map { " (did you mean \($0)?)" } ?? ""
        let french = suggestion.map { " (vouliez-vous dire \($0)\(space)?)" } ?? ""
        return Phrase(
            "no habit in the trash is named \(reference)\(english); kado trash lists them",
            "aucune habitude de la corbeille ne s’appelle \(reference)\(french)\(space); kado trash les liste")
    }
}
