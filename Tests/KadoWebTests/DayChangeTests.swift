import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// A page left open across the end of its day never records a tap silently on a day it no
/// longer shows: it says which day it shows and when that day ends, its forms say it too, and the
/// server records a tap sent after the end on the day the page showed, saying so; the API refuses.
@Suite("A page left open across the day's end")
struct DayChangeTests {
    /// Where the day ends, in the zone and with the day start of each case: the page's
    /// `data-day-ends` is that instant, in milliseconds.
    @Test(
        "a page says which day it shows and when that day ends, through the calendar of its zone",
        arguments: [
            ("2026-04-10T19:30:00Z", "UTC", 0, "2026-04-10", "2026-04-11T00:00:00Z"),
            ("2026-04-10T19:30:00Z", "Europe/Paris", 4, "2026-04-10", "2026-04-11T02:00:00Z"),
            ("2026-04-11T01:30:00Z", "Europe/Paris", 4, "2026-04-10", "2026-04-11T02:00:00Z"),
            // The night clocks go forward in Paris (29 March 2026): the day still ends at 04:00.
            ("2026-03-28T21:00:00Z", "Europe/Paris", 4, "2026-03-28", "2026-03-29T02:00:00Z"),
            ("2026-04-10T19:30:00Z", "America/Los_Angeles", 0, "2026-04-10", "2026-04-11T07:00:00Z"),
            ("2026-04-10T19:30:00Z", "Pacific/Kiritimati", 0, "2026-04-11", "2026-04-11T10:00:00Z"),
        ])
    func pageSaysItsDay(now: String, zone: String, dayStart: Int, day: String, ends: String) throws {
        let web = try WebHarness(now: now, timeZone: zone)
        if dayStart != 0 { try web.tracker.preferences.setDayStart(dayStart) }
        try web.habit("Read")
        let milliseconds = Int64(instant(ends).timeIntervalSince1970 * 1000)
        for path in ["/", "/overview"] {
            let page = web.get(path).text
            #expect(page.contains("<body data-day=\"\(day)\" data-day-ends=\"\(milliseconds)\">"), "\(path)")
        }
        let api = web.get("/api/day").text
        #expect(api.contains("\"day\" : \"\(day)\""))
        let remaining = Int64((instant(ends).timeIntervalSince(instant(now))) * 1000)
        #expect(api.contains("\"endsIn\" : \(remaining)"))
        // A page that shows no day carries none.
        #expect(!web.get("/settings").text.contains("data-day-ends"))
    }

    @Test("Today opened at 22:30 and tapped the next morning records the tap on the day it showed, and says so")
    func todayTappedNextMorning() throws {
        let web = try WebHarness(now: "2026-04-10T22:30:00Z")
        let habit = try web.habit("Read")
        let page = web.get("/").text
        #expect(page.contains("<input type=\"hidden\" name=\"today\" value=\"2026-04-10\">"))
        web.clock.set(instant("2026-04-11T07:15:00Z"))
        let response = web.post(
            "/checkin",
            [("day", "2026-04-10"), ("today", "2026-04-10"), ("return", "/"), ("toggle", habit.id.uuidString)])
        #expect(response.status == 303)
        #expect(
            response.header("Location")
                == "/?notice=recordedOnShownDay&shown=2026-04-10#\(TodayRow.anchor(of: habit.id))")
        let next = web.follow(response).text
        #expect(next.contains("Recorded on Friday 10 April, the day the page showed"), "\(next)")
        let detail = try web.tracker.views.detail(of: habit)
        #expect(detail.recentRecords.map(\.day) == [LogicalDay(year: 2026, month: 4, day: 10)])
        #expect(!detail.summary.isDoneToday)
    }

    @Test("the same tap while the day lasts is recorded on it, with no notice")
    func todayTappedTheSameDay() throws {
        let web = try WebHarness(now: "2026-04-10T22:30:00Z")
        let habit = try web.habit("Read")
        web.get("/")
        web.clock.set(instant("2026-04-10T23:59:00Z"))
        let response = web.post(
            "/checkin",
            [("day", "2026-04-10"), ("today", "2026-04-10"), ("return", "/"), ("toggle", habit.id.uuidString)])
        #expect(response.header("Location") == "/#\(TodayRow.anchor(of: habit.id))")
        #expect(try web.tracker.views.summary(of: habit).isDoneToday)
    }

    @Test("a habit's page left open: its Done button records on the day it showed, and the page says so")
    func detailTappedNextMorning() throws {
        let web = try WebHarness(now: "2026-04-10T22:30:00Z")
        let habit = try web.habit("Stretch")
        let page = web.get("/habits/\(habit.id.uuidString)").text
        #expect(page.contains("name=\"today\" value=\"2026-04-10\""))
        web.clock.set(instant("2026-04-11T08:00:00Z"))
        let back = "/habits/\(habit.id.uuidString)"
        let response = web.post(
            "/habits/\(habit.id.uuidString)/checkin",
            [("action", "done"), ("day", "2026-04-10"), ("today", "2026-04-10"), ("return", back)])
        #expect(response.header("Location") == "\(back)?notice=recordedOnShownDay&shown=2026-04-10")
        #expect(web.follow(response).text.contains("Recorded on Friday 10 April, the day the page showed"))
        #expect(
            try web.tracker.views.detail(of: habit).recentRecords.map(\.day) == [
                LogicalDay(year: 2026, month: 4, day: 10)
            ])
    }

    @Test("a page drawn again after its day ended says why")
    func redrawnSaysWhy() throws {
        let web = try WebHarness()
        #expect(web.get("/?notice=dayChanged").text.contains("A new day has begun since this page was opened"))
    }

    @Test(
        "the API refuses a check-in for a day its client no longer shows, and writes nothing",
        arguments: ["complete", "toggle", "log", "skip", "note"])
    func apiRefusesAStaleDay(action: String) throws {
        let web = try WebHarness(now: "2026-04-11T07:15:00Z")
        let habit = try web.habit("Water", .counter(target: 8), unit: "glasses")
        let extra =
            switch action {
            case "log": ", \"value\": 3"
            case "note": ", \"note\": \"late\""
            default: ""
            }
        let before = try web.tracker.views.dataVersion()
        let stale = web.postJSON("/api/habits/Water/\(action)", "{\"today\": \"2026-04-10\"\(extra)}")
        if action == "complete" || action == "toggle" {
            // A counter refuses done/toggle whatever the day; the day is looked at first.
            #expect(stale.status == 409 || stale.status == 422)
        } else {
            #expect(stale.status == 409)
        }
        if stale.status == 409 {
            #expect(stale.text.contains("\"code\" : \"day.changed\""))
            #expect(stale.text.contains("\"field\" : \"today\""))
        }
        #expect(try web.tracker.views.dataVersion() == before)
        #expect(try web.tracker.views.detail(of: habit).recentRecords.isEmpty)
        // Saying the day it means, or the day it is, the client is heard.
        if action == "log" {
            #expect(web.postJSON("/api/habits/Water/log", "{\"today\": \"2026-04-11\", \"value\": 3}").status == 200)
            #expect(
                web.postJSON(
                    "/api/habits/Water/log", "{\"today\": \"2026-04-10\", \"day\": \"2026-04-10\", \"value\": 2}"
                )
                .status == 200)
            let days = try web.tracker.views.detail(of: habit).recentRecords.map(\.day)
            #expect(
                Set(days) == [LogicalDay(year: 2026, month: 4, day: 10), LogicalDay(year: 2026, month: 4, day: 11)])
        }
    }
}
