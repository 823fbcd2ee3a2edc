import Foundation
import KadoApp
import KadoCore

/// `kado upkeep [--detached]`: what a change leaves for after its answer, done now — the widget
/// snapshot written again when it is not for today or missed a change, then today's automatic
/// backup when one is due. Every command that changes data starts it in a process of its own
/// (`--detached`) when there is such work, and answers at once.
struct UpkeepCommand: Command {
    static let configuration = CommandConfiguration(
        name: "upkeep",
        summary: HelpText("cli.help.upkeep.summary"),
        discussion: HelpText("cli.help.upkeep.discussion"),
        examples: ["upkeep", "upkeep --json"], printsJSON: true, changesData: true)

    @Flag(
        "detached",
        help: HelpText("cli.help.upkeep.detached.help"))
    var detached: Bool

    /// `kado upkeep --json`.
    struct Done: Encodable {
        /// Whether the widget snapshot was computed again.
        let snapshot: Bool
        /// How many habits had their missing score checkpoints rebuilt.
        let checkpoints: Int
        /// The backup written, if any.
        let backup: BackupCommand.Written?
    }

    /// Whether `command` is `kado upkeep --detached`: the work a command handed on, done after it
    /// answered, whose failure is kept for the next command to tell.
    static func isDetached(_ command: any Command) -> Bool {
        (command as? UpkeepCommand)?.detached ?? false
    }

    func run(in context: CommandContext) throws {
        let tracker = try context.openTracker()
        // This process does the work itself and starts no other; detached, it has no one to tell
        // a failed backup to: the next command tells it.
        tracker.autoBackup?.launch = nil
        tracker.autoBackup?.report = nil
        tracker.autoBackup?.keepsFailuresUntold = detached
        // First the checkpoints a Today left missing (its scores pending), in batches a kill cuts
        // at most one of: the snapshot's publish would otherwise walk those habits in one go.
        let checkpoints = try tracker.views.rebuildMissingCheckpoints()
        let snapshot = try tracker.widget.bringSnapshotUpToDate()
        let file = try tracker.backups.writeDueAutoBackup()
        if context.usesJSON {
            return try context.printJSON(
                Done(
                    snapshot: snapshot, checkpoints: checkpoints,
                    backup: file.map { .init(path: $0.path, day: $0.day, size: $0.size) }))
        }
        let words = try context.words(tracker)
        let path = TerminalText.safe(tracker.widget.snapshotPath)
        context.print(words(snapshot ? .snapshotWrittenAgain(path) : .snapshotUpToDate))
        if checkpoints > 0 { context.print(words(.checkpointsRebuilt(checkpoints))) }
        guard let file else { return context.print(words(.noBackupDue)) }
        context.print(words(.backedUp(TerminalText.safe(file.path), size: words.fileSize(file.size))))
    }
}
