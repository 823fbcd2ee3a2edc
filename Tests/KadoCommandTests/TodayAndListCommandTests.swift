import Foundation
import KadoTestSupport
import Testing

@Suite("kado today and kado list, run as a binary", .tags(.endToEnd), .endToEndTierOnly)
struct TodayAndListCommandTests {
    @Test("today on a new database says there is nothing yet, with and without the command's name")
    func todayEmpty() throws {
        let sandbox = try Sandbox()
        let expected = ["Today · Friday 2026-04-10", "", "No habits yet. Add one: kado add \"Read 20 pages\""]
        #expect(try sandbox.succeed(["today"]).lines == expected)
        #expect(try sandbox.succeed([]).lines == expected)
        #expect(try sandbox.json([StatusJSON].self, ["today", "--json"]).isEmpty)
        // Showing nothing creates nothing: no database, no snapshot, no folder (issue 34, item 5).
        #expect(try FileManager.default.contentsOfDirectory(atPath: sandbox.dataFolder.path).isEmpty)
    }

    @Test("today lists scheduled habits with their progress, streak and score, then the others")
    func todayPopulated() throws {
        let sandbox = try Sandbox()
        for arguments in [
            ["add", "Read"], ["add", "Water", "--type", "counter:8", "--unit", "glasses"],
            ["add", "Run", "--every", "mon,wed,fri"], ["add", "Gym", "--every", "sat,sun"],
            ["add", "Coffee", "--type", "atmost:2", "--unit", "coffees"], ["add", "Smoke", "--type", "negative"],
            ["add", "Meditate", "--type", "timer:30"],
            ["done", "Read"], ["done", "Read", "yesterday"], ["log", "Water", "3"], ["log", "Coffee", "3"],
            ["done", "Smoke"], ["log", "Meditate", "30"],
        ] {
            try sandbox.succeed(arguments)
        }
        let lines = try sandbox.succeed(["today"]).lines
        #expect(lines.first == "Today · Friday 2026-04-10")
        let scheduled = try #require(lines.firstIndex(of: "Scheduled"))
        let others = try #require(lines.firstIndex(of: "Not scheduled today"))
        #expect(
            lines[scheduled + 1..<others - 1].map(cells) == [
                ["✓", "Read", "done", "2 days", "10%"],
                // A counter's day counts toward the streak shown once its target is met.
                ["◐", "Water", "3/8 glasses", "0 days", "2%"],
                ["○", "Run", "not done", "0 days", "0%"],
                ["✗", "Coffee", "3, over the limit of 2 coffees", "0 days", "3%"],
                ["✗", "Smoke", "slipped", "0 days", "0%"],
                ["✓", "Meditate", "30/30 min", "1 day", "5%"],
            ])
        #expect(lines[others + 1].hasPrefix("  "))
        #expect(cells(lines[others + 1]) == ["○", "Gym", "not done", "0 days", "0%"])
        #expect(lines.suffix(2) == ["", "2 of 6 done"])
        #expect(!lines.joined().contains("\u{1B}"), "NO_COLOR and a pipe: no escape sequences")

