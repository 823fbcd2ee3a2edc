import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Synchronization
import Testing

@testable import KadoWeb

/// Today's shared cache (``TodayCache``): a kept page is the page a fresh render makes, every
/// change — through the app, through another connection, to the settings, of the logical day —
/// shows at once, identical requests at once compute once, and no browser sees another's token.
@Suite("Today's cache")
struct TodayCacheTests {
    /// CSRF tokens of the form the app accepts.
    private static let token = String(repeating: "0123456789abcdef", count: 3)
    private static let otherToken = String(repeating: "fedcba9876543210", count: 3)

    /// An app like `kado serve`'s: sessions with connections of their own; the harness's tracker is
    /// one more connection, as another process's would be.
    private static func harness() throws -> WebHarness {
        let web = try WebHarness(syncSchedule: SyncSchedule(interval: .seconds(3600)), scheduledSync: { _ in })
        web.cookies[RequestContext.csrfCookie] = token
        return web
    }

    /// Today rendered now by one of the app's sessions, past the cache.
    private static func freshToday(_ web: WebHarness, token: String = token) throws -> [UInt8] {
        let request = HTTPRequest(
            method: "GET", path: "/", query: [],
            headers: HTTPHeaders([("Host", web.host), ("Cookie", "\(RequestContext.csrfCookie)=\(token)")]), body: [])
        return try web.app.withSession { session in
            let context = RequestContext(request: request, settings: try session.tracker.settings())
            let today = TodayController(session: session)
            return try today.renderTodayPage(context, app: try today.dayPageContext(context)).body
        }
    }

    @Test("a kept Today is the page a fresh render makes, byte for byte, and is computed once")
    func keptEqualsFresh() throws {
        let web = try Self.harness()
        let water = try web.habit("Water", .counter(target: 8))
        try web.habit("Read")
        _ = try web.tracker.checkIns.log(water, value: 3, on: try web.tracker.today())
        let first = web.get("/")
        let second = web.get("/")
        #expect(first.status == 200)
        #expect(first.header("Set-Cookie") == nil)
        #expect(web.app.todayCache.computations == 1)
        #expect(second.body == first.body)
        #expect(second.body == (try Self.freshToday(web)))
    }

