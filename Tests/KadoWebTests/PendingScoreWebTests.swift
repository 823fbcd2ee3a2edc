import Foundation
import KadoApp
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The web's Today and `/api/today` while scores wait for their checkpoints (deleted by hand, as
/// after an import of old days): rows say so in words, the API gives `null` with
/// `"scorePending": true`, the app's background thread rebuilds them, and the next Today — from
/// no page kept in the page cache — is the page a new app renders with every score known.
@Suite("Web: Today's pending scores")
struct PendingScoreWebTests {
    private static let token = String(repeating: "0123456789abcdef", count: 3)

    /// A web app whose sessions have no time for walking whole histories, over two habits with
    /// fifteen months of records and no checkpoint.
    private static func coldApp(french: Bool = false) throws -> (WebHarness, [Habit]) {
        let web = try WebHarness(
            syncSchedule: SyncSchedule(interval: .seconds(3600)), scheduledSync: { _ in },
            prepare: { $0.todayRebuildBudget = .zero })
        web.cookies[RequestContext.csrfCookie] = token
        web.clock.set(instant("2025-01-01T08:00:00Z"))
        let habits = [try web.habit("Read <b>"), try web.habit("Water", .counter(target: 8))]
        web.clock.set(instant("2026-04-10T19:30:00Z"))
        var records: [Completion] = []
        let first = day("2025-01-01")
        for offset in 0...first.days(to: day("2026-04-10")) where offset % 3 != 0 {
            let date = first.adding(days: offset)
            for habit in habits {
                records.append(
                    Completion(habitID: habit.id, day: date, recordedAt: instant("\(date)T12:00:00Z"), value: 5))
            }
        }
        let store = try HabitStore(path: web.databasePath, now: { Date() })
        try store.write { try $0.insert(contentsOf: records) }
        // Today's widget snapshot written (with every checkpoint), then the checkpoints deleted:
        // a change (the language) would save them again.
        if french { try web.tracker.preferences.setLanguage(.french) }
        _ = try web.tracker.views.todayView()
        try store.write { writer in for habit in habits { try writer.forgetCheckpoint(of: habit.id) } }
        return (web, habits)
    }

    /// Today as a new app over the same database renders it, for the same browser.
    private static func newAppToday(_ web: WebHarness) throws -> [UInt8] {
        let tracker = try TrackerBuilder().clock(web.clock).open(at: web.databasePath)
        tracker.todayRebuildBudget = nil
        let app = WebApp(tracker: tracker, configuration: web.app.configuration)
        let request = HTTPRequest(
            method: "GET", path: "/", query: [],
            headers: HTTPHeaders([("Host", web.host), ("Cookie", "\(RequestContext.csrfCookie)=\(token)")]), body: [])
        return app.handle(request).body
    }

    /// Waits, five seconds at most, until every habit has checkpoints saved.
    private static func waitForCheckpoints(_ habits: [Habit], _ web: WebHarness) throws -> Bool {
        for _ in 0..<100 {
            let store = try web.tracker.testStore
            if try habits.allSatisfy({ try !store.checkpointDays(of: $0.id).isEmpty }) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    @Test("Today marks pending scores, the background thread rebuilds them, and no pending page is served after")
    func pendingThenKnown() throws {
        let (web, habits) = try Self.coldApp()
        let page = web.get("/")
        #expect(page.status == 200)
        let text = page.text
        #expect(
            text.components(separatedBy: "<span class=\"pending\" title=\"score being recomputed\">…</span>").count == 3
        )
        #expect(text.contains("Scores of 2 habits are being recomputed; reload the page in a moment."))
        #expect(text.contains("Read &lt;b&gt;, score being recomputed"), "the accessible name says it, escaped")
        #expect(!text.contains("Read <b>"))
        #expect(try Self.waitForCheckpoints(habits, web), "the background thread saved the checkpoints")
        // The page cache holds no page from before the rebuild: the checkpoints moved the data.
        let after = web.get("/")
        #expect(!after.text.contains("class=\"pending\""))
        #expect(!after.text.contains("being recomputed"))
        #expect(after.body == (try Self.newAppToday(web)))
    }

    @Test("GET /api/today gives null scores and streaks with scorePending; then the numbers")
    func apiPending() throws {
        let (web, habits) = try Self.coldApp()
        let response = web.get("/api/today")
        #expect(response.status == 200)
        let body = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        let rows = try #require(body["habits"] as? [[String: Any]])
        #expect(rows.count == 2)
        for row in rows {
            #expect(row["scorePending"] as? Bool == true)
            for key in ["score", "scorePercent", "streak", "bestStreak", "presenceStreak", "presenceBestStreak"] {
                #expect(row[key] is NSNull, "\(key)")
            }
            #expect(row["dueToday"] as? Bool == true)
        }
        #expect(rows.first { $0["name"] as? String == "Water" }?["amount"] as? Double == 5)
        #expect(try Self.waitForCheckpoints(habits, web))
        let known = try #require(
            try JSONSerialization.jsonObject(with: Data(web.get("/api/today").body)) as? [String: Any])
        let view = try web.tracker.views.todayView()
        for (row, summary) in zip(try #require(known["habits"] as? [[String: Any]]), view.all) {
            #expect(row["scorePending"] as? Bool == false)
            #expect(row["scorePercent"] as? Int == summary.evaluation.scorePercent)
            #expect(row["streak"] as? Int == summary.evaluation.streakDisplay.current)
        }
    }

    @Test("in French, the note follows French typography")
    func french() throws {
        let (web, _) = try Self.coldApp(french: true)
        let text = web.get("/").text
        #expect(
            text.contains(
                "Les scores de 2 habitudes sont en cours de recalcul\u{202F}; rechargez la page dans un instant."))
        #expect(text.contains("title=\"score en cours de recalcul\">…</span>"))
    }
}
