import Foundation
import KadoApp
import KadoCore

/// `kado upkeep [--detached]`: what a change leaves for after its answer, done now — the widget
/// snapshot written again when it is not for today or missed a change, then today's automatic
/// backup when one is due. Every command that changes data starts it in a process of its own
/// (`--detached`) when there is such work, and answers at once.
struct UpkeepCommand: Command {
    let specification = CommandCatalog.upkeep

    /// `kado upkeep --json`.
    struct Done: Encodable {
        /// Whether the widget snapshot was computed again.
        let snapshot: Bool
        /// The backup written, if any.
        let backup: BackupCommand.Written?
    }

    /// Whether `parsed` is `kado upkeep --detached`: the work a command handed on, done after it
    /// answered, whose failure is kept for the next command to tell.
    static func isDetached(_ parsed: ParsedArguments) -> Bool {
        parsed.command.name == "upkeep" && parsed.flag("detached")
    }

    func run(_ arguments: ParsedArguments, in context: CommandContext) throws {
        let tracker = try context.openTracker()
        // This process does the work itself and starts no other; detached, it has no one to tell
        // a failed backup to: the next command tells it.
        tracker.autoBackup?.launch = nil
        tracker.autoBackup?.report = nil
        tracker.autoBackup?.keepsFailuresUntold = arguments.flag("detached")
        let snapshot = try tracker.bringSnapshotUpToDate()
        let file = try tracker.writeDueAutoBackup()
        if context.usesJSON {
            return try context.printJSON(
                Done(snapshot: snapshot, backup: file.map { .init(path: $0.path, day: $0.day, size: $0.size) }))
        }
        let words = try context.words(tracker)
        let path = TerminalText.safe(tracker.snapshotPath)
        context.print(words(snapshot ? .snapshotWrittenAgain(path) : .snapshotUpToDate))
        guard let file else { return context.print(words(.noBackupDue)) }
        context.print(words(.backedUp(TerminalText.safe(file.path), size: words.fileSize(file.size))))
    }
}
