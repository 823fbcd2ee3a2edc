import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

@Suite("JSON API")
struct APITests {
    /// The JSON object of a response.
    private func object(_ response: HTTPResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    /// The `error` of an error response, after checking its status and headers.
    private func error(_ response: HTTPResponse, _ status: Int) throws -> [String: Any] {
        #expect(response.status == status)
        #expect(response.header("Content-Type") == "application/json; charset=utf-8")
        #expect(response.header("Cache-Control") == "no-store")
        let body = try object(response)
        let error = try #require(body["error"] as? [String: Any])
        #expect(error["status"] as? Int == status)
        #expect((error["message"] as? String)?.isEmpty == false)
        return error
    }

    private func message(_ response: HTTPResponse, _ status: Int) throws -> String {
        try error(response, status)["message"] as? String ?? ""
    }

    // MARK: - Reading

    @Test("GET /api/today lists the day's habits with the tracker's values, scheduled first")
    func today() throws {
        let web = try WebHarness()
        let meditate = try web.habit("Meditate")
        let water = try web.habit("Water", .counter(target: 8), color: .teal, unit: "glasses")
        try web.habit("Gym", frequency: .specificDays([.monday, .wednesday]), color: .orange)
        let today = try web.tracker.today()
        try web.tracker.checkIns.complete(meditate, on: today)
        try web.tracker.checkIns.complete(meditate, on: today.adding(days: -1))
        try web.tracker.checkIns.log(water, value: 3, on: today)

        let response = web.get("/api/today")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json; charset=utf-8")
        #expect(response.header("Cache-Control") == "no-store")
        let body = try object(response)
        #expect(body["day"] as? String == "2026-04-10")
        let habits = try #require(body["habits"] as? [[String: Any]])
        #expect(habits.map { $0["name"] as? String } == ["Meditate", "Water", "Gym"])
        let view = try web.tracker.views.todayView()
        for (json, summary) in zip(habits, view.all) {
            let evaluation = summary.evaluation
            #expect(json["id"] as? String == summary.habit.id.uuidString)
            #expect(json["scorePercent"] as? Int == evaluation.scorePercent)
            // Foundation's parser may differ from the encoder in the last digit.
            #expect(abs((json["score"] as? Double ?? -1) - evaluation.score) < 1e-12)
            #expect(json["currentStreak"] == nil, "the streaks are named for what they count")
            #expect(json["streak"] as? Int == evaluation.streakDisplay.current)
            #expect(json["bestStreak"] as? Int == evaluation.streakDisplay.best)
            #expect(json["presenceStreak"] as? Int == evaluation.currentStreak)
            #expect(json["presenceBestStreak"] as? Int == evaluation.bestStreak)
            #expect(json["dueToday"] as? Bool == evaluation.isDue)
            #expect(json["doneToday"] as? Bool == evaluation.isComplete)
            #expect(json["scheduled"] as? Bool == summary.isScheduledToday)
            #expect(json["amount"] as? Double == summary.todayAmount)
            #expect(json["value"] as? Double == evaluation.value)
            #expect(json["day"] as? String == "2026-04-10")
            // Present in every object of the array, null on a plain status.
            #expect(json["outcome"] is NSNull)
        }
        #expect(habits[0]["type"] as? String == "yesno")
        #expect(habits[0]["streak"] as? Int == 2)
        #expect(habits[0]["doneToday"] as? Bool == true)
        #expect(habits[1]["type"] as? String == "counter:8")
        #expect(habits[1]["kind"] as? String == "counter")
        #expect(habits[1]["target"] as? Double == 8)
        #expect(habits[1]["unit"] as? String == "glasses")
        #expect(habits[1]["color"] as? String == "teal")
        #expect(habits[1]["amount"] as? Double == 3)
        #expect(habits[2]["every"] as? String == "mon,wed")
        #expect(habits[2]["dueToday"] as? Bool == false)
        #expect(habits[2]["icon"] as? String == Habit.defaultIcon)
    }

    @Test("GET /api/habits lists every habit, archived ones flagged")
    func habits() throws {
        let web = try WebHarness()
        try web.habit("Meditate")
        let read = try web.habit("Read", .timer(targetSeconds: 1800), frequency: .daysPerWeek(3))
        _ = try web.tracker.habits.archive(read)
        let body = try object(web.get("/api/habits"))
        let habits = try #require(body["habits"] as? [[String: Any]])
        #expect(habits.map { $0["name"] as? String } == ["Meditate", "Read"])
        #expect(habits.map { $0["archived"] as? Bool } == [false, true])
        #expect(habits.map { $0["position"] as? Int } == [1, 2])
        #expect(habits[1]["type"] as? String == "timer:30")
        #expect(habits[1]["target"] as? Double == 1800)
        #expect(habits[1]["every"] as? String == "3/week")
    }

    @Test(
        "A habit is found by id, exact name, any case, or a unique beginning of its name",
        arguments: ["ID", "Drink water", "drink%20WATER", "Dri", "dr"])
    func references(reference: String) throws {
        let web = try WebHarness()
        let habit = try web.habit("Drink water", .counter(target: 8))
        try web.habit("Meditate")
        let target = reference == "ID" ? habit.id.uuidString : reference
        let response = web.get("/api/habits/\(target)")
        #expect(response.status == 200)
        let body = try object(response)
        #expect(body["id"] as? String == habit.id.uuidString)
        #expect(body["name"] as? String == "Drink water")
    }

    @Test("An unknown habit is 404; an ambiguous name is 409 with the candidates")
    func unknownAndAmbiguous() throws {
        let web = try WebHarness()
        try web.habit("Read a book")
        try web.habit("Read the news")
        #expect(try message(web.get("/api/habits/Swim"), 404).contains("no habit matches \"Swim\""))
        #expect(try message(web.postJSON("/api/habits/Swim/complete", "{}"), 404).contains("Swim"))
        let ambiguous = try error(web.get("/api/habits/read"), 409)
        #expect(ambiguous["candidates"] as? [String] == ["Read a book", "Read the news"])
        #expect(try error(web.postJSON("/api/habits/Read/complete", "{}"), 409)["candidates"] != nil)
    }

    @Test("Unknown endpoints are 404, wrong methods 405 with Allow, all in JSON")
    func routes() throws {
        let web = try WebHarness()
        try web.habit("Meditate")
        for path in ["/api/", "/api/nothing", "/api/habits/Meditate/fly", "/api/habits/Meditate/log/more"] {
            #expect(try message(web.get(path), 404).contains("no endpoint"), "\(path)")
        }
        let post = web.postJSON("/api/today", "{}")
        _ = try error(post, 405)
        #expect(post.header("Allow") == "GET, HEAD")
        #expect(try message(post, 405) == "/api/today does not take POST: use GET or HEAD")
        let get = web.get("/api/habits/Meditate/complete")
        #expect(try message(get, 405).contains("use POST"))
        #expect(get.header("Allow") == "POST")
        let delete = web.send("DELETE", "/api/habits/Meditate")
        #expect(delete.status == 405)
        #expect(delete.header("Allow")?.contains("GET") == true)
    }

    @Test("HEAD answers like GET without a body")
    func head() throws {
        let web = try WebHarness()
        let response = web.send("HEAD", "/api/today")
        #expect(response.status == 200)
        #expect(response.body.isEmpty)
        #expect(response.header("Content-Type") == "application/json; charset=utf-8")
    }

    // MARK: - Check-ins

    @Test("complete, undo and toggle return the new status with what happened")
    func completeUndoToggle() throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        let steps: [(String, String, Bool)] = [
            ("complete", "recorded", true), ("complete", "alreadyDone", true), ("undo", "removed", false),
            ("undo", "nothingToUndo", false), ("toggle", "recorded", true), ("toggle", "removed", false),
        ]
        for (action, outcome, done) in steps {
            let response = web.postJSON("/api/habits/Meditate/\(action)", "")
            #expect(response.status == 200, "\(action)")
            let body = try object(response)
            #expect(body["outcome"] as? String == outcome, "\(action)")
            #expect(body["doneToday"] as? Bool == done, "\(action)")
            #expect(try web.tracker.views.summary(of: habit).isDoneToday == done, "\(action)")
        }
    }

