import KadoApp
import KadoCore

extension Phrase {
    static let trashSection = Phrase("web.trash.trashSection")
    static func trashHint(_ days: Int) -> Phrase {
        Phrase("web.trash.trashHint", ["days": days])
    }
    static func trashedOn(_ deleted: String, emptied: String) -> Phrase {
        Phrase("web.trash.trashedOn", ["deleted": deleted, "emptied": emptied])
    }
    static let restoreAction = Phrase("web.trash.restoreAction")
    static func restoreNamed(_ name: String) -> Phrase { Phrase("web.trash.restoreNamed", ["name": name]) }
    static let emptyAction = Phrase("web.trash.emptyAction")
    static func emptyNamed(_ name: String) -> Phrase {
        Phrase("web.trash.emptyNamed", ["name": name])
    }
    static func emptyConfirmQuestion(_ name: String) -> Phrase {
        Phrase("web.trash.emptyConfirmQuestion", ["name": name])
    }
    static let emptyTrashTitle = Phrase("web.trash.emptyTrashTitle")
    static func emptyWhatIsLost(_ name: String) -> Phrase {
        Phrase("web.trash.emptyWhatIsLost", ["name": name])
    }
    static let emptyForGood = Phrase("web.trash.emptyForGood")
    static let noticeHabitRestored = Phrase("web.trash.noticeHabitRestored")
    static let noticeEmptied = Phrase("web.trash.noticeEmptied")
    static func apiNotInTrash(_ reference: String, suggestion: String?) -> Phrase {
        guard let suggestion else { return Phrase("web.trash.notInTrash", ["reference": reference]) }
        return Phrase("web.trash.notInTrash.suggestion", ["reference": reference, "suggestion": suggestion])
    }
}
