import Foundation
import KadoApp
import KadoCore

/// `kado export [--format json|csv] [-o FILE]`: writes a backup.
struct ExportCommand: Command {
    let specification = CommandCatalog.export

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

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let format = arguments.value(of: "format") ?? "json"
        guard format == "json" || format == "csv" else {
            throw UsageError.invalidValue(format, for: "--format", problem: .choice(["json", "csv"]))
        }
        let output = arguments.value(of: "output")
        if output == "-", context.usesJSON {
            throw UsageError.invalidValue("-", for: "-o", problem: .backupToStandardOutput)
        }
        let tracker = try context.openTrackerForReading()
        let backup = try tracker.exportBackup(
            format: format == "csv" ? .csv : .json, appVersion: AppVersion.current)
        let data = backup.data
        let words = try context.words(tracker)
        let summary = words.count(backup.habitCount, .habit) + ", " + words.count(backup.recordCount, .record)
        // Warnings go to standard error, so that `-o -` and --json stay clean.
        if !backup.notCarried.isEmpty, !context.usesJSON {
            context.printError(
                words(.errorPrefix) + words(.csvCannotCarry(backup.notCarried, in: words.language)))
        }
        if !backup.leftOut.isEmpty, !context.usesJSON {
            context.printError(words(.errorPrefix) + words(.exportLeftOut(backup.leftOut, in: words.language)))
        }
        if output == "-" {
            context.writeData(data)
            return
        }
        let path = try destination(output, format: format, today: try tracker.today(), context: context)
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        if context.usesJSON {
            return try context.printJSON(
                Output(
                    path: path, format: format, habits: backup.habitCount, records: backup.recordCount,
                    notCarried: backup.notCarried.map(\.description),
                    leftOut: backup.leftOut.map { Output.LeftOut($0) }))
        }
        context.print(words(.exported(summary, TerminalText.safe(path))))
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
        let folder = (absolute as NSString).deletingLastPathComponent
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw UsageError.invalidValue(output, for: "-o", problem: .missingFolder(folder))
        }
        return absolute
    }
}
