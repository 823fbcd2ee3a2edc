import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The edit form's "From when?" (issue 38): a change of the terms from today, from a date or over
/// the whole history, through the same use case as `kado edit --from`. The harness's clock is
/// Friday 2026-04-10; the habit counts from 2026-03-01.
@Suite("Changing a habit from a date: the edit form")
struct RuleVersionFormTests {
    /// A submission of the edit form of Run (yes/no, every day), changed by each test.
    static func submission(_ changes: [(String, String)] = []) -> [(String, String)] {
        var fields: [(String, String)] = [
            ("name", "Run"), ("color", "blue"), ("icon", "circle"), ("frequency", "daily"), ("perWeek", "3"),
            ("interval", "2"), ("times", "3"), ("window", "10"), ("type", "binary"), ("counterTarget", "1"),
            ("counterUnit", ""), ("timerMinutes", "30"), ("atMostTarget", "1"), ("atMostUnit", ""),
            ("reminderTime", "09:00"), ("scoreModel", "kado"), ("startedOn", "2026-03-01"),
            ("changeFrom", "today"), ("changeFromDay", ""),
        ]
        for (name, value) in changes {
            if let index = fields.firstIndex(where: { $0.0 == name }) {
                fields[index].1 = value
            } else {
                fields.append((name, value))
            }
        }
        return fields
    }

    /// Run, every day, counting from 2026-03-01.
    static func run(_ web: WebHarness) throws -> Habit {
        try web.tracker.habits.createHabit(HabitDraft(name: "Run", startDay: day("2026-03-01")))
    }

