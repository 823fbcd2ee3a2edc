import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The habit form's "Started on" field, the detail page saying it, and the JSON API's `since`.
/// The harness's clock is Friday 2026-04-10.
@Suite("A habit's start date on the web")
struct StartDayWebTests {
    /// A valid submission of the habit form, changed by each test.
    static func submission(_ changes: [(String, String)] = []) -> [(String, String)] {
        var fields: [(String, String)] = [
            ("name", "Smoking"), ("color", "red"), ("icon", "circle"), ("frequency", "daily"), ("perWeek", "3"),
            ("interval", "2"), ("times", "3"), ("window", "10"), ("type", "negative"), ("counterTarget", "1"),
            ("counterUnit", ""), ("timerMinutes", "30"), ("atMostTarget", "1"), ("atMostUnit", ""),
            ("reminderTime", "09:00"), ("scoreModel", "kado"),
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

    @Test("the form offers a date up to today; a habit created with it counts from it; the edit form shows it")
    func formRoundTrip() throws {
        let web = try WebHarness()
        let blank = web.get("/habits/new").text
        #expect(
            blank.contains(
                "id=\"startedOn\" name=\"startedOn\" type=\"date\" value=\"\" min=\"1900-01-01\" max=\"2026-04-10\""))
        #expect(blank.contains(">Started on</label>"))
        let created = web.post("/habits", Self.submission([("startedOn", "2026-03-01")]))
        #expect(created.status == 303)
        let habit = try #require(try web.tracker.habits.all().first)
        #expect(habit.startDay == day("2026-03-01"))
        #expect(try web.tracker.views.summary(of: habit).evaluation.currentStreak == 41)
        let detail = web.get("/habits/\(habit.id.uuidString)").text
        #expect(detail.contains("Counts since 1 Mar 2026"))
        let edit = web.get("/habits/\(habit.id.uuidString)/edit").text
        #expect(edit.contains("value=\"2026-03-01\""))
        // Emptied, the start set by hand goes.
        #expect(web.post("/habits/\(habit.id.uuidString)/edit", Self.submission([("startedOn", "")])).status == 303)
        #expect(try web.tracker.habits.all().first?.startDay == nil)
    }

    @Test(
        "a start after today or not a day comes back with the field's message, and nothing is written",
        arguments: [
            ("2026-04-11", "A habit starts today or on a day before: choose a day that has come."),
            ("2026-02-30", "Give the start as a day from 1900-01-01 to 2199-12-31, or leave it empty."),
            ("1899-12-31", "Give the start as a day from 1900-01-01 to 2199-12-31, or leave it empty."),
            ("yesterday", "Give the start as a day from 1900-01-01 to 2199-12-31, or leave it empty."),
        ])
    func refused(text: String, message: String) throws {
        let web = try WebHarness()
        let response = web.post("/habits", Self.submission([("startedOn", text)]))
        #expect(response.status == 422)
        #expect(response.text.contains(message))
        #expect(response.text.contains("aria-describedby=\"startedOn-error\""))
        #expect(try web.tracker.habits.all(includingArchived: true).isEmpty)
    }

    @Test(
        "POST /api/habits/REF/edit sets since, \"\" and null clear it, a later day is a 422; GET /api/habits lists it")
    func api() throws {
        let web = try WebHarness()
        _ = try web.tracker.habits.createHabit(HabitDraft(name: "Smoking", type: .negative))
        let set = web.postJSON("/api/habits/Smoking/edit", #"{"since":"2026-03-01"}"#)
        #expect(set.status == 200)
        #expect(set.text.contains(#""since" : "2026-03-01""#))
        #expect(try web.tracker.habits.find("Smoking").startDay == day("2026-03-01"))
        #expect(web.get("/api/habits").text.contains(#""since" : "2026-03-01""#))
        let later = web.postJSON("/api/habits/Smoking/edit", #"{"since":"2026-04-11"}"#)
        #expect(later.status == 422)
        #expect(later.text.contains(#""code" : "invalid.startsAfterToday""#))
        #expect(web.postJSON("/api/habits/Smoking/edit", #"{"since":"soon"}"#).status == 400)
        #expect(try web.tracker.habits.find("Smoking").startDay == day("2026-03-01"))
        #expect(web.postJSON("/api/habits/Smoking/edit", #"{"since":""}"#).status == 200)
        #expect(try web.tracker.habits.find("Smoking").startDay == nil)
        _ = web.postJSON("/api/habits/Smoking/edit", #"{"since":"2026-03-01"}"#)
        #expect(web.postJSON("/api/habits/Smoking/edit", #"{"since":null}"#).status == 200)
        #expect(try web.tracker.habits.find("Smoking").startDay == nil)
    }
}
