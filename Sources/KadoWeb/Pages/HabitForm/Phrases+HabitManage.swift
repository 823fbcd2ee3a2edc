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
        let days = Phrase("common.count.day", count: days).argument
        let retention = HabitUseCases.trashRetentionDays
        guard skips > 0 else {
            return Phrase("web.habitManage.deleteWhatIsLost", ["name": name, "days": days, "retention": retention])
        }
        return Phrase(
            "web.habitManage.deleteWhatIsLost.skips",
            [
                "name": name, "days": days, "skips": Phrase("web.count.skip", count: skips).argument,
                "retention": retention,
            ])
    }
    static let deleteArchiveHint = Phrase("web.habitManage.deleteArchiveHint")
    static let deleteCannotUndo = Phrase(
        "web.habitManage.deleteCannotUndo", ["trashRetentionDays": HabitUseCases.trashRetentionDays])
    static let deleteForGood = Phrase("web.habitManage.deleteForGood")
    static let archiveInstead = Phrase("web.habitManage.archiveInstead")
}
