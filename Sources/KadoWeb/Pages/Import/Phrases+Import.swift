import KadoApp
import KadoCore

extension Phrase {
    static let reviewImportTitle = Phrase("web.import.reviewImportTitle")
    static let whatChanges = Phrase("web.import.whatChanges")
    static let kadoJSONBackup = Phrase("web.import.kadoJSONBackup")
    static let kadoCSVBackup = Phrase("web.import.kadoCSVBackup")
    static let loopDatabase = Phrase("web.import.loopDatabase")
    static let habitBullExport = Phrase("web.import.habitBullExport")
    static let loopCSVExport = Phrase("web.import.loopCSVExport")
    static let rewireDatabase = Phrase("web.import.rewireDatabase")
    static let tickmateDatabase = Phrase("web.import.tickmateDatabase")
    static let spreadsheetCSV = Phrase("web.import.spreadsheetCSV")
    static func remarksTitle(_ count: Int) -> Phrase { Phrase("web.import.remarksTitle", count: count) }
    /// A remark on another app's file: what is not imported as it says, or a choice made.
    static func importRemark(_ remark: ImportRemark) -> Phrase {
        Phrase(wording: { $0.importRemark(remark) })
    }
    static let habitsLabel = Phrase("web.import.habitsLabel")
    static let recordsLabel = Phrase("web.import.recordsLabel")
    static let skipsLabel = Phrase("web.import.skipsLabel")
    static let newLabel = Phrase("web.import.newLabel")
    static let updatedLabel = Phrase("web.import.updatedLabel")
    static let unchangedLabel = Phrase("web.import.unchangedLabel")
    static func inTheFile(_ count: Int) -> Phrase { Phrase("web.import.inTheFile", ["count": count]) }
    static let newHabits = Phrase("web.import.newHabits")
    static let updatedHabits = Phrase("web.import.updatedHabits")
    static func andMore(_ count: Int) -> Phrase { Phrase("web.import.andMore", ["count": count]) }
    static func leftOutTitle(_ count: Int) -> Phrase { Phrase("web.import.leftOutTitle", count: count) }
    static func replacedTextTitle(_ count: Int) -> Phrase { Phrase("web.import.replacedTextTitle", count: count) }
    static let importSettingsChange = Phrase("web.import.importSettingsChange")
    static let dryRunNotice = Phrase("web.import.dryRunNotice")
    static let importChangesNothing = Phrase("web.import.importChangesNothing")
    static let confirmImport = Phrase("web.import.confirmImport")
    static let noValue = Phrase("web.import.noValue")
    static func fieldName(_ field: String) -> Phrase {
        switch field {
        case "name": Phrase("web.import.fieldName")
        case "frequency": Phrase("web.import.fieldName.2")
        case "type": Phrase("web.import.fieldName.3")
        case "unit": Phrase("web.import.fieldName.4")
        case "color": Phrase("web.import.fieldName.5")
        case "icon": Phrase("web.import.fieldName.6")
        case "createdAt": Phrase("web.import.fieldName.7")
        case "archivedAt": Phrase("web.import.fieldName.8")
        case "reminders": Phrase("web.import.fieldName.9")
        case "sortOrder": Phrase("web.import.fieldName.10")
        case "scoreModel": Phrase("web.import.fieldName.11")
        case "details": Phrase("web.import.fieldName.12")
        case "group": Phrase("web.import.fieldName.13")
        case "startDay": Phrase("web.import.fieldName.14")
        case "dayStart": Phrase("web.import.fieldName.15")
        case "weekStart": Phrase("web.import.fieldName.16")
        case "language": Phrase("web.import.fieldName.17")
        // A field no version of Kadō writes, named as the file names it.
        default: .verbatim(field)
        }
    }
    static func recordChanges(new: Int, updated: Int) -> Phrase {
        Phrase("web.import.recordChanges", ["new": new, "updated": updated])
    }
    static func skipChanges(new: Int, updated: Int) -> Phrase {
        Phrase("web.import.skipChanges", ["new": new, "updated": updated])
    }
    static func sameNameTitle(_ count: Int) -> Phrase { Phrase("web.import.sameNameTitle", count: count) }
    static let sameNameDetail = Phrase("web.import.sameNameDetail")
    static func mergeInto(_ incoming: String, _ existing: String) -> Phrase {
        Phrase("web.import.mergeInto", ["incoming": incoming, "existing": existing])
    }
    static let backToSettings = Phrase("web.import.backToSettings")
    static let recountImport = Phrase("web.import.recountImport")
    static let importChoiceChanged = Phrase("web.import.importChoiceChanged")
    static func mergeCounts(_ records: Int, _ days: Int) -> Phrase {
        guard days > 0 else { return Phrase("web.import.mergeCounts", count: records) }
        return Phrase(
            "web.import.mergeCounts.days", count: records, ["days": Phrase("common.count.day", count: days).argument])
    }
    /// Why an uploaded file cannot be read as a backup.
    static func backupFileProblem(_ error: BackupFileError, _ file: String) -> Phrase {
        switch error.problem {
        case .empty: emptyBackupFile(file)
        case .unknownFormat: unknownBackupFormat(file)
        case .cannotRead(let failure):
            Phrase(
                "web.import.cannotRead", ["file": file, "why": Phrase(wording: { $0.systemFailure(failure) }).argument])
        case .tooLarge, .notAFile, .changedWhileRead:
            Phrase(
                "web.import.fileRefused",
                ["file": file, "problem": Phrase(wording: { $0.backupFileProblem(error) }).argument])
        case .undecodable(_, let detail):
            unreadableBackup(file, backupDetail(detail))
        }
    }
    static let importNeverDeletes = Phrase("web.import.importNeverDeletes")
    static let chooseBackupFile = Phrase("web.import.chooseBackupFile")
    static func emptyBackupFile(_ file: String) -> Phrase {
        Phrase("web.import.emptyBackupFile", ["file": file])
    }
    static func unknownBackupFormat(_ file: String) -> Phrase {
        Phrase("web.import.unknownBackupFormat", ["file": file])
    }
    static func unreadableBackup(_ file: String, _ problem: Phrase) -> Phrase {
        Phrase("web.import.unreadableBackup", ["file": file, "problem": problem.argument])
    }
    /// A file whose plan breaks a rule of the domain: the field as the file names it, its value,
    /// and the rule in the interface's language.
    static func invalidBackup(_ file: String, _ problem: ValidationError) -> Phrase {
        unreadableBackup(
            file,
            Phrase(
                "web.import.invalidField",
                ["field": problem.field, "value": problem.value, "rule": rule(problem.rule).argument]))
    }
    static let importNotFound = Phrase("web.import.importNotFound")
    static let importExpired = Phrase("web.import.importExpired")

