import Foundation
import KadoApp
import Testing

@testable import KadoCLI

@Suite("Messages: plurals, notes, limits, log's help")
struct MessageWordingTests {
    @Test(
        "a count agrees with its noun in English and French",
        arguments: [
            (0, Language.english, "0 days"), (1, .english, "1 day"), (2, .english, "2 days"),
            (0, .french, "0 jour"), (1, .french, "1 jour"), (2, .french, "2 jours"), (41, .french, "41 jours"),
        ])
    func plural(count: Int, language: Language, expected: String) {
        #expect(Noun.day.counted(count, in: language) == expected)
    }

    @Test(
        "no text output says '1 days', '1 records', '1 habits' or '(s)'",
        arguments: [
            ["export"], ["show", "Read"], ["today"], ["list"], ["add", "Gym", "--every", "1/week"],
            ["add", "Swim", "--every", "1/1"], ["skip", "Read", "2026-04-08..2026-04-09"],
        ])
    func singulars(arguments: [String]) throws {
        let harness = try ProgramHarness()
        try harness.prepare([["add", "Read"], ["done", "Read"]])
        let result = harness.run(arguments)
        #expect(result.status == .success, "\(result.error)")
        for wrong in ["1 days", "1 records", "1 habits", "1 weeks", "1 times", "(s)", "1 counted days"] {
            #expect(!result.output.contains(wrong), "\(arguments): \(result.output)")
        }
    }

    @Test("export says 1 habit, 1 record")
    func exportSingular() throws {
        let harness = try ProgramHarness()
        try harness.prepare([["add", "Read"], ["done", "Read"]])
        #expect(harness.run(["export"]).output.hasPrefix("Exported 1 habit, 1 record to "))
    }

    @Test("an empty note removes the day's note and says so; with none it says there was nothing to remove")
    func emptyNote() throws {
        let harness = try ProgramHarness()
        try harness.prepare([["add", "Read"], ["done", "Read"], ["note", "Read", "Good chapter"]])
        #expect(harness.run(["note", "Read", ""]).lines.first?.hasPrefix("Read: note removed for 2026-04-10") == true)
        #expect(
            harness.run(["note", "Read", "  "]).lines.first?.hasPrefix("Read: no note to remove for 2026-04-10")
                == true)
        #expect(harness.run(["note", "Read", "", "yesterday"]).lines.first?.contains("no note to remove") == true)
        #expect(!harness.run(["show", "Read"]).output.contains("Good chapter"))
    }

    @Test("log's help says VALUE sets the day's total and +N adds to it")
    func logHelp() throws {
        let text = HelpFormatter(commands: CommandCatalog.all).help(for: LogCommand.specification)
        #expect(text.contains("Set a day's total"))
        #expect(text.contains("+N adds"))
        #expect(!text.contains("Add a value"))
    }

    @Test("an upper limit reads as a limit, never as a goal, on today, show, list and in help")
    func limits() throws {
        let harness = try ProgramHarness()
        try harness.prepare([["add", "Coffee", "--type", "atmost:2", "--unit", "cups"], ["log", "Coffee", "1"]])
        let today = harness.run(["today"]).output
        #expect(today.contains("1 of at most 2 cups"))
        #expect(harness.run(["list"]).output.contains("at most 2 cups"))
        let show = harness.run(["show", "Coffee"]).output
        #expect(show.contains("at most 2 cups"))
        #expect(show.contains("Within the limit on"))
        #expect(!show.contains("target"))
        try harness.prepare([["log", "Coffee", "3"]])
        #expect(harness.run(["today"]).output.contains("3, over the limit of 2 cups"))
        let help = HelpFormatter(commands: CommandCatalog.all).help(for: AddCommand.specification)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("atmost:N (at most N)"))
    }

    @Test(
        "a timer holds at most 24 hours a day, set or added, with one clear line and nothing written",
        arguments: [["log", "Meditate", "1441"], ["log", "Meditate", "+1500"], ["log", "Meditate", "100000"]])
    func timerCap(arguments: [String]) throws {
        let harness = try ProgramHarness()
        try harness.prepare([["add", "Meditate", "--type", "timer:30"], ["log", "Meditate", "60"]])
        let before = harness.run(["show", "Meditate", "--json"]).output
        let result = harness.run(arguments)
        #expect(result.status == .usage)
        #expect(result.error.contains("24 hours"))
        #expect(result.error.filter { $0 == "\n" }.count == 1)
        #expect(harness.run(["show", "Meditate", "--json"]).output == before)
        #expect(harness.run(["log", "Meditate", "+1380"]).status == .success, "exactly 24 hours is allowed")
        #expect(harness.run(["log", "Meditate", "+1"]).status == .usage)
    }
}
