import KadoApp
import KadoCore

/// The words of `kado import` and `kado export`: the summary, the dry run's diff, the export's
/// warnings, in English and French.
extension Phrase {
    static let kadoJSONBackup = Phrase("cli.import.kadoJSONBackup")
    static let kadoCSVBackup = Phrase("cli.import.kadoCSVBackup")
    static let loopDatabase = Phrase("cli.import.loopDatabase")
    static let habitBullExport = Phrase("cli.import.habitBullExport")
    static let loopCSVExport = Phrase("cli.import.loopCSVExport")
    static let rewireDatabase = Phrase("cli.import.rewireDatabase")
    static let tickmateDatabase = Phrase("cli.import.tickmateDatabase")
    static let spreadsheetCSV = Phrase("cli.import.spreadsheetCSV")
    static let habitsTitle = Phrase("cli.import.habitsTitle")
    static let completionsTitle = Phrase("cli.import.completionsTitle")
    static let skipsTitle = Phrase("cli.import.skipsTitle")

    /// `3 in the file: 1 new, 2 updated, 0 unchanged`; the words agree with what `subject` counts
    /// (in French `habitudes` is feminine: `nouvelles 1, modifiées 2`).
    static func importCounts(_ subject: ImportCountsSubject, _ total: Int, _ new: Int, _ updated: Int, _ unchanged: Int)
        -> Phrase
    {
        let counts: KeyValuePairs<String, any CustomStringConvertible> = [
            "total": total, "new": new, "updated": updated, "unchanged": unchanged,
        ]
        return switch subject {
        case .habits: Phrase("cli.import.counts.habits", counts)
        case .completions: Phrase("cli.import.counts.completions", counts)
        case .skips: Phrase("cli.import.counts.skips", counts)
        }
    }

    static let changesTitle = Phrase("cli.import.changesTitle")
    static let settingsTitle = Phrase("cli.import.settingsTitle")
    static let newHabitsTitle = Phrase("cli.import.newHabitsTitle")
    static let sameNameTitle = Phrase("cli.import.sameNameTitle")
    static func leftOutTitle(_ count: Int) -> Phrase {
        Phrase("cli.import.leftOutTitle", ["count": count])
    }
    static func replacedTitle(_ count: Int) -> Phrase {
        Phrase("cli.import.replacedTitle", ["count": count])
    }
    static func remarksTitle(_ count: Int) -> Phrase {
        Phrase("cli.import.remarksTitle", ["count": count])
    }
    /// A remark on another app's file: what is not imported as it says, or a choice made.
    static func importRemark(_ remark: ImportRemark) -> Phrase {
        Phrase(wording: { $0.importRemark(remark) })
    }
    static func andMore(_ count: Int) -> Phrase { Phrase("cli.import.andMore", ["count": count]) }

    static let dryRunChangesNothingYet = Phrase("cli.import.dryRunChangesNothingYet")
    static let dryRunWouldChangeNothing = Phrase("cli.import.dryRunWouldChangeNothing")
    static let importedDone = Phrase("cli.import.importedDone")
    static let nothingToImport = Phrase("cli.import.nothingToImport")

    static func newRecords(_ count: Int) -> Phrase { Phrase("cli.import.newRecords", count: count) }
    static func updatedRecords(_ count: Int) -> Phrase { Phrase("cli.import.updatedRecords", count: count) }
    static func newSkips(_ count: Int) -> Phrase { Phrase("cli.import.newSkips", count: count) }
    static func updatedSkips(_ count: Int) -> Phrase { Phrase("cli.import.updatedSkips", count: count) }

    /// A field of a habit or a setting as the diff names it.
    static func importField(_ field: String) -> Phrase {
        switch field {
        case "name": Phrase("cli.import.importField")
        case "frequency": Phrase("cli.import.importField.2")
        case "type": Phrase("cli.import.importField.3")
        case "unit": Phrase("cli.import.importField.4")
        case "color": Phrase("cli.import.importField.5")
        case "icon": Phrase("cli.import.importField.6")
        case "createdAt": Phrase("cli.import.importField.7")
        case "archivedAt": Phrase("cli.import.importField.8")
        case "reminders": Phrase("cli.import.importField.9")
        case "sortOrder": Phrase("cli.import.importField.10")
        case "scoreModel": Phrase("cli.import.importField.11")
        case "details": Phrase("cli.import.importField.12")
        case "group": Phrase("cli.import.importField.13")
        case "startDay": Phrase("cli.import.importField.14")
        case "dayStart": Phrase("cli.import.importField.15")
        case "weekStart": Phrase("cli.import.importField.16")
        case "language": Phrase("cli.import.importField.17")
        default: Phrase(field, field)
        }
    }
    static let noneValue = Phrase("cli.import.noneValue")