        let statuses = try sandbox.json([StatusJSON].self, ["today", "--json"])
        #expect(statuses.map(\.name) == ["Read", "Water", "Run", "Coffee", "Smoke", "Meditate", "Gym"])
        #expect(statuses.map(\.doneToday) == [true, false, false, false, false, true, false])
        #expect(statuses.map(\.dueToday) == [true, true, true, true, true, true, false])
        #expect(statuses.map(\.scorePercent) == [10, 2, 0, 3, 0, 5, 0])
        #expect(statuses.allSatisfy { $0.day == "2026-04-10" && (0...1).contains($0.score) })
    }

    @Test(
        "the day is read in the TZ time zone, and --now and KADO_NOW pin the clock",
        arguments: [
            ("UTC", "Today · Friday 2026-04-10", "2026-04-10"),
            ("Europe/Paris", "Today · Saturday 2026-04-11", "2026-04-11"),
            ("America/Los_Angeles", "Today · Friday 2026-04-10", "2026-04-10"),
        ])
    func timeZones(zone: String, header: String, day: String) throws {
        let sandbox = try Sandbox(now: "2026-04-10T23:30:00Z", timeZone: zone)
        try sandbox.succeed(["add", "Read"])
        #expect(try sandbox.succeed(["today"]).lines.first == header)
        #expect(
            try sandbox.succeed(["done", "Read"]).lines == [
                "Read: done for \(day) · today done · streak 1 day · score 5%"
            ])
        #expect(try sandbox.json(ShowJSON.self, ["show", "Read", "--json"]).recent.map(\.day) == [day])
        // --now wins over KADO_NOW; without an offset it is read in TZ.
        let pinned = try sandbox.succeed(["--now", "2026-01-05T10:00", "today"]).lines.first
        #expect(pinned == "Today · Monday 2026-01-05")
        #expect(try sandbox.succeed(["today", "--now", "2026-01-06"]).lines.first == "Today · Tuesday 2026-01-06")
    }

    @Test("list prints a table, --names one name a line, --json every field; --archived adds the archived")
    func list() throws {
        let sandbox = try Sandbox()
        #expect(try sandbox.succeed(["list"]).lines == ["No habits yet. Add one: kado add \"Read 20 pages\""])
        #expect(try sandbox.succeed(["list", "--names"]).output.isEmpty)
        #expect(try sandbox.json([ListEntryJSON].self, ["list", "--json"]).isEmpty)
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed([
            "add", "Drink water", "--type", "counter:8", "--unit", "glasses", "--color", "teal", "--icon", "drop",
            "--remind", "07:30", "--score", "loop", "--every", "3/week",
        ])
        try sandbox.succeed(["add", "Old"])
        try sandbox.succeed(["archive", "Old"])

        let entries = try sandbox.json([ListEntryJSON].self, ["list", "--json"])
        #expect(entries.map(\.name) == ["Read", "Drink water"])
        let water = try #require(entries.last)
        #expect(water.position == 2)
        #expect(water.every == "3/week")
        #expect(water.type == "counter:8")
        #expect(water.unit == "glasses")
        #expect(water.color == "teal")
        #expect(water.icon == "drop")
        #expect(water.reminder == "07:30")
        #expect(water.scoreModel == "loop")
        #expect(water.createdAt == "2026-04-10T09:00:00Z")
        #expect(entries.first?.reminder == nil)
        #expect(entries.first?.unit == nil)

        let lines = try sandbox.succeed(["list"]).lines
        #expect(
            lines.map(cells) == [
                ["#", "Habit", "Schedule", "Type", "Id"],
                ["1", "Read", "every day", "yes/no", try #require(entries.first?.id.uuidString)],
                ["2", "Drink water", "3 days a week", "counter · 8 glasses", water.id.uuidString],
            ])
        #expect(try sandbox.succeed(["list", "--names"]).lines == ["Read", "Drink water"])
        #expect(try sandbox.succeed(["list", "--archived", "--names"]).lines == ["Read", "Drink water", "Old"])
        let all = try sandbox.json([ListEntryJSON].self, ["list", "--archived", "--json"])
        #expect(all.map(\.archived) == [false, false, true])
        #expect(
            try sandbox.succeed(["list", "--archived"]).lines.last.map(cells)?.prefix(2) == ["3", "Old (archived)"])
    }

    @Test("the database is --db, else KADO_DB, else $XDG_DATA_HOME/kado, else ~/.local/share/kado")
    func databaseLocation() throws {
        let sandbox = try Sandbox()
        let given = sandbox.dataFolder.appendingPathComponent("given.sqlite").path
        try sandbox.succeed(["--db", given, "add", "Given"])
        try sandbox.succeed(["add", "FromEnvironment"])
        let xdg = sandbox.folder.appendingPathComponent("xdg").path
        try sandbox.succeed(["add", "FromXDG"], environment: ["KADO_DB": "", "XDG_DATA_HOME": xdg])
        try sandbox.succeed(["add", "FromHome"], environment: ["KADO_DB": ""])

        #expect(try sandbox.succeed(["list", "--names", "--db=\(given)"]).lines == ["Given"])
        #expect(try sandbox.succeed(["list", "--names"]).lines == ["FromEnvironment"])
        let home = sandbox.folder.appendingPathComponent("home/.local/share/kado/kado.sqlite").path
        #expect(try sandbox.succeed(["list", "--names"], environment: ["KADO_DB": home]).lines == ["FromHome"])
        let inXDG = xdg + "/kado/kado.sqlite"
        #expect(try sandbox.succeed(["list", "--names"], environment: ["KADO_DB": inXDG]).lines == ["FromXDG"])
    }
}
