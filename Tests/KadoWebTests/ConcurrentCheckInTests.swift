import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The app's sessions under load over real HTTP: eight clients checking in at once while a large
/// backup is imported through the browser's two steps. Every check-in is answered and recorded
/// exactly once, and the import is whole.
@Suite("Check-ins alongside an import", .tags(.slow), .slowTierOnly)
struct ConcurrentCheckInTests {
    /// A CSRF token of the form the app accepts, in the cookie and in each form.
    private static let token = String(repeating: "0123456789abcdef", count: 3)

    @Test("8 clients × 200 check-ins at once, alongside a 20 MB import: each answered and recorded once")
    func checkInsDuringImport() async throws {
        let web = try WebHarness(
            now: "2026-03-01T12:00:00Z", configuration: WebConfiguration(host: "127.0.0.1", port: 0),
            syncSchedule: SyncSchedule(), scheduledSync: { _ in })
        defer { web.app.stop() }
        let habit = try web.habit("Water", .counter(target: 8))
        // 20 MB: 90 habits × 5 years. Each check-in's publish splices the snapshot (publishes follow
        // commit order), so the 1,600 of them cost one habit each, not the 91 habits' every day.
        let matrix = HabitMatrix(size: HabitMatrix.Size(habits: 90, years: 5))
        let backup = try KadoJSONBackup.encode(
            BackupContents(habits: matrix.habits, completions: matrix.completions, skips: matrix.skips),
            exportedAt: instant("2026-03-01T11:00:00Z"), appVersion: "test", timeZone: TestCalendars.zone("UTC"))
        try #require(backup.count >= 18_000_000, "the backup has \(backup.count) bytes")
        let app = web.app
        let server = try HTTPServer(address: "127.0.0.1", port: 0) { app.handle($0) }
        defer { server.stop() }
        let port = server.port
        let host = "127.0.0.1:\(port)"

        // The upload's dry run first; its confirmation (the import itself) runs beside the check-ins.
        let summary = try Self.upload(Array(backup), port: port, host: host)
        try #require(summary.status == 200, "\(summary.status) \(summary.text.prefix(300))")
        let confirmFields = HTTPServerTests.hiddenFields(in: summary.text, formAction: "/settings/import/confirm")
            .filter { $0.0 != RequestContext.csrfField }
        try #require(!confirmFields.isEmpty)
        async let confirmed = Self.post(
            "/settings/import/confirm", fields: confirmFields, port: port, host: host, timeout: 600)
        let path = "/habits/\(habit.id.uuidString)/checkin"
        let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let connection = try RawHTTPConnection(port: port, timeout: 120)
                    var statuses: [Int] = []
                    for _ in 0..<200 {
                        let response = try connection.request(
                            "POST", path, headers: Self.formHeaders(host: host),
                            body: WebHarness.urlEncoded([("action", "plus"), (RequestContext.csrfField, Self.token)]))
                        statuses.append(response.status)
                    }
                    return statuses
                }
            }
            var all: [Int] = []
            for try await statuses in group { all += statuses }
            return all
        }
        let confirmation = try await confirmed
        #expect(confirmation.status == 303, "\(confirmation.status) \(confirmation.text.prefix(300))")
        #expect(statuses.count == 1600)
        #expect(statuses.allSatisfy { $0 == 303 }, "\(Set(statuses))")
        #expect(try web.tracker.views.summary(of: habit).todayAmount == 1600)
        #expect(try web.tracker.testStore.completions(of: habit.id).count == 1)
        // The import is whole: every habit and record of the file, beside the habit checked in.
        let habits = try web.tracker.habits.all(includingArchived: true)
        #expect(habits.count == matrix.habits.count + 1)
        var records = 0
        for imported in habits where imported.id != habit.id {
            records += try web.tracker.testStore.completions(of: imported.id).count
        }
        #expect(records == matrix.completions.count)
    }

    private static func formHeaders(host: String) -> [(String, String)] {
        [
            ("Host", host), ("Origin", "http://\(host)"), ("Cookie", "\(RequestContext.csrfCookie)=\(token)"),
            ("Content-Type", "application/x-www-form-urlencoded"),
        ]
    }

    private static func post(
        _ path: String, fields: [(String, String)], port: Int, host: String, timeout: TimeInterval
    ) throws -> RawResponse {
        let connection = try RawHTTPConnection(port: port, timeout: timeout)
        defer { connection.close() }
        return try connection.request(
            "POST", path, headers: formHeaders(host: host) + [("Connection", "close")],
            body: WebHarness.urlEncoded(fields + [(RequestContext.csrfField, token)]))
    }

    private static func upload(_ bytes: [UInt8], port: Int, host: String) throws -> RawResponse {
        let boundary = "----kado-test-\(UUID().uuidString)"
        var body = Array(
            ("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(RequestContext.csrfField)\"\r\n\r\n"
                + "\(token)\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; "
                + "filename=\"kado-backup.json\"\r\nContent-Type: application/json\r\n\r\n").utf8)
        body += bytes
        body += Array("\r\n--\(boundary)--\r\n".utf8)
        let connection = try RawHTTPConnection(port: port, timeout: 600)
        defer { connection.close() }
        return try connection.request(
            "POST", "/settings/import",
            headers: [
                ("Host", host), ("Origin", "http://\(host)"), ("Cookie", "\(RequestContext.csrfCookie)=\(token)"),
                ("Content-Type", "multipart/form-data; boundary=\(boundary)"), ("Connection", "close"),
            ], body: body)
    }
}
