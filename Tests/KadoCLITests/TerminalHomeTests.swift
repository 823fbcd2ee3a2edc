import Foundation
import Testing

@testable import KadoCLI

/// `kado todo`, `kado done A B C`, `kado note HABIT -` and `--quiet` (issue 15), run in-process on a
/// database of their own (Friday 2026-04-10, 09:00 UTC).
@Suite("kado todo, bulk done, a note from standard input, --quiet")
struct TerminalHomeTests {
    /// Habits of every kind, some met today, one excused, one not due, one archived.
    static func preparedHarness() throws -> ProgramHarness {
        let harness = try ProgramHarness()
        try harness.prepare([
            ["add", "Read"], ["add", "Water", "--type", "counter:8", "--unit", "glasses"],
            ["add", "Smoke", "--type", "negative"], ["add", "Coffee", "--type", "atmost:2"],
            ["add", "Gym", "--every", "weekends"], ["add", "Stretch"], ["add", "Walk"],
            ["add", "Yoga", "--every", "1/week"], ["add", "Old"], ["add", "Meditate", "--type", "timer:20"],
            ["done", "Read"], ["log", "Water", "3"], ["skip", "Walk"], ["done", "Yoga", "yesterday"],
            ["archive", "Old"],
        ])
        return harness
    }

    @Test("todo lists what is still due today and not met, names only in a pipe")
    func todoInAPipe() throws {
        let harness = try Self.preparedHarness()
        let result = harness.run(["todo"])
        #expect(result.status == .success)
        #expect(result.error.isEmpty)
        #expect(result.lines == ["Water", "Stretch", "Meditate"])
    }

