import Foundation
import KadoTestSupport
import Testing

/// A habit's start date on the command line: `kado add/edit --since DAY`, the editor form's
/// `since:` line, `show`, `list --json`, and through a JSON backup. The sandbox's clock is
/// Friday 2026-04-10.
@Suite("kado add/edit --since", .tags(.endToEnd), .endToEndTierOnly)
struct StartDayCommandTests {
    /// What these tests read of `kado show --json`.
    struct Shown: Decodable {
        let since: String?
        let streak: Int
        let countedDays: Int
        let doneDays: Int
        let total: Double
        let scorePercent: Int
    }

    struct Listed: Decodable {
        let name: String
        let since: String?
    }

    @Test("smoke-free since 1 March: the streak counts every clean day from the start set by hand")
    func smokeFreeSince() throws {
        let sandbox = try Sandbox()
        let added = try sandbox.succeed(["add", "Smoking", "--type", "negative", "--since", "2026-03-01"])
        #expect(added.output.hasPrefix("Added Smoking"))
        let shown = try sandbox.json(Shown.self, ["show", "Smoking", "--json"])
        #expect(shown.since == "2026-03-01")
        // 1 March through 10 April: 41 clean days.
        #expect(shown.streak == 41)
        #expect(shown.countedDays == 41)
        let text = try sandbox.succeed(["show", "Smoking"]).output
        #expect(text.contains("Counts since: Sunday 1 March 2026"))
        let listed = try sandbox.json([Listed].self, ["list", "--json"])
        #expect(listed.map(\.since) == ["2026-03-01"])
    }

    @Test("an at-most habit created today and filled in for the 11 days before counts all 12 (the issue's example)")
    func backfilledAtMost() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Coffee", "--type", "atmost:2", "--unit", "cups"])
        for offset in 1...11 { try sandbox.succeed(["log", "Coffee", "1", "-\(offset)"]) }
        let shown = try sandbox.json(Shown.self, ["show", "Coffee", "--json"])
        #expect(shown.since == nil)
        #expect(shown.countedDays == 12)
        #expect(shown.doneDays == 12)
        #expect(shown.total == 11)
        #expect(shown.streak == 12)
        #expect(shown.scorePercent == 46)
    }

    @Test("a slip logged before a habit to avoid was created moves its start back")
    func slipBeforeCreation() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Smoking", "--type", "negative"])
        try sandbox.succeed(["done", "Smoking", "2026-04-01"])
        let shown = try sandbox.json(Shown.self, ["show", "Smoking", "--json"])
        // 1 April (the slip) through 10 April.
        #expect(shown.countedDays == 10)
        #expect(shown.streak == 9)
    }

    @Test(
        "--since reads a day as the other commands do",
        arguments: [
            ("yesterday", "2026-04-09"), ("-3", "2026-04-07"), ("today", "2026-04-10"), ("2026-01-05", "2026-01-05"),
        ])
    func dayForms(text: String, expected: String) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read", "--since", text])
        #expect(try sandbox.json([Listed].self, ["list", "--json"]).first?.since == expected)
    }

    @Test("edit --since sets the start, --since \"\" takes it away, and one that changes nothing writes nothing")
    func editSince() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["edit", "Read", "--since", "2026-02-01"])
        #expect(try sandbox.json(Shown.self, ["show", "Read", "--json"]).since == "2026-02-01")
        let before = try sandbox.snapshot()
        try sandbox.succeed(["edit", "Read", "--since", "2026-02-01"])
        #expect(try sandbox.snapshot() == before)
        try sandbox.succeed(["edit", "Read", "--since", ""])
        #expect(try sandbox.json(Shown.self, ["show", "Read", "--json"]).since == nil)
        try sandbox.succeed(["undo"])
        #expect(try sandbox.json(Shown.self, ["show", "Read", "--json"]).since == "2026-02-01")
    }

    @Test(
        "a start after today, or not a day, is refused by name and writes nothing",
        arguments: [
            ("2026-04-11", 64, "--since '2026-04-11': must be today or a day before it"),
            ("2026-02-30", 64, "2026-02-30"), ("soon", 64, "soon"), ("1899-12-31", 64, "1899-12-31"),
        ])
    func refused(text: String, status: Int32, message: String) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let before = try sandbox.snapshot()
        let edited = try sandbox.kado(["edit", "Read", "--since", text])
        #expect(edited.status == status, "\(edited)")
        #expect(edited.error.contains(message), "\(edited.error)")
        let added = try sandbox.kado(["add", "Walk", "--since", text])
        #expect(added.status == status, "\(added)")
        #expect(try sandbox.snapshot() == before)
    }

    @Test("a mistyped --since on a new database creates no database")
    func nothingCreated() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.kado(["add", "Read", "--since", "2026-13-01"])
        #expect(result.status == 64)
        #expect(!FileManager.default.fileExists(atPath: sandbox.databasePath))
    }

    @Test("the editor form's since: line sets and clears the start")
    func editorForm() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let set = try EditFormCommandTests.editor(sandbox, "sed -i 's/^since:.*/since: -10/' \"$1\"")
        let result = try sandbox.kado(["edit", "Read"], environment: ["EDITOR": set])
        #expect(result.status == 0, "\(result)")
        #expect(try sandbox.json(Shown.self, ["show", "Read", "--json"]).since == "2026-03-31")
        let later = try EditFormCommandTests.editor(
            sandbox, "sed -i 's/^since:.*/since: 2027-01-01/' \"$1\"", name: "later.sh")
        let refused = try sandbox.kado(["edit", "Read"], environment: ["EDITOR": later])
        #expect(refused.status != 0)
        #expect(refused.error.contains("line"), "\(refused.error)")
        let clear = try EditFormCommandTests.editor(sandbox, "sed -i 's/^since:.*/since:/' \"$1\"", name: "clear.sh")
        #expect(try sandbox.kado(["edit", "Read"], environment: ["EDITOR": clear]).status == 0)
        #expect(try sandbox.json(Shown.self, ["show", "Read", "--json"]).since == nil)
    }

    @Test("the start travels in Kadō's JSON backup and comes back; the CSV says it cannot carry it")
    func backups() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Smoking", "--type", "negative", "--since", "2026-03-01"])
        let json = try sandbox.succeed(["export", "-o", "-"]).output
        #expect(json.contains("\"startDay\" : \"2026-03-01\""))
        let file = sandbox.file("backup.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        let other = try Sandbox()
        try other.succeed(["import", file.path])
        #expect(try other.json(Shown.self, ["show", "Smoking", "--json"]).since == "2026-03-01")
        // Imported again, nothing changes.
        let before = try other.snapshot()
        try other.succeed(["import", file.path])
        #expect(try other.snapshot() == before)
        let csv = try sandbox.kado(["export", "--format", "csv", "-o", sandbox.file("backup.csv").path])
        #expect(csv.status == 0)
        #expect((csv.output + csv.error).contains("the start date of 1 habit"), "\(csv)")
    }
}
