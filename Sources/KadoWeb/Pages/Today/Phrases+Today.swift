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
    /// Today's note when the scores of `count` habits wait for their checkpoints to be rebuilt.
    static func scoresPending(_ count: Int) -> Phrase {
        count == 1
            ? Phrase(
                "The score of 1 habit is being recomputed; reload the page in a moment.",
                "Le score d’une habitude est en cours de recalcul ; rechargez la page dans un instant.")
            : Phrase(
                "Scores of \(count) habits are being recomputed; reload the page in a moment.",
                "Les scores de \(count) habitudes sont en cours de recalcul ; rechargez la page dans un instant.")
    }
    /// A row's score while it is being recomputed, in words (its title, and what a screen reader says).
    static let scoreBeingRecomputed = Phrase("score being recomputed", "score en cours de recalcul")
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
    /// A habit's place among those sharing its name, by creation.
    static func nameTwin(_ twin: NameTwin) -> Phrase {
        Phrase("\(twin.position) of \(twin.count)", "\(twin.position) sur \(twin.count)")
    }
    static let nameTwinsTitle = Phrase("Habits that share a name", "Des habitudes au même nom")
    static let nameTwinsHint = Phrase(
        "They came from another device, a restore or an import, where each had this name. Rename one so that each "
            + "can be told apart, here and when you name it on the command line.",
        "Elles viennent d’un autre appareil, d’une restauration ou d’une importation, où chacune portait ce nom. "
            + "Renommez-en une pour les distinguer, ici et quand vous la nommez en ligne de commande.")
    static func renameTwin(_ twin: NameTwin) -> Phrase {
        Phrase(
            "Rename “\(twin.name)” (\(twin.position) of \(twin.count))",
            "Renommer «\u{202F}\(twin.name)\u{202F}» (\(twin.position) sur \(twin.count))")
    }
    /// The page was drawn again because the day it showed ended while it stayed open.
    static let noticeDayChanged = Phrase(
        "A new day has begun since this page was opened: it now shows today.",
        "Un nouveau jour a commencé depuis l’ouverture de cette page\u{202F}: elle montre maintenant aujourd’hui.")
    /// A check-in sent from a page whose day had ended was recorded on the day that page showed.
    static func noticeRecordedOnShownDay(_ day: String?) -> Phrase {
        let english = day.map { "Recorded on \($0), the day the page showed" } ?? "Recorded on the day the page showed"
        let french = day.map { "Noté le \($0), le jour qu’affichait la page" } ?? "Noté le jour qu’affichait la page"
        return Phrase(
            english + ": a new day had begun since it was opened. Here is today.",
            french + "\u{202F}: un nouveau jour avait commencé depuis son ouverture. Voici aujourd’hui.")
    }
}

/// Today's screens of rows (``TodayWindow``): the link to the next rows, what it added, the search.
extension Phrase {
    /// The link to the next screen of rows: `count` of the `remaining` habits not shown yet.
    static func showNextHabits(_ count: Int, of remaining: Int) -> Phrase {
        if remaining == 1 { return Phrase("Show the last habit", "Afficher la dernière habitude") }
        if count == remaining {
            return Phrase("Show the last \(count) habits", "Afficher les \(count) dernières habitudes")
        }
        return Phrase(
            "Show the next \(count) of \(remaining) habits",
            "Afficher les \(count) suivantes sur \(remaining) habitudes")
    }
    /// Said (the live region) once the script added `count` rows to the page.
    static func habitsAdded(_ count: Int) -> Phrase {
        count == 1
            ? Phrase("1 more habit shown", "1 habitude de plus affichée")
            : Phrase("\(count) more habits shown", "\(count) habitudes de plus affichées")
    }
    /// Said when the next rows could not be fetched: neither the server nor a kept copy answered.
    static let nextHabitsNeedConnection = Phrase(
        "The next habits need the connection: they could not be loaded. Try again once online.",
        "Les habitudes suivantes ont besoin de la connexion : elles n’ont pas pu être chargées. Réessayez une fois en "
            + "ligne.")
    static let findHabit = Phrase("Find a habit", "Trouver une habitude")
    static let find = Phrase("Find", "Chercher")
    /// What a search found: `count` habits whose name holds `text`.
    static func habitsMatching(_ count: Int, _ text: String) -> Phrase {
        switch count {
        case 0: Phrase("No habit matches “\(text)”.", "Aucune habitude ne correspond à « \(text) ».")
        case 1: Phrase("1 habit matches “\(text)”.", "1 habitude correspond à « \(text) ».")
        default: Phrase("\(count) habits match “\(text)”.", "\(count) habitudes correspondent à « \(text) ».")
        }
    }
    static let showEveryHabit = Phrase("Show every habit", "Afficher toutes les habitudes")
}
