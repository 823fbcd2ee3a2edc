import Foundation
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoCLI

/// `--details` and `--group` on `kado add` and `kado edit`, what `kado show` and `kado list`
/// print of them (escaped for the terminal), `kado list --group`, and `--json`.
@Suite("Habit details and group on the command line")
struct HabitTextCommandTests {
    @Test("add and edit set them, show prints them, edit with \"\" clears them")
    func addShowEdit() throws {
        let harness = try ProgramHarness()
        try harness.prepare([["add", "Read", "--group", "  Health ", "--details", "Twenty pages\nbefore bed"]])
        let shown = harness.run(["show", "Read"])
        #expect(shown.status == .success)
        #expect(Array(shown.lines.prefix(4)) == ["Read", "  every day · yes/no", "  Group: Health", "  Twenty pages"])
        #expect(shown.lines[4] == "  before bed")
        try harness.prepare([["edit", "Read", "--group", "Evening"]])
        #expect(harness.run(["show", "Read"]).lines[2] == "  Group: Evening")
        try harness.prepare([["edit", "Read", "--group", "", "--details", ""]])
        let cleared = harness.run(["show", "Read"])
        #expect(!cleared.output.contains("Group") && !cleared.output.contains("Twenty"))
    }

    @Test("list shows the group column when a habit is in a group, and --group lists one group in any case")
    func list() throws {
        let harness = try ProgramHarness()
        try harness.prepare([["add", "Water"]])
        #expect(!harness.run(["list"]).lines[0].contains("Group"))
        try harness.prepare([["add", "Read", "--group", "Health"], ["add", "Run", "--group", "Sport"]])
        let all = harness.run(["list"])
        #expect(all.lines[0].hasPrefix("#  Habit  Group   Schedule"))
        #expect(all.lines[2].hasPrefix("2  Read   Health  every day"))
        let health = harness.run(["list", "--group", "HEALTH", "--names"])
        #expect(health.lines == ["Read"])
        // Each keeps its place among all the habits (kado move's POSITION).
        #expect(harness.run(["list", "--group", "sport"]).lines[1].hasPrefix("3  Run    Sport  every day"))
        let json = harness.run(["list", "--json", "--group", "sport"])
        let entries = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(entries.count == 1 && entries.first?["group"] as? String == "Sport")
    }

    @Test("an unknown group is refused with the groups there are, in English and French")
    func unknownGroup() throws {
        let harness = try ProgramHarness()
        let none = harness.run(["list", "--group", "Work"])
        #expect(none.status == .failure)
        #expect(none.error.contains("kado: No habit is in the group “Work”: no habit is in a group yet"))
        try harness.prepare([["add", "Read", "--group", "Health"], ["add", "Run", "--group", "Sport"]])
        let english = harness.run(["list", "--group", "Work"])
        #expect(english.status == .failure)
        #expect(english.error == "kado: No habit is in the group “Work”; the groups are: “Health”, “Sport”\n")
        try harness.prepare([["settings", "language", "fr"]])
        let french = harness.run(["list", "--group", "Work"])
        #expect(french.status == .failure)
        #expect(
            french.error
                == "kado\u{00A0}: Aucune habitude n’est dans le groupe «\u{00A0}Work\u{00A0}»\u{00A0}; "
                + "les groupes sont\u{00A0}: «\u{00A0}Health\u{00A0}», «\u{00A0}Sport\u{00A0}»\n")
        #expect(harness.run(["show", "Read"]).lines[2] == "  Groupe\u{00A0}: Health")
    }

    @Test("a group or details holding ESC or OSC sequences is refused on input, and shown escaped when stored")
    func escaping() throws {
        let harness = try ProgramHarness()
        let refused = harness.run(["add", "Read", "--group", "\u{1B}]0;owned\u{07}"])
        #expect(refused.status != .success)
        #expect(refused.error.contains("group \"\\u{1B}]0;owned\\u{7}\""))
        #expect(!refused.error.contains("\u{1B}"))
        // A group that came from elsewhere (sync, an old import) is stored as it is, and printed
        // with its controls written out.
        try harness.prepare([["add", "Read"]])
        let store = try HabitStore(path: harness.databasePath, now: { instant("2026-04-10T09:30:00Z") })
        var habit = try #require(try store.habits().first)
        habit.group = "\u{1B}[31mRed"
        habit.details = "line\u{1B}]8;;http://x\u{07}link"
        habit.name = "Re\u{1B}[2Jad"
        try store.write { writer in try writer.update(habit) }
        let shown = harness.run(["show", "Re"])
        #expect(!shown.output.contains("\u{1B}"))
        #expect(shown.output.contains("Group: \\u{1B}[31mRed"))
        #expect(shown.output.contains("line\\u{1B}]8;;http://x\\u{7}link"))
        let listed = harness.run(["list"])
        #expect(!listed.output.contains("\u{1B}") && listed.output.contains("\\u{1B}[31mRed"))
    }

    @Test("--json of add, edit and show carries details and group")
    func json() throws {
        let harness = try ProgramHarness()
        let added = harness.run(["add", "Read", "--group", "Health", "--details", "pages", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(added.output.utf8)) as? [String: Any])
        #expect(object["group"] as? String == "Health" && object["details"] as? String == "pages")
        let shown = harness.run(["show", "Read", "--json"])
        let detail = try #require(try JSONSerialization.jsonObject(with: Data(shown.output.utf8)) as? [String: Any])
        #expect(detail["group"] as? String == "Health")
        let edited = harness.run(["edit", "Read", "--group", "", "--json"])
        let after = try #require(try JSONSerialization.jsonObject(with: Data(edited.output.utf8)) as? [String: Any])
        #expect(after["group"] is NSNull && after["details"] as? String == "pages")
    }
}