    @Test("todo on a terminal shows each habit's mark and a counter's or timer's progress")
    func todoOnATerminal() throws {
        let harness = try Self.preparedHarness()
        harness.terminal = Terminal(isOutputTerminal: true, isNoColorSet: true)
        #expect(
            harness.run(["todo"]).lines == [
                "◐  Water     3/8 glasses", "○  Stretch", "○  Meditate  0/20 min",
            ])
        try harness.prepare([["log", "Water", "8"], ["done", "Stretch"], ["log", "Meditate", "20"]])
        #expect(harness.run(["todo"]).lines == ["Nothing left to do today."])
        harness.terminal = Terminal(isOutputTerminal: false)
        #expect(harness.run(["todo"]).output.isEmpty, "nothing at all in a pipe")
    }

    @Test("todo --json is an array of the statuses kado today --json prints")
    func todoJSON() throws {
        let harness = try Self.preparedHarness()
        let todo = try JSONSerialization.jsonObject(with: Data(harness.run(["todo", "--json"]).output.utf8))
        let today = try JSONSerialization.jsonObject(with: Data(harness.run(["today", "--json"]).output.utf8))
        let todoItems = try #require(todo as? [[String: Any]])
        let todayItems = try #require(today as? [[String: Any]])
        #expect(todoItems.compactMap { $0["name"] as? String } == ["Water", "Stretch", "Meditate"])
        for item in todoItems {
            let name = try #require(item["name"] as? String)
            let same = try #require(todayItems.first { $0["name"] as? String == name })
            #expect(NSDictionary(dictionary: item) == NSDictionary(dictionary: same))
        }
        let empty = try ProgramHarness()
        #expect(empty.run(["todo", "--json"]).output == empty.run(["today", "--json"]).output)
    }

    @Test("todo is in French when the settings say so")
    func todoInFrench() throws {
        let harness = try Self.preparedHarness()
        try harness.prepare([["settings", "language", "fr"], ["log", "Water", "8"], ["done", "Stretch"]])
        try harness.prepare([["log", "Meditate", "20"]])
        harness.terminal = Terminal(isOutputTerminal: true, isNoColorSet: true)
        #expect(harness.run(["todo"]).lines == ["Plus rien à faire aujourd’hui."])
    }

    @Test("done A B C checks every habit in, on today or on the DAY that ends the line")
    func bulkDone() throws {
        let harness = try Self.preparedHarness()
        #expect(
            harness.run(["done", "Stretch", "Gym"]).lines == [
                "Stretch: done for 2026-04-10 · today done · streak 1 day · score 5%",
                "Gym: done for 2026-04-10 · today done · streak 0 days · score 0%",
            ])
        let yesterday = harness.run(["done", "Stretch", "read", "Gym", "yesterday"])
        #expect(yesterday.status == .success)
        #expect(
            yesterday.lines.map { $0.prefix { $0 != "·" } } == [
                "Stretch: done for 2026-04-09 ", "Read: done for 2026-04-09 ", "Gym: done for 2026-04-09 ",
            ])
        #expect(
            harness.run(["done", "Read", "Read", "read"]).lines == [
                "Read: already done for 2026-04-10, nothing changed · today done · streak 2 days · score 10%"
            ], "a habit named twice is checked in once")
        let json = try JSONSerialization.jsonObject(
            with: Data(harness.run(["done", "Read", "Stretch", "--json"]).output.utf8))
        let statuses = try #require(json as? [[String: Any]])
        #expect(statuses.compactMap { $0["name"] as? String } == ["Read", "Stretch"])
        #expect(statuses.allSatisfy { $0["doneToday"] as? Bool == true })
    }

    /// Command lines that name one habit that cannot be checked in, and what the error says.
    static let refusedBulk: [([String], ExitCode, String)] = [
        (["done", "Stretch", "Nope", "Gym"], .usage, "kado: HABIT 'Nope': no habit has this id or name"),
        (["done", "Stretch", "Gym", "Wa"], .usage, "'Wa'"),
        (
            ["done", "Stretch", "Gym", "demain"], .usage,
            "kado: DAY 'demain': must be YYYY-MM-DD, today, yesterday or -N (N days ago), and no habit has this id "
                + "or name either\n"
        ),
        (
            ["done", "Stretch", "Gym", "Stretsh"], .usage,
            "kado: DAY 'Stretsh': must be YYYY-MM-DD, today, yesterday or -N (N days ago), and no habit has this id "
                + "or name either (did you mean \"Stretch\"?)\n"
        ),
        (["done", "Stretch", "Gym", "-0x5"], .usage, "kado: DAY '-0x5': must be YYYY-MM-DD, today, yesterday or -N"),
        (["done", "Stretch", "Gym", "-100000"], .usage, "kado: DAY '-100000': goes back before 1900-01-01"),
        (["done", "Stretch", "Water"], .usage, "Water"),
        (["done", "Gym", "Old"], .usage, "Old"),
        (["done", "Stretch", "Gym", "2026-02-30"], .usage, "kado: DAY '2026-02-30': is not a day of the calendar"),
        (["done", "Stretch", "Gym", "2030-01-01"], .usage, "2030-01-01"),
        (["done", "Stretch", "today", "Gym"], .usage, "kado: unexpected argument 'Gym' for 'done'"),
    ]

    @Test("one habit of several that cannot be checked in leaves every habit as it was", arguments: refusedBulk)
    func bulkDoneRefused(arguments: [String], status: ExitCode, message: String) throws {
        let harness = try Self.preparedHarness()
        try harness.prepare([["add", "Walter"]])
        let before = harness.run(["export", "-o", "-"]).output
        let result = harness.run(arguments)
        #expect(result.status == status)
        #expect(result.output.isEmpty)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(harness.run(["export", "-o", "-"]).output == before, "nothing written")
    }

    @Test("note HABIT - reads the note from standard input, trimmed, lines kept")
    func noteFromStandardInput() throws {
        let harness = try Self.preparedHarness()
        harness.input = Data("  Chapter 3.\nA good one — «merci».\n\n".utf8)
        let saved = harness.run(["note", "Read", "-"])
        #expect(saved.status == .success)
        #expect(saved.lines.first?.hasPrefix("Read: note saved for 2026-04-10") == true)
        let show = try JSONSerialization.jsonObject(with: Data(harness.run(["show", "Read", "--json"]).output.utf8))
        let recent = try #require((show as? [String: Any])?["recent"] as? [[String: Any]])
        #expect(recent.first?["note"] as? String == "Chapter 3.\nA good one — «merci».")
        harness.input = Data()
        #expect(harness.run(["note", "Read", "-"]).lines.first?.hasPrefix("Read: note removed for 2026-04-10") == true)
    }

    /// Standard input a note is refused from, and why.
    static let refusedInput: [(Data, String)] = [
        (Data([0x52, 0x65, 0xFF, 0x64]), "kado: TEXT '-': standard input is not UTF-8 text"),
        (Data([0xC3]), "kado: TEXT '-': standard input is not UTF-8 text"),
        (
            Data(repeating: 0x61, count: NoteCommand.maximumInput + 1),
            "kado: TEXT '-': standard input holds more than 44096 bytes"
        ),
        (Data(repeating: 0x61, count: 10_001), "10000"),
    ]

    @Test(
        "a note from standard input that is not UTF-8 or too long is refused, nothing written", arguments: refusedInput)
    func noteInputRefused(input: Data, message: String) throws {
        let harness = try Self.preparedHarness()
        let before = harness.run(["export", "-o", "-"]).output
        harness.input = input
        let result = harness.run(["note", "Read", "-"])
        #expect(result.status != .success)
        #expect(result.output.isEmpty)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(harness.run(["export", "-o", "-"]).output == before)
    }

    /// One command line of every command that changes something.
    static let writingLines: [[String]] = [
        ["add", "Sing"], ["edit", "Sing", "--color", "red"], ["archive", "Sing"], ["unarchive", "Sing"],
        ["move", "Sing", "1"], ["done", "Sing"], ["undo", "Sing"], ["ask"], ["toggle", "Sing"], ["log", "Water", "+1"],
        ["skip", "Stretch"], ["note", "Sing", "Loud"], ["settings", "week-start", "sunday"],
        ["export", "-o", "backup.json"], ["import", "backup.json"], ["repair"], ["delete", "Sing", "--yes"],
        ["trash", "empty", "Sing", "--yes"],
        ["sync", "setup", "folder", "target"], ["sync"], ["backup", "now"], ["upkeep"],
    ]

    @Test("every command that changes something takes --quiet and then prints nothing on success")
    func quietOnEveryWritingCommand() throws {
        let named = Set(Self.writingLines.map { $0[0] })
        #expect(
            named == Set(CommandCatalog.specifications.filter(\.changesData).map(\.name)), "the list covers every one")
        let harness = try Self.preparedHarness()
        try FileManager.default.createDirectory(
            at: harness.folder.appendingPathComponent("target"), withIntermediateDirectories: true)
        // The automatic backups' default folder (`kado backup now`).
        harness.variables["XDG_DATA_HOME"] = harness.folder.path
        for (index, line) in Self.writingLines.enumerated() {
            // Before the command or after it, long or short: a global option.
            let result = harness.run(index.isMultiple(of: 2) ? ["--quiet"] + line : line + ["-q"])
            #expect(result.status == .success, "\(line): \(result.error)")
            #expect(result.output.isEmpty, "\(line): \(result.output)")
            #expect(result.error.isEmpty, "\(line): \(result.error)")
            if line == ["add", "Sing"] {
                #expect(harness.run(["list", "--names"]).lines.contains("Sing"), "the change is made")
            }
        }
        #expect(harness.run(["-q", "export", "-o", "-"]).output.hasPrefix("{"), "the data asked for still comes")
    }

    @Test("--quiet keeps errors on standard error with the same exit codes")
    func quietFailures() throws {
        let harness = try Self.preparedHarness()
        for line in [["done", "Nope"], ["done", "Water"], ["log", "Read", "3"], ["import", "missing.json"]] {
            let loud = harness.run(line)
            let quiet = harness.run(["--quiet"] + line)
            #expect(loud.status != .success)
            #expect(quiet.status == loud.status, "\(line)")
            #expect(quiet.error == loud.error, "\(line)")
            #expect(quiet.output.isEmpty)
        }
    }

    @Test(
        "--quiet is refused by the commands that only show, and with --json",
        arguments: [
            (
                ["today", "--quiet"],
                "kado: 'today' only shows, and --quiet is for commands that change something: leave it out"
            ),
            (["todo", "-q"], "kado: 'todo' only shows"), (["list", "-q"], "kado: 'list' only shows"),
            (["done", "Read", "--quiet"], "kado: --quiet prints nothing and --json prints JSON"),
        ])
    func quietRefused(arguments: [String], message: String) throws {
        let harness = try Self.preparedHarness()
        let result = harness.run(message.contains("--json") ? arguments + ["--json"] : arguments)
        if message.contains("--json") {
            #expect(result.error.contains(message.dropFirst("kado: ".count)), "\(result.error)")
            return
        }
        #expect(result.status == .usage)
        #expect(result.error.hasPrefix(message), "\(result.error)")
    }

    @Test(
        "after the first habit, a word is the DAY when it reads as one (or as a mistyped one)",
        arguments: [
            ("today", true), ("YESTERDAY", true), ("-3", true), ("2026-04-10", true), ("2026-02-30", true),
            ("2026-4-1", true), ("2026", false), ("5k", false), ("Read", false), ("-", false), ("-x", false),
            ("10-minute walk", false),
        ])
    func dayWords(word: String, isDay: Bool) {
        #expect(ValueParser.looksLikeDay(word) == isDay)
        let assigned = DoneCommand.specification.assignment(of: ["Read", word]).values
        #expect(assigned == (isDay ? [["Read"], [word]] : [["Read", word], []]))
    }
}
