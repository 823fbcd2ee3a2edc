import KadoApp
import KadoCore

/// The words of restoring an automatic backup from the backups card.
extension Phrase {
    static let restoreBackupLabel = Phrase("Restore a backup", "Restaurer une sauvegarde")
    static let reviewRestoreButton = Phrase("Review the restore…", "Voir la restauration…")
    static func restoreTitle(_ file: String) -> Phrase { Phrase("Restore \(file)", "Restaurer \(file)") }
    static let restoreMergeIntro = Phrase(
        "Nothing has been written yet. Restoring brings back what the backup holds and the database lacks, and "
            + "keeps everything changed or deleted after the backup was written.",
        "Rien n’a encore été écrit. La restauration ramène ce que la sauvegarde contient et que la base n’a pas, et "
            + "garde tout ce qui a été modifié ou supprimé après l’écriture de la sauvegarde.")
    static let restoreReplaceIntro = Phrase(
        "Nothing has been written yet. Putting the backup back makes the database hold exactly the backup’s habits "
            + "and records: what was made or changed since is deleted or reverted.",
        "Rien n’a encore été écrit. Remettre la sauvegarde fait contenir à la base exactement ses habitudes et "
            + "relevés : ce qui a été fait ou modifié depuis est supprimé ou défait.")
    static func restoreCounts(_ kind: String, _ counts: ImportSummary.Counts) -> Phrase {
        Phrase(
            "\(kind): \(counts.new) back, \(counts.updated) updated, \(counts.unchanged) unchanged",
            "\(kind) : \(counts.new) ramenés, \(counts.updated) modifiés, \(counts.unchanged) identiques")
    }
    static let restoreHabitsKind = Phrase("Habits", "Habitudes")
    static let restoreRecordsKind = Phrase("Records", "Relevés")
    static func restoreRemoves(_ habits: Int, _ records: Int, _ skips: Int) -> Phrase {
        let english = Language.english
        let french = Language.french
        return Phrase(
            "Removed: \(english.counted(habits, "habit", "habits")), "
                + "\(english.counted(records, "other record", "other records")), "
                + "\(english.counted(skips, "other skip", "other skips")).",
            "Retirés : \(french.counted(habits, "habitude", "habitudes")), "
                + "\(french.counted(records, "autre relevé", "autres relevés")), "
                + "\(french.counted(skips, "autre jour sauté", "autres jours sautés")).")
    }
    /// What a replace deletes or reverts, and where.
    static func restoreLoses(_ what: Phrase, reach: Phrase) -> Phrase {
        Phrase(
            "Made or changed after this backup, to be deleted or reverted \(reach.english): \(what.english).",
            "Ce qui a été fait ou modifié après cette sauvegarde sera supprimé ou défait \(reach.french) : "
                + "\(what.french).")
    }
    static let restoreNothing = Phrase(
        "Nothing to restore: the database holds everything this backup holds, or a later change of it.",
        "Rien à restaurer : la base contient tout ce que contient cette sauvegarde, ou un changement plus récent.")
    static let restoreButton = Phrase("Restore", "Restaurer")
    static let replaceRestoreButton = Phrase("Put the backup back", "Remettre la sauvegarde")
    static let switchToReplace = Phrase(
        "Put the backup back instead, deleting later changes…",
        "Remettre plutôt la sauvegarde, en supprimant les changements plus récents…")
    static let switchToMerge = Phrase("Keep my later changes", "Garder mes changements plus récents")
    static let restoreUnknownBackup = Phrase(
        "That backup is not in the backups folder any more.",
        "Cette sauvegarde n’est plus dans le dossier des sauvegardes.")
    static let noticeRestored = Phrase(
        "Backup restored. The database as it was is kept in the backups folder.",
        "Sauvegarde restaurée. La base telle qu’elle était est gardée dans le dossier des sauvegardes.")
}
