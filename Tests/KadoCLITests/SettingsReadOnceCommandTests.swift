import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoCLI

/// The lifecycle commands and `kado today` read the settings once: the use case's context
/// (``AppContext``) also gives the command its words, its week start and its `--json` status,
/// and opening the database reads nothing for the language errors are reported in.
@Suite("The settings, read once per command")
struct SettingsReadOnceCommandTests {
    /// The one query that reads the settings (``Tracker/settings()``).
    static let settingsQuery = "SELECT key, value FROM settings"

    /// A harness with habits, an archived one, French settings and a current snapshot.
    static func harness() throws -> ProgramHarness {
        let harness = try ProgramHarness()
        try harness.prepare([
            ["settings", "language", "fr"], ["add", "Lire"], ["add", "Eau", "--type", "counter:8"], ["add", "Vieux"],
            ["archive", "Vieux"], ["today"],
        ])
        return harness
    }

    /// The program over `harness`'s database, printing into `output`.
    static func program(_ harness: ProgramHarness, output: Locked<String>) -> KadoProgram {
        KadoProgram(
            environment: KadoProgram.Environment(
                system: .testing,
                variables: harness.variables, now: { Date() }, timeZone: TimeZone(identifier: "UTC") ?? .current,
                terminal: harness.terminal, writeOutput: { text in output.withValue { $0 += text } },
                writeError: { _ in }, writeOutputData: { _ in }, workingDirectory: harness.folder.path,
                readLine: { nil }))
    }

    /// Runs `arguments` as `kado` does, counting the settings queries of every tracker the
    /// command opens, from its opening on; returns the count and what it printed.
    static func run(_ arguments: [String], in harness: ProgramHarness) throws -> (reads: Int, output: String) {
        let output = Locked("")
        let program = program(harness, output: output)
        let parser = CommandLineParser(
            commands: CommandCatalog.all, defaultCommand: CommandCatalog.defaultCommand,
            timeZone: TimeZone(identifier: "UTC") ?? .current)
        let line = try parser.parse(arguments)
        guard case .run(let parsed) = line.request else {
            Issue.record("\(arguments) runs no command")
            return (0, "")
        }
        let base = try program.context(
            for: line.globalOptions, language: KadoProgram.LanguageOfMessages(.english))
        var reads = 0
        let observed = { (tracker: Tracker) -> Tracker in
            tracker.observeStatements { if $0.sql == settingsQuery { reads += 1 } }
            return tracker
        }
        let context = CommandContext(
            openTracker: { observed(try base.openTracker()) },
            openTrackerForReading: { observed(try base.openTrackerForReading()) }, print: base.print,
            writeData: base.writeData, printError: base.printError, workingDirectory: base.workingDirectory,
            confirm: base.confirm, options: base.options, style: base.style, databasePath: base.databasePath,
            now: base.now, timeZone: base.timeZone, language: base.language, width: base.width,
            webServer: base.webServer)
        let command = try #require(try CommandCatalog.command(named: parsed.command.name)?.runnable(from: parsed))
        try command.run(in: context)
        return (reads, output.value)
    }

    @Test(
        "each lifecycle command, and today, reads the settings once and still speaks their language",
        arguments: [
            ["add", "Courir"], ["--json", "add", "Courir"], ["edit", "Lire", "--color", "red"],
            ["--json", "edit", "Lire", "--name", "Lire le soir"], ["archive", "Lire"], ["--json", "archive", "Lire"],
            ["unarchive", "Vieux"], ["--json", "unarchive", "Vieux"], ["delete", "Lire", "--yes"],
            ["move", "Eau", "1"], ["--json", "move", "Eau", "1"], ["today"], ["--json", "today"], ["done", "Lire"],
        ])
    func once(arguments: [String]) throws {
        let harness = try Self.harness()
        let (reads, output) = try Self.run(arguments, in: harness)
        #expect(reads == 1, "kado \(arguments.joined(separator: " ")) read the settings \(reads) times")
        #expect(!output.isEmpty)
        if !arguments.contains("--json") {
            // The words of the settings read once: French, not the locale's English.
            for english in ["Added", "Saved", "Archived", "Deleted", "Moved", "Today", "back on", "done for"] {
                #expect(!output.contains(english), "\(english) in \(output)")
            }
        }
        // The snapshot the change published is current, so the next look need not rewrite it.
        let tracker = try TrackerBuilder().now(instant("2026-04-10T09:00:00Z")).open(at: harness.databasePath)
        #expect(try tracker.widget.isSnapshotCurrent())
    }

    @Test("opening the database runs only what opening a current database runs (no settings read)")
    func opening() throws {
        let harness = try Self.harness()
        let baseline = try TrackerBuilder().now { Date() }.open(at: harness.databasePath).statementCounts
        let context = try Self.program(harness, output: Locked("")).context(
            for: GlobalOptions(), language: KadoProgram.LanguageOfMessages(.english))
        #expect(try context.openTracker().statementCounts == baseline)
        #expect(try context.openTrackerForReading().statementCounts == baseline)
    }

    @Test("an error after the database is opened is still reported in the settings' language")
    func errorsInTheSettingsLanguage() throws {
        let harness = try Self.harness()
        // A refusal the use case raises, reported by the program, not by the command.
        let archived = harness.run(["done", "Vieux"])
        #expect(archived.status != .success)
        #expect(archived.error.contains("archivée"), "\(archived.error)")
        let missing = harness.run(["archive", "Natation"])
        #expect(missing.status != .success)
        #expect(missing.error.contains("aucune habitude"), "\(missing.error)")
    }
}