    /// `"run" is like "Run" here: kept both (--match merge merges them)`.
    static func keptBoth(_ incoming: String, _ existing: String) -> Phrase {
        Phrase("cli.import.keptBoth", ["incoming": incoming, "existing": existing])
    }
    /// `"run" is like "Run" here: merged, 30 records moved`.
    static func merged(_ incoming: String, _ existing: String, recordsMoved: Int) -> Phrase {
        Phrase("cli.import.merged", count: recordsMoved, ["incoming": incoming, "existing": existing])
    }
    /// `, 2 days in both (the values here kept, 1 note from the file kept)`.
    static func daysInBoth(_ days: Int, notesKept: Int) -> Phrase {
        guard notesKept > 0 else { return Phrase("cli.import.daysInBoth", count: days) }
        return Phrase("cli.import.daysInBoth.notes", count: notesKept, ["days": Noun.day.phrase(days).argument])
    }

    /// What in the file was left out or had its text replaced (terminal-safe).
    static func leftOutSubject(_ subject: ImportSummary.LeftOut.Subject) -> Phrase {
        switch subject {
        case .habit(let name):
            let safe = TerminalText.safe(name)
            return Phrase("cli.import.safe", ["safe": safe])
        case .records(let count, let habitID):
            return Phrase("cli.import.leftOut.records", count: count, ["habit": habitID.uuidString])
        case .record(let id): return Phrase("cli.import.id", ["idUuidString": id.uuidString])
        case .skips(let count, let habitID):
            return Phrase("cli.import.leftOut.skips", count: count, ["habit": habitID.uuidString])
        case .skip(let id): return Phrase("cli.import.id.2", ["idUuidString": id.uuidString])
        case .note(let habit, let day):
            let safe = TerminalText.safe(habit)
            return Phrase("cli.import.safe.2", ["safe": safe, "day": day])
        case .skipNote(let habit, let day):
            let safe = TerminalText.safe(habit)
            return Phrase("cli.import.safe.3", ["safe": safe, "day": day])
        case .described(let text):
            let safe = TerminalText.safe(text)
            return Phrase(safe, safe)
        }
    }

    /// Why it was left out or had its text replaced (terminal-safe).
    static func leftOutReason(_ reason: ImportSummary.LeftOut.Reason) -> Phrase {
        switch reason {
        case .idTwiceInFile:
            return Phrase("cli.import.leftOutReason.idTwiceInFile")
        case .unknownHabit:
            return Phrase("common.import.leftOutReason.unknownHabit")
        case .idOfAnotherHabit:
            return Phrase("cli.import.leftOutReason.idOfAnotherHabit")
        case .nameReplaced(let name, let unit):
            let safeName = TerminalText.safe(name)
            let safeUnit = unit.map(TerminalText.safe)
            return Phrase(
                "imported as \"\(safeName)\"" + (safeUnit.map { ", unit \"\($0)\"" } ?? "")
                    + ": line breaks, tabs and control characters replaced",
                "importée comme «\(space)\(safeName)\(space)»"
                    + (safeUnit.map { ", unité «\(space)\($0)\(space)»" } ?? "")
                    + "\(space): sauts de ligne, tabulations et caractères de contrôle remplacés")
        case .controlsReplaced: return Phrase("common.import.unit.controlsReplaced")
        case .described(let text):
            let safe = TerminalText.safe(text)
            return Phrase(safe, safe)
        }
    }

    // MARK: - Export

    /// `cannot write the backup to PATH: no space left on device`, the system's words quoted in
    /// French.
    static func backupNotWritten(_ path: String, systemReason: String) -> Phrase {
        Phrase(
            "cannot write the backup to \(path): \(systemReason)",
            "impossible d’écrire la sauvegarde dans \(path)\(space): "
                + (systemReason == BackupUseCases.diskFullReason
                    ? "le disque est plein" : "«\(space)\(systemReason)\(space)»"))
    }

    /// `kado: CSV cannot carry 3 skips and pauses; the unit of 2 habits (use JSON to keep them)`.
    static func csvCannotCarry(_ omissions: [ExportOmission], in language: Language) -> Phrase {
        Phrase(
            "CSV cannot carry " + omissions.map(\.description).joined(separator: "; ") + " (use JSON to keep them)",
            "le CSV ne peut pas porter " + omissions.map(french).joined(separator: "\(space); ")
                + " (utilisez JSON pour les garder)")
    }

