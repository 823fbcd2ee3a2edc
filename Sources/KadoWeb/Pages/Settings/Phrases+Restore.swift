import KadoApp
import KadoCore

/// The words of restoring an automatic backup from the backups card.
extension Phrase {
    static let restoreBackupLabel = Phrase("web.restore.restoreBackupLabel")
    static let reviewRestoreButton = Phrase("web.restore.reviewRestoreButton")
    static func restoreTitle(_ file: String) -> Phrase { Phrase("web.restore.restoreTitle", ["file": file]) }
    static let restoreMergeIntro = Phrase("web.restore.restoreMergeIntro")
    static let restoreReplaceIntro = Phrase("web.restore.restoreReplaceIntro")
    static func restoreCounts(_ kind: String, _ counts: ImportSummary.Counts) -> Phrase {
        Phrase(
            "web.restore.restoreCounts",
            ["kind": kind, "new": counts.new, "updated": counts.updated, "unchanged": counts.unchanged])
    }
    static let restoreHabitsKind = Phrase("web.restore.restoreHabitsKind")
    static let restoreRecordsKind = Phrase("web.restore.restoreRecordsKind")
    static func restoreRemoves(_ habits: Int, _ records: Int, _ skips: Int) -> Phrase {
        Phrase(
            "web.restore.removes",
            [
                "habits": Phrase("common.count.habit", count: habits).argument,
                "records": Phrase("web.restore.otherRecords", count: records).argument,
                "skips": Phrase("web.restore.otherSkips", count: skips).argument,
            ])
    }
    /// What a replace deletes or reverts, and where.
    static func restoreLoses(_ what: Phrase, reach: Phrase) -> Phrase {
        Phrase("web.restore.loses", ["reach": reach.argument, "what": what.argument])
    }
    static let restoreNothing = Phrase("web.restore.restoreNothing")
    static let restoreButton = Phrase("web.restore.restoreButton")
    static let replaceRestoreButton = Phrase("web.restore.replaceRestoreButton")
    static let switchToReplace = Phrase("web.restore.switchToReplace")
    static let switchToMerge = Phrase("web.restore.switchToMerge")
    static let restoreUnknownBackup = Phrase("web.restore.restoreUnknownBackup")
    static let noticeRestored = Phrase("web.restore.noticeRestored")
}
