import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

@Suite("JSON API: POST /api/import, a dry run then the import")
struct APIImportTests {
    /// A spreadsheet a person made, whose dates only a date format can tell.
    static let spreadsheet = Array("Date;Habit;Done;Note\n03/04/2026;Run;x;felt good\n05/04/2026;Run;x;\n".utf8)

    private func object(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    private func post(
        _ web: WebHarness, _ query: String, _ body: [UInt8], type: String? = "application/octet-stream"
    ) -> HTTPResponse {
        web.send("POST", "/api/import" + query, body: body, contentType: type)
    }

    /// Everything in the database, as Kadō's JSON export (without its export instant).
    private func contents(_ web: WebHarness) throws -> BackupContents {
        try web.tracker.backups.backupContents()
    }

    @Test("a dry run answers the summary and writes nothing; the import applies it; a second changes nothing")
    func dryRunThenImport() throws {
        let web = try WebHarness()
        let dry = post(web, "?dry-run=true&date-format=dmy", Self.spreadsheet)
        #expect(dry.status == 200, "\(dry.text)")
        let answer = try object(dry)
        #expect(answer["dryRun"] as? Bool == true)
        #expect(answer["imported"] as? Bool == false)
        let summary = try #require(answer["summary"] as? [String: Any])
        #expect(summary["format"] as? String == "spreadsheet")
        #expect((summary["habits"] as? [String: Any])?["new"] as? Int == 1)
        #expect((summary["completions"] as? [String: Any])?["new"] as? Int == 2)
        #expect(try web.tracker.habits.all(includingArchived: true).isEmpty)

        let applied = post(web, "?date-format=dmy", Self.spreadsheet)
        #expect(applied.status == 200, "\(applied.text)")
        #expect(try object(applied)["imported"] as? Bool == true)
        let habits = try web.tracker.habits.all(includingArchived: true)
        #expect(habits.map(\.name) == ["Run"])
        let records = try contents(web).completions
        #expect(Set(records.map(\.day.description)) == ["2026-04-03", "2026-04-05"])
        #expect(records.first { $0.day.description == "2026-04-03" }?.note == "felt good")

        let before = try contents(web)
        let again = post(web, "?date-format=dmy", Self.spreadsheet)
        #expect(again.status == 200)
        #expect(try object(again)["imported"] as? Bool == false)
        #expect(try contents(web) == before)
    }

    @Test("a Kadō JSON backup is sent as application/json, and comes back whole")
    func kadoBackup() throws {
        let source = try WebHarness()
        let walk = try source.habit("Walk")
        try source.tracker.checkIns.complete(walk, on: try source.tracker.today())
        let backup = try source.tracker.backups.exportBackup(format: .json, appVersion: "test").data
        let web = try WebHarness()
        let response = post(web, "", Array(backup), type: "application/json")
        #expect(response.status == 200, "\(response.text)")
        #expect(try contents(web).habits == (try contents(source)).habits)
        #expect(try contents(web).completions == (try contents(source)).completions)
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let name: String
        let query: String
        let body: String
        let type: String?
        let status: Int
        let message: String
        var testDescription: String { name }
    }

    static let refusals: [Refusal] = [
        Refusal(
            name: "a type a cross-site form can send", query: "", body: "Date,Habit\n2026-04-01,Run\n",
            type: "text/plain", status: 415, message: "application/octet-stream"),
        Refusal(
            name: "no type at all", query: "", body: "Date,Habit\n2026-04-01,Run\n", type: nil, status: 415,
            message: "Content-Type"),
        Refusal(
            name: "an empty body", query: "", body: "", type: "application/octet-stream", status: 400,
            message: "it is empty"),
        Refusal(
            name: "an unknown date format", query: "?date-format=dd", body: "Date,Habit\n2026-04-01,Run\n",
            type: "application/octet-stream", status: 400, message: "date-format must be dmy or mdy or ymd (not “dd”)"),
        Refusal(
            name: "an unknown match", query: "?match=all", body: "Date,Habit\n2026-04-01,Run\n",
            type: "application/octet-stream", status: 400, message: "match must be keep-both or merge"),
        Refusal(
            name: "a dry run that is not a boolean", query: "?dry-run=maybe", body: "Date,Habit\n2026-04-01,Run\n",
            type: "application/octet-stream", status: 400, message: "dry-run must be true or false"),
        Refusal(
            name: "ambiguous dates without a format", query: "", body: "Date;Habit\n03/04/2026;Run\n",
            type: "application/octet-stream", status: 422, message: "03/04/2026"),
        Refusal(
            name: "a file that is no backup", query: "", body: "hello, world\n", type: "application/octet-stream",
            status: 422, message: "The backup file cannot be read: spreadsheet CSV, line 1"),
    ]

    @Test("a bad request is refused with a JSON error and changes nothing", arguments: refusals)
    func refused(_ refusal: Refusal) throws {
        let web = try WebHarness()
        try web.habit("Read")
        let before = try contents(web)
        let response = post(web, refusal.query, Array(refusal.body.utf8), type: refusal.type)
        #expect(response.status == refusal.status, "\(response.text)")
        let error = try #require(try object(response)["error"] as? [String: Any])
        let message = try #require(error["message"] as? String)
        #expect(!message.isEmpty)
        #expect(message.contains(refusal.message), "\(message)")
        #expect(try contents(web) == before)
    }

    @Test("a page of another site cannot import, and GET is not allowed")
    func crossSite() throws {
        let web = try WebHarness()
        let response = web.send(
            "POST", "/api/import", body: Array("Date,Habit\n2026-04-01,Run\n".utf8),
            contentType: "application/octet-stream", headers: [("Origin", "https://evil.example")],
            sendsOrigin: false)
        #expect(response.status == 403)
        #expect(web.get("/api/import").status == 405)
        #expect(try web.tracker.habits.all(includingArchived: true).isEmpty)
    }
}
