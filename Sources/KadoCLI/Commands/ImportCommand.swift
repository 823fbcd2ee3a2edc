import Foundation
import KadoApp
import KadoCore

/// `kado import FILE [--dry-run] [--replace [--yes]] [--match keep-both|merge] [--date-format dmy|mdy|ymd]`:
/// reads a Kadō JSON or CSV backup, a Loop database or CSV export, a HabitBull export, a Rewire or Tickmate
/// database or a spreadsheet, shows exactly what changes, and applies it in one transaction. What changed
/// here after the file was written is kept; `--replace` gives it the file's values back instead, on every
/// device that syncs with this one, once the person confirms it (or `--yes`).
struct ImportCommand: Command {
    static let configuration = CommandConfiguration(
        name: "import",
        summary: HelpText("cli.help.import.summary"),
        discussion: HelpText("cli.help.import.discussion"),
        examples: [
            "import kado-backup-2026-04-10.json --dry-run", "import Loop-Habits-Backup.db",
            "import old-phone.json --match merge", "import HabitBullData.csv --date-format mdy --dry-run",
            "import rewire.db --dry-run", "import my-habits.csv --date-format dmy",
        ], changesData: true, createsDatabase: true)

    @Argument(
        "FILE", help: HelpText("cli.help.import.file.help"), completion: .file)
    var file: String
    @Flag(
        "dry-run",
        help: HelpText("cli.help.import.dryRun.help"))
    var dryRun: Bool
    @Flag(
        "replace",
        help: HelpText("cli.help.import.replace.help"))
    var replace: Bool
    @Flag(
        "yes", short: "y",
        help: HelpText("cli.help.import.yes.help"))
    var yes: Bool
    @Option(
        "match", "CHOICE",
        help: HelpText("cli.help.import.match.help"),
        completion: .values(["keep-both", "merge"]), parse: Self.nameMatch)
    var match: NameMatchChoice?
    @Option(
        "date-format", "FORMAT",
        help: HelpText("cli.help.import.dateOrder.help"),
        completion: .values(["dmy", "mdy", "ymd"]), parse: Self.dateOrder)
    var dateOrder: DateOrder?

    /// `--match`: `keep-both` or `merge`.
    static func nameMatch(_ text: String, argument: String) throws(UsageError) -> NameMatchChoice {
        switch text {
        case "keep-both": return .keepBoth
        case "merge": return .mergeAll
        default: throw .invalidValue(text, for: argument, problem: .choice(["keep-both", "merge"]))
        }
    }

    /// `--date-format`: `dmy`, `mdy` or `ymd`.
    static func dateOrder(_ text: String, argument: String) throws(UsageError) -> DateOrder {
        guard let order = DateOrder(rawValue: text) else {
            throw .invalidValue(text, for: argument, problem: .choice(DateOrder.allCases.map(\.rawValue)))
        }
        return order
    }

    func run(in context: CommandContext) throws {
        let given = file
        let choice = match ?? .keepBoth
        let expanded = (given as NSString).expandingTildeInPath
        let path =
            expanded.hasPrefix("/") ? expanded : (context.workingDirectory as NSString).appendingPathComponent(expanded)
        // A dry run only looks: it works on a database the user may read but not write.
        let isDryRun = dryRun
        let tracker = try isDryRun ? context.openTrackerForReading() : context.openTracker()
        let words = try context.words(tracker)
        // A Markdown export is for notes apps: it carries no ids, terms or history to import.
        if ["md", "markdown"].contains((path as NSString).pathExtension.lowercased()) {
            throw ImportFileError(
                path: given, problem: words(.markdownIsNotABackup), exitCode: .dataError, prefix: words(.errorPrefix),
                colon: words.colon)
        }
        let file: BackupFile
        do {
            file = try tracker.backups.readBackup(fileAt: path, dateOrder: dateOrder)
        } catch {
            throw ImportFileError(
                path: given, problem: words(.backupFileProblem(error)),
                exitCode: error.isReadFailure ? .ioError : .dataError, prefix: words(.errorPrefix), colon: words.colon)
        }
        let mode: ImportMode = replace ? .replace : .merge
        let summary: ImportSummary
        var wasShown = false
        do {
            if !isDryRun, mode == .merge || yes {
                // Nothing to ask before writing: planned once, as it is written (a Kadō JSON or
                // CSV file a habit at a time, inside the write transaction).
                summary = try tracker.backups.importFile(file, nameMatches: choice, mode: mode)
            } else {
                // The plan is made once: the import applies the plan whose summary is printed.
                let prepared = try tracker.backups.importPlan(file, nameMatches: choice, mode: mode)
                let reverts = mode == .replace && !prepared.summary.laterChanges.isEmpty
                if !isDryRun, reverts, prepared.summary.changesAnything, !yes {
                    // What is reverted reaches every device: said, then asked, before anything is written.
                    guard let confirm = context.confirm, !context.usesJSON else {
                        throw BackupConfirmationError(isImport: true)
                    }
                    context.print(
                        Self.describe(prepared.summary, file: given, words: words, endsWithVerdict: false) + "\n"
                            + Self.replaceWarning(
                                prepared.summary, reach: try tracker.sync.syncReach(), in: context, words: words))
                    wasShown = true
                    guard confirm(words(.replaceImportQuestion)) else {
                        context.print(words(.importCancelled))
                        return
                    }
                }
                summary = isDryRun ? prepared.summary : try tracker.backups.importBackup(prepared).summary
                if isDryRun, reverts, !context.usesJSON {
                    var lines = Self.describe(summary, file: given, words: words).components(separatedBy: "\n")
                    lines.insert(
                        Self.replaceWarning(summary, reach: try tracker.sync.syncReach(), in: context, words: words),
                        at: lines.count - 1)
                    context.print(lines.joined(separator: "\n"))
                    return
                }
            }
        } catch let error as AppError {
            if case .invalid(let problem) = error {
                throw ImportFileError(
                    path: given, problem: words(.invalid(problem)), exitCode: .dataError, prefix: words(.errorPrefix),
                    colon: words.colon)
            }
            throw error
        }
        if context.usesJSON {
            try context.printJSON(summary)
            return
        }
        if wasShown {
            context.print(words(summary.changesAnything ? .importedDone : .nothingToImport))
            return
        }
        context.print(Self.describe(summary, file: given, words: words))
    }

