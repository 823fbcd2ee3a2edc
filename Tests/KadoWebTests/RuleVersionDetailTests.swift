import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// A habit's versions of terms on its detail page (issue 38): listed as `kado show` lists them,
/// each change moved or removed through the use cases `kado edit --move-version/--remove-version`
/// call, which `kado undo` takes back. The harness's clock is Friday 2026-04-10.
@Suite("Changing a habit from a date: the detail page")
struct RuleVersionDetailTests {
    /// Run, every day from 2026-03-01, 3 days a week from 2026-03-16 (a Monday).
    static func run(_ web: WebHarness) throws -> Habit {
        let habit = try web.tracker.habits.createHabit(HabitDraft(name: "Run", startDay: day("2026-03-01")))
        return try web.tracker.habits.editHabit(habit, rulesFrom: .day(day("2026-03-16"))) {
            $0.frequency = .daysPerWeek(3)
        }
    }

    static func path(_ habit: Habit) -> String { "/habits/\(habit.id.uuidString)" }

    @Test("the versions are listed as kado show lists them, only for a habit changed from a date")
    func listed() throws {
        let web = try WebHarness()
        let habit = try Self.run(web)
        let page = web.get(Self.path(habit)).text
        #expect(page.contains("<a href=\"#versions\">Since 16 Mar 2026: 3 days a week · before: every day</a>"))
        #expect(page.contains("<h2 id=\"versions-title\" class=\"card-title\">Terms over time</h2>"))
        #expect(page.contains("<p class=\"version-text\">Since 16 Mar 2026: 3 days a week</p>"))
        #expect(page.contains("<p class=\"version-text\">Before: every day</p>"))
        // Each change, not the first version, has its forms, with a labelled date.
        #expect(
            page.contains(
                "<label class=\"visually-hidden\" for=\"version-2026-03-16\">New start of the change of 16 Mar 2026</label>"
            ))
        #expect(
            page.contains(
                "id=\"version-2026-03-16\" name=\"to\" value=\"2026-03-16\" min=\"2026-03-02\" max=\"2026-04-10\""))
        #expect(page.contains("action=\"\(Self.path(habit))/versions/remove\""))
        #expect(
            page.contains(
                "data-confirm=\"Remove the change of 16 Mar 2026? The terms before it hold over its days again.\""))
        let plain = try web.habit("Read")
        let other = web.get(Self.path(plain)).text
        #expect(!other.contains("id=\"versions\""))
        #expect(!other.contains("versions-line"))
    }

    @Test("a target change shows only the targets, three versions in order, in French with its typography")
    func french() throws {
        let web = try WebHarness()
        var habit = try web.tracker.habits.createHabit(
            HabitDraft(name: "Eau", type: .counter(target: 8), unit: "verres", startDay: day("2026-02-01")))
        habit = try web.tracker.habits.editHabit(habit, rulesFrom: .day(day("2026-03-01"))) {
            $0.type = .counter(target: 10)
        }
        habit = try web.tracker.habits.editHabit(habit, rulesFrom: .day(day("2026-04-01"))) {
            $0.type = .counter(target: 12)
        }
        #expect(
            web.get(Self.path(habit)).text.contains(
                "Since 1 Apr 2026: target 12 verres · from 1 Mar 2026: target 10 verres · before: target 8 verres"))
        try web.tracker.preferences.setLanguage(.french)
        let page = web.get(Self.path(habit)).text
        #expect(
            page.contains(
                "Depuis le 1er avr. 2026\u{00A0}: objectif 12 verres · à partir du 1er mars 2026\u{00A0}: objectif 10 verres"
                    + " · avant\u{00A0}: objectif 8 verres"))
        #expect(page.contains("<p class=\"version-text\">À partir du 1er mars 2026\u{00A0}: objectif 10 verres</p>"))
        // The middle change may move between its neighbours only.
        #expect(
            page.contains(
                "id=\"version-2026-03-01\" name=\"to\" value=\"2026-03-01\" min=\"2026-02-02\" max=\"2026-03-31\""))
    }

    @Test("Remove asks first without scripts, then removes; undo puts the change back")
    func remove() throws {
        let web = try WebHarness()
        let habit = try Self.run(web)
        let asked = web.post("\(Self.path(habit))/versions/remove", [("start", "2026-03-16"), ("confirmed", "")])
        #expect(asked.status == 200)
        #expect(asked.text.contains("Remove the change of 16 Mar 2026? The terms before it hold over its days again."))
        #expect(asked.text.contains("<input type=\"hidden\" name=\"confirmed\" value=\"yes\">"))
        #expect(try web.tracker.habits.find("Run") == habit)
        let removed = web.post("\(Self.path(habit))/versions/remove", [("start", "2026-03-16"), ("confirmed", "yes")])
        #expect(removed.status == 303)
        #expect(removed.header("Location") == "\(Self.path(habit))?notice=versionRemoved#versions")
        let after = try web.tracker.habits.find("Run")
        #expect(!after.hasRuleVersions)
        #expect(after.frequency == .daily)
        #expect(web.follow(removed).text.contains("Change removed. kado undo takes it back."))
        _ = try web.tracker.history.undoLastChange()
        #expect(try web.tracker.habits.find("Run") == habit)
    }

    @Test("Move moves a change's start; undo moves it back")
    func move() throws {
        let web = try WebHarness()
        let habit = try Self.run(web)
        let moved = web.post("\(Self.path(habit))/versions/move", [("start", "2026-03-16"), ("to", "2026-03-23")])
        #expect(moved.status == 303)
        #expect(try web.tracker.habits.find("Run").ruleVersions.map(\.start) == [nil, day("2026-03-23")])
        _ = try web.tracker.history.undoLastChange()
        #expect(try web.tracker.habits.find("Run") == habit)
    }

    @Test(
        "a move to a day after today, not after the start, or not a day, or of no change, is refused with nothing written",
        arguments: [
            ("2026-03-16", "2026-04-11", "A change starts today or on a day before: choose a day that has come."),
            ("2026-03-16", "2026-03-01", "Choose a day after 1 Mar 2026."),
            ("2026-03-16", "<i>x</i>", "Give the new start as a date."),
            ("2026-03-17", "2026-03-20", "No change of the terms starts on that day: the page may be out of date."),
        ])
    func refusedMove(start: String, to: String, message: String) throws {
        let web = try WebHarness()
        let habit = try Self.run(web)
        let response = web.post("\(Self.path(habit))/versions/move", [("start", start), ("to", to)])
        #expect(response.status == 422)
        #expect(response.text.contains("role=\"alert\">"))
        #expect(response.text.contains(HTML.escape(message)))
        #expect(!response.text.contains("<i>x</i>"))
        #expect(try web.tracker.habits.find("Run") == habit)
    }

    @Test("removing a change that is not there is refused, with nothing written")
    func refusedRemove() throws {
        let web = try WebHarness()
        let habit = try Self.run(web)
        let response = web.post("\(Self.path(habit))/versions/remove", [("start", "2026-03-17"), ("confirmed", "yes")])
        #expect(response.status == 422)
        #expect(response.text.contains("No change of the terms starts on that day"))
        #expect(try web.tracker.habits.find("Run") == habit)
    }
}
