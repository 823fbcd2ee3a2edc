import Foundation
import Testing

@testable import KadoCLI

/// `kado undo` with no habit (issue 15): what it says it undid, in English and French, and what
/// it does when nothing is left (Friday 2026-04-10, 09:00 UTC).
@Suite("kado undo without a habit")
struct UndoCommandTests {
    static func preparedHarness() throws -> ProgramHarness {
        let harness = try ProgramHarness()
        try harness.prepare([["add", "Read"], ["add", "Walk"], ["add", "Water", "--type", "counter:8"]])
        return harness
    }

    @Test(
        "each change is said as what it was",
        arguments: [
            (["done", "Read", "Walk", "yesterday"], "Undid: checked in Read and Walk on Thu 9 Apr"),
            (["log", "Water", "3"], "Undid: set the value of Water on Fri 10 Apr"),
            (["skip", "Read", "2026-04-11..2026-04-13"], "Undid: excused Read from Sat 11 Apr to Mon 13 Apr"),
            (["note", "Read", "Good"], "Undid: saved the note of Read on Fri 10 Apr"),
            (["archive", "Walk"], "Undid: archived Walk"),
            (["edit", "Read", "--name", "Reading"], "Undid: edited Read"),
            (["add", "Run"], "Undid: added Run"),
            (["done", "Read", "2025-12-31"], "Undid: checked in Read on Wed 31 Dec 2025"),
            (["done", "Walk", "Read"], "Undid: checked in Walk and Read on Fri 10 Apr"),
            (["add", "Run", "--remind", "08:00,18:30"], "Undid: added Run"),
            (["add", "Run", "--remind", "08:00"], "Undid: added Run"),
            (["edit", "Read", "--remind", "07:00,21:00"], "Undid: edited Read"),
            (["edit", "Read", "--name", "Reading", "--remind", "07:00"], "Undid: edited Read"),
        ])
    func saysWhatItUndid(_ change: [String], _ said: String) throws {
        let harness = try Self.preparedHarness()
        let before = harness.run(["list", "--json"]).output
        let today = harness.run(["today", "--json"]).output
        let reminders = harness.run(["remind", "next", "--hours", "48", "--json"]).output
        try harness.prepare([change])
        let result = harness.run(["undo"])
        #expect(result.status == .success, "\(result.error)")
        #expect(result.lines == [said])
        #expect(harness.run(["list", "--json"]).output == before)
        #expect(harness.run(["today", "--json"]).output == today)
        // The whole change is taken back, its reminders with it, and nothing is left to undo of it.
        #expect(harness.run(["remind", "next", "--hours", "48", "--json"]).output == reminders)
        #expect(harness.run(["undo"]).lines != [said])
    }

    @Test("a habit added with several reminders is one change: the undo removes the habit and every reminder")
    func addWithReminders() throws {
        let harness = try ProgramHarness()
        try harness.prepare([["add", "Read", "--remind", "08:00,18:30"]])
        #expect(harness.run(["remind", "next", "--json"]).output.contains("18:30"))
        #expect(harness.run(["undo"]).lines == ["Undid: added Read"])
        #expect(harness.run(["list"]).status == .success)
        let listed = try JSONSerialization.jsonObject(with: Data(harness.run(["list", "--json"]).output.utf8))
        #expect((listed as? [Any])?.isEmpty == true)
        #expect(!harness.run(["remind", "next", "--json"]).output.contains("Read"))
        #expect(harness.run(["undo"]).lines == ["Nothing to undo on this device"])
    }

    @Test("in French, and nothing left to undo says so and exits 0")
    func french() throws {
        let harness = try Self.preparedHarness()
        try harness.prepare([["settings", "language", "fr"], ["done", "Read", "Walk"]])
        #expect(harness.run(["undo"]).lines == ["Annulé\u{00A0}: la validation de Read et Walk le ven. 10 avr."])
        try harness.prepare([["undo"], ["undo"], ["undo"]])
        let nothing = harness.run(["undo"])
        #expect(nothing.status == .success)
        #expect(nothing.lines == ["Rien à annuler sur cet appareil"])
        let empty = try ProgramHarness()
        #expect(empty.run(["undo"]).lines == ["Nothing to undo on this device"])
    }

    @Test("--json says the change, the habits undone and those kept; --quiet says nothing")
    func json() throws {
        let harness = try Self.preparedHarness()
        try harness.prepare([["done", "Read"]])
        let object = try JSONSerialization.jsonObject(with: Data(harness.run(["undo", "--json"]).output.utf8))
        let report = try #require(object as? [String: Any])
        let change = try #require(report["change"] as? [String: Any])
        #expect(change["kind"] as? String == "checkIn")
        #expect(change["day"] as? String == "2026-04-10")
        #expect(report["undone"] as? [String] == ["Read"])
        #expect((report["kept"] as? [Any])?.isEmpty == true)
        try harness.prepare([["done", "Read"]])
        let quiet = harness.run(["undo", "--quiet"])
        #expect(quiet.status == .success)
        #expect(quiet.output.isEmpty)
        #expect(harness.run(["todo"]).lines.contains("Read"))
    }

    @Test("undo HABIT [DAY] still clears that day")
    func withHabit() throws {
        let harness = try Self.preparedHarness()
        try harness.prepare([["done", "Read"]])
        let result = harness.run(["undo", "Read"])
        #expect(result.status == .success)
        #expect(result.output.contains("cleared for 2026-04-10"), "\(result.output)")
        // The clearing is a change like any other: undone, Read is done again.
        #expect(harness.run(["undo"]).lines == ["Undid: cleared Read on Fri 10 Apr"])
        #expect(!harness.run(["todo"]).lines.contains("Read"))
    }
}
