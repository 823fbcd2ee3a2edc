import Foundation
import KadoCore
import Testing

@testable import KadoCLI

/// `kado export --format markdown` and `kado today --markdown` on a real database: the days the
/// screens' walk finds, to standard output or a file, refusals before anything is written, and a
/// Markdown file refused by `kado import`.
@Suite("Markdown export command")
struct MarkdownExportCommandTests {
    /// A week of habits of every kind, made on Monday 2026-04-06; today is Friday 2026-04-10.
    static func harness(language: String? = nil) throws -> ProgramHarness {
        let harness = try ProgramHarness()
        harness.variables["KADO_NOW"] = "2026-04-06T09:00:00Z"
        try harness.prepare([
            ["add", "Read"], ["add", "Water", "--type", "counter:8", "--unit", "glasses"],
            ["add", "Sugar", "--type", "negative"], ["add", "Gym"], ["add", "Old"],
        ])
        harness.variables["KADO_NOW"] = "2026-04-07T12:00:00Z"
        try harness.prepare([["archive", "Old"]])
        harness.variables["KADO_NOW"] = "2026-04-10T09:00:00Z"
        try harness.prepare([
            ["done", "Read", "2026-04-06"], ["done", "Read", "2026-04-08"],
            ["note", "Read", "Chapter 3\n- the *best* one", "2026-04-08"],
            ["log", "Water", "8", "2026-04-06"], ["log", "Water", "3", "2026-04-07"],
            ["done", "Sugar", "2026-04-07"],
            ["skip", "Gym", "2026-04-07"], ["skip", "Gym", "2026-04-08..2026-04-09"],
            ["add", "Later"], ["done", "Read"],
        ])
        if let language { try harness.prepare([["settings", "language", language]]) }
        return harness
    }

    static let expected = """
        ## 2026-04-06

        - [x] Read
        - [x] Water — 8 glasses
        - [x] Sugar — clean
        - [ ] Gym
        - [ ] Old

        ## 2026-04-07

        - [ ] Read
        - [ ] Water — 3/8 glasses
        - [ ] Sugar — slipped
        - [ ] Old
        - Gym — skipped

        ## 2026-04-08

        - [x] Read
          Chapter 3
          \\- the \\*best\\* one
        - [x] Sugar — clean
        - [ ] Water
        - Gym — paused

        """

    @Test("-o - prints the days asked for, oldest first, archived and not yet started habits left out")
    func standardOutput() throws {
        let harness = try Self.harness()
        let result = harness.run([
            "export", "--format", "markdown", "--from", "2026-04-06", "--to", "2026-04-08", "-o", "-",
        ])
        #expect(result.status == .success, "\(result)")
        #expect(result.output == Self.expected, "\(result.output)")
        #expect(result.error == "")
    }

    @Test("-o FILE writes the file and says how many days; without -o, the last 7 days in the current folder")
    func file() throws {
        let harness = try Self.harness()
        let path = harness.folder.appendingPathComponent("april.md").path
        let result = harness.run([
            "export", "--format", "markdown", "--from", "2026-04-06", "--to", "2026-04-08", "-o", path,
        ])
        #expect(result.status == .success, "\(result)")
        #expect(result.output == "Exported 3 days to \(path)\n")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.expected)

        let week = harness.run(["export", "--format", "markdown", "--json"])
        #expect(week.status == .success, "\(week)")
        let defaultPath = harness.folder.appendingPathComponent("kado-notes-2026-04-04_2026-04-10.md").path
        let text = try String(contentsOfFile: defaultPath, encoding: .utf8)
        #expect(text.hasPrefix(Self.expected + "\n## 2026-04-09\n"), "\(text)")
        #expect(text.contains("## 2026-04-10\n\n- [x] Read\n"), "\(text)")
        #expect(week.output.contains("\"days\" : 5"), "\(week.output)")
    }

    @Test(
        "a first day after the last, a malformed day, more than three years, or --from with a backup: refused, nothing written",
        arguments: [
            (
                ["--format", "markdown", "--from", "2026-04-09", "--to", "2026-04-08"],
                "is after the last day, 2026-04-08"
            ),
            (["--format", "markdown", "--from", "2026-04-31"], "is not a day of the calendar"),
            (["--format", "markdown", "--to", "tomorrowish"], "must be YYYY-MM-DD"),
            (["--format", "markdown", "--from", "2023-04-10"], "makes more than 1096 days"),
            (["--from", "2026-04-01"], "goes only with --format markdown"),
            (["--format", "csv", "--to", "2026-04-01"], "goes only with --format markdown"),
        ])
    func refusals(arguments: [String], message: String) throws {
        let harness = try Self.harness()
        let path = harness.folder.appendingPathComponent("out.md").path
        let result = harness.run(["export"] + arguments + ["-o", path])
        #expect(result.status == .usage, "\(result)")
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.output == "")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("three years of days (1,096) are accepted")
    func threeYears() throws {
        let harness = try Self.harness()
        let result = harness.run(["export", "--format", "markdown", "--from", "2023-04-11", "-o", "-"])
        #expect(result.status == .success, "\(result)")
        #expect(result.output.hasPrefix("## 2026-04-06\n"))
    }

    @Test("kado import refuses a Markdown export, saying what it is, and imports nothing")
    func importRefused() throws {
        let harness = try Self.harness()
        let path = harness.folder.appendingPathComponent("notes.md").path
        try harness.prepare([["export", "--format", "markdown", "-o", path]])
        let result = harness.run(["import", path])
        #expect(result.status == .dataError, "\(result)")
        #expect(
            result.error
                == "kado: \(path): is Markdown for notes apps, not a backup: nothing was imported; import a Kadō "
                + "backup (kado export writes one as JSON or CSV)\n")
        #expect(harness.run(["list", "--names"]).lines == ["Read", "Water", "Sugar", "Gym", "Later"])
    }

    @Test("kado today --markdown prints today's section so far")
    func today() throws {
        let harness = try Self.harness()
        let result = harness.run(["today", "--markdown"])
        #expect(result.status == .success, "\(result)")
        #expect(
            result.output == """
                ## 2026-04-10

                - [x] Read
                - [x] Sugar — clean
                - [ ] Water
                - [ ] Gym
                - [ ] Later

                """, "\(result.output)")
        #expect(harness.run(["today", "--markdown", "--json"]).status == .usage)
    }

    @Test("in French, the words are French and the dates stay ISO")
    func french() throws {
        let harness = try Self.harness(language: "fr")
        let result = harness.run([
            "export", "--format", "markdown", "--from", "2026-04-07", "--to", "2026-04-08", "-o", "-",
        ])
        #expect(result.status == .success, "\(result)")
        #expect(result.output.contains("## 2026-04-07\n"))
        #expect(result.output.contains("- [ ] Water — 3/8 glasses\n"))
        #expect(result.output.contains("- [ ] Sugar — écart\n"))
        #expect(result.output.contains("- Gym — sautée\n"))
        #expect(result.output.contains("- Gym — en pause\n"))
        let refused = harness.run(["export", "--format", "markdown", "--from", "2026-04-09", "--to", "2026-04-08"])
        #expect(refused.error.contains("est après le dernier jour, 2026-04-08"), "\(refused.error)")
    }
}
