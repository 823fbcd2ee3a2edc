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
        try web.habit("Meditate")
        try web.habit("Read", .timer(targetSeconds: 1800), color: .teal)
        try web.habit("No social media", .negative, color: .red)
        try web.habit("Water", .counter(target: 8), unit: "glasses")
        try web.habit("Gym", frequency: .specificDays([.monday, .wednesday]), color: .orange)
        let page = web.get("/").text
        let scheduled = try #require(page.range(of: "id=\"scheduled\""))
        let notScheduled = try #require(page.range(of: "id=\"not-scheduled\""))
        let gym = try #require(page.range(of: ">Gym<"))
        #expect(scheduled.upperBound < notScheduled.lowerBound)
        #expect(gym.lowerBound > notScheduled.upperBound)
        #expect(page.contains("aria-label=\"Mark Meditate done\""))
        #expect(page.contains(">+5m<"))
        #expect(page.contains(">Slipped<"))
        #expect(page.contains("aria-label=\"Add one to Water\""))
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
        #expect(try web.tracker.summary(of: habit).isDoneToday)
        let page = web.follow(response).text
        #expect(page.contains("aria-label=\"Mark Meditate not done\""))
        #expect(page.contains("1 of 1 done"))
        web.post("/habits/\(habit.id.uuidString)/checkin", [("action", "toggle")])
        #expect(try !web.tracker.summary(of: habit).isDoneToday)
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
        #expect(try web.tracker.summary(of: habit).todayAmount == expected)
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

    @Test("The page speaks French when the setting says so")
    func french() throws {
        let web = try WebHarness()
        try web.tracker.setLanguage(.french)
        try web.habit("Lire")
        let page = web.get("/").text
        #expect(page.contains("<html lang=\"fr\">"))
        #expect(page.contains("Aujourd’hui"))
        #expect(page.contains("vendredi 10 avril"))
        #expect(page.contains("Prévues"))
    }
}
