import KadoApp
import KadoCore

extension Phrase {
    static let reviewImportTitle = Phrase("Review import", "Vérifier l’import")
    static let whatChanges = Phrase("What importing changes", "Ce que l’import change")
    static let kadoJSONBackup = Phrase("Kadō JSON backup", "sauvegarde Kadō JSON")
    static let kadoCSVBackup = Phrase("Kadō CSV backup", "sauvegarde Kadō CSV")
    static let loopDatabase = Phrase("Loop Habit Tracker database", "base Loop Habit Tracker")
    static let habitBullExport = Phrase("HabitBull CSV export", "export CSV de HabitBull")
    static let loopCSVExport = Phrase("Loop Habit Tracker CSV export", "export CSV de Loop Habit Tracker")
    static let rewireDatabase = Phrase("Rewire database", "base Rewire")
    static let tickmateDatabase = Phrase("Tickmate database", "base Tickmate")
    static let spreadsheetCSV = Phrase("spreadsheet CSV", "CSV de tableur")
    static func remarksTitle(_ count: Int) -> Phrase {
        Phrase(
            count == 1
                ? "1 thing is not imported as the file says it"
                : "\(count) things are not imported as the file says them",
            count == 1
                ? "1 élément n’est pas importé tel que le fichier le dit"
                : "\(count) éléments ne sont pas importés tels que le fichier les dit")
    }
    /// A remark on another app's file: what is not imported as it says, or a choice made.
    static func importRemark(_ remark: ImportRemark) -> Phrase {
        Phrase(remark.description, phrasebook.importRemark(remark))
    }
    static let habitsLabel = Phrase("Habits", "Habitudes")
    static let recordsLabel = Phrase("Records", "Relevés")
    static let skipsLabel = Phrase("Skips and pauses", "Jours sautés et pauses")
    static let newLabel = Phrase("New", "Nouveaux")
    static let updatedLabel = Phrase("Updated", "Modifiés")
    static let unchangedLabel = Phrase("Unchanged", "Identiques")
    static func inTheFile(_ count: Int) -> Phrase { Phrase("\(count) in the file", "\(count) dans le fichier") }
    static let newHabits = Phrase("New habits", "Nouvelles habitudes")
    static let updatedHabits = Phrase("Updated habits", "Habitudes modifiées")
    static func andMore(_ count: Int) -> Phrase { Phrase("and \(count) more", "et \(count) de plus") }
    static func leftOutTitle(_ count: Int) -> Phrase {
        Phrase(
            count == 1 ? "1 item is left out" : "\(count) items are left out",
            count == 1 ? "1 élément est laissé de côté" : "\(count) éléments sont laissés de côté")
    }
    static func replacedTextTitle(_ count: Int) -> Phrase {
        Phrase(
            count == 1
                ? "1 name or note has characters replaced (line breaks, tabs, control characters)"
                : "\(count) names or notes have characters replaced (line breaks, tabs, control characters)",
            count == 1
                ? "1 nom ou note a des caractères remplacés (sauts de ligne, tabulations, caractères de contrôle)"
                : "\(count) noms ou notes ont des caractères remplacés (sauts de ligne, tabulations, caractères de contrôle)"
        )
    }
    static let importSettingsChange = Phrase(
        "The file’s day start, week start and language replace yours.",
        "Le début de journée, le début de semaine et la langue du fichier remplacent les vôtres.")
    static let dryRunNotice = Phrase(
        "Nothing has been written yet: this is what importing the file would do.",
        "Rien n’a encore été écrit : voici ce que l’import du fichier ferait.")
    static let importChangesNothing = Phrase(
        "Importing this file would change nothing: everything in it is already here.",
        "Importer ce fichier ne changerait rien : tout son contenu est déjà là.")
    static let confirmImport = Phrase("Import", "Importer")
    static let noValue = Phrase("none", "aucun")
    static func fieldName(_ field: String) -> Phrase {
        switch field {
        case "name": Phrase("Name", "Nom")
        case "frequency": Phrase("Schedule", "Fréquence")
        case "type": Phrase("Type", "Type")
        case "unit": Phrase("Unit", "Unité")
        case "color": Phrase("Colour", "Couleur")
        case "icon": Phrase("Icon", "Icône")
        case "createdAt": Phrase("Created", "Création")
        case "archivedAt": Phrase("Archived", "Archivage")
        case "reminders": Phrase("Reminder", "Rappel")
        case "sortOrder": Phrase("Order", "Ordre")
        case "scoreModel": Phrase("Score", "Score")
        case "details": Phrase("Description", "Description")
        case "group": Phrase("Group", "Groupe")
        case "startDay": Phrase("Started on", "Commencée le")
        case "dayStart": Phrase("Day starts at", "Début de journée")
        case "weekStart": Phrase("Week starts on", "Début de semaine")
        case "language": Phrase("Language", "Langue")
        default: Phrase(field, field)
        }
    }
    static func recordChanges(new: Int, updated: Int) -> Phrase {
        Phrase(
            "Records: \(new) new, \(updated) updated", "Relevés : \(new) nouveaux, \(updated) modifiés")
    }
    static func skipChanges(new: Int, updated: Int) -> Phrase {
        Phrase(
            "Skips and pauses: \(new) new, \(updated) updated",
            "Jours sautés et pauses : \(new) nouveaux, \(updated) modifiés")
    }
    static func sameNameTitle(_ count: Int) -> Phrase {
        Phrase(
            count == 1
                ? "1 new habit has the name of one of yours" : "\(count) new habits have the name of one of yours",
            count == 1
                ? "1 nouvelle habitude porte le nom d’une des vôtres"
                : "\(count) nouvelles habitudes portent le nom d’une des vôtres")
    }
    static let sameNameDetail = Phrase(
        "Unticked, both are kept. Ticked, the file’s habit is merged into yours: its records and skips go to yours, "
            + "yours keeps its settings; on a day both have, your value is kept and the file’s note is kept too.",
        "Non cochée, les deux sont gardées. Cochée, l’habitude du fichier est fusionnée dans la vôtre : ses relevés "
            + "et jours sautés y vont, la vôtre garde ses réglages ; un jour présent des deux côtés garde votre valeur, "
            + "et la note du fichier est gardée aussi.")
    static func mergeInto(_ incoming: String, _ existing: String) -> Phrase {
        Phrase("Merge “\(incoming)” into your “\(existing)”", "Fusionner « \(incoming) » dans votre « \(existing) »")
    }
    static let backToSettings = Phrase("Back to Settings", "Retour aux réglages")
    static let recountImport = Phrase("Update the counts", "Mettre à jour les comptes")
    static let importChoiceChanged = Phrase(
        "Your choice of habits to merge changes what is imported: check the counts below, then import again.",
        "Votre choix d’habitudes à fusionner change ce qui est importé : vérifiez les comptes ci-dessous, puis "
            + "importez de nouveau.")
    static func mergeCounts(_ records: Int, _ days: Int) -> Phrase {
        Phrase(
            (records == 1 ? "1 record moved" : "\(records) records moved")
                + (days > 0 ? ", " + (days == 1 ? "1 day in both" : "\(days) days in both") : ""),
            (records < 2 ? "\(records) relevé déplacé" : "\(records) relevés déplacés")
                + (days > 0 ? ", " + (days < 2 ? "\(days) jour en commun" : "\(days) jours en commun") : ""))
    }
    /// Why an uploaded file cannot be read as a backup.
    static func backupFileProblem(_ error: BackupFileError, _ file: String) -> Phrase {
        switch error.problem {
        case .empty: emptyBackupFile(file)
        case .unknownFormat: unknownBackupFormat(file)
        case .cannotRead(let failure):
            Phrase(
                "“\(file)” cannot be read (\(failure.words)). Nothing was imported.",
                "« \(file) » ne peut pas être lu (\(FrenchPhrasebook.plain.systemFailure(failure))). Rien n’a été "
                    + "importé.")
        case .tooLarge, .notAFile, .changedWhileRead:
            Phrase(
                "“\(file)” cannot be imported: \(error.description). Nothing was imported.",
                "« \(file) » ne peut pas être importé : il \(FrenchPhrasebook.plain.backupFileProblem(error)). Rien "
                    + "n’a été importé.")
        case .undecodable(_, let detail):
            Phrase(
                unreadableBackup(file, error.description).english,
                unreadableBackup(file, backupDetail(detail).french).french)
        }
    }
    static let importNeverDeletes = Phrase(
        "An import never deletes: what is here and not in the file stays. For what both hold, the file wins "
            + "unless it was changed or deleted here after the file was written (you may choose to revert that "
            + "too, on every device that syncs with this one), and except what its format cannot carry, which "
            + "stays as it is here.",
        "Un import ne supprime rien : ce qui est ici et pas dans le fichier reste. Pour ce que les deux contiennent, "
            + "le fichier l’emporte, sauf si cela a été modifié ou supprimé ici après l’écriture du fichier (vous "
            + "pouvez choisir de le défaire aussi, sur chaque appareil synchronisé avec celui-ci), et sauf ce que son "
            + "format ne peut pas porter, qui reste tel quel ici."
    )
    static let chooseBackupFile = Phrase(
        "Choose a backup file to import.", "Choisissez un fichier de sauvegarde à importer.")
    static func emptyBackupFile(_ file: String) -> Phrase {
        Phrase(
            "“\(file)” is empty: there is nothing in it to import. Choose the file Kadō or Loop exported.",
            "« \(file) » est vide : il n’y a rien à importer. Choisissez le fichier exporté par Kadō ou Loop.")
    }
    static func unknownBackupFormat(_ file: String) -> Phrase {
        Phrase(
            "“\(file)” is neither a Kadō backup (JSON or CSV), a Loop Habit Tracker database or CSV export, a "
                + "HabitBull CSV export, a Rewire or Tickmate database, nor a spreadsheet CSV. Nothing was imported.",
            "« \(file) » n’est ni une sauvegarde Kadō (JSON ou CSV), ni une base ou un export CSV de Loop Habit "
                + "Tracker, ni un export CSV de HabitBull, ni une base Rewire ou Tickmate, ni le CSV d’un tableur. Rien "
                + "n’a été importé."
        )
    }
    static func unreadableBackup(_ file: String, _ problem: String) -> Phrase {
        Phrase(
            "“\(file)” cannot be imported: \(problem). Nothing was imported.",
            "« \(file) » ne peut pas être importé : \(problem). Rien n’a été importé.")
    }
    /// A file whose plan breaks a rule of the domain: the field as the file names it, its value,
    /// and the rule in the interface's language.
    static func invalidBackup(_ file: String, _ problem: ValidationError) -> Phrase {
        Phrase(
            unreadableBackup(file, problem.description).english,
            unreadableBackup(
                file, "champ « \(problem.field) », valeur « \(problem.value) » : \(rule(problem.rule).french)"
            )
            .french)
    }
    static let importNotFound = Phrase(
        "There is no upload waiting with this id: it was imported already, or the server restarted. Upload the file again.",
        "Aucun envoi n’attend avec cet identifiant : il a déjà été importé, ou le serveur a redémarré. Renvoyez le fichier."
    )
    static let importExpired = Phrase(
        "This upload waited more than 30 minutes and has expired. Upload the file again.",
        "Cet envoi a attendu plus de 30 minutes et a expiré. Renvoyez le fichier.")

