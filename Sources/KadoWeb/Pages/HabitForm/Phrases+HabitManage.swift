import KadoApp
import KadoCore

extension Phrase {
    static let manageSection = Phrase("web.habitManage.manageSection")
    static let positionTitle = Phrase("web.habitManage.positionTitle")
    static func positionOf(_ position: Int, _ count: Int) -> Phrase {
        Phrase("web.habitManage.positionOf", ["position": position, "count": count])
    }
    static let moveUp = Phrase("web.habitManage.moveUp")
    static let moveDown = Phrase("web.habitManage.moveDown")
    static let archiveAction = Phrase("web.habitManage.archiveAction")
    static let archiveHint = Phrase("web.habitManage.archiveHint")
    static let archivedTitle = Phrase("web.habitManage.archivedTitle")
    static func archivedOn(_ date: String) -> Phrase { Phrase("web.habitManage.archivedOn", ["date": date]) }
    static let unarchiveAction = Phrase("web.habitManage.unarchiveAction")
    static let deleteAction = Phrase("web.habitManage.deleteAction")
    static let deleteHint = Phrase(
        "web.habitManage.deleteHint", ["trashRetentionDays": HabitUseCases.trashRetentionDays])
    static func deleteConfirmQuestion(_ name: String) -> Phrase {
        Phrase(
            "web.habitManage.deleteConfirmQuestion",
            ["name": name, "trashRetentionDays": HabitUseCases.trashRetentionDays])
    }
    static let deleteHabitTitle = Phrase("web.habitManage.deleteHabitTitle")
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
    static let deleteArchiveHint = Phrase("web.habitManage.deleteArchiveHint")
    static let deleteCannotUndo = Phrase(
        "web.habitManage.deleteCannotUndo", ["trashRetentionDays": HabitUseCases.trashRetentionDays])
    static let deleteForGood = Phrase("web.habitManage.deleteForGood")
    static let archiveInstead = Phrase("web.habitManage.archiveInstead")
}
