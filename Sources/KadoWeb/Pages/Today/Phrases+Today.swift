import KadoApp
import KadoCore

extension Phrase {
    static let scheduled = Phrase("Scheduled", "Prévues")
    static let notScheduledToday = Phrase("Not scheduled today", "Pas prévues aujourd’hui")
    static let noHabitsYet = Phrase("No habits yet", "Pas encore d’habitude")
    static let noHabitsHint = Phrase(
        "Start with one small thing you want to do every day.", "Commencez par une petite chose à faire chaque jour.")
    static let createFirstHabit = Phrase("Create a habit", "Créer une habitude")
    static let importABackup = Phrase("Import a backup", "Importer une sauvegarde")
    static let importABackupHint = Phrase(
        "Coming from Kadō or Loop Habit Tracker? Import its backup on Settings.",
        "Vous venez de Kadō ou de Loop Habit Tracker ? Importez sa sauvegarde dans les réglages.")
    static let todayHint = Phrase(
        "Tap a habit for its detail; on a touch screen, long-press to edit.",
        "Touchez une habitude pour son détail ; sur un écran tactile, appui long pour la modifier.")
    static let slipped = Phrase("Slipped", "Craqué")
    static func doneOfDue(_ done: Int, _ due: Int) -> Phrase {
        Phrase("\(done) of \(due) done", "\(done) sur \(due) \(done > 1 ? "faites" : "faite")")
    }
    static func markDone(_ name: String) -> Phrase { Phrase("Mark \(name) done", "Marquer \(name) comme fait") }
    static func markNotDone(_ name: String) -> Phrase {
        Phrase("Mark \(name) not done", "Marquer \(name) comme non fait")
    }
    static func logSlip(_ name: String) -> Phrase { Phrase("Log a slip for \(name)", "Noter un écart pour \(name)") }
    static func undoSlip(_ name: String) -> Phrase {
        Phrase("Remove today’s slip for \(name)", "Retirer l’écart du jour pour \(name)")
    }
    static func addFiveMinutes(_ name: String) -> Phrase {
        Phrase("Add 5 minutes to \(name)", "Ajouter 5 minutes à \(name)")
    }
    static func increase(_ name: String) -> Phrase { Phrase("Add one to \(name)", "Ajouter un à \(name)") }
    static func decrease(_ name: String) -> Phrase { Phrase("Remove one from \(name)", "Retirer un à \(name)") }
    static let noticeCreated = Phrase("Habit created.", "Habitude créée.")
    static let noticeSaved = Phrase("Changes saved.", "Modifications enregistrées.")
    static let noticeArchived = Phrase("Habit archived.", "Habitude archivée.")
    static let noticeUnarchived = Phrase("Habit back in your list.", "Habitude de retour dans votre liste.")
    static let noticeDeleted = Phrase(
        "Habit moved to the trash: the Overview can restore it.",
        "Habitude mise à la corbeille : la Vue d’ensemble peut la restaurer.")
    static let noticeImported = Phrase("Backup imported.", "Sauvegarde importée.")
    /// Said after an import's own sentence when it was worked out again.
    static let noticeReplanned = Phrase(
        "Your habits changed after the review, so the import was worked out again against them.",
        "Vos habitudes ont changé après la vérification : l’import a été recalculé sur leur état actuel.")
    static let noticeImportedAfterChange = Phrase(
        "Backup imported. Your habits changed after the review, so the import was worked out again against them.",
        "Sauvegarde importée. Vos habitudes ont changé après la vérification : l’import a été recalculé sur leur état "
            + "actuel.")
    static let noticeSettingsSaved = Phrase("Settings saved.", "Réglages enregistrés.")
    static let noticeSignedOut = Phrase("Signed out.", "Déconnecté.")
}
