import Foundation
import KadoApp
import KadoBackup
import KadoCore

/// `kado import FILE [--dry-run]`: reads a Kadō JSON or CSV backup or a Loop database, shows what
/// changes, and applies it in one transaction.
struct ImportCommand: Command {
    let specification = CommandCatalog.import

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let given = arguments.argument("FILE") ?? ""
        let expanded = (given as NSString).expandingTildeInPath
        let path =
            expanded.hasPrefix("/") ? expanded : (context.workingDirectory as NSString).appendingPathComponent(expanded)
        // The size first: a file over the limit is refused before a byte of it is read.
        let limits = BackupLimits.standard
        if let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue,
            size > limits.fileBytes
        {
            throw ImportFileError(
                path: given,
                problem:
                    "is \(BackupLimits.grouped(size)) bytes, larger than the "
                    + "\(BackupLimits.describe(bytes: limits.fileBytes)) a backup may be",
                exitCode: .dataError)
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ImportFileError(path: given, problem: "cannot be read", exitCode: .ioError)
        }
        guard let format = BackupFormat.detect(data) else {
            throw ImportFileError(
                path: given, problem: "is neither a Kadō backup (JSON or CSV) nor a Loop Habit Tracker database",
                exitCode: .dataError)
        }
        let tracker = try context.openTracker()
        let timeZone = try tracker.calendar().boundary.timeZone
        let contents: BackupContents
        do {
            switch format {
            case .json: contents = try KadoJSONBackup.decode(data, timeZone: timeZone, limits: tracker.limits)
            case .csv: contents = try KadoCSVBackup.decode(data, timeZone: timeZone, limits: tracker.limits)
            case .loop: contents = try LoopDatabaseReader.read(path: path, timeZone: timeZone, limits: tracker.limits)
            }
        } catch {
            throw ImportFileError(
                path: given, problem: error.description, exitCode: .dataError)
        }
        let summary: ImportSummary
        do {
            summary = try tracker.importBackup(contents, format: format, dryRun: arguments.flag("dry-run"))
        } catch {
            if case .invalid(let problem) = error {
                throw ImportFileError(path: given, problem: problem.description, exitCode: .dataError)
            }
            throw error
        }
        if context.usesJSON {
            try context.printJSON(summary)
            return
        }
        context.print(Self.describe(summary, file: given))
    }

    static func describe(_ summary: ImportSummary, file: String) -> String {
        let kind =
            switch summary.format {
            case "json": "Kadō JSON backup"
            case "csv": "Kadō CSV backup"
            default: "Loop Habit Tracker database"
            }
        func line(_ title: String, _ counts: ImportSummary.Counts) -> String {
            let padded = title.padding(toLength: 12, withPad: " ", startingAt: 0)
            return "  \(padded) \(counts.total) in the file: \(counts.new) new, \(counts.updated) updated, "
                + "\(counts.unchanged) unchanged"
        }
        var lines = ["\(kind) \(TerminalText.safe(file))"]
        lines.append(line("habits", summary.habits))
        lines.append(line("completions", summary.completions))
        if summary.skips.total > 0 { lines.append(line("skips", summary.skips)) }
        if summary.settingsChanged { lines.append("  settings     changed") }
        if !summary.leftOut.isEmpty {
            lines.append("  left out     \(summary.leftOut.count):")
            for item in summary.leftOut.prefix(20) {
                lines.append("    \(TerminalText.safe(item.item)): \(TerminalText.safe(item.reason))")
            }
            if summary.leftOut.count > 20 { lines.append("    … and \(summary.leftOut.count - 20) more") }
        }
        if !summary.replacedText.isEmpty {
            lines.append("  replaced     \(summary.replacedText.count):")
            for item in summary.replacedText.prefix(20) {
                lines.append("    \(TerminalText.safe(item.item)): \(TerminalText.safe(item.reason))")
            }
            if summary.replacedText.count > 20 { lines.append("    … and \(summary.replacedText.count - 20) more") }
        }
        if summary.isDryRun {
            lines.append(
                summary.changesAnything
                    ? "Dry run: nothing was changed. Run it again without --dry-run to import."
                    : "Dry run: importing this file would change nothing.")
        } else {
            lines.append(summary.changesAnything ? "Imported." : "Nothing to import: everything is already here.")
        }
        return lines.joined(separator: "\n")
    }
}

/// A backup file that cannot be imported: names the file and the problem.
struct ImportFileError: Error, ReportableError {
    let path: String
    let problem: String
    let exitCode: ExitCode

    var reportMessage: String { "kado: \(path): \(problem)" }
}
