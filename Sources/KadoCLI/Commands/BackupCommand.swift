import Foundation
import KadoApp
import KadoCore

/// `kado backup [list|now|restore FILE] [--dry-run] [--yes] [--replace]`: the automatic daily
/// backups. `list` (the default) shows them with the rules that keep each, `now` writes today's
/// again, and `restore` shows what restoring a backup would change, asks, keeps a copy of the
/// database, then restores: by default what the database lacks comes back and every later change
/// stays; with `--replace` the database is put back to the file, and the dry run counts what that
/// deletes or reverts and the devices it reaches. Everything goes through ``Tracker``'s
/// automatic-backup use cases.
struct BackupCommand: Command {
    static let configuration = CommandConfiguration(
        name: "backup",
        summary: HelpText("cli.help.backup.summary"),
        discussion: HelpText("cli.help.backup.discussion"),
        examples: [
            "backup", "backup list --json", "backup now",
            "backup restore kado-auto-2026-12-01.json --dry-run",
            "backup restore kado-auto-2026-12-01.json --replace --dry-run",
        ], changesData: true, createsDatabase: true)

    @Argument(
        "ACTION",
        help: HelpText("cli.help.backup.action.help"),
        completion: .values(Self.actions), parse: ValueParser.oneOf(Self.actions))
    var action: String?
    @Argument(
        "FILE",
        help: HelpText("cli.help.backup.file.help"),
        completion: .file)
    var file: String?
    @Flag(
        "dry-run",
        help: HelpText("cli.help.backup.dryRun.help"))
    var dryRun: Bool
    @Flag(
        "yes", short: "y",
        help: HelpText("cli.help.backup.yes.help"))
    var yes: Bool
    @Flag(
        "replace",
        help: HelpText("cli.help.backup.replace.help"))
    var replace: Bool

    /// The actions after `kado backup`.
    static let actions = ["list", "now", "due", "restore"]

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
        let mode: ImportMode
        let dryRun: Bool
        let changesAnything: Bool
        let removedHabits: [String]
        let removedRecords: Int
        let removedSkips: Int
        /// With `--replace`: what it deletes or reverts.
        let lost: ImportSummary.LaterChanges
        let reach: Reach
        let copy: String?
        let summary: ImportSummary

        /// The devices a restore reaches.
        struct Reach: Encodable {
            let syncing: Bool
            let otherDevices: [Device]
        }

