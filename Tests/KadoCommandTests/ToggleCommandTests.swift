import Foundation
import KadoTestSupport
import Testing

@Suite("kado toggle, run as a binary", .tags(.endToEnd), .endToEndTierOnly)
struct ToggleCommandTests {
    @Test("toggle marks done when not done and undoes when done, never duplicating")
    func toggles() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        #expect(
            try sandbox.succeed(["toggle", "Read"]).lines == [
                "Read: done for 2026-04-10 · today done · streak 1 day · score 5%"
            ])
        let store = try sandbox.openStore()
        let id = try #require(try store.habits().first?.id)
        #expect(try store.completions(of: id).map(\.value) == [1])
        #expect(try sandbox.json(StatusJSON.self, ["show", "Read", "--json"]).doneToday)
        #expect(
            try sandbox.succeed(["toggle", "read"]).lines == [
                "Read: undone for 2026-04-10 · today not done · streak 0 days · score 0%"
            ])
        #expect(try store.completions(of: id).isEmpty)
        try sandbox.succeed(["toggle", "Read"])
        #expect(try store.completions(of: id).count == 1)
    }

    @Test("toggle takes a DAY; a negative habit's slip is logged, then removed")
    func daysAndNegative() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        try sandbox.succeed(["add", "Smoke", "--type", "negative"])
        #expect(
            try sandbox.succeed(["toggle", "Read", "yesterday"]).lines.first?.hasPrefix(
                "Read: done for 2026-04-09 · streak") == true)
        #expect(try sandbox.json(ShowJSON.self, ["show", "Read", "--json"]).recent.map(\.day) == ["2026-04-09"])
        #expect(
            try sandbox.succeed(["toggle", "Read", "2026-04-09"]).lines.first?.hasPrefix("Read: undone for 2026-04-09")
                == true)
        #expect(try sandbox.json(ShowJSON.self, ["show", "Read", "--json"]).recent.isEmpty)
        #expect(
            try sandbox.succeed(["toggle", "Smoke"]).lines == [
                "Smoke: slip logged for 2026-04-10 · today slipped · streak 0 days · score 0%"
            ])
        #expect(
            try sandbox.succeed(["toggle", "Smoke"]).lines.first?.hasPrefix(
                "Smoke: slip removed for 2026-04-10 · today clean") == true)
    }

    @Test("--json prints the habit's status; the widget snapshot follows each toggle")
    func jsonAndSnapshot() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Read"])
        let status = try sandbox.json(StatusJSON.self, ["toggle", "Read", "--json"])
        #expect(status.name == "Read")
        #expect(status.doneToday)
        #expect(try sandbox.succeed(["widget"]).lines == ["Kadō 1/1 ✓Read"])
        try sandbox.succeed(["toggle", "Read"])
        #expect(try sandbox.succeed(["widget"]).lines == ["Kadō 0/1 ○Read"])
    }

    @Test("counters, timers and at-most habits take a value; unknown and archived habits are refused")
    func refusals() throws {
        let sandbox = try Sandbox()
        try sandbox.succeed(["add", "Water", "--type", "counter:8"])
        try sandbox.succeed(["add", "Meditate", "--type", "timer:20"])
        try sandbox.succeed(["add", "Coffee", "--type", "atmost:2"])
        try sandbox.succeed(["add", "Old"])
        try sandbox.succeed(["log", "Water", "3"])
        for habit in ["Water", "Meditate", "Coffee"] {
            let result = try sandbox.kado(["toggle", habit])
            #expect(result.status == 64)
            #expect(result.output.isEmpty)
            #expect(result.error.contains("kado log \"\(habit)\" VALUE"))
        }
        #expect(try sandbox.json(ShowJSON.self, ["show", "Water", "--json"]).recent.map(\.value) == [3])
        #expect(try sandbox.kado(["toggle", "Run"]).status == 64)
        #expect(try sandbox.kado(["toggle"]).status == 64)
        #expect(try sandbox.kado(["toggle", "Old", "tomorrow"]).status == 64)
        try sandbox.succeed(["archive", "Old"])
        let archived = try sandbox.kado(["toggle", "Old"])
        #expect(archived.status == 64)
        #expect(archived.output.isEmpty)
    }
}
