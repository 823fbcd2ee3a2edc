import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// A valid submission of the habit form (as HabitFormTests sends it), changed by each test.
private func textsSubmission(_ changes: [(String, String)] = []) -> [(String, String)] {
    var fields: [(String, String)] = [
        ("name", "Read"), ("color", "teal"), ("icon", "book.fill"), ("frequency", "daily"), ("perWeek", "3"),
        ("interval", "2"), ("times", "3"), ("window", "10"), ("type", "binary"), ("counterTarget", "1"),
        ("counterUnit", ""), ("timerMinutes", "30"), ("atMostTarget", "1"), ("atMostUnit", ""),
        ("reminderTime", "09:00"), ("scoreModel", "kado"),
    ]
    for (name, value) in changes {
        if let index = fields.firstIndex(where: { $0.0 == name }), name != "days" {
            fields[index].1 = value
        } else {
            fields.append((name, value))
        }
    }
    return fields
}

/// The habit form's group and description, the detail page showing them escaped, and the API
/// listing them.
@Suite("Habit group and description on the web")
struct HabitTextWebTests {
    @Test("the form has both fields; a new habit gets them, trimmed; the edit form shows them; empty clears")
    func formRoundTrip() throws {
        let web = try WebHarness()
        let blank = web.get("/habits/new").text
        #expect(blank.contains("id=\"group\" name=\"group\""))
        #expect(blank.contains("<textarea class=\"text-input\" id=\"details\" name=\"details\""))
        #expect(blank.contains(">Group</label>") && blank.contains(">Description</label>"))
        let created = web.post(
            "/habits", textsSubmission([("group", "  Health "), ("details", "Twenty pages\r\nbefore bed")]))
        #expect(created.status == 303)
        let habit = try #require(try web.tracker.habits.all().first)
        #expect(habit.group == "Health")
        #expect(habit.details == "Twenty pages\r\nbefore bed")
        let edit = web.get("/habits/\(habit.id.uuidString)/edit").text
        #expect(edit.contains("value=\"Health\""))
        #expect(edit.contains(">Twenty pages\r\nbefore bed</textarea>"))
        let cleared = web.post(
            "/habits/\(habit.id.uuidString)/edit", textsSubmission([("group", ""), ("details", " ")]))
        #expect(cleared.status == 303)
        let after = try #require(try web.tracker.habits.all().first)
        #expect(after.group == nil && after.details == nil)
    }

    @Test("a group with a control character is refused like the other fields, in English and French")
    func validation() throws {
        let web = try WebHarness()
        let refused = web.post("/habits", textsSubmission([("group", "two\nlines")]))
        #expect(refused.status == 422)
        #expect(refused.text.contains("Write the group on one line, without control characters."))
        #expect(refused.text.contains("aria-describedby=\"group-error\""))
        let details = web.post("/habits", textsSubmission([("details", "bell\u{07}")]))
        #expect(details.status == 422)
        #expect(details.text.contains("Remove the control characters from the description"))
        #expect(try web.tracker.habits.all(includingArchived: true).isEmpty)
        try web.tracker.preferences.setLanguage(.french)
        let french = web.post("/habits", textsSubmission([("group", "two\nlines")]))
        #expect(french.text.contains("Écrivez le groupe sur une ligne, sans caractères de contrôle."))
        // Without the CSRF token nothing is read at all.
        let forged = web.post("/habits", textsSubmission([("group", "Health")]), includesToken: false)
        #expect(forged.status == 403)
        #expect(try web.tracker.habits.all(includingArchived: true).isEmpty)
    }

    @Test("the detail page shows the group and each line of the description, HTML-escaped")
    func detailEscaped() throws {
        let web = try WebHarness()
        let habit = try web.tracker.habits.createHabit(
            HabitDraft(name: "Read", details: "<b>bold</b>\nline & two", group: "<script>alert(1)</script>"))
        let page = web.get("/habits/\(habit.id.uuidString)").text
        #expect(!page.contains("<script>alert(1)</script>"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("<p class=\"habit-details\">&lt;b&gt;bold&lt;/b&gt;<br>line &amp; two</p>"))
        let edit = web.get("/habits/\(habit.id.uuidString)/edit").text
        #expect(!edit.contains("<script>alert(1)</script>"))
    }

    @Test("GET /api/habits lists the group and the description; a habit without them has both as null")
    func api() throws {
        let web = try WebHarness()
        _ = try web.tracker.habits.createHabit(HabitDraft(name: "Read", details: "pages", group: "Health"))
        _ = try web.tracker.habits.createHabit(HabitDraft(name: "Run"))
        let response = web.get("/api/habits")
        #expect(response.status == 200)
        let body = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
        let habits = try #require(body["habits"] as? [[String: Any]])
        #expect(habits.first?["group"] as? String == "Health")
        #expect(habits.first?["details"] as? String == "pages")
        #expect(habits.last?["group"] is NSNull && habits.last?["details"] is NSNull)
        // Every object of the array has the same keys.
        #expect(Set(habits.first?.keys.map { $0 } ?? []) == Set(habits.last?.keys.map { $0 } ?? []))
    }

    @Test("POST /api/habits/REF/edit sets the group or the description, null clears, a broken rule is a 422")
    func apiEdit() throws {
        let web = try WebHarness()
        _ = try web.tracker.habits.createHabit(HabitDraft(name: "Read", details: "pages", group: "Health"))
        let moved = web.postJSON("/api/habits/Read/edit", #"{"group":" Work "}"#)
        #expect(moved.status == 200)
        #expect(moved.text.contains(#""group" : "Work""#))
        #expect(try web.tracker.habits.find("Read").group == "Work")
        #expect(try web.tracker.habits.find("Read").details == "pages")
        #expect(web.postJSON("/api/habits/Read/edit", #"{"details":null,"group":""}"#).status == 200)
        let cleared = try web.tracker.habits.find("Read")
        #expect(cleared.group == nil && cleared.details == nil)
        let bad = web.postJSON("/api/habits/Read/edit", #"{"group":"a\u001Bb"}"#)
        #expect(bad.status == 422)
        #expect(bad.text.contains(#""field" : "group""#))
        #expect(web.postJSON("/api/habits/Read/edit", #"{"name":"x"}"#).status == 400)
        #expect(try web.tracker.habits.find("Read") == cleared)
    }
}