    /// How many habits the summary names before "… and N more".
    static let habitsShown = 20
    /// How many items left out or replaced the summary lists before "… and N more".
    static let itemsShown = 20

    /// What `--replace` reverts, and the devices it reaches.
    static func replaceWarning(
        _ summary: ImportSummary, reach: SyncReach, in context: CommandContext, words: Localizer
    ) -> String {
        let reach = words.reach(reach, timeZone: context.timeZone)
        guard let what = words.laterChanges(summary.laterChanges) ?? words.laterDeletions(summary.laterChanges)
        else { return words(.replaceLosesNothing(reach: reach)) }
        return words(.replaceLoses(what, reach: reach, isRestore: false, fileSaysTime: summary.fileWrittenAt != nil))
    }

    /// `2026-12-04 08:00 UTC`: when a file says it was written, in UTC (as the file says it).
    static func writtenAt(_ date: Date?) -> String? {
        date.map { SyncCommand.time($0, in: TimeZone(identifier: "UTC") ?? .current) + " UTC" }
    }

    /// The summary's text: the counts, what changes, and its last line (`Imported.`, or the dry
    /// run's) unless `endsWithVerdict` is false. `laterLines` adds what changed here after the
    /// file (kept, or reverted by a replace).
    static func describe(
        _ summary: ImportSummary, file: String, words: Localizer = .english, endsWithVerdict: Bool = true,
        laterLines: Bool = true
    ) -> String {
        let kind: Phrase =
            switch summary.format {
            case "json": .kadoJSONBackup
            case "csv": .kadoCSVBackup
            case "habitbull": .habitBullExport
            case "loopcsv": .loopCSVExport
            case "rewire": .rewireDatabase
            case "tickmate": .tickmateDatabase
            case "spreadsheet": .spreadsheetCSV
            default: .loopDatabase
            }
        func line(_ title: Phrase, _ counts: ImportSummary.Counts, _ subject: ImportCountsSubject) -> String {
            let padded = words(title).padding(toLength: 12, withPad: " ", startingAt: 0)
            return "  \(padded) "
                + words(.importCounts(subject, counts.total, counts.new, counts.updated, counts.unchanged))
        }
        func more(_ count: Int, shown: Int) -> String? {
            count > shown ? words(.andMore(count - shown)) : nil
        }
        var lines = [words(kind) + " " + TerminalText.safe(file)]
        lines.append(line(.habitsTitle, summary.habits, .habits))
        lines.append(line(.completionsTitle, summary.completions, .completions))
        if summary.skips.total > 0 { lines.append(line(.skipsTitle, summary.skips, .skips)) }
        if !summary.updatedHabits.isEmpty {
            lines.append("  " + words(.changesTitle))
            for update in summary.updatedHabits.prefix(habitsShown) {
                lines.append("    " + describe(update, words: words))
            }
            if let more = more(summary.updatedHabits.count, shown: habitsShown) { lines.append("    " + more) }
        }
        if !summary.settingsChanges.isEmpty {
            lines.append(
                "  " + words(.settingsTitle)
                    + summary.settingsChanges.map { describe($0, words: words) }.joined(separator: ", "))
        }
        if !summary.newHabits.isEmpty {
            let shown = summary.newHabits.prefix(habitsShown).map { TerminalText.safe($0.name) }.joined(separator: ", ")
            let rest = more(summary.newHabits.count, shown: habitsShown).map { " " + $0 } ?? ""
            lines.append("  " + words(.newHabitsTitle) + shown + rest)
        }
        if !summary.nameMatches.isEmpty {
            lines.append("  " + words(.sameNameTitle))
            for match in summary.nameMatches.prefix(habitsShown) {
                lines.append("    " + describe(match, words: words))
            }
            if let more = more(summary.nameMatches.count, shown: habitsShown) { lines.append("    " + more) }
        }
        if !summary.remarks.isEmpty {
            lines.append("  " + words(.remarksTitle(summary.remarks.count)))
            for remark in summary.remarks.prefix(itemsShown) {
                lines.append("    " + TerminalText.safe(words(.importRemark(remark))))
            }
            if let more = more(summary.remarks.count, shown: itemsShown) { lines.append("    " + more) }
        }
        if laterLines {
            let later = summary.laterChanges
            switch summary.mode {
            case .merge:
                if let what = words.laterChanges(later) {
                    lines.append(words(.laterKept(what, writtenAt: writtenAt(summary.fileWrittenAt))))
                }
                if let what = words.laterDeletions(later) { lines.append(words(.laterDeletionsKept(what))) }
                if !later.isEmpty { lines.append(words(.replaceHint)) }
            case .replace:
                if let what = words.laterChanges(later) {
                    lines.append(words(.laterReverted(what, fileSaysTime: summary.fileWrittenAt != nil)))
                }
                if let what = words.laterDeletions(later) { lines.append(words(.laterDeletionsUndone(what))) }
            }
        }
        for (items, title) in [
            (summary.leftOut, words(.leftOutTitle(summary.leftOut.count))),
            (summary.replacedText, words(.replacedTitle(summary.replacedText.count))),
        ] where !items.isEmpty {
            lines.append("  " + title)
            for item in items.prefix(itemsShown) {
                lines.append(
                    "    " + words(.leftOutSubject(item.subject)) + words.colon + words(.leftOutReason(item.why)))
            }
            if let more = more(items.count, shown: itemsShown) { lines.append("    " + more) }
        }
        if !endsWithVerdict {
            return lines.joined(separator: "\n")
        }
        if summary.isDryRun {
            lines.append(words(summary.changesAnything ? .dryRunChangesNothingYet : .dryRunWouldChangeNothing))
        } else {
            lines.append(words(summary.changesAnything ? .importedDone : .nothingToImport))
        }
        return lines.joined(separator: "\n")
    }

