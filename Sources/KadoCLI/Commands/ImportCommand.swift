import Foundation
import KadoApp
import KadoBackup
import KadoCore

/// `kado import FILE [--dry-run] [--match keep-both|merge]`: reads a Kadō JSON or CSV backup or a
/// Loop database, shows exactly what changes, and applies it in one transaction.
struct ImportCommand: Command {
    let specification = CommandCatalog.import

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let given = arguments.argument("FILE") ?? ""
        let choice: NameMatchChoice
        switch arguments.value(of: "match") ?? "keep-both" {
        case "keep-both": choice = .keepBoth
        case "merge": choice = .mergeAll
        case let other: throw UsageError.invalidValue(other, for: "--match", problem: "must be keep-both or merge")
        }
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
        // A dry run only looks: it works on a database the user may read but not write.
        let tracker = try arguments.flag("dry-run") ? context.openTrackerForReading() : context.openTracker()
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
            summary = try tracker.importBackup(
                contents, format: format, dryRun: arguments.flag("dry-run"), nameMatches: choice)
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

    /// How many habits the summary names before "… and N more".
    static let habitsShown = 20

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
        if !summary.updatedHabits.isEmpty {
            lines.append("  changes:")
            for update in summary.updatedHabits.prefix(habitsShown) { lines.append("    " + describe(update)) }
            if summary.updatedHabits.count > habitsShown {
                lines.append("    … and \(summary.updatedHabits.count - habitsShown) more")
            }
        }
        if !summary.settingsChanges.isEmpty {
            lines.append("  settings     " + summary.settingsChanges.map(describe).joined(separator: ", "))
        }
        if !summary.newHabits.isEmpty {
            let shown = summary.newHabits.prefix(habitsShown).map { TerminalText.safe($0.name) }.joined(separator: ", ")
            let more =
                summary.newHabits.count > habitsShown ? " … and \(summary.newHabits.count - habitsShown) more" : ""
            lines.append("  new habits   " + shown + more)
        }
        if !summary.nameMatches.isEmpty {
            lines.append("  same name as a habit here:")
            for match in summary.nameMatches.prefix(habitsShown) { lines.append("    " + describe(match)) }
            if summary.nameMatches.count > habitsShown {
                lines.append("    … and \(summary.nameMatches.count - habitsShown) more")
            }
        }
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

    /// `Read: type counter:8 → atmost:3, unit none → pages; 2 new records, 1 updated`.
    static func describe(_ update: ImportSummary.HabitUpdate) -> String {
        var parts: [String] = []
        if !update.changes.isEmpty { parts.append(update.changes.map(describe).joined(separator: ", ")) }
        var counts: [String] = []
        if update.records.new > 0 { counts.append(plural(update.records.new, "new record")) }
        if update.records.updated > 0 { counts.append(plural(update.records.updated, "record") + " updated") }
        if update.skips.new > 0 { counts.append(plural(update.skips.new, "new skip")) }
        if update.skips.updated > 0 { counts.append(plural(update.skips.updated, "skip") + " updated") }
        if !counts.isEmpty { parts.append(counts.joined(separator: ", ")) }
        return "\(TerminalText.safe(update.name)): " + parts.joined(separator: "; ")
    }

    /// `type counter:8 → atmost:3`.
    static func describe(_ change: ImportSummary.FieldChange) -> String {
        let names = [
            "createdAt": "created", "archivedAt": "archived", "scoreModel": "score model", "sortOrder": "order",
            "dayStart": "day start", "weekStart": "week start",
        ]
        let name = names[change.field] ?? change.field
        return "\(name) \(shown(change.from)) → \(shown(change.to))"
    }

    /// `"run" is like "Run" here: merged, 30 records moved, 2 days in both (values here kept, 1 note kept)`.
    static func describe(_ match: ImportSummary.NameMatch) -> String {
        let names =
            "\"\(TerminalText.safe(match.incomingName))\" is like \"\(TerminalText.safe(match.existingName))\" here: "
        guard match.isMerged else { return names + "kept both (--match merge merges them)" }
        var text = names + "merged, " + plural(match.recordsMoved, "record") + " moved"
        if match.daysInBoth > 0 {
            text += ", " + plural(match.daysInBoth, "day") + " in both (the values here kept"
            text += match.notesKept > 0 ? ", " + plural(match.notesKept, "note") + " from the file kept)" : ")"
        }
        return text
    }

    private static func shown(_ value: String?) -> String {
        guard let value else { return "none" }
        return value.isEmpty ? "\"\"" : TerminalText.safe(value)
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        count == 1 ? "1 \(noun)" : "\(count) \(noun)s"
    }
}

/// A backup file that cannot be imported: names the file and the problem.
struct ImportFileError: Error, ReportableError {
    let path: String
    let problem: String
    let exitCode: ExitCode

    var reportMessage: String { "kado: \(path): \(problem)" }
}
