import Foundation
import KadoCore
import KadoTestSupport
import Testing

@Suite("kado done, undo, log, skip and note, run as a binary", .tags(.endToEnd), .endToEndTierOnly)
struct CheckInCommandTests {
    /// A DAY argument and the day it names when today is 2026-04-10.
    static let dayForms: [(String, String)] = [
        ("2026-04-08", "2026-04-08"), ("today", "2026-04-10"), ("TODAY", "2026-04-10"), ("yesterday", "2026-04-09"),
        ("-3", "2026-04-07"), ("-0", "2026-04-10"), ("-365", "2025-04-10"), ("2024-02-29", "2024-02-29"),
    ]

    @Test("done and undo take every DAY form", arguments: dayForms)
    func doneAndUndo(argument: String, day: String) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let done = try sandbox.succeed(["done", "Read", argument]).lines
        #expect(done.count == 1)
        #expect(done.first?.hasPrefix("Read: done for \(day)") == true)
        #expect(
            try sandbox.json(ShowJSON.self, ["show", "Read", "--json"]).recent.map(\.day)
                == (day >= "2026-03-12" ? [day] : []))
        let store = try sandbox.openStore()
        let id = try #require(try store.habits().first?.id)
        #expect(try store.completions(of: id).map { "\($0.day)" } == [day])
        #expect(try store.completions(of: id).map(\.value) == [1])

        let again = try sandbox.succeed(["done", "Read", argument]).lines.first
        #expect(again?.hasPrefix("Read: already done for \(day)") == true)
        #expect(try store.completions(of: id).count == 1, "done never duplicates")

        let undone = try sandbox.succeed(["undo", "Read", argument]).lines.first
        #expect(undone?.hasPrefix("Read: cleared for \(day)") == true)
        #expect(try store.completions(of: id).isEmpty)
        let nothing = try sandbox.succeed(["undo", "Read", argument]).lines.first
        #expect(nothing?.hasPrefix("Read: nothing to undo for \(day)") == true)
    }

    @Test("done without a day is today; on a negative habit it logs a slip; --json prints the status")
    func doneToday() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["add", "Smoke", "--type", "negative"])
        #expect(
            try sandbox.succeed(["done", "Read"]).lines == [
                "Read: done for 2026-04-10 · today done · streak 1 day · score 5%"
            ])
        #expect(
            try sandbox.succeed(["done", "Smoke"]).lines == [
                "Smoke: slip logged for 2026-04-10 · today slipped · streak 0 days · score 0%"
            ])
        let status = try sandbox.json(StatusJSON.self, ["undo", "Smoke", "--json"])
        #expect(status.name == "Smoke")
        #expect(status.doneToday)
        #expect(status.day == "2026-04-10")
    }

    @Test("log on a counter: VALUE replaces the day's total, +N adds, 0 clears")
    func logCounter() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Water", "--type", "counter:8", "--unit", "glasses"])
        func recent() throws -> [Double] {
            try sandbox.json(ShowJSON.self, ["show", "Water", "--json"]).recent.map(\.value)
        }
        #expect(
            try sandbox.succeed(["log", "Water", "3"]).lines == [
                "Water: 2026-04-10 set · today 3/8 glasses · streak 0 days · score 2%"
            ])
        #expect(try recent() == [3])
        try sandbox.succeed(["log", "Water", "5"])
        #expect(try recent() == [5])
        try sandbox.succeed(["log", "Water", "+2"])
        #expect(try recent() == [7])
        try sandbox.succeed(["log", "Water", "+1.5"])
        #expect(try recent() == [8.5])
        #expect(try sandbox.json(StatusJSON.self, ["show", "Water", "--json"]).doneToday)
        try sandbox.succeed(["log", "Water", "2.25", "yesterday"])
        #expect(try recent() == [8.5, 2.25])
        try sandbox.succeed(["log", "Water", "0"])
        #expect(try recent() == [2.25])
        try sandbox.succeed(["log", "Water", "0", "-1"])
        #expect(try recent().isEmpty)
        let store = try sandbox.openStore()
        let id = try #require(try store.habits().first?.id)
        #expect(try store.completions(of: id).isEmpty)
    }

    @Test("log on a timer takes minutes and keeps seconds; on an at-most habit it shows going over")
    func logTimerAndAtMost() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Meditate", "--type", "timer:30"])
        try sandbox.succeed(["add", "Coffee", "--type", "atmost:2", "--unit", "coffees"])
        #expect(
            try sandbox.succeed(["log", "Meditate", "20"]).lines == [
                "Meditate: 2026-04-10 set · today 20/30 min · streak 0 days · score 3%"
            ])
        let store = try sandbox.openStore()
        let meditate = try #require(try store.habits().first?.id)
        #expect(try store.completions(of: meditate).map(\.value) == [1_200])
        try sandbox.succeed(["log", "Meditate", "+10.5"])
        #expect(try store.completions(of: meditate).map(\.value) == [1_830])
        #expect(try sandbox.json(StatusJSON.self, ["show", "Meditate", "--json"]).doneToday)
        #expect(try sandbox.succeed(["show", "Meditate"]).lines.contains("  2026-04-10  30.5 min"))
        try sandbox.succeed(["log", "Meditate", "0"])
        #expect(try store.completions(of: meditate).isEmpty)

        #expect(try sandbox.json(StatusJSON.self, ["log", "Coffee", "2", "--json"]).doneToday)
        let over = try sandbox.succeed(["log", "Coffee", "+1"]).lines.first
        #expect(over?.hasPrefix("Coffee: 2026-04-10 set · today 3, over the limit of 2 coffees") == true)
        #expect(try !sandbox.json(StatusJSON.self, ["show", "Coffee", "--json"]).doneToday)
    }

    @Test("skip excuses today, a day, or a FROM..TO range, each DAY form allowed")
    func skip() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Run"])
        try sandbox.succeed(["done", "Run", "-11"])
        try sandbox.succeed(["done", "Run", "-10"])
        #expect(try sandbox.succeed(["skip", "Run"]).lines == ["Run: excused on 2026-04-10"])
        #expect(
            try sandbox.succeed(["skip", "Run", "2026-04-01..2026-04-05"]).lines == [
                "Run: excused on 2026-04-01 to 2026-04-05 (5 days)"
            ])
        #expect(
            try sandbox.succeed(["skip", "Run", "-8..yesterday"]).lines == [
                "Run: excused on 2026-04-02 to 2026-04-09 (8 days)"
            ])
        // A day already excused stays as it is: nothing is written.
        #expect(
            try sandbox.succeed(["skip", "Run", "-9"]).lines == ["Run: already excused on 2026-04-01, nothing changed"])
        let overview = try sandbox.json(OverviewJSON.self, ["overview", "--days", "12", "--json"])
        #expect(overview.days.first == "2026-03-30")
        #expect(overview.habits.first?.cells == ["scored", "scored"] + Array(repeating: "skipped", count: 10))
        let store = try sandbox.openStore()
        let id = try #require(try store.habits().first?.id)
        #expect(
            try store.skips(of: id).map { "\($0.days.first)..\($0.days.last)" }.sorted() == [
                "2026-04-01..2026-04-05", "2026-04-02..2026-04-09", "2026-04-10..2026-04-10",
            ])
        let status = try sandbox.json(StatusJSON.self, ["show", "Run", "--json"])
        #expect(status.streak == 2 && status.presenceStreak == 2, "excused days neither break nor grow the streak")
    }

    static let notes = [
        "Rainy, 5 km", "She said \"well done\"", "line one\nline two", "🏃‍♀️ run 🌧️ 10 km", "ça, «guillemets», 'quotes'",
        "commas, \"quotes\", a\nnewline and 🎉", "--looks like an option",
    ]

    @Test("note keeps any text: commas, quotes, newlines, emoji", arguments: notes)
    func note(text: String) throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Run"])
        try sandbox.succeed(["done", "Run", "yesterday"])
        let saved = try sandbox.succeed(["note", "Run", "--", text, "yesterday"]).lines
        #expect(saved.count == 1)
        #expect(saved.first?.hasPrefix("Run: note saved for 2026-04-09") == true)
        let shown = try sandbox.json(ShowJSON.self, ["show", "Run", "--json"])
        #expect(shown.recent.map(\.note) == [text])
        #expect(shown.recent.map(\.value) == [1])
        let line = "  2026-04-09  done  “\(text.replacingOccurrences(of: "\n", with: " "))”"
        #expect(try sandbox.succeed(["show", "Run"]).lines.contains(line))

        // A note on a day without a record is a note-only record, neither done nor a slip.
        try sandbox.succeed(["note", "Run", "--", text])
        let today = try sandbox.json(ShowJSON.self, ["show", "Run", "--json"])
        #expect(today.recent.map(\.note) == [text, text])
        #expect(!today.doneToday)
        // undo keeps the note; an empty text removes it.
        try sandbox.succeed(["undo", "Run", "yesterday"])
        #expect(try sandbox.json(ShowJSON.self, ["show", "Run", "--json"]).recent.map(\.value) == [0, 0])
        try sandbox.succeed(["note", "Run", "", "yesterday"])
        try sandbox.succeed(["note", "Run", ""])
        #expect(try sandbox.json(ShowJSON.self, ["show", "Run", "--json"]).recent.isEmpty)
    }

    @Test("day-start moves the day boundary: a check-in at 02:30 belongs to the day before")
    func dayStart() throws {
        let sandbox = try Sandbox(now: "2026-04-11T02:30:00Z")
        try sandbox.succeed(["add", "Read"], now: "2026-04-01T12:00:00Z")
        #expect(try sandbox.succeed(["done", "Read"]).lines.first?.hasPrefix("Read: done for 2026-04-11") == true)
        try sandbox.succeed(["undo", "Read"])
        #expect(try sandbox.succeed(["settings", "day-start", "4"]).lines == ["day-start 4"])
        #expect(try sandbox.succeed(["today"]).lines.first == "Today · Friday 2026-04-10")
        #expect(try sandbox.succeed(["done", "Read"]).lines.first?.hasPrefix("Read: done for 2026-04-10") == true)
        #expect(
            try sandbox.succeed(["today"], now: "2026-04-11T04:00:00Z").lines.first == "Today · Saturday 2026-04-11")
    }
}
