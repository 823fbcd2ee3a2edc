import Foundation
import KadoApp
import KadoCore

/// `kado backup [list|now|restore FILE] [--dry-run] [--yes]`: the automatic daily backups.
/// `list` (the default) shows them with the rules that keep each, `now` writes today's again, and
/// `restore` shows what restoring a backup would change (what it removes too), asks, keeps a copy
/// of the database, then restores. Everything goes through ``Tracker``'s automatic-backup use
/// cases.
struct BackupCommand: Command {
    let specification = CommandCatalog.backup

    /// The actions after `kado backup`.
    static let actions = ["list", "now", "restore"]

    /// `kado backup list --json`.
    struct Listing: Encodable {
        let enabled: Bool
        let folder: String?
        let keep: Keep
        let backups: [Entry]
        let lastFailure: Failure?

        /// The retention.
        struct Keep: Encodable {
            let daily: Int
            let weekly: Int
            let monthly: Int
        }

        /// One backup.
        struct Entry: Encodable {
            let file: String
            let path: String
            let day: LogicalDay
            let size: Int
            let keptBy: [String]
        }

        /// The last failure.
        struct Failure: Encodable {
            let day: LogicalDay
            let at: String
            let message: String
        }
    }

    /// `kado backup now --json`.
    struct Written: Encodable {
        let path: String
        let day: LogicalDay
        let size: Int
    }

    /// `kado backup restore --json`.
    struct Restored: Encodable {
        let file: String
        let dryRun: Bool
        let changesAnything: Bool
        let removedHabits: [String]
        let removedRecords: Int
        let removedSkips: Int
        let copy: String?
        let summary: ImportSummary
    }

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let action = arguments.argument("ACTION") ?? "list"
        guard Self.actions.contains(action) else {
            throw UsageError.invalidValue(action, for: "ACTION", problem: .choice(Self.actions))
        }
        let file = arguments.argument("FILE")
        if action == "restore", file == nil { throw UsageError(.missingArgument("FILE", command: "backup restore")) }
        if action != "restore", let file { throw UsageError(.unexpectedArgument(file, command: "backup")) }
        switch action {
        case "now": try backUpNow(in: context)
        case "restore": try restore(file ?? "", arguments: arguments, in: context)
        default: try list(in: context)
        }
    }

    private func list(in context: CommandContext) throws {
        let tracker = try context.openTrackerForReading()
        let listing = try tracker.autoBackups()
        let words = try context.words(tracker)
        if context.usesJSON {
            let keep = listing.settings.retention
            return try context.printJSON(
                Listing(
                    enabled: listing.settings.isEnabled, folder: listing.settings.folder,
                    keep: .init(daily: keep.daily, weekly: keep.weekly, monthly: keep.monthly),
                    backups: listing.entries.map {
                        .init(
                            file: ($0.file.path as NSString).lastPathComponent, path: $0.file.path, day: $0.file.day,
                            size: $0.file.size, keptBy: $0.rules.map(\.rawValue))
                    },
                    lastFailure: listing.lastFailure.map {
                        .init(
                            day: $0.day, at: $0.at.formatted(.iso8601),
                            message: Localizer.english(.autoBackupProblem($0.error)))
                    }))
        }
        var lines = [words(.autoBackupsHeader(listing.settings))]
        if listing.entries.isEmpty { lines.append(words(.noAutoBackupYet)) }
        for entry in listing.entries {
            let name = TerminalText.safe((entry.file.path as NSString).lastPathComponent)
            let rules =
                entry.rules.isEmpty
                ? words(.notKept) : entry.rules.map { words(.retentionRule($0)) }.joined(separator: ", ")
            let size = words.fileSize(entry.file.size)
            lines.append(
                "  \(name)  \(size.padding(toLength: 9, withPad: " ", startingAt: 0))  \(rules)")
        }
        if let failure = listing.lastFailure {
            lines.append(words(.lastAutoBackupFailed(failure.day, words(.autoBackupProblem(failure.error)))))
        }
        context.print(lines.joined(separator: "\n"))
    }

    private func backUpNow(in context: CommandContext) throws {
        let tracker = try context.openTracker()
        let file = try tracker.backUpNow()
        if context.usesJSON {
            return try context.printJSON(Written(path: file.path, day: file.day, size: file.size))
        }
        let words = try context.words(tracker)
        context.print(words(.backedUp(TerminalText.safe(file.path), size: words.fileSize(file.size))))
    }

    private func restore(_ given: String, arguments: ParsedArguments, in context: CommandContext) throws {
        let expanded = (given as NSString).expandingTildeInPath
        let path =
            expanded.hasPrefix("/") ? expanded : (context.workingDirectory as NSString).appendingPathComponent(expanded)
        let isDryRun = arguments.flag("dry-run")
        let tracker = try isDryRun ? context.openTrackerForReading() : context.openTracker()
        let words = try context.words(tracker)
        let plan: RestorePlan
        do {
            plan = try tracker.restorePlan(fileAt: path)
        } catch let error as BackupFileError {
            throw ImportFileError(
                path: given, problem: words(.backupFileProblem(error)),
                exitCode: error.isReadFailure ? .ioError : .dataError, prefix: words(.errorPrefix), colon: words.colon)
        }
        func json(copy: String?, dryRun: Bool) throws {
            try context.printJSON(
                Restored(
                    file: given, dryRun: dryRun, changesAnything: plan.changesAnything,
                    removedHabits: plan.removedHabits, removedRecords: plan.removedRecords,
                    removedSkips: plan.removedSkips, copy: copy, summary: plan.summary))
        }
        if !context.usesJSON { context.print(Self.describe(plan, file: given, words: words)) }
        guard plan.changesAnything else {
            if context.usesJSON {
                try json(copy: nil, dryRun: isDryRun)
            } else {
                context.print(words(.nothingToRestore))
            }
            return
        }
        if isDryRun {
            if context.usesJSON { try json(copy: nil, dryRun: true) } else { context.print(words(.restoreDryRun)) }
            return
        }
        if !arguments.flag("yes") {
            guard let confirm = context.confirm, !context.usesJSON else {
                throw BackupConfirmationError()
            }
            guard confirm(words(.restoreQuestion)) else {
                context.print(words(.restoreCancelled))
                return
            }
        }
        let outcome = try tracker.restore(plan)
        if context.usesJSON { return try json(copy: outcome.copyPath, dryRun: false) }
        context.print(words(.restored(TerminalText.safe(given), copy: TerminalText.safe(outcome.copyPath ?? ""))))
    }

    /// The dry run of `plan`: the import summary (without its last line, which speaks of
    /// importing), then what is removed and whether the order changes.
    static func describe(_ plan: RestorePlan, file: String, words: Localizer) -> String {
        var lines = [words(.restoreTitle(TerminalText.safe(file)))]
        lines.append(
            contentsOf: ImportCommand.describe(plan.summary, file: file, words: words).split(separator: "\n").dropLast()
                .map(String.init))
        let shown = plan.removedHabits.prefix(ImportCommand.habitsShown).map(TerminalText.safe)
        let named =
            shown.isEmpty
            ? nil
            : shown.joined(separator: ", ")
                + (plan.removedHabits.count > shown.count
                    ? " " + words(.andMore(plan.removedHabits.count - shown.count)) : "")
        lines.append(
            words(
                .restoreRemoves(
                    habits: words.count(plan.removedHabits.count, .habit), names: named, records: plan.removedRecords,
                    skips: plan.removedSkips)))
        if plan.reorders { lines.append(words(.restoreReorders)) }
        return lines.joined(separator: "\n")
    }
}
