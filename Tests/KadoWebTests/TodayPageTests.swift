import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

@Suite("Today screen and check-ins")
struct TodayPageTests {
    @Test("An empty database invites to create a habit")
    func empty() throws {
        let web = try WebHarness()
        let page = web.get("/")
        #expect(page.status == 200)
        #expect(page.text.contains("No habits yet"))
        #expect(page.text.contains("href=\"/habits/new\""))
    }

    @Test("Habits are split into scheduled and not scheduled, each with the control of its type")
    func sections() throws {
        let web = try WebHarness(now: "2026-04-10T19:30:00Z")  // a Friday
        let meditate = try web.habit("Meditate")
        let read = try web.habit("Read", .timer(targetSeconds: 1800), color: .teal)
        let slip = try web.habit("No social media", .negative, color: .red)
        let water = try web.habit("Water", .counter(target: 8), unit: "glasses")
        try web.habit("Gym", frequency: .specificDays([.monday, .wednesday]), color: .orange)
        let page = web.get("/").text
        let scheduled = try #require(page.range(of: "id=\"scheduled\""))
        let notScheduled = try #require(page.range(of: "id=\"not-scheduled\""))
        let gym = try #require(page.range(of: ">Gym<"))
        #expect(scheduled.upperBound < notScheduled.lowerBound)
        #expect(gym.lowerBound > notScheduled.upperBound)
        // Each control names its step, carries its habit's id, and is named after its habit by the
        // server, so that it has a name of its own without the script (which adds the tooltip).
        #expect(
            try Self.row(page, meditate).contains(
                "<button class=\"check\" name=\"toggle\" value=\"\(meditate.id.uuidString)\" aria-pressed=\"false\" aria-label=\"Mark \(meditate.name) done\"></button>"
            ))
        #expect(
            try Self.row(page, read).contains(
                "name=\"plus\" value=\"\(read.id.uuidString)\" aria-label=\"Add 5 minutes to \(read.name)\">+5m</button>"
            ))
        #expect(
            try Self.row(page, slip).contains(
                "aria-pressed=\"false\" aria-label=\"Log a slip for \(slip.name)\">Slipped</button>"))
        let stepper = try Self.row(page, water)
        #expect(
            stepper.contains(
                "<button name=\"minus\" value=\"\(water.id.uuidString)\" disabled aria-label=\"Remove one from \(water.name)\"></button>"
            ))
        #expect(
            stepper.contains(
                "<button name=\"plus\" value=\"\(water.id.uuidString)\" aria-label=\"Add one to \(water.name)\"></button>"
            ))
        for phrase in [
            "data-mark-done=\"Mark {name} done\"", "data-add-time=\"Add 5 minutes to {name}\"",
            "data-log-slip=\"Log a slip for {name}\"", "data-increase=\"Add one to {name}\"",
            "data-decrease=\"Remove one from {name}\"",
        ] {
            #expect(page.components(separatedBy: phrase).count - 1 == 1, "\(phrase)")
        }
        #expect(page.contains("0 / 8 glasses"))
        // A negative habit without a slip counts as kept.
        #expect(page.contains("1 of 4 done"))
    }

    @Test("Names are escaped")
    func escaping() throws {
        let web = try WebHarness()
        try web.habit("<script>alert(1)</script>")
        let page = web.get("/").text
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test("Checking in from Today records the day, then redirects back")
    func checkIn() throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        let response = web.post("/habits/\(habit.id.uuidString)/checkin", [("action", "toggle"), ("return", "/")])
        #expect(response.status == 303)
        #expect(response.header("Location") == "/")
        #expect(try web.tracker.views.summary(of: habit).isDoneToday)
        let page = web.follow(response).text
        #expect(
            try Self.row(page, habit).contains("name=\"toggle\" value=\"\(habit.id.uuidString)\" aria-pressed=\"true\"")
        )
        #expect(try Self.row(page, habit).contains("aria-label=\"Meditate, 1-day streak, score"))
        #expect(page.contains("1 of 1 done"))
        web.post("/habits/\(habit.id.uuidString)/checkin", [("action", "toggle")])
        #expect(try !web.tracker.views.summary(of: habit).isDoneToday)
    }

    @Test(
        "Plus and minus step counters by one and timers by five minutes",
        arguments: [
            (HabitType.counter(target: 8), ["plus", "plus", "plus", "minus"], 2.0),
            (HabitType.timer(targetSeconds: 1800), ["plus", "plus"], 600.0),
            (HabitType.atMost(target: 3), ["plus", "minus", "minus"], 0.0),
        ])
    func steps(type: HabitType, actions: [String], expected: Double) throws {
        let web = try WebHarness()
        let habit = try web.habit("Habit", type)
        for action in actions {
            #expect(web.post("/habits/\(habit.id.uuidString)/checkin", [("action", action)]).status == 303)
        }
        #expect(try web.tracker.views.summary(of: habit).todayAmount == expected)
    }

    @Test("A past day can be set; a future day is refused and nothing is written")
    func days() throws {
        let web = try WebHarness()
        let habit = try web.habit("Water", .counter(target: 8))
        let id = habit.id.uuidString
        #expect(
            web.post("/habits/\(id)/checkin", [("action", "set"), ("value", "5"), ("day", "2026-04-08")]).status == 303)
        #expect(try web.tracker.testStore.completions(of: habit.id).map(\.value) == [5])
        let future = web.post("/habits/\(id)/checkin", [("action", "set"), ("value", "5"), ("day", "2026-04-11")])
        #expect(future.status == 422)
        #expect(future.text.contains("2026-04-11 is in the future"))
        let bad = web.post("/habits/\(id)/checkin", [("action", "set"), ("value", "lots")])
        #expect(bad.status == 400)
        #expect(try web.tracker.testStore.completions(of: habit.id).count == 1)
    }

    /// The row of `habit` on `page`, from its `<li>` to its `</li>`.
    static func row(_ page: String, _ habit: Habit) throws -> String {
        let link = try #require(page.range(of: "<a href=\"/habits/\(habit.id.uuidString)\""))
        let start = try #require(page.range(of: "<li", options: .backwards, range: page.startIndex..<link.lowerBound))
        let end = try #require(page.range(of: "</li>", range: link.upperBound..<page.endIndex))
        return String(page[start.lowerBound..<end.upperBound])
    }

    @Test("Today's one form posts the button pressed: its habit, on the day the page shows, then back to Today")
    func sharedForm() throws {
        let web = try WebHarness(now: "2026-04-10T23:50:00Z")
        let water = try web.habit("Water", .counter(target: 8))
        let read = try web.habit("Read")
        let page = web.get("/").text
        let fields = HTTPServerTests.hiddenFields(in: page, formAction: "/checkin")
        #expect(fields.map(\.0) == [RequestContext.csrfField, "day", "today", "return"])
        // The page was shown on the 10th; the button is pressed after midnight: the tap is
        // recorded on the day the page showed, and the page it returns to says so.
        web.clock.set(instant("2026-04-11T00:10:00Z"))
        let sent = fields.filter { $0.0 != RequestContext.csrfField } + [("plus", water.id.uuidString)]
        let response = web.post("/checkin", sent)
        #expect(response.status == 303)
        #expect(
            response.header("Location")
                == "/?notice=recordedOnShownDay&shown=2026-04-10#\(TodayRow.anchor(of: water.id))")
        #expect(try web.tracker.testStore.completions(of: water.id).map(\.day) == [day("2026-04-10")])
        #expect(try web.tracker.testStore.completions(of: read.id).isEmpty)
        #expect(web.post("/checkin", [("toggle", read.id.uuidString), ("day", "2026-04-10")]).status == 303)
        #expect(try web.tracker.testStore.completions(of: read.id).map(\.day) == [day("2026-04-10")])
    }

    @Test(
        "A post to Today's form that does not name exactly one habit and step writes nothing",
        arguments: [
            ([] as [(String, String)], 400), ([("toggle", "WATER"), ("plus", "WATER")], 400),
            ([("toggle", "WATER"), ("toggle", "READ")], 400), ([("set", "WATER"), ("value", "3")], 400),
            ([("plus", "00000000-0000-0000-0000-000000000000")], 404), ([("plus", "not-an-id")], 404),
        ])
    func sharedFormRefusals(fields: [(String, String)], status: Int) throws {
        let web = try WebHarness()
        let water = try web.habit("Water", .counter(target: 8))
        let read = try web.habit("Read")
        let sent = fields.map {
            (
                $0.0,
                $0.1.replacingOccurrences(of: "WATER", with: water.id.uuidString)
                    .replacingOccurrences(of: "READ", with: read.id.uuidString)
            )
        }
        #expect(web.post("/checkin", sent).status == status)
        #expect(try web.tracker.testStore.completions(of: water.id).isEmpty)
        #expect(try web.tracker.testStore.completions(of: read.id).isEmpty)
    }

    @Test("Today's form needs its CSRF token like every form")
    func sharedFormToken() throws {
        let server = try LiveServer()
        let habit = try server.web.habit("Meditate")
        let token = try server.csrfToken()
        let fields = [("toggle", habit.id.uuidString)]
        #expect(try server.postForm("/checkin", fields, token: nil, cookieToken: token).status == 403)
        #expect(
            try server.postForm("/checkin", fields, token: String(repeating: "0", count: 48), cookieToken: token).status
                == 403)
        #expect(try server.web.tracker.testStore.completions(of: habit.id).isEmpty)
        #expect(try server.postForm("/checkin", fields, token: token).status == 303)
        #expect(try server.web.tracker.testStore.completions(of: habit.id).count == 1)
        #expect(try server.get("/checkin").status == 405)
    }

    @Test("The page speaks French when the setting says so")
    func french() throws {
        let web = try WebHarness()
        try web.tracker.preferences.setLanguage(.french)
        try web.habit("Lire")
        let page = web.get("/").text
        #expect(page.contains("<html lang=\"fr\">"))
        #expect(page.contains("Aujourd’hui"))
        #expect(page.contains("vendredi 10 avril"))
        #expect(page.contains("Prévues"))
        #expect(page.contains("data-mark-done=\"Marquer {name} comme fait\""))
        #expect(page.contains("data-score-title=\"Score\""))
    }
}
