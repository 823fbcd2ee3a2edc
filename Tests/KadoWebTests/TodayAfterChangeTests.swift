import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// Today after a check-in reuses what the sessions computed before — every other habit's summary
/// (``TodaySummaryCache``) and row (``TodayRowCache``) — and must still be, byte for byte, the
/// page an app that never saw the database before renders: after check-ins through the app's
/// forms and API, changes through another connection (another process's), renames, a change of
/// language, a new day.
@Suite("Today after a change")
struct TodayAfterChangeTests {
    private static let token = String(repeating: "0123456789abcdef", count: 3)

    /// Today as a new app over the same database renders it, for the same browser.
    private static func newAppToday(_ web: WebHarness) throws -> [UInt8] {
        let tracker = try TrackerBuilder().clock(web.clock).open(at: web.databasePath)
        let app = WebApp(tracker: tracker, configuration: web.app.configuration)
        let request = HTTPRequest(
            method: "GET", path: "/", query: [],
            headers: HTTPHeaders([("Host", web.host), ("Cookie", "\(RequestContext.csrfCookie)=\(token)")]), body: [])
        return app.handle(request).body
    }

    @Test("after any sequence of changes, Today is the page a new app renders", arguments: [1, 2, 3] as [UInt64])
    func sameAsNewApp(seed: UInt64) throws {
        let web = try WebHarness(syncSchedule: SyncSchedule(interval: .seconds(3600)), scheduledSync: { _ in })
        web.cookies[RequestContext.csrfCookie] = Self.token
        var habits: [Habit] = []
        for index in 0..<8 {
            habits.append(try web.habit("Habit \(index)", index % 3 == 0 ? .counter(target: 3) : .binary))
        }
        #expect(web.get("/").status == 200)
        var random = SeededGenerator(seed: seed)
        var steps: [String] = []
        for step in 0..<40 {
            let habit = habits[random.int(in: 0...(habits.count - 1))]
            switch random.int(in: 0...9) {
            case 0:
                if habit.type.target == nil {
                    _ = try web.tracker.checkIns.toggle(habit, on: try web.tracker.today())
                } else {
                    _ = try web.tracker.checkIns.log(
                        habit, value: Double(random.int(in: 0...4)), on: try web.tracker.today())
                }
                steps.append("check in \(habit.name) through another connection")
            case 1:
                let renamed = try web.tracker.habits.editHabit(habit) { $0.name = "Renamed \(step)" }
                habits = habits.map { $0.id == habit.id ? renamed : $0 }
                steps.append("rename \(habit.name)")
            case 2:
                try web.tracker.preferences.setLanguage(random.int(in: 0...1) == 0 ? .french : .english)
                steps.append("language")
            case 3:
                web.clock.advance(by: TimeInterval(random.int(in: 2...30) * 3_600))
                steps.append("clock on")
            case 4:
                let response = web.postJSON("/api/habits/\(habit.id.uuidString)/complete", "{}")
                steps.append("complete \(habit.name) through the API: \(response.status)")
            default:
                let field = habit.type.target == nil ? "toggle" : "plus"
                let response = web.post("/checkin", [(field, habit.id.uuidString)])
                #expect(response.status == 303)
                steps.append("\(field) \(habit.name) through the form")
            }
            let page = web.get("/")
            #expect(page.status == 200)
            #expect(page.body == (try Self.newAppToday(web)), "seed \(seed): \(steps.joined(separator: "; "))")
        }
        #expect(web.app.todayCache.summaries.counts.reused > 0)
    }

    @Test("name twins made and undone through another connection show at once, searched once a change")
    func nameTwinsOncePerChange() throws {
        let web = try WebHarness()
        web.cookies[RequestContext.csrfCookie] = Self.token
        for index in 0..<5 { _ = try web.habit("Habit \(index)") }
        #expect(web.get("/").status == 200)
        let searches = web.app.todayCache.twinSearches
        // The same data: another Today (a query keeps it out of the page cache) and the Overview
        // reuse the twins found.
        #expect(web.get("/?notice=none").status == 200)
        #expect(web.get("/overview").status == 200)
        #expect(web.app.todayCache.twinSearches == searches)

        // Two habits come to share a name (one restored from the trash), through the harness's
        // own connection, as another process would.
        let first = try web.habit("Journal")
        try web.tracker.habits.delete(first)
        web.clock.advance(by: 60)
        let second = try web.habit("journal")
        try web.tracker.habits.restoreFromTrash(.id(first.id))
        let twinned = web.get("/")
        #expect(twinned.text.contains("<b>Journal</b><span class=\"name-twin\">1 of 2</span>"))
        #expect(twinned.body == (try Self.newAppToday(web)))
        #expect(web.app.todayCache.twinSearches == searches + 1)
        #expect(web.get("/overview").text.contains("Journal<span class=\"name-twin\">1 of 2</span>"))
        #expect(web.app.todayCache.twinSearches == searches + 1)

        // Renamed, the marks go with the next page.
        try web.tracker.habits.editHabit(second) { $0.name = "Morning pages" }
        let renamed = web.get("/")
        #expect(!renamed.text.contains("name-twin"))
        #expect(renamed.body == (try Self.newAppToday(web)))
        #expect(web.app.todayCache.twinSearches == searches + 2)
    }
}
