import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// `POST /api/operations`: an offline queue's batch in JSON, one answer an operation, signed in
/// like the rest of the API, bounded, and refused whole only when it cannot be read at all.
@Suite("The offline queue's endpoint")
struct OperationsAPITests {
    /// One operation of a body.
    static func operation(
        id: String = UUID().uuidString, habit: UUID, kind: String, day: String = "2026-04-10",
        extra: String = ""
    ) -> String {
        #"{"id": "\#(id)", "habit": "\#(habit.uuidString)", "day": "\#(day)", "madeAt": "2026-04-10T19:00:00.123Z", "kind": "\#(kind)"\#(extra)}"#
    }

    static func batch(_ operations: [String]) -> String {
        #"{"operations": [\#(operations.joined(separator: ", "))]}"#
    }

    private func results(_ response: HTTPResponse) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        return try #require(object["results"] as? [[String: Any]])
    }

    private func total(_ web: WebHarness, _ habit: Habit) throws -> Double {
        try web.tracker.testStore.completions(of: habit.id).reduce(0) { $0 + max(0, $1.value) }
    }

    @Test("each operation is answered in order; the same batch again is already applied and changes nothing")
    func answersInOrder() throws {
        let web = try WebHarness()
        let read = try web.habit("Read")
        let water = try web.habit("Water", .counter(target: 8))
        let body = Self.batch([
            Self.operation(habit: read.id, kind: "done"),
            Self.operation(habit: water.id, kind: "increase"),
            Self.operation(habit: water.id, kind: "increase"),
            Self.operation(habit: water.id, kind: "add", extra: #", "value": 2"#),
            Self.operation(habit: read.id, kind: "note", extra: #", "note": "on the train""#),
        ])
        let first = web.postJSON("/api/operations", body)
        #expect(first.status == 200)
        #expect(first.header("Content-Type") == "application/json; charset=utf-8")
        #expect(try results(first).map { $0["outcome"] as? String } == Array(repeating: "applied", count: 5))
        #expect(try total(web, water) == 4)
        let again = web.postJSON("/api/operations", body)
        #expect(try results(again).map { $0["outcome"] as? String } == Array(repeating: "alreadyApplied", count: 5))
        #expect(try total(web, water) == 4)
        #expect(try web.tracker.testStore.completions(of: read.id).first?.note == "on the train")
    }

    @Test("a refusal names the habit and says why in the request's language; a malformed operation names its field")
    func refusals() throws {
        let web = try WebHarness()
        let walk = try web.habit("Walk")
        let water = try web.habit("Water", .counter(target: 8))
        _ = try web.tracker.habits.archive(walk)
        let body = Self.batch([
            Self.operation(habit: walk.id, kind: "done"),
            Self.operation(habit: water.id, kind: "set", extra: #", "value": -1"#),
            Self.operation(id: "not-a-uuid", habit: water.id, kind: "done"),
            Self.operation(habit: water.id, kind: "add", extra: #", "value": "two""#),
            Self.operation(habit: water.id, kind: "jump"),
            #"{"id": "\#(UUID().uuidString)", "habit": "\#(water.id.uuidString)", "kind": "done"}"#,
            "42",
            Self.operation(habit: water.id, kind: "increase"),
        ])
        let answer = try results(web.postJSON("/api/operations", body, headers: [("Accept-Language", "fr")]))
        #expect(answer.map { $0["outcome"] as? String } == Array(repeating: "refused", count: 7) + ["applied"])
        #expect(
            answer.map { $0["reason"] as? String }
                == ["habitArchived", "invalidValue"] + Array(repeating: "malformed", count: 5) + [nil])
        #expect(answer.map { $0["field"] as? String } == [nil, "value", "id", "value", "kind", "day", nil, nil])
        #expect(answer[0]["habit"] as? String == "Walk")
        #expect((answer[0]["message"] as? String)?.contains("archivée") == true, "\(answer[0])")
        #expect(answer[2]["id"] as? String == "not-a-uuid")
        #expect(try total(web, water) == 1)
    }

    @Test("a body that is not a batch is refused whole, and nothing is written")
    func badBodies() throws {
        let web = try WebHarness()
        let water = try web.habit("Water", .counter(target: 8))
        let cases: [(String, Int, String)] = [
            ("{", 400, "request.notJSON"),
            ("[]", 400, "request.notAnObject"),
            ("{}", 400, "request.missingField"),
            (#"{"operations": {}}"#, 400, "request.wrongKindOfValue"),
            (#"{"operations": [], "more": 1}"#, 400, "request.unknownField"),
        ]
        for (body, status, code) in cases {
            let response = web.postJSON("/api/operations", body)
            #expect(response.status == status, "\(body)")
            let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
            #expect((object?["error"] as? [String: Any])?["code"] as? String == code, "\(body)")
        }
        let tooMany = Self.batch(
            (0...OperationUseCases.maximumBatch).map { _ in Self.operation(habit: water.id, kind: "increase") })
        let refused = web.postJSON("/api/operations", tooMany)
        #expect(refused.status == 413)
        // Sent as a form, the body is refused before it is read (a page of another site could send one).
        let form = web.send(
            "POST", "/api/operations", body: Array("operations=1".utf8),
            contentType: "application/x-www-form-urlencoded")
        #expect(form.status == 415)
        #expect(try total(web, water) == 0)
    }

    @Test("over HTTP: the token is needed, another site is refused, and 500 operations arrive in one round trip")
    func overHTTP() throws {
        let server = try LiveServer(configuration: WebConfiguration(host: "0.0.0.0", port: 0))
        let token = try server.web.app.makeScriptToken(named: "Tests")
        let water = try server.web.habit("Water", .counter(target: 8))
        let body = Array(
            Self.batch((0..<500).map { _ in Self.operation(habit: water.id, kind: "increase") }).utf8)
        #expect(body.count > HTTPLimits().bodyBytes, "a batch of 500 needs more than a form's limit")
        let json = [("Content-Type", "application/json")]
        let anonymous = try server.request("POST", "/api/operations", headers: json, body: body)
        #expect(anonymous.status == 401)
        let crossSite = try server.request(
            "POST", "/api/operations",
            headers: json + [("Authorization", "Bearer \(token)"), ("Origin", "https://evil.example")], body: body)
        #expect(crossSite.status == 403)
        #expect(try total(server.web, water) == 0)
        let signedIn = [("Authorization", "Bearer \(token)"), ("Origin", server.origin)]
        let started = Date()
        let response = try server.request("POST", "/api/operations", headers: json + signedIn, body: body)
        let elapsed = Date().timeIntervalSince(started)
        #expect(response.status == 200, "\(response.text.prefix(300))")
        let object = try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any]
        #expect(object?["applied"] as? Int == 500)
        #expect(try total(server.web, water) == 500)
        #expect(elapsed < 60, "500 operations took \(elapsed) s")
        // Larger than the batch limit: refused before it is read.
        let huge = Array(repeating: UInt8(ascii: " "), count: HTTPLimits().batchBytes + 1)
        let tooLarge = try server.request("POST", "/api/operations", headers: json + signedIn, body: huge)
        #expect(tooLarge.status == 413)
    }
}