    /// An omission in French.
    private static func french(_ omission: ExportOmission) -> String {
        let count = omission.count
        let one = count < 2
        return switch omission.kind {
        case .skips: one ? "\(count) saut ou pause" : "\(count) sauts et pauses"
        case .order: one ? "la place de \(count) habitude" : "la place de \(count) habitudes"
        case .units: one ? "l’unité de \(count) habitude" : "l’unité de \(count) habitudes"
        case .atMostLimits:
            one
                ? "la limite «\(space)au plus\(space)» de \(count) habitude (écrite comme un compteur)"
                : "les limites «\(space)au plus\(space)» de \(count) habitudes (écrites comme des compteurs)"
        case .loopSchedules:
            one
                ? "le rythme Loop de \(count) habitude (écrit comme le rythme Kadō le plus proche)"
                : "les rythmes Loop de \(count) habitudes (écrits comme les rythmes Kadō les plus proches)"
        case .loopScoreModels:
            one ? "le modèle de score Loop de \(count) habitude" : "le modèle de score Loop de \(count) habitudes"
        case .settings: "les réglages"
        case .recordingTimes:
            one
                ? "l’heure de \(count) enregistrement noté pour un autre jour (écrit à son jour)"
                : "l’heure de \(count) enregistrements notés pour un autre jour (écrits à leur jour)"
        case .emptyNotes:
            one ? "\(count) note vide (relue comme aucune note)" : "\(count) notes vides (relues comme aucune note)"
        case .recordsOfMissingHabits:
            one
                ? "\(count) enregistrement ou saut d’une habitude absente de la sauvegarde"
                : "\(count) enregistrements et sauts d’habitudes absentes de la sauvegarde"
        case .instantsOutsideYears:
            one
                ? "\(count) instant hors des années 1 à 9999 (écrit comme le plus proche à l’intérieur)"
                : "\(count) instants hors des années 1 à 9999 (écrits comme les plus proches à l’intérieur)"
        case .reminders:
            one
                ? "les rappels de \(count) habitude au-delà de sa première heure, et leurs réglages"
                : "les rappels de \(count) habitudes au-delà de leur première heure, et leurs réglages"
        case .details: one ? "la description de \(count) habitude" : "la description de \(count) habitudes"
        case .groups: one ? "le groupe de \(count) habitude" : "le groupe de \(count) habitudes"
        case .startDays: one ? "la date de début de \(count) habitude" : "la date de début de \(count) habitudes"
        case .earlierRules:
            one
                ? "les rythmes, objectifs ou scores d’avant de \(count) habitude (les actuels jugeraient tout son "
                    + "historique)"
                : "les rythmes, objectifs ou scores d’avant de \(count) habitudes (les actuels jugeraient tout leur "
                    + "historique)"
        }
    }

    /// `Read on 0001-01-01`, `a skip of Read from 1800-01-01 to 1800-01-03`.
    static func unsupportedRecord(_ record: UnsupportedRecord) -> Phrase {
        let name = TerminalText.safe(record.habitName)
        switch (record.kind, record.lastDay) {
        case (.record, _): return Phrase("cli.import.name", ["name": name, "day": record.day])
        case (.skip, nil): return Phrase("cli.import.name.2", ["name": name, "day": record.day])
        case (.skip, let last?):
            return Phrase("cli.import.last", ["name": name, "day": record.day, "last": last])
        }
    }

    /// What an export left out: records on days no backup carries.
    static func exportLeftOut(_ records: [UnsupportedRecord], in language: Language) -> Phrase {
        let shown = records.prefix(10).map { unsupportedRecord($0).text(in: language) }
        let rest = records.count > 10 ? records.count - 10 : 0
        let count = records.count
        return Phrase(
            "the backup leaves out \(count == 1 ? "1 record" : "\(count) records") stored outside the supported days ("
                + LogicalDay.supportedDescription + "), which no backup can carry: " + shown.joined(separator: ", ")
                + (rest > 0 ? " … and \(rest) more" : "") + ". `kado repair` removes them.",
            "la sauvegarde laisse de côté \(count < 2 ? "\(count) enregistrement" : "\(count) enregistrements") "
                + "hors des jours acceptés (du \(LogicalDay.firstSupported) au \(LogicalDay.lastSupported)), "
                + "qu’aucune sauvegarde ne peut porter\(space): " + shown.joined(separator: ", ")
                + (rest > 0 ? " … et \(rest) de plus" : "") + ". «\(space)kado repair\(space)» les supprime.")
    }
}

/// What a line of `kado import`'s summary counts, each with its own catalog entry so that the
/// words agree with it.
enum ImportCountsSubject: Sendable {
    case habits, completions, skips
}
