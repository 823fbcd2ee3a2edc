import Foundation
import KadoApp
import KadoCore
import Testing

@testable import KadoWeb

/// A request reads the settings once, for its language and its use case: the API's endpoints
/// and the check-in form hand the request's settings to the application layer, whose snapshot
/// publish and snapshot check read them no second time.
@Suite("The settings, read once per API request")
struct APISettingsReadOnceTests {
    @Test(
        "each endpoint, and a check-in form, reads the settings once",
        arguments: [
            ("GET", "/api/today", ""), ("GET", "/api/habits", ""), ("GET", "/api/habits/Read", ""),
            ("GET", "/api/habits/Read/stats", ""), ("POST", "/api/habits/Read/complete", ""),
            ("POST", "/api/habits/Read/toggle", #"{"day": "2026-04-09"}"#),
            ("POST", "/api/habits/Water/log", #"{"value": 3}"#),
            ("POST", "/api/habits/Read/note", #"{"note": "Calm"}"#),
            ("POST", "/api/habits/Read/skip", #"{"day": "2026-04-12"}"#), ("POST", "/api/habits/Swim", ""),
            ("POST", "form", ""),
        ])
    func once(method: String, path: String, body: String) throws {
        let web = try WebHarness()
        let read = try web.habit("Read")
        try web.habit("Water", .counter(target: 8))
        // A current snapshot and the CSRF cookie, as after the first page.
        #expect(web.get("/").status == 200)
        #expect(try web.tracker.widget.isSnapshotCurrent())
        var reads = 0
        web.tracker.observeStatements { if $0.sql == "SELECT key, value FROM settings" { reads += 1 } }
        defer { web.tracker.observeStatements(nil) }
        let response =
            switch (method, path) {
            case ("GET", _): web.get(path)
            case (_, "form"): web.post("/habits/\(read.id.uuidString)/checkin", [("action", "done")])
            default: web.postJSON(path, body)
            }
        #expect([200, 303, 404, 405].contains(response.status), "\(response.status)")
        #expect(reads == 1, "\(method) \(path) read the settings \(reads) times")
        web.tracker.observeStatements(nil)
        #expect(try web.tracker.widget.isSnapshotCurrent())
    }
}
