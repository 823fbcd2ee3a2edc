import Foundation
import KadoApp
import KadoCore

/// `kado export [--format json|csv] [-o FILE]`: writes a backup.
struct ExportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "export",
        summary: HelpText(
            "Write a backup of every habit and record (Kadō's JSON or CSV)",
            french: "Écrire une sauvegarde de toutes les habitudes et de tous les relevés (JSON ou CSV de Kadō)"),
        discussion: HelpText(
            "JSON is lossless and Kadō for iPhone reads it. CSV has Kadō's 16 columns for Kadō and "
                + "spreadsheets; kado says what CSV cannot carry. Without -o, the backup is written to "
                + "kado-backup-YYYY-MM-DD.json (or .csv) in the current folder.",
            french:
                "Le JSON ne perd rien et Kadō pour iPhone le lit. Le CSV a les 16 colonnes de Kadō, pour Kadō et les "
                + "tableurs ; kado dit ce que le CSV ne peut pas porter. Sans -o, la sauvegarde est écrite dans "
                + "kado-backup-AAAA-MM-JJ.json (ou .csv) dans le dossier courant."),
        examples: ["export", "export --format csv -o ~/Backups", "export -o - > kado.json"], changesData: true)

    @Option(
        "format", "FORMAT", help: HelpText("json (the default) or csv", french: "json (par défaut) ou csv"),
        completion: .values(["json", "csv"]), parse: ValueParser.oneOf(["json", "csv"]))
    var format: String?
    @Option(
        "output", "FILE", short: "o",
        help: HelpText(
            "A file, a folder (for kado-backup-YYYY-MM-DD.json), or - for standard output",
            french: "Un fichier, un dossier (pour kado-backup-AAAA-MM-JJ.json), ou - pour la sortie standard"),
        completion: .file)
    var output: String?

    /// `kado export --json`: where the backup went and what it holds.
    struct Output: Encodable {
        let path: String
        let format: String
        let habits: Int
        let records: Int
        let notCarried: [String]
        /// Records and skips stored on days no backup carries, left out of the file.
        let leftOut: [LeftOut]

        /// A record or skip left out: its habit and day(s).
        struct LeftOut: Encodable {
            let kind: String
            let habitID: UUID
            let habit: String
            let day: String
            let lastDay: String?

            init(_ record: UnsupportedRecord) {
                kind = record.kind.rawValue
                habitID = record.habitID
                habit = record.habitName
                day = record.day.description
                lastDay = record.lastDay?.description
            }
        }
    }

    func run(in context: CommandContext) throws {
        let format = self.format ?? "json"
        if output == "-", context.usesJSON {
            throw UsageError.invalidValue("-", for: "-o", problem: .backupToStandardOutput)
        }
        let tracker = try context.openTrackerForReading()
        let backupFormat: BackupFormat = format == "csv" ? .csv : .json
        let words = try context.words(tracker)
        let backup: ExportSummary
        var path = "-"
        if output == "-" {
            // Standard output, as it is made: a pipe takes the file a chunk at a time.
            backup = try Self.translatingFailure(path: "-", tracker: tracker) {
                try tracker.backups.exportBackup(
                    format: backupFormat, appVersion: AppVersion.current,
                    into: DataWritingSink(write: context.writeData))
            }
        } else {
            path = try destination(output, format: format, today: try tracker.today(), context: context)
            backup = try Self.translatingFailure(path: path, tracker: tracker) {
                try tracker.backups.exportBackup(format: backupFormat, appVersion: AppVersion.current, toFileAt: path)
            }
        }
        let summary = words.count(backup.habitCount, .habit) + ", " + words.count(backup.recordCount, .record)
        // Warnings go to standard error, so that `-o -` and --json stay clean.
        if !backup.notCarried.isEmpty, !context.usesJSON {
            context.printError(
                words(.errorPrefix) + words(.csvCannotCarry(backup.notCarried, in: words.language)))
        }
        if !backup.leftOut.isEmpty, !context.usesJSON {
            context.printError(words(.errorPrefix) + words(.exportLeftOut(backup.leftOut, in: words.language)))
        }
        if output == "-" { return }
        if context.usesJSON {
            return try context.printJSON(
                Output(
                    path: path, format: format, habits: backup.habitCount, records: backup.recordCount,
                    notCarried: backup.notCarried.map(\.description),
                    leftOut: backup.leftOut.map { Output.LeftOut($0) }))
        }
        context.print(words(.exported(summary, TerminalText.safe(path))))
    }

    /// Runs `export`, telling a file that cannot be written as ``FileWriteError`` (exit 74).
    private static func translatingFailure(
        path: String, tracker: Tracker, _ export: () throws -> ExportSummary
    ) throws
        -> ExportSummary
    {
        do {
            return try export()
        } catch let error as ExportFileError {
            throw FileWriteError(content: .backup, path: error.path, systemReason: error.reason)
        } catch let error as AppError {
            throw error
        } catch {
            throw FileWriteError(content: .backup, path: path, systemReason: tracker.backups.reason(of: error))
        }
    }

    /// The file to write: `-o FILE`, or `kado-backup-YYYY-MM-DD.<format>` in `-o FOLDER` or the
    /// current folder.
    private func destination(_ output: String?, format: String, today: LogicalDay, context: CommandContext) throws
        -> String
    {
        let name = "kado-backup-\(today).\(format)"
        guard let output, !output.isEmpty else {
            return (context.workingDirectory as NSString).appendingPathComponent(name)
        }
        let expanded = (output as NSString).expandingTildeInPath
        let absolute =
            expanded.hasPrefix("/") ? expanded : (context.workingDirectory as NSString).appendingPathComponent(expanded)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder), isFolder.boolValue {
            return (absolute as NSString).appendingPathComponent(name)
        }
        let folder = PathName.folder(of: absolute)
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageError.invalidValue(output, for: "-o", problem: .missingFolder(folder))
        }
        return absolute
    }
}
