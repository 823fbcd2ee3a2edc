import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The web app's forms and API refuse days outside 1900-01-01…2199-12-31, and the size limits.
@Suite("Web: the supported days and the size limits")
struct SupportedDaysWebTests {
    static let outside = ["0001-01-01", "1581-12-31", "1899-12-31", "2200-01-01", "9999-12-31"]

    @Test("the check-in, note and skip forms refuse a day outside the range, writing nothing", arguments: outside)
    func forms(text: String) throws {
        let web = try WebHarness()
        let habit = try web.habit("Read")
        let id = habit.id.uuidString
        for (path, fields) in [
            ("/habits/\(id)/checkin", [("action", "done"), ("day", text)]),
            ("/habits/\(id)/checkin", [("action", "toggle"), ("day", text)]),
            ("/habits/\(id)/note", [("note", "a note"), ("day", text)]),
            ("/habits/\(id)/skip", [("from", text)]),
            ("/habits/\(id)/skip", [("from", "2026-04-01"), ("to", text)]),
        ] {
            let response = web.post(path, fields)
            #expect(response.status == 422, "\(path) \(fields)")
            #expect(response.text.contains("1900-01-01 to 2199-12-31"), "\(path) \(fields)")
        }
        #expect(try web.tracker.testStore.allCompletions().isEmpty)
        #expect(try web.tracker.testStore.allSkips().isEmpty)
        #expect(web.get("/habits/\(id)?day=\(text)").status == 400)
        #expect(web.get("/habits/\(id)?month=\(text.prefix(7))").status == 400)
    }

    @Test("the API refuses a day outside the range with 422, naming the field", arguments: outside)
    func api(text: String) throws {
        let web = try WebHarness()
        try web.habit("Read")
        try web.habit("Water", .counter(target: 8))
        for (path, body, field) in [
            ("/api/habits/Read/complete", #"{"day": "\#(text)"}"#, "day"),
            ("/api/habits/Read/toggle", #"{"day": "\#(text)"}"#, "day"),
            ("/api/habits/Water/log", #"{"value": 2, "day": "\#(text)"}"#, "day"),
            ("/api/habits/Read/note", #"{"text": "x", "day": "\#(text)"}"#, "day"),
            ("/api/habits/Read/skip", #"{"from": "\#(text)"}"#, "from"),
            ("/api/habits/Read/skip", #"{"from": "2026-04-01", "to": "\#(text)"}"#, "to"),
        ] {
            let response = web.postJSON(path, body)
            #expect(response.status == 422, "\(path) \(body)")
            let json = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
            let message = (json?["error"] as? [String: Any])?["message"] as? String ?? ""
            #expect(
                message == "field \"\(field)\": must be a day from 1900-01-01 to 2199-12-31, got \"\(text)\"",
                "\(path) \(body)")
        }
        #expect(try web.tracker.testStore.allCompletions().isEmpty)
        #expect(try web.tracker.testStore.allSkips().isEmpty)
    }

    @Test("the range's first day and leap days are accepted by the forms and the API")
    func edgesAccepted() throws {
        let web = try WebHarness()
        let habit = try web.habit("Read")
        #expect(
            web.post("/habits/\(habit.id.uuidString)/checkin", [("action", "done"), ("day", "1900-01-01")]).status
                == 303)
        #expect(web.postJSON("/api/habits/Read/complete", #"{"day": "2000-02-29"}"#).status == 200)
        #expect(
            try web.tracker.testStore.allCompletions().map(\.day.description).sorted() == ["1900-01-01", "2000-02-29"])
    }

    @Test("New habit past the habit limit is refused with the limit named", arguments: [1, 2])
    func newHabitPastTheLimit(limit: Int) throws {
        let web = try WebHarness()
        web.tracker.limits = BackupLimits(habits: limit)
        for index in 0..<limit { try web.habit("Habit \(index)") }
        let response = web.post(
            "/habits",
            [
                ("name", "One more"), ("color", "teal"), ("icon", "book.fill"), ("frequency", "daily"),
                ("perWeek", "3"), ("interval", "2"), ("times", "3"), ("window", "10"), ("type", "binary"),
                ("counterTarget", "1"), ("counterUnit", ""), ("timerMinutes", "30"), ("atMostTarget", "1"),
                ("atMostUnit", ""), ("reminderTime", "09:00"), ("scoreModel", "kado"),
            ])
        #expect(response.status == 422)
        #expect(response.text.contains("must be at most \(limit) in one database"))
        #expect(try web.tracker.habits.all(includingArchived: true).count == limit)
    }

    @Test("an uploaded backup over the file limit is refused, naming the limit")
    func uploadPastTheLimit() throws {
        let source = try WebHarness()
        try source.habit("Read")
        let bytes = source.get("/settings/export.json").content
        for (limit, accepted) in [(bytes.count + 1, true), (bytes.count, true), (bytes.count - 1, false)] {
            let web = try WebHarness()
            web.tracker.limits = BackupLimits(fileBytes: limit)
            let preview = web.upload(bytes, filename: "backup.json")
            #expect((preview.status == 200) == accepted, "limit \(limit) for \(bytes.count) bytes")
            if !accepted {
                #expect(preview.status == 422)
                #expect(
                    preview.text.contains(
                        "larger than the \(BackupLimits.describe(bytes: limit)) a backup may be"))
            }
        }
    }

    @Test("an uploaded backup over the file limit is refused in French with French numbers and units")
    func uploadPastTheLimitInFrench() throws {
        let web = try WebHarness()
        try web.tracker.preferences.setLanguage(.french)
        web.tracker.limits = BackupLimits(fileBytes: 1 << 20)
        let preview = web.upload(Array(repeating: UInt8(ascii: "{"), count: (1 << 20) + 1), filename: "gros.json")
        #expect(preview.status == 422)
        #expect(preview.text.contains("gros.json"))
        #expect(preview.text.contains("fait 1\u{202F}048\u{202F}577 octets"), "\(preview.text)")
        #expect(preview.text.contains("Mio qu’une sauvegarde peut faire"), "\(preview.text)")
        #expect(!preview.text.contains("1048577") && !preview.text.contains("1048576"))
        #expect(try web.tracker.habits.all(includingArchived: true).isEmpty)
    }
}