    @Test("A check-in may name a past day; a future day is 422")
    func pastAndFutureDays() throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        let response = web.postJSON("/api/habits/Meditate/complete", #"{"day": "2026-04-09"}"#)
        #expect(response.status == 200)
        #expect(try object(response)["streak"] as? Int == 1)
        let detail = try web.tracker.views.detail(of: habit)
        #expect(detail.recentRecords.map(\.day.description) == ["2026-04-09"])
        let future = web.postJSON("/api/habits/Meditate/complete", #"{"day": "2026-04-11"}"#)
        #expect(try message(future, 422).contains("2026-04-11 is in the future"))
    }

    @Test("log sets or adds a value; timers take minutes")
    func log() throws {
        let web = try WebHarness()
        let water = try web.habit("Water", .counter(target: 8))
        let read = try web.habit("Read", .timer(targetSeconds: 1800))
        var body = try object(web.postJSON("/api/habits/Water/log", #"{"value": 3}"#))
        #expect(body["outcome"] as? String == "valueSet")
        #expect(body["amount"] as? Double == 3)
        body = try object(web.postJSON("/api/habits/Water/log", #"{"value": 2.5, "add": true}"#))
        #expect(body["amount"] as? Double == 5.5)
        #expect(try web.tracker.views.summary(of: water).todayAmount == 5.5)
        body = try object(web.postJSON("/api/habits/Read/log", #"{"value": 10, "add": true, "day": null}"#))
        #expect(body["amount"] as? Double == 600)
        #expect(try web.tracker.views.summary(of: read).todayAmount == 600)
        web.postJSON("/api/habits/Water/log", #"{"value": 1, "day": "2026-04-08"}"#)
        #expect(try web.tracker.views.detail(of: water).recentRecords.map(\.value) == [5.5, 1])
    }

    @Test("A check-in that does not fit the habit's type is 422 with the endpoint to use")
    func wrongType() throws {
        let web = try WebHarness()
        try web.habit("Meditate")
        try web.habit("Water", .counter(target: 8))
        let log = try message(web.postJSON("/api/habits/Meditate/log", #"{"value": 1}"#), 422)
        #expect(log.contains("Meditate cannot be given a value"))
        #expect(log.contains("POST /api/habits/Meditate/complete"))
        let complete = try message(web.postJSON("/api/habits/Water/complete", ""), 422)
        #expect(complete.contains("POST /api/habits/Water/log"))
        #expect(try message(web.postJSON("/api/habits/Water/log", #"{"value": -3}"#), 422).contains("0 to"))
    }

    @Test("skip excuses a range of days with a note")
    func skip() throws {
        let web = try WebHarness()
        let habit = try web.habit("Run")
        let response = web.postJSON(
            "/api/habits/Run/skip", #"{"from": "2026-04-11", "to": "2026-04-14", "note": " Travel "}"#)
        #expect(response.status == 200)
        #expect(try object(response)["outcome"] as? String == "skipped")
        let skips = try web.tracker.views.detail(of: habit).skips
        #expect(skips.count == 1)
        #expect(skips.first?.days.count == 4)
        #expect(skips.first?.note == "Travel")
        #expect(web.postJSON("/api/habits/Run/skip", "").status == 200)
        #expect(try web.tracker.views.detail(of: habit).skips.count == 2)
        let backwards = web.postJSON("/api/habits/Run/skip", #"{"from": "2026-04-14", "to": "2026-04-11"}"#)
        #expect(try message(backwards, 422).contains("must not come after"))
    }

    @Test("note sets and removes a day's note")
    func note() throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        let response = web.postJSON("/api/habits/Meditate/note", #"{"text": "Calm \"morning\"", "day": "2026-04-09"}"#)
        #expect(response.status == 200)
        #expect(try object(response)["outcome"] as? String == "noted")
        #expect(try web.tracker.views.detail(of: habit).recentRecords.first?.note == "Calm \"morning\"")
        web.postJSON("/api/habits/Meditate/note", #"{"text": "", "day": "2026-04-09"}"#)
        #expect(try web.tracker.views.detail(of: habit).recentRecords.isEmpty)
        #expect(try message(web.postJSON("/api/habits/Meditate/note", "{}"), 400).contains("\"note\" is required"))
    }

    @Test(
        "A body that is not what the endpoint reads is 400, naming the field and the type it needs",
        arguments: [
            ("log", #"{"value": "three"}"#, #"field "value": expected a number, got a string"#),
            ("log", #"{"value": true}"#, #"field "value": expected a number, got a boolean"#),
            ("log", #"{"value": 1, "add": "yes"}"#, #"field "add": expected true or false, got a string"#),
            ("log", #"{"add": true}"#, #"field "value" is required"#),
            ("log", #"{"vlaue": 3}"#, #"unknown field "vlaue" (expected value, add, day, today)"#),
            ("complete", #"{"day": "yesterday"}"#, #"field "day": expected a day like "2026-04-10", got "yesterday""#),
            ("complete", #"{"day": 20260409}"#, #"field "day": expected a day like "2026-04-10", got a number"#),
            ("complete", #"[1, 2]"#, "the body must be a JSON object"),
            ("complete", #"{"day": "#, "the body is not valid JSON: unexpected end of file"),
            ("complete", #"{"day": "2026-04-09"} x"#, "the body is not valid JSON: invalid value around character"),
            ("note", #"{"text": 3}"#, #"field "text": expected a string, got a number"#),
            ("skip", #"{"from": "2026-02-30"}"#, #"field "from": expected a day"#),
        ])
    func badBodies(action: String, body: String, expected: String) throws {
        let web = try WebHarness()
        try web.habit("Water", .counter(target: 8))
        try web.habit("Meditate")
        let habit = action == "log" ? "Water" : "Meditate"
        let before = try web.tracker.backups.backupContents()
        let text = try message(web.postJSON("/api/habits/\(habit)/\(action)", body), 400)
        #expect(text.contains(expected), "\(text)")
        #expect(try web.tracker.backups.backupContents() == before)
    }

    @Test("A POST body that is not JSON is 415, and an empty body means the defaults")
    func mediaType() throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        let form = web.send(
            "POST", "/api/habits/Meditate/complete", body: Array("day=2026-04-09".utf8),
            contentType: "application/x-www-form-urlencoded")
        #expect(try message(form, 415).contains("application/json"))
        #expect(try web.tracker.views.detail(of: habit).recentRecords.isEmpty)
        let empty = web.send("POST", "/api/habits/Meditate/complete")
        #expect(empty.status == 200)
        #expect(try web.tracker.views.summary(of: habit).isDoneToday)
    }

    // MARK: - Statistics

    @Test("stats gives the status, a sentence and the statistics of the whole history")
    func stats() throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        try web.tracker.checkIns.skip(habit, days: DayRange(day: try web.tracker.today().adding(days: 1)))
        for offset in 0..<3 {
            try web.tracker.checkIns.complete(habit, on: try web.tracker.today().adding(days: -offset))
        }
        let response = web.get("/api/habits/Meditate/stats")
        #expect(response.status == 200)
        let body = try object(response)
        let detail = try web.tracker.views.detail(of: habit)
        #expect(body["name"] as? String == "Meditate")
        #expect(body["scorePercent"] as? Int == detail.summary.evaluation.scorePercent)
        #expect(body["streak"] as? Int == 3)
        #expect(body["presenceStreak"] as? Int == 3)
        #expect(body["countedDays"] as? Int == detail.statistics.countedDays)
        #expect(body["doneDays"] as? Int == detail.statistics.doneDays)
        #expect(body["completionRate"] as? Double == detail.statistics.completionRate)
        #expect(body["records"] as? Int == 3)
        #expect(body["language"] as? String == "en")
        let weekdays = try #require(body["doneDaysByWeekday"] as? [String: Int])
        #expect(weekdays["friday"] == 1)
        #expect(weekdays.values.reduce(0, +) == detail.statistics.doneDays)
        let runs = try #require(body["longestRuns"] as? [[String: Any]])
        #expect(runs.first?["length"] as? Int == 3)
        #expect(
            body["sentence"] as? String
                == "Meditate: a streak of 3 days (best 3), score \(detail.summary.evaluation.scorePercent)%, done today."
        )
        try web.tracker.preferences.setLanguage(.french)
        let french = try object(web.get("/api/habits/Meditate/stats"))
        #expect((french["sentence"] as? String)?.hasPrefix("Meditate\u{00A0}: une série de 3 jours (record 3)") == true)
        #expect(web.postJSON("/api/habits/Meditate/stats", "{}").status == 405)
    }
}