    /// What in the file was left out or had its text replaced.
    static func leftOutSubject(_ subject: ImportSummary.LeftOut.Subject) -> Phrase {
        switch subject {
        case .habit(let name): Phrase("web.import.name", ["name": name])
        case .records(let count, let habitID):
            Phrase("web.import.leftOut.records", count: count, ["habit": habitID.uuidString])
        case .record(let id): Phrase("web.import.id", ["idUuidString": id.uuidString])
        case .skips(let count, let habitID):
            Phrase("web.import.leftOut.skips", count: count, ["habit": habitID.uuidString])
        case .skip(let id): Phrase("web.import.id.2", ["idUuidString": id.uuidString])
        case .note(let habit, let day): Phrase("web.import.day", ["habit": habit, "day": day])
        case .skipNote(let habit, let day):
            Phrase("web.import.day.2", ["habit": habit, "day": day])
        // Described in English by the version of Kadō that kept the summary.
        case .described(let text): .verbatim(text)
        }
    }

    /// Why it was left out or had its text replaced.
    static func leftOutReason(_ reason: ImportSummary.LeftOut.Reason) -> Phrase {
        switch reason {
        case .idTwiceInFile:
            Phrase("web.import.leftOutReason.idTwiceInFile")
        case .unknownHabit:
            Phrase("common.import.leftOutReason.unknownHabit")
        case .idOfAnotherHabit:
            Phrase("web.import.leftOutReason.idOfAnotherHabit")
        case .nameReplaced(let name, nil):
            Phrase("web.import.nameReplaced", ["name": name])
        case .nameReplaced(let name, let unit?):
            Phrase("web.import.nameReplaced.unit", ["name": name, "unit": unit])
        case .controlsReplaced: Phrase("common.import.unit.controlsReplaced")
        // Described in English by the version of Kadō that kept the summary.
        case .described(let text): .verbatim(text)
        }
    }
}
