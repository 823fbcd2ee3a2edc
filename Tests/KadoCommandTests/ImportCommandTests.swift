import Foundation
import KadoTestSupport
import Testing

/// `kado import`, run as the built binary: what a dry run says, what it leaves untouched, and
/// habits named like one of yours.
@Suite("kado import", .tags(.endToEnd), .endToEndTierOnly)
struct ImportCommandTests {
    /// A sandbox with Coffee (at most 3 cups), Run and Read (20 pages), and a record each for
    /// Coffee and Run.
    static func ownList() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Coffee", "--type", "atmost:3", "--unit", "cups"])
        try sandbox.succeed(["add", "Run"])
        try sandbox.succeed(["add", "Read", "--type", "counter:20", "--unit", "pages"])
        try sandbox.succeed(["log", "Coffee", "2", "2026-04-09"])
        try sandbox.succeed(["done", "Run", "2026-04-09"])
        try sandbox.succeed(["move", "Read", "1"])
        return sandbox
    }

    @Test("re-importing an export changes nothing and writes nothing, in both formats", arguments: ["json", "csv"])
    func unchanged(format: String) throws {
        let sandbox = try Self.ownList()
        let file = sandbox.file("backup.\(format)").path
        let export = try sandbox.kado(["export", "--format", format, "-o", file])
        #expect(export.status == 0)
        let before = try sandbox.snapshot()
        for arguments in [["import", file, "--dry-run"], ["import", file]] {
            let result = try sandbox.succeed(arguments)
            #expect(result.lines.contains("  habits       3 in the file: 0 new, 0 updated, 3 unchanged"))
            #expect(result.lines.contains("  completions  2 in the file: 0 new, 0 updated, 2 unchanged"))
            #expect(!result.output.contains("changes:"))
        }
        #expect(try sandbox.snapshot() == before)
        let list = try sandbox.succeed(["list"]).output
        #expect(list.contains("at most 3 cups"))
        #expect(list.contains("counter · 20 pages"))
        #expect(try sandbox.succeed(["list"]).lines.dropFirst().map { cells($0)[1] } == ["Read", "Coffee", "Run"])
    }

    @Test("--replace: the dry run names each field that changes, from what to what, also in --json")
    func changes() throws {
        let sandbox = try Self.ownList()
        let file = sandbox.file("backup.csv")
        #expect(try sandbox.kado(["export", "--format", "csv", "-o", file.path]).status == 0)
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: ",Coffee,daily,counter:3.0,", with: ",Coffee,daily,counter:2.0,")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let before = try sandbox.snapshot()

        // A CSV says no time: by default nothing here is changed.
        let kept = try sandbox.succeed(["import", file.path, "--dry-run"])
        #expect(kept.lines.contains("  kept newer   1 habit already here, unchanged (the file says no time)"))
        #expect(kept.lines.last == "Dry run: importing this file would change nothing.")
        let result = try sandbox.succeed(["import", file.path, "--dry-run", "--replace"])
        #expect(
            result.lines == [
                "Kadō CSV backup \(file.path)",
                "  habits       3 in the file: 0 new, 1 updated, 2 unchanged",
                "  completions  2 in the file: 0 new, 0 updated, 2 unchanged",
                "  changes:",
                "    Coffee: type atmost:3 → atmost:2",
                "  reverted     1 habit already here, wherever different (the file says no time)",
                "The file's values will replace 1 habit here on this device only (sync is not set up).",
                "Dry run: nothing was changed. Run it again without --dry-run to import.",
            ])
        struct Summary: Decodable {
            struct Update: Decodable {
                struct Change: Decodable {
                    let field: String
                    let from: String?
                    let to: String?
                }
                let name: String
                let changes: [Change]
            }
            let updatedHabits: [Update]
            let isDryRun: Bool
        }
        let json = try sandbox.json(Summary.self, ["import", file.path, "--dry-run", "--json", "--replace"])
        #expect(json.isDryRun)
        #expect(json.updatedHabits.map(\.name) == ["Coffee"])
        #expect(json.updatedHabits.first?.changes.map(\.field) == ["type"])
        #expect(json.updatedHabits.first?.changes.first?.to == "atmost:2")
        #expect(try sandbox.snapshot() == before, "a dry run writes nothing")

        try sandbox.succeed(["import", file.path, "--replace", "--yes"])
        #expect(try sandbox.succeed(["list"]).output.contains("at most 2 cups"))
    }

    /// A second list, exported as JSON, with " run " (trimmed to "run"; done on two days, one of them also done
    /// here, with a note) and Stretch.
    static func phoneBackup(into sandbox: Sandbox) throws -> String {
        let phone = try Sandbox()
        try phone.succeed(["add", " run "])
        try phone.succeed(["add", "Stretch"])
        try phone.succeed(["done", "run", "2026-04-08"])
        try phone.succeed(["done", "run", "2026-04-09"])
        try phone.succeed(["note", "run", "hills", "2026-04-09"])
        let file = sandbox.file("phone.json").path
        #expect(try phone.kado(["export", "-o", file]).status == 0)
        return file
    }

    @Test(
        "a habit named like one here (in another case) is listed by the dry run and kept beside it unless --match merge"
    )
    func nameMatches() throws {
        let sandbox = try Self.ownList()
        let file = try Self.phoneBackup(into: sandbox)
        let dryRun = try sandbox.succeed(["import", file, "--dry-run"])
        #expect(dryRun.lines.contains("  new habits   run, Stretch"))
        #expect(dryRun.lines.contains("  same name as a habit here:"))
        #expect(dryRun.lines.contains("    \"run\" is like \"Run\" here: kept both (--match merge merges them)"))

        let merged = try sandbox.succeed(["import", file, "--match", "merge"])
        #expect(merged.lines.contains("  new habits   Stretch"))
        #expect(
            merged.lines.contains(
                "    \"run\" is like \"Run\" here: merged, 2 records moved, 1 day in both (the values here kept, "
                    + "1 note from the file kept)"))
        let names = try sandbox.succeed(["list"]).lines.dropFirst().map { cells($0)[1] }
        #expect(names == ["Read", "Coffee", "Run", "Stretch"])
        let show = try sandbox.succeed(["show", "Run"]).output
        #expect(show.contains("hills"))
        // Merged again: nothing changes.
        let before = try sandbox.snapshot()
        let again = try sandbox.succeed(["import", file, "--match", "merge"])
        #expect(again.lines.last == "Nothing to import: everything is already here.")
        #expect(try sandbox.snapshot() == before)
    }

    @Test("keep-both is the default and adds the habit after yours")
    func keepBoth() throws {
        let sandbox = try Self.ownList()
        let file = try Self.phoneBackup(into: sandbox)
        try sandbox.succeed(["import", file, "--match", "keep-both"])
        let names = try sandbox.succeed(["list"]).lines.dropFirst().map { cells($0)[1] }
        #expect(names == ["Read", "Coffee", "Run", "run", "Stretch"])
    }

    @Test("an unknown --match is refused with exit 64, naming the value, and nothing is written")
    func badMatch() throws {
        let sandbox = try Self.ownList()
        let file = try Self.phoneBackup(into: sandbox)
        let before = try sandbox.snapshot()
        let result = try sandbox.kado(["import", file, "--match", "both"])
        #expect(result.status == 64)
        #expect(result.error.contains("'both'") && result.error.contains("--match"))
        #expect(result.error.split(separator: "\n").count == 1)
        #expect(try sandbox.snapshot() == before)
    }
}