        /// Another device, and when it was last seen.
        struct Device: Encodable {
            let id: String
            let lastSeen: Date?
        }
    }

    func validate() throws(UsageError) {
        let action = self.action ?? "list"
        if action == "restore", file == nil { throw UsageError(.missingArgument("FILE", command: "backup restore")) }
        if action != "restore", let file { throw UsageError(.unexpectedArgument(file, command: "backup")) }
    }

    func run(in context: CommandContext) throws {
        switch (action ?? "list", file) {
        case ("now", _): try backUpNow(in: context)
        case ("due", _): try backUpIfDue(in: context)
        case ("restore", let file?): try restore(file, in: context)
        default: try list(in: context)
        }
    }

    private func list(in context: CommandContext) throws {
        let tracker = try context.openTrackerForReading()
        let listing = try tracker.backups.autoBackups()
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
        let file = try tracker.backups.backUpNow()
        if context.usesJSON {
            return try context.printJSON(Written(path: file.path, day: file.day, size: file.size))
        }
        let words = try context.words(tracker)
        context.print(words(.backedUp(TerminalText.safe(file.path), size: words.fileSize(file.size))))
    }

    /// `kado backup due`: today's backup if it is due, as a change writes it (`kado upkeep` does
    /// it too, after the widget snapshot).
    private func backUpIfDue(in context: CommandContext) throws {
        let tracker = try context.openTracker()
        // This process writes the backup itself, and tells a failure now, as its error.
        tracker.autoBackup?.launch = nil
        tracker.autoBackup?.report = nil
        let file = try tracker.backups.writeDueAutoBackup()
        if context.usesJSON {
            return try context.printJSON(file.map { Written(path: $0.path, day: $0.day, size: $0.size) })
        }
        let words = try context.words(tracker)
        guard let file else { return context.print(words(.noBackupDue)) }
        context.print(words(.backedUp(TerminalText.safe(file.path), size: words.fileSize(file.size))))
    }

    private func restore(_ given: String, in context: CommandContext) throws {
        let expanded = (given as NSString).expandingTildeInPath
        let path =
            expanded.hasPrefix("/") ? expanded : (context.workingDirectory as NSString).appendingPathComponent(expanded)
        let isDryRun = dryRun
        let tracker = try isDryRun ? context.openTrackerForReading() : context.openTracker()
        let words = try context.words(tracker)
        let plan: RestorePlan
        do {
            plan = try tracker.backups.restorePlan(fileAt: path, mode: replace ? .replace : .merge)
        } catch let error as BackupFileError {
            throw ImportFileError(
                path: given, problem: words(.backupFileProblem(error)),
                exitCode: error.isReadFailure ? .ioError : .dataError, prefix: words(.errorPrefix), colon: words.colon)
        }
        func json(copy: String?, dryRun: Bool) throws {
            try context.printJSON(
                Restored(
                    file: given, mode: plan.mode, dryRun: dryRun, changesAnything: plan.changesAnything,
                    removedHabits: plan.removedHabits, removedRecords: plan.removedRecords,
                    removedSkips: plan.removedSkips, lost: plan.lost,
                    reach: .init(
                        syncing: plan.reach.isSyncing,
                        otherDevices: plan.reach.otherDevices.map { .init(id: $0.id, lastSeen: $0.lastSeen) }),
                    copy: copy, summary: plan.summary))
        }
        if !context.usesJSON {
            context.print(Self.describe(plan, file: given, words: words, timeZone: context.timeZone))
        }
        guard plan.changesAnything else {
            if context.usesJSON {
                try json(copy: nil, dryRun: isDryRun)
            } else {
                context.print(words(plan.mode == .replace ? .nothingToRestore : .nothingToRestoreMerge))
            }
            return
        }
        if isDryRun {
            if context.usesJSON { try json(copy: nil, dryRun: true) } else { context.print(words(.restoreDryRun)) }
            return
        }
        if !yes {
            guard let confirm = context.confirm, !context.usesJSON else {
                throw BackupConfirmationError()
            }
            guard confirm(words(.restoreQuestion)) else {
                context.print(words(.restoreCancelled))
                return
            }
        }
        let outcome = try tracker.backups.restore(plan)
        if context.usesJSON { return try json(copy: outcome.copyPath, dryRun: false) }
        context.print(words(.restored(TerminalText.safe(given), copy: TerminalText.safe(outcome.copyPath ?? ""))))
    }

    /// The dry run of `plan`: the import summary (without its last line, which speaks of
    /// importing); for a merge, what changed here later and is kept; for a replace, what is
    /// removed, whether the order changes, and everything it deletes or reverts on which devices.
    static func describe(_ plan: RestorePlan, file: String, words: Localizer, timeZone: TimeZone) -> String {
        let summary = ImportCommand.describe(
            plan.summary, file: file, words: words, endsWithVerdict: false, laterLines: plan.mode == .merge)
        guard plan.mode == .replace else {
            let title = words(
                .restoreMergeTitle(TerminalText.safe(file), writtenAt: ImportCommand.writtenAt(plan.fileWrittenAt)))
            return ([title] + summary.components(separatedBy: "\n")).joined(separator: "\n")
        }
        var lines = [words(.restoreTitle(TerminalText.safe(file)))]
        lines.append(contentsOf: summary.components(separatedBy: "\n"))
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
        let reach = words.reach(plan.reach, timeZone: timeZone)
        if let what = words.laterChanges(plan.lost) {
            lines.append(words(.replaceLoses(what, reach: reach, isRestore: true)))
        } else if plan.changesAnything {
            lines.append(words(.replaceLosesNothing(reach: reach)))
        }
        return lines.joined(separator: "\n")
    }
}
