import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The JSON API and a habit's versions of terms (issue 38): `versions` as `kado show --json`
/// writes it, `from` on `POST /api/habits/REF/edit`, and the endpoints that remove and move a
/// version. The harness's clock is Friday 2026-04-10.
@Suite("Changing a habit from a date: the JSON API")
struct RuleVersionAPITests {
    /// Run, every day, counting from 2026-03-01.
    static func run(_ web: WebHarness) throws -> Habit {
        try web.tracker.habits.createHabit(HabitDraft(name: "Run", startDay: day("2026-03-01")))
    }

    /// The JSON object of an answer.
    static func object(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    @Test("versions is null for a habit never changed from a date, in every habit answer")
    func null() throws {
        let web = try WebHarness()
        _ = try Self.run(web)
        #expect(web.get("/api/habits").text.contains(#""versions" : null"#))
        #expect(web.get("/api/habits/Run").text.contains(#""versions" : null"#))
        #expect(web.get("/api/today").text.contains(#""versions" : null"#))
    }

    @Test("edit with every and from a day adds a version; the answer and GET list it as kado show --json does")
    func fromDay() throws {
        let web = try WebHarness()
        _ = try Self.run(web)
        let response = web.postJSON("/api/habits/Run/edit", #"{"every": "3/week", "from": "2026-03-16"}"#)
        #expect(response.status == 200)
        let versions = try #require(try Self.object(response)["versions"] as? [[String: Any]])
        #expect(versions.count == 2)
        #expect(versions[0]["from"] is NSNull)
        #expect(versions[0]["every"] as? String == "day")
        #expect(versions[0]["type"] as? String == "yesno")
        #expect(versions[0]["score"] as? String == "kado")
        #expect(versions[1]["from"] as? String == "2026-03-16")
        #expect(versions[1]["every"] as? String == "3/week")
        #expect(try Self.object(response)["every"] as? String == "3/week")
        let status = try Self.object(web.get("/api/habits/Run"))
        #expect((status["versions"] as? [[String: Any]])?.count == 2)
        #expect(try web.tracker.habits.find("Run").rules(on: day("2026-03-15")).frequency == .daily)
    }

    @Test("from defaults to today for a habit with a past; \"today\" is today; \"start\" rewrites the whole history")
    func defaults() throws {
        let web = try WebHarness()
        _ = try Self.run(web)
        #expect(web.postJSON("/api/habits/Run/edit", #"{"type": "counter:8"}"#).status == 200)
        #expect(try web.tracker.habits.find("Run").type == .counter(target: 8))
        #expect(!(try web.tracker.habits.find("Run").hasRuleVersions))
        #expect(web.postJSON("/api/habits/Run/edit", #"{"type": "counter:10"}"#).status == 200)
        #expect(try web.tracker.habits.find("Run").ruleVersions.map(\.start) == [nil, day("2026-04-10")])
        #expect(web.postJSON("/api/habits/Run/edit", #"{"score": "loop", "from": "today"}"#).status == 200)
        var habit = try web.tracker.habits.find("Run")
        #expect(habit.ruleVersions.map(\.start) == [nil, day("2026-04-10")])
        #expect(habit.ruleVersions.map(\.rules.scoreModel) == [.kado, .loop])
        #expect(web.postJSON("/api/habits/Run/edit", #"{"every": "mon,wed,fri", "from": "start"}"#).status == 200)
        habit = try web.tracker.habits.find("Run")
        #expect(
            habit.ruleVersions.map(\.rules.frequency)
                == Array(repeating: .specificDays([.monday, .wednesday, .friday]), count: 2))
    }

    @Test(
        "a bad from, every, type or score is an error as the API's others, and nothing is written",
        arguments: [
            (#"{"every": "3/week", "from": "2026-04-11"}"#, 422, "invalid.startsAfterToday"),
            (#"{"every": "3/week", "from": "2026-03-01"}"#, 422, "invalid.notAfter"),
            (#"{"every": "3/week", "from": "soon"}"#, 400, "request.wrongKindOfValue"),
            (#"{"every": "3/week", "from": 3}"#, 400, "request.wrongKindOfValue"),
            (#"{"every": "sometimes"}"#, 400, "request.wrongKindOfValue"),
            (#"{"every": "9/week"}"#, 422, "invalid.outOfRange"),
            (#"{"type": "counter:lots"}"#, 400, "request.wrongKindOfValue"),
            (#"{"score": "best"}"#, 400, "request.wrongKindOfValue"),
            (#"{"type": "counter:8", "from": "2026-04-01"}"#, 422, "invalid.notTheHabitsType"),
        ])
    func refused(body: String, status: Int, code: String) throws {
        let web = try WebHarness()
        let habit = try Self.run(web)
        let response = web.postJSON("/api/habits/Run/edit", body)
        #expect(response.status == status)
        let error = try #require(try Self.object(response)["error"] as? [String: Any])
        #expect(error["code"] as? String == code, "\(response.text)")
        #expect((error["message"] as? String)?.isEmpty == false)
        #expect(try web.tracker.habits.find("Run") == habit)
    }

    @Test("versions/move and versions/remove change a version; undo takes each back")
    func moveAndRemove() throws {
        let web = try WebHarness()
        _ = try Self.run(web)
        _ = web.postJSON("/api/habits/Run/edit", #"{"every": "3/week", "from": "2026-03-16"}"#)
        let changed = try web.tracker.habits.find("Run")
        let moved = web.postJSON("/api/habits/Run/versions/move", #"{"from": "2026-03-16", "to": "2026-03-23"}"#)
        #expect(moved.status == 200)
        #expect(moved.text.contains(#""from" : "2026-03-23""#))
        #expect(try web.tracker.habits.find("Run").ruleVersions.map(\.start) == [nil, day("2026-03-23")])
        _ = try web.tracker.history.undoLastChange()
        #expect(try web.tracker.habits.find("Run") == changed)
        let removed = web.postJSON("/api/habits/Run/versions/remove", #"{"from": "2026-03-16"}"#)
        #expect(removed.status == 200)
        #expect(removed.text.contains(#""versions" : null"#))
        #expect(try web.tracker.habits.find("Run").frequency == .daily)
        _ = try web.tracker.history.undoLastChange()
        #expect(try web.tracker.habits.find("Run") == changed)
    }

    @Test(
        "a move or removal that cannot be is an error as the API's others, and nothing is written",
        arguments: [
            ("/api/habits/Run/versions/remove", #"{"from": "2026-03-17"}"#, 422, "invalid.notAVersionStart"),
            ("/api/habits/Run/versions/remove", #"{}"#, 400, "request.missingField"),
            ("/api/habits/Run/versions/remove", #"{"day": "2026-03-16"}"#, 400, "request.unknownField"),
            (
                "/api/habits/Run/versions/move", #"{"from": "2026-03-16", "to": "2026-04-11"}"#, 422,
                "invalid.startsAfterToday"
            ),
            ("/api/habits/Run/versions/move", #"{"from": "2026-03-16"}"#, 400, "request.missingField"),
            (
                "/api/habits/Run/versions/move", #"{"from": "2026-03-16", "to": "later"}"#, 400,
                "request.wrongKindOfValue"
            ),
            ("/api/habits/Nobody/versions/move", #"{"from": "2026-03-16", "to": "2026-03-20"}"#, 404, "habitNotFound"),
        ])
    func refusedVersion(path: String, body: String, status: Int, code: String) throws {
        let web = try WebHarness()
        _ = try Self.run(web)
        _ = web.postJSON("/api/habits/Run/edit", #"{"every": "3/week", "from": "2026-03-16"}"#)
        let changed = try web.tracker.habits.find("Run")
        let response = web.postJSON(path, body)
        #expect(response.status == status)
        let error = try #require(try Self.object(response)["error"] as? [String: Any])
        #expect(error["code"] as? String == code, "\(response.text)")
        #expect(try web.tracker.habits.find("Run") == changed)
    }
}