    /// `Read: type counter:8 → atmost:3, unit none → pages; 2 new records, 1 record updated`.
    static func describe(_ update: ImportSummary.HabitUpdate, words: Localizer = .english) -> String {
        var parts: [String] = []
        if !update.changes.isEmpty {
            parts.append(update.changes.map { describe($0, words: words) }.joined(separator: ", "))
        }
        var counts: [String] = []
        if update.records.new > 0 { counts.append(words(.newRecords(update.records.new))) }
        if update.records.updated > 0 { counts.append(words(.updatedRecords(update.records.updated))) }
        if update.skips.new > 0 { counts.append(words(.newSkips(update.skips.new))) }
        if update.skips.updated > 0 { counts.append(words(.updatedSkips(update.skips.updated))) }
        if !counts.isEmpty { parts.append(counts.joined(separator: ", ")) }
        return words.labelled(TerminalText.safe(update.name), words.joinedWithSemicolons(parts))
    }

    /// `type counter:8 → atmost:3`.
    static func describe(_ change: ImportSummary.FieldChange, words: Localizer = .english) -> String {
        "\(words(.importField(change.field))) \(shown(change.from, words: words)) → \(shown(change.to, words: words))"
    }

    /// `"run" is like "Run" here: merged, 30 records moved, 2 days in both (values here kept, 1 note kept)`.
    static func describe(_ match: ImportSummary.NameMatch, words: Localizer = .english) -> String {
        let incoming = TerminalText.safe(match.incomingName)
        let existing = TerminalText.safe(match.existingName)
        guard match.isMerged else { return words(.keptBoth(incoming, existing)) }
        var text = words(.merged(incoming, existing, recordsMoved: match.recordsMoved))
        if match.daysInBoth > 0 { text += words(.daysInBoth(match.daysInBoth, notesKept: match.notesKept)) }
        return text
    }

    private static func shown(_ value: String?, words: Localizer) -> String {
        guard let value else { return words(.noneValue) }
        return value.isEmpty ? "\"\"" : TerminalText.safe(value)
    }
}
