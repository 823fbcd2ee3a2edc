import Foundation
import KadoTestSupport
import Testing

/// Changing a habit's terms from a date on the command line: `kado edit --from`, `--remove-version`,
/// `--move-version … --to`, what `kado show` and `--json` say of the versions, in English and French,
/// and what bad input gets. The sandbox's clock is Friday 2026-04-10.
@Suite("kado edit --from", .tags(.endToEnd), .endToEndTierOnly)
struct RuleVersionCommandTests {
    struct Version: Decodable, Equatable {
        let from: String?
        let every: String
        let type: String
        let score: String
    }

    struct Shown: Decodable {
        let every: String
        let type: String
        let versions: [Version]?
        let scorePercent: Int
    }

    /// A sandbox with Run, every day since 5 January, done two days out of three.
    func sandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Run"], now: "2026-01-05T09:30:00Z")
        for offset in 1...95 where offset % 3 != 0 { try sandbox.succeed(["done", "Run", "-\(offset)"]) }
        return sandbox
    }

    @Test("a schedule changed from 1 March keeps every day before it judged as it was")
    func scheduleFromDay() throws {
        let sandbox = try sandbox()
        let before = try sandbox.json(Shown.self, ["show", "Run", "--json"])
        #expect(before.versions == nil)
        let saved = try sandbox.succeed(["edit", "Run", "--every", "3/week", "--from", "2026-03-01"])
        #expect(saved.output == "Saved Run: 3 days a week, yes/no\n")
        let shown = try sandbox.json(Shown.self, ["show", "Run", "--json"])
        #expect(shown.every == "3/week")
        #expect(
            shown.versions == [
                Version(from: nil, every: "day", type: "yesno", score: "kado"),
                Version(from: "2026-03-01", every: "3/week", type: "yesno", score: "kado"),
            ])
        let text = try sandbox.succeed(["show", "Run"]).output
        #expect(text.contains("  Since 1 March 2026: 3 days a week · before: every day\n"))
        try sandbox.succeed(["settings", "language", "fr"])
        let french = try sandbox.succeed(["show", "Run"]).output
        #expect(
            french.contains("  Depuis le 1er mars 2026\u{00A0}: 3 jours par semaine · avant\u{00A0}: chaque jour\n"))
    }

    @Test("without --from, a habit with a past changes from today; --from start rewrites the whole history")
    func defaults() throws {
        let sandbox = try sandbox()
        try sandbox.succeed(["edit", "Run", "--every", "5/week"])
        #expect(try sandbox.json(Shown.self, ["show", "Run", "--json"]).versions?.last?.from == "2026-04-10")
        // The same day again replaces the change rather than stacking a version.
        try sandbox.succeed(["edit", "Run", "--every", "4/week"])
        #expect(try sandbox.json(Shown.self, ["show", "Run", "--json"]).versions?.count == 2)
        try sandbox.succeed(["edit", "Run", "--every", "day", "--from", "start"])
        let shown = try sandbox.json(Shown.self, ["show", "Run", "--json"])
        #expect(shown.versions == nil)
        #expect(shown.every == "day")
        // A target changed from a day shows as the target alone.
        try sandbox.succeed(["add", "Coffee", "--type", "atmost:3", "--unit", "cups"], now: "2026-03-02T08:00:00Z")
        try sandbox.succeed(["edit", "Coffee", "--type", "atmost:1", "--from", "2026-04-01"])
        #expect(
            try sandbox.succeed(["show", "Coffee"]).output.contains(
                "  Since 1 April 2026: at most 1 cups · before: at most 3 cups\n"))
        // A new habit has no past: the change is over its whole history.
        try sandbox.succeed(["add", "Water", "--type", "counter:8"])
        try sandbox.succeed(["edit", "Water", "--type", "counter:10"])
        #expect(try sandbox.json(Shown.self, ["show", "Water", "--json"]).versions == nil)
    }

    @Test("a version is removed, or its start moved; undo takes a change from a date back")
    func removeMoveUndo() throws {
        let sandbox = try sandbox()
        try sandbox.succeed(["edit", "Run", "--every", "3/week", "--from", "2026-03-01"])
        try sandbox.succeed(["edit", "Run", "--move-version", "2026-03-01", "--to", "2026-03-09"])
        #expect(try sandbox.json(Shown.self, ["show", "Run", "--json"]).versions?.last?.from == "2026-03-09")
        try sandbox.succeed(["edit", "Run", "--remove-version", "2026-03-09"])
        #expect(try sandbox.json(Shown.self, ["show", "Run", "--json"]).versions == nil)
        try sandbox.succeed(["edit", "Run", "--type", "yesno", "--every", "2/week", "--from", "2026-02-02"])
        try sandbox.succeed(["undo"])
        let shown = try sandbox.json(Shown.self, ["show", "Run", "--json"])
        #expect(shown.versions == nil)
        #expect(shown.every == "day")
    }

    @Test(
        "bad input: a clear message, a non-zero exit, nothing written",
        arguments: [
            (["edit", "Run", "--every", "3/week", "--from", "2026-05-01"], "must be today or a day before it"),
            (["edit", "Run", "--every", "3/week", "--from", "2026-01-05"], "must be after 2026-01-05"),
            (["edit", "Run", "--every", "3/week", "--from", "someday"], "--from"),
            (["edit", "Run", "--type", "counter:3", "--from", "2026-03-01"], "must be the habit's type, binary"),
            (["edit", "Run", "--remove-version", "2026-03-01"], "never changed from a date"),
            (["edit", "Run", "--move-version", "2026-03-01"], "--remove-version DAY, or --move-version DAY"),
            (["edit", "Run", "--remove-version", "2026-03-01", "--every", "day"], "goes alone"),
        ])
    func badInput(arguments: [String], message: String) throws {
        let sandbox = try sandbox()
        let files = try sandbox.snapshot()
        let result = try sandbox.kado(arguments)
        #expect(result.status != 0)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(try sandbox.snapshot() == files)
    }

    @Test("a change that changes nothing writes nothing")
    func noChange() throws {
        let sandbox = try sandbox()
        try sandbox.succeed(["edit", "Run", "--every", "3/week", "--from", "2026-03-01"])
        let files = try sandbox.snapshot()
        try sandbox.succeed(["edit", "Run", "--every", "3/week", "--from", "2026-03-01"])
        try sandbox.succeed(["edit", "Run", "--every", "3/week", "--from", "2026-03-05"])
        #expect(try sandbox.snapshot() == files)
    }

    @Test("the versions travel in Kadō's JSON backup and come back exactly; the CSV says it cannot carry them")
    func backups() throws {
        let sandbox = try sandbox()
        try sandbox.succeed(["edit", "Run", "--every", "3/week", "--from", "2026-03-01"])
        try sandbox.succeed(["edit", "Run", "--score", "loop", "--from", "2026-04-01"])
        let json = try sandbox.succeed(["export", "-o", "-"]).output
        #expect(json.contains("\"earlierRules\""))
        let file = sandbox.file("backup.json")
        try json.write(to: file, atomically: true, encoding: .utf8)
        let other = try Sandbox()
        try other.succeed(["import", file.path])
        let original = try sandbox.json(Shown.self, ["show", "Run", "--json"])
        let imported = try other.json(Shown.self, ["show", "Run", "--json"])
        #expect(imported.versions == original.versions)
        #expect(imported.versions?.count == 3)
        #expect(imported.scorePercent == original.scorePercent)
        // Exported again, the same habit: the same bytes but for the export's own time.
        let again = try other.succeed(["export", "-o", "-"]).output
        func habits(_ text: String) -> String {
            String(text[(text.range(of: "\"habits\"")?.lowerBound ?? text.startIndex)...])
        }
        #expect(habits(again) == habits(json))
        let csv = try sandbox.kado(["export", "--format", "csv", "-o", sandbox.file("backup.csv").path])
        #expect(csv.status == 0)
        #expect((csv.output + csv.error).contains("the earlier schedules, targets or scores of 1 habit"), "\(csv)")
    }

    @Test("the editor form's from: line says from when its changes of terms hold")
    func editorForm() throws {
        let sandbox = try sandbox()
        let script = sandbox.file("editor.sh")
        try "#!/bin/sh\nsed -i -e 's/^every: .*/every: 3\\/week/' -e 's/^from: .*/from: 2026-03-01/' \"$1\"\n"
            .write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let result = try sandbox.kado(["edit", "Run"], environment: ["EDITOR": script.path])
        #expect(result.status == 0, "\(result)")
        #expect(
            try sandbox.json(Shown.self, ["show", "Run", "--json"]).versions?.map(\.from) == [nil, "2026-03-01"])
        // A from: line alone changes nothing.
        let files = try sandbox.snapshot()
        try "#!/bin/sh\nsed -i 's/^from: .*/from: start/' \"$1\"\n".write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        #expect(try sandbox.kado(["edit", "Run"], environment: ["EDITOR": script.path]).status == 0)
        #expect(try sandbox.snapshot() == files)
    }
}
