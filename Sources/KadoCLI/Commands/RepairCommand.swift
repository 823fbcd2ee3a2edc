import Foundation
import KadoApp
import KadoCore

/// `kado repair [--dry-run]`: removes the records and skips an older version stored on days
/// outside the supported range (which no backup can carry), and lists each one.
struct RepairCommand: Command {
    static let configuration = CommandConfiguration(
        name: "repair",
        summary: HelpText("cli.help.repair.summary"),
        discussion: HelpText("cli.help.repair.discussion"),
        examples: ["repair --dry-run", "repair"], changesData: true)

    @Flag(
        "dry-run",
        help: HelpText("cli.help.repair.dryRun.help"))
    var dryRun: Bool

    /// `kado repair --json`.
    struct Output: Encodable {
        /// Whether nothing was removed (`--dry-run`).
        let dryRun: Bool
        /// The records and skips removed, or that would be.
        let removed: [ExportCommand.Output.LeftOut]
    }

    func run(in context: CommandContext) throws {
        let isDryRun = dryRun
        // A dry run only looks: it works on a database the user may read but not write.
        let tracker = try isDryRun ? context.openTrackerForReading() : context.openTracker()
        let found = try isDryRun ? tracker.backups.unsupportedRecords() : tracker.backups.removeUnsupportedRecords()
        if context.usesJSON {
            return try context.printJSON(
                Output(dryRun: isDryRun, removed: found.map(ExportCommand.Output.LeftOut.init)))
        }
        let words = try context.words(tracker)
        guard !found.isEmpty else { return context.print(words(.nothingToRepair)) }
        var lines = [words(isDryRun ? .wouldRemoveUnsupported(found.count) : .removedUnsupported(found.count))]
        lines += found.map { "  " + words(.unsupportedRecord($0)) }
        context.print(lines.joined(separator: "\n"))
    }
}

extension Phrase {
    static let nothingToRepair = Phrase(
        "cli.repair.nothingToRepair", ["first": LogicalDay.firstSupported, "last": LogicalDay.lastSupported])
    static func removedUnsupported(_ count: Int) -> Phrase {
        Phrase(
            "cli.repair.removed", count: count,
            ["first": LogicalDay.firstSupported, "last": LogicalDay.lastSupported])
    }
    static func wouldRemoveUnsupported(_ count: Int) -> Phrase {
        Phrase(
            "cli.repair.wouldRemove", count: count,
            ["first": LogicalDay.firstSupported, "last": LogicalDay.lastSupported])
    }
}
