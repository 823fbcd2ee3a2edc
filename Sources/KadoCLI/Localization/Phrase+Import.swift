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
        default: Phrase("cli.import.asRecorded", ["text": field])
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
            return Phrase("cli.import.asRecorded", ["text": TerminalText.safe(text)])
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
            return safeUnit.map { Phrase("cli.import.nameReplaced.unit", ["name": safeName, "unit": $0]) }
                ?? Phrase("cli.import.nameReplaced", ["name": safeName])
        case .controlsReplaced: return Phrase("common.import.unit.controlsReplaced")
        case .described(let text):
            return Phrase("cli.import.asRecorded", ["text": TerminalText.safe(text)])
        }
    }

    // MARK: - Export

    /// `cannot write the backup to PATH: no space left on device`, the system's words quoted in
    /// French.
    static func backupNotWritten(_ path: String, systemReason: String) -> Phrase {
        let reason =
            systemReason == BackupUseCases.diskFullReason
            ? Phrase("common.backup.reason.diskFull") : Phrase("cli.export.systemReason", ["reason": systemReason])
        return Phrase("cli.export.backupNotWritten", ["path": path, "reason": reason.argument])
    }

    /// `kado: CSV cannot carry 3 skips and pauses; the unit of 2 habits (use JSON to keep them)`.
    static func csvCannotCarry(_ omissions: [ExportOmission], in language: Language) -> Phrase {
        let list = Phrase(wording: { wording in
            let items = omissions.map { omission in
                omission.kind == .settings
                    ? wording.text("cli.export.omission.settings")
                    : wording.text("cli.export.omission." + omission.kind.rawValue, ["count": .integer(omission.count)])
            }
            guard var text = items.first else { return "" }
            for item in items.dropFirst() {
                text = wording.text("cli.list.semicolon", ["first": .text(text), "second": .text(item)])
            }
            return text
        })
        return Phrase("cli.export.csvCannotCarry", ["omissions": list.argument])
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
        let more = rest > 0 ? Phrase("cli.export.andMore", ["rest": String(rest)]).argument : .text("")
        return Phrase(
            "cli.export.leftOut", count: records.count,
            [
                "first": LogicalDay.firstSupported, "last": LogicalDay.lastSupported,
                "records": shown.joined(separator: ", "), "more": more,
            ])
    }
}

/// What a line of `kado import`'s summary counts, each with its own catalog entry so that the
/// words agree with it.
enum ImportCountsSubject: Sendable {
    case habits, completions, skips
}