    /// A change, made after Today was kept, that the next Today must show.
    struct Change: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let apply: @Sendable (WebHarness, Habit) throws -> Void
    }

    static let changes: [Change] = [
        Change(testDescription: "a check-in through the app") { web, habit in
            let response = web.post("/habits/\(habit.id.uuidString)/checkin", [("action", "toggle")])
            #expect(response.status == 303)
        },
        Change(testDescription: "a check-in through another connection (another process's)") { web, habit in
            _ = try web.tracker.checkIns.toggle(habit, on: try web.tracker.today())
        },
        Change(testDescription: "the language, changed through another connection") { web, _ in
            try web.tracker.preferences.setLanguage(.french)
        },
        Change(testDescription: "a new logical day on the clock") { web, _ in
            web.clock.set(instant("2026-04-11T06:00:00Z"))
        },
    ]

    @Test("the next Today shows a change at once", arguments: changes)
    func changeShowsAtOnce(_ change: Change) throws {
        let web = try Self.harness()
        let habit = try web.habit("Read")
        let before = web.get("/").body
        #expect(web.get("/").body == before)
        let computed = web.app.todayCache.computations
        try change.apply(web, habit)
        let after = web.get("/")
        #expect(after.status == 200)
        #expect(after.body != before)
        #expect(after.body == (try Self.freshToday(web)))
        #expect(web.app.todayCache.computations == computed + 1)
    }

    @Test("identical requests at once compute Today once, and all get the same bytes")
    func singleFlight() throws {
        let web = try Self.harness()
        try web.habit("Read")
        try web.habit("Water", .counter(target: 8))
        let app = web.app
        let sessions = web.app.configuration.limits.threads
        // Every session has looked at the database once, so that none of the requests below moves
        // the generation on its first look.
        Self.lookOnce(app, sessions: sessions)
        let cache = app.todayCache
        let computed = cache.computations
        // The first request holds its computation until all the others wait for it (bounded: 10 s).
        cache.willCompute.withLock {
            $0 = {
                var turns = 0
                while turns < 2000, cache.waiting < sessions - 1 {
                    usleep(5000)
                    turns += 1
                }
            }
        }
        let request = HTTPRequest(
            method: "GET", path: "/", query: [],
            headers: HTTPHeaders([("Host", web.host), ("Cookie", "\(RequestContext.csrfCookie)=\(Self.token)")]),
            body: [])
        let bodies = Mutex<[[UInt8]]>([])
        let finished = DispatchGroup()
        for _ in 0..<sessions {
            finished.enter()
            Thread {
                let body = app.handle(request).body
                bodies.withLock { $0.append(body) }
                finished.leave()
            }.start()
        }
        #expect(finished.wait(timeout: .now() + 60) == .success)
        cache.willCompute.withLock { $0 = nil }
        let all = bodies.withLock { $0 }
        #expect(all.count == sessions)
        #expect(cache.computations == computed + 1)
        #expect(Set(all).count == 1)
        #expect(all.first == (try Self.freshToday(web)))
    }

    /// Has every session of `app` look at its database version, each held while the next one looks.
    private static func lookOnce(_ app: WebApp, sessions: Int) {
        guard sessions > 0 else { return }
        app.withSession { session in
            _ = session.observeDatabase()
            lookOnce(app, sessions: sessions - 1)
        }
    }

    @Test("browsers with different CSRF tokens never see each other's token; a first visit is not kept")
    func tokensStayApart() throws {
        let web = try Self.harness()
        try web.habit("Read")
        let mine = web.get("/").text
        web.cookies[RequestContext.csrfCookie] = Self.otherToken
        let theirs = web.get("/").text
        #expect(mine.contains(Self.token) && !mine.contains(Self.otherToken))
        #expect(theirs.contains(Self.otherToken) && !theirs.contains(Self.token))
        #expect(web.app.todayCache.computations == 2)

        // No cookie: a new token, set by this response and rendered in its form, never kept.
        web.cookies = [:]
        let first = web.get("/")
        let newToken = try #require(web.cookies[RequestContext.csrfCookie])
        #expect(first.header("Set-Cookie") != nil)
        #expect(first.text.contains(newToken))
        #expect(!first.text.contains(Self.token) && !first.text.contains(Self.otherToken))
        #expect(web.app.todayCache.computations == 2)
    }

    @Test("a notice shown once after a redirect is never kept, and never shown on the plain page")
    func noticeNotKept() throws {
        let web = try Self.harness()
        try web.habit("Read")
        let plain = web.get("/").text
        let noticed = web.get("/?notice=saved").text
        #expect(noticed.contains(Localizer(language: .english)(.noticeSaved)))
        #expect(!plain.contains(Localizer(language: .english)(.noticeSaved)))
        #expect(web.get("/").text == plain)
        #expect(web.app.todayCache.computations == 1)
    }

    @Test("the cache keeps a handful of pages, the newest; a failed or non-200 page is not kept")
    func bounded() throws {
        let web = try Self.harness()
        let context = try web.tracker.context()
        let cache = TodayCache(capacity: 3)
        var seen: DataVersion?
        let generation = try #require(cache.observe(try web.tracker.views.dataVersion(), lastSeen: &seen))
        let keys = (0..<5).map { TodayCache.Key(generation: generation, context: context, csrfToken: "\($0)") }
        for key in keys { _ = try cache.response(for: key) { .text(key.csrfToken, status: 200) } }
        #expect(cache.computations == 5)
        for key in keys.suffix(3) { _ = try cache.response(for: key) { .text("again", status: 200) } }
        #expect(cache.computations == 5)
        _ = try cache.response(for: keys[0]) { .text("again", status: 200) }
        #expect(cache.computations == 6)

        let failing = TodayCache.Key(generation: keys[0].generation, context: context, csrfToken: "failing")
        struct Failure: Error {}
        #expect(throws: Failure.self) { try cache.response(for: failing) { throw Failure() } }
        #expect(try cache.response(for: failing) { .text("error", status: 500) }.status == 500)
        #expect(try cache.response(for: failing) { .text("fine", status: 200) }.text == "fine\n")
        #expect(cache.computations == 9)
    }
}
