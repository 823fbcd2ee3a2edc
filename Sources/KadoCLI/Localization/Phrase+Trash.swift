import KadoApp
import KadoCore

/// The words of `kado trash` and of `kado delete`'s answer.
extension Phrase {
    private static var days: Int { HabitUseCases.trashRetentionDays }

    static func movedToTrash(_ name: String) -> Phrase {
        Phrase("cli.trash.movedToTrash", ["name": name, "days": days])
    }

    static func moveToTrashQuestion(_ name: String, _ records: String) -> Phrase {
        Phrase("cli.trash.moveToTrashQuestion", ["name": name, "records": records, "days": days])
    }

    static let trashIsEmpty = Phrase("cli.trash.trashIsEmpty")

    static let trashHeader = Phrase("cli.trash.trashHeader", ["days": days])

    static func trashedLine(deleted: String, emptied: String) -> Phrase {
        Phrase("cli.trash.trashedLine", ["deleted": deleted, "emptied": emptied])
    }

    static func restoredFromTrash(_ name: String) -> Phrase {
        Phrase("cli.trash.restoredFromTrash", ["name": name])
    }

    static func emptyTrashQuestion(_ names: String) -> Phrase {
        Phrase("cli.trash.emptyTrashQuestion", ["names": names])
    }

    static func emptiedTrash(_ names: String) -> Phrase {
        Phrase("cli.trash.emptiedTrash", ["names": names])
    }

    static let nothingEmptied = Phrase("cli.trash.nothingEmptied")

    /// Without a terminal and without --yes.
    static let emptyTrashNeedsConfirmation = Phrase("cli.trash.emptyTrashNeedsConfirmation")

    static func notInTrash(_ reference: String, suggestion: String?) -> Phrase {
        suggestion.map { Phrase("cli.trash.notInTrash.suggestion", ["reference": reference, "suggestion": $0]) }
            ?? Phrase("cli.trash.notInTrash", ["reference": reference])
    }
}