    @Test(
        "the edit form of a habit with a past asks From when?, today by default, with its hint; a new habit's does not")
    func asked() throws {
        let web = try WebHarness()
        let habit = try Self.run(web)
        let page = web.get("/habits/\(habit.id.uuidString)/edit").text
        #expect(page.contains("<legend class=\"section-title\">From when?</legend>"))
        #expect(page.contains("name=\"changeFrom\" id=\"changeFrom-today\" value=\"today\" checked"))
        #expect(page.contains("id=\"changeFrom-day\" value=\"day\">"))
        #expect(page.contains("id=\"changeFrom-start\" value=\"start\">"))
        #expect(
            page.contains(
                "id=\"changeFromDay\" name=\"changeFromDay\" value=\"\" min=\"2026-03-02\" max=\"2026-04-10\""))
        #expect(page.contains("Only matters if the frequency, the target or limit, or the score changes."))
        #expect(
            page.contains("A change of type (yes/no into a counter, for instance) always rewrites the whole history."))
        let fresh = try web.habit("Read")
        #expect(!web.get("/habits/\(fresh.id.uuidString)/edit").text.contains("From when?"))
        #expect(!web.get("/habits/new").text.contains("From when?"))
        try web.tracker.preferences.setLanguage(.french)
        #expect(web.get("/habits/\(habit.id.uuidString)/edit").text.contains("À partir de quand\u{202F}?"))
    }

    @Test("From today, from a date and for the whole history each change the terms from where they say")
    func choices() throws {
        let web = try WebHarness()
        let today = try Self.run(web)
        let path = "/habits/\(today.id.uuidString)/edit"
        let saved = web.post(path, Self.submission([("frequency", "daysPerWeek"), ("perWeek", "3")]))
        #expect(saved.status == 303)
        var habit = try web.tracker.habits.find("Run")
        #expect(habit.frequency == .daysPerWeek(3))
        #expect(habit.ruleVersions.map(\.start) == [nil, day("2026-04-10")])
        #expect(habit.rules(on: day("2026-04-09")).frequency == .daily)

        // From a date: the change reaches every version from that day on; today's, left equal to
        // the one before it, merges into it.
        #expect(
            web.post(
                path,
                Self.submission([
                    ("frequency", "daysPerWeek"), ("perWeek", "4"), ("changeFrom", "day"),
                    ("changeFromDay", "2026-03-15"),
                ])
            ).status == 303)
        habit = try web.tracker.habits.find("Run")
        #expect(habit.ruleVersions.map(\.start) == [nil, day("2026-03-15")])
        #expect(habit.rules(on: day("2026-03-14")).frequency == .daily)
        #expect(habit.rules(on: day("2026-03-15")).frequency == .daysPerWeek(4))
        #expect(habit.frequency == .daysPerWeek(4))
        // A second change the same day replaces the first rather than stacking.
        #expect(
            web.post(
                path,
                Self.submission([
                    ("frequency", "daysPerWeek"), ("perWeek", "5"), ("changeFrom", "day"),
                    ("changeFromDay", "2026-03-15"),
                ])
            ).status == 303)
        habit = try web.tracker.habits.find("Run")
        #expect(habit.ruleVersions.map(\.start) == [nil, day("2026-03-15")])
        #expect(habit.ruleVersions.map(\.rules.frequency) == [.daily, .daysPerWeek(5)])

        // For the whole history: every version takes the change, which leaves one.
        #expect(
            web.post(path, Self.submission([("frequency", "everyNDays"), ("interval", "2"), ("changeFrom", "start")]))
                .status == 303)
        habit = try web.tracker.habits.find("Run")
        #expect(!habit.hasRuleVersions)
        #expect(habit.frequency == .everyNDays(2))
    }

    @Test("a change of a name only writes no version, whatever From when? says")
    func notVersioned() throws {
        let web = try WebHarness()
        let habit = try Self.run(web)
        let saved = web.post(
            "/habits/\(habit.id.uuidString)/edit",
            Self.submission([("name", "Jog"), ("changeFrom", "day"), ("changeFromDay", "soon")]))
        #expect(saved.status == 303)
        let jog = try web.tracker.habits.find("Jog")
        #expect(!jog.hasRuleVersions)
    }

    @Test(
        "a day after today, not after the start, or not a day comes back with the field's message and nothing written",
        arguments: [
            ("2026-04-11", "A change holds from today or a day before: choose a day that has come."),
            ("2026-03-01", "The habit starts on 1 Mar 2026: choose a later day, or “For the whole history”."),
            ("2026-02-20", "The habit starts on 1 Mar 2026: choose a later day, or “For the whole history”."),
            ("2026-02-30", "Give the day the change holds from as a date."),
            ("<b>soon</b>", "Give the day the change holds from as a date."),
        ])
    func refused(text: String, message: String) throws {
        let web = try WebHarness()
        let habit = try Self.run(web)
        let response = web.post(
            "/habits/\(habit.id.uuidString)/edit",
            Self.submission([("frequency", "daysPerWeek"), ("changeFrom", "day"), ("changeFromDay", text)]))
        #expect(response.status == 422)
        #expect(response.text.contains(HTML.escape(message)))
        #expect(response.text.contains("aria-describedby=\"changeFromDay-error\""))
        // What was typed comes back, escaped, and From a date stays chosen.
        #expect(response.text.contains("value=\"\(HTML.escape(text))\""))
        #expect(!response.text.contains("<b>soon</b>"))
        #expect(response.text.contains("id=\"changeFrom-day\" value=\"day\" checked"))
        #expect(try web.tracker.habits.find("Run") == habit)
    }

    @Test("an answer the form does not offer is refused")
    func unknownChoice() throws {
        let web = try WebHarness()
        let habit = try Self.run(web)
        let response = web.post(
            "/habits/\(habit.id.uuidString)/edit",
            Self.submission([("frequency", "daysPerWeek"), ("changeFrom", "yesterday")]))
        #expect(response.status == 422)
        #expect(response.text.contains("Choose from when the change holds."))
        #expect(try web.tracker.habits.find("Run") == habit)
    }

    @Test("a change of type's kind rewrites the whole history, even with From a date chosen")
    func kindChange() throws {
        let web = try WebHarness()
        var habit = try Self.run(web)
        habit = try web.tracker.habits.editHabit(habit, rulesFrom: .day(day("2026-03-20"))) {
            $0.frequency = .daysPerWeek(3)
        }
        #expect(habit.hasRuleVersions)
        let saved = web.post(
            "/habits/\(habit.id.uuidString)/edit",
            Self.submission([
                ("frequency", "daysPerWeek"), ("type", "counter"), ("counterTarget", "5"), ("changeFrom", "day"),
                ("changeFromDay", "2026-04-01"),
            ]))
        #expect(saved.status == 303)
        let counter = try web.tracker.habits.find("Run")
        #expect(counter.ruleVersions.map(\.rules.type) == [.counter(target: 5), .counter(target: 5)])
        #expect(counter.ruleVersions.map(\.start) == [nil, day("2026-03-20")])
    }

    @Test("undo takes a change from a date back")
    func undo() throws {
        let web = try WebHarness()
        let habit = try Self.run(web)
        _ = web.post("/habits/\(habit.id.uuidString)/edit", Self.submission([("frequency", "daysPerWeek")]))
        #expect(try web.tracker.habits.find("Run").hasRuleVersions)
        _ = try web.tracker.history.undoLastChange()
        #expect(try web.tracker.habits.find("Run") == habit)
    }
}