    /// What in the file was left out or had its text replaced.
    static func leftOutSubject(_ subject: ImportSummary.LeftOut.Subject) -> Phrase {
        switch subject {
        case .habit(let name): Phrase("habit \"\(name)\"", "habitude « \(name) »")
        case .records(let count, let habitID):
            Phrase(
                (count == 1 ? "1 record" : "\(count) records") + " of habit \(habitID.uuidString)",
                (count < 2 ? "\(count) relevé" : "\(count) relevés") + " de l’habitude \(habitID.uuidString)")
        case .record(let id): Phrase("record \(id.uuidString)", "relevé \(id.uuidString)")
        case .skips(let count, let habitID):
            Phrase(
                (count == 1 ? "1 skip" : "\(count) skips") + " of habit \(habitID.uuidString)",
                (count < 2 ? "\(count) jour sauté" : "\(count) jours sautés") + " de l’habitude \(habitID.uuidString)")
        case .skip(let id): Phrase("skip \(id.uuidString)", "jour sauté \(id.uuidString)")
        case .note(let habit, let day): Phrase("note of \(habit) on \(day)", "note de \(habit) le \(day)")
        case .skipNote(let habit, let day):
            Phrase("note of the skip of \(habit) from \(day)", "note du saut de \(habit) à partir du \(day)")
        case .described(let text): Phrase(text, text)
        }
    }

    /// Why it was left out or had its text replaced.
    static func leftOutReason(_ reason: ImportSummary.LeftOut.Reason) -> Phrase {
        switch reason {
        case .idTwiceInFile:
            Phrase("its id appears twice in the file", "son identifiant apparaît deux fois dans le fichier")
        case .unknownHabit:
            Phrase(
                "the habit is neither in the file nor in the database",
                "l’habitude n’est ni dans le fichier ni dans la base")
        case .idOfAnotherHabit:
            Phrase("its id belongs to another habit", "son identifiant appartient à une autre habitude")
        case .nameReplaced(let name, let unit):
            Phrase(
                "imported as \"\(name)\"" + (unit.map { ", unit \"\($0)\"" } ?? "")
                    + ": line breaks, tabs and control characters replaced",
                "importée comme « \(name) »" + (unit.map { ", unité « \($0) »" } ?? "")
                    + " : sauts de ligne, tabulations et caractères de contrôle remplacés")
        case .controlsReplaced: Phrase("control characters replaced", "caractères de contrôle remplacés")
        case .described(let text): Phrase(text, text)
        }
    }
}
