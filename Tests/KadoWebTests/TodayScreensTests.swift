import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// Today opens on a screen of rows (``TodayWindow``) and reaches the others through a link (a
/// page without a script, a fragment the script appends) and a search by name: its size and cost
/// follow the rows shown however many habits there are (issue 35), while its counts describe
/// every habit.
@Suite("Today's screens of rows")
struct TodayScreensTests {
    static let perScreen = TodayWindow.rowsPerScreen

    /// 130 habits on Friday 10 April 2026: every seventh scheduled on Mondays only (not today),
    /// the others daily; the first of each ten done today. The view lists the scheduled ones first.
    static func harness(language: Language = .english) throws -> (web: WebHarness, all: [HabitSummary]) {
        let web = try WebHarness()
        if language != .english { try web.tracker.preferences.setLanguage(language) }
        let today = try web.tracker.today()
        for index in 0..<130 {
            let habit = try web.habit(
                "Habit \(index + 1)", frequency: index % 7 == 6 ? .specificDays([.monday]) : .daily,
                color: HabitColor.allCases[index % HabitColor.allCases.count])
            if index % 10 == 0 { try web.tracker.checkIns.complete(habit, on: today) }
        }
        return (web, try web.tracker.views.todayView().all)
    }

    /// "done of due" for `all`, as the footnote says it.
    static func doneOfDue(_ all: [HabitSummary]) -> String {
        let scheduled = all.filter(\.isScheduledToday)
        return "\(scheduled.count(where: \.isDoneToday)) of \(scheduled.count)"
    }

    /// The habits' ids of the rows of `page`, in order.
    static func rowIDs(_ page: String) -> [String] {
        page.components(separatedBy: "<li class=\"habit-row").dropFirst().compactMap { row in
            row.prefix { $0 != ">" }.components(separatedBy: " id=\"h-").dropFirst().first.map {
                String($0.prefix { $0 != "\"" })
            }
        }
    }

    /// The `href` of the next rows' link, if any.
    static func moreLink(_ page: String) -> String? {
        guard let start = page.range(of: "<div class=\"today-more\"><a class=\"pill-button\" href=\"") else {
            return nil
        }
        return String(page[start.upperBound...].prefix { $0 != "\"" }).replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test("The first screen holds the first 60 rows in order, the link to the next ones, and the counts of every habit")
    func firstScreen() throws {
        let (web, all) = try Self.harness()
        let page = web.get("/").text
        #expect(Self.rowIDs(page) == all.prefix(Self.perScreen).map(\.habit.id.uuidString))
        #expect(Self.moreLink(page) == "/?from=60")
        #expect(page.contains(">Show the next 60 of 70 habits</a>"))
        #expect(page.contains("data-offline=\"The next habits need the connection"))
        let scheduled = all.filter(\.isScheduledToday)
        let done = scheduled.count(where: \.isDoneToday)
        #expect(scheduled.count > 60 && scheduled.count < 120 && done > 0)
        #expect(page.contains("<p class=\"footnote\">\(done) of \(scheduled.count) done"))
        // More than a screen of scheduled rows: the others begin on the second screen.
        #expect(page.contains("id=\"scheduled\""))
        #expect(!page.contains("id=\"not-scheduled\""))
        #expect(page.contains("<form class=\"today-find\" role=\"search\" method=\"get\" action=\"/\">"))
        #expect(!page.contains("class=\"today-pager\""))
        #expect(page.contains("<input type=\"hidden\" name=\"return\" value=\"/\">"))
    }

    @Test("A later screen is a whole page of the following rows, with its place, the links around it and the token")
    func laterScreen() throws {
        let (web, all) = try Self.harness()
        web.get("/")
        let token = try #require(web.cookies[RequestContext.csrfCookie])
        let second = web.get("/?from=60")
        #expect(second.status == 200)
        let page = second.text
        #expect(Self.rowIDs(page) == all[60..<120].map(\.habit.id.uuidString))
        #expect(page.contains("<p>Habits 61–120 of 130</p><a class=\"pill-button\" href=\"/\">Previous habits</a>"))
        #expect(Self.moreLink(page) == "/?from=120")
        #expect(page.contains(">Show the last 10 habits</a>"))
        // The scheduled section goes on here, and the others begin.
        #expect(page.contains("id=\"scheduled\"") && page.contains("id=\"not-scheduled\""))
        #expect(page.contains("<p class=\"footnote\">\(Self.doneOfDue(all)) done"))
        let fields = HTTPServerTests.hiddenFields(in: page, formAction: "/checkin")
        #expect(fields.first { $0.0 == "return" }?.1 == "/?from=60")
        #expect(fields.first { $0.0 == RequestContext.csrfField }?.1 == token)

        let last = web.get("/?from=120").text
        #expect(Self.rowIDs(last) == all[120...].map(\.habit.id.uuidString))
        #expect(Self.moreLink(last) == nil)
        #expect(last.contains("href=\"/?from=60\">Previous habits</a>"))
    }

    @Test("A check-in from a later screen is recorded and comes back to that screen, on its row")
    func checkInFromLaterScreen() throws {
        let (web, all) = try Self.harness()
        let page = web.get("/?from=60").text
        let habit = all[75]
        #expect(!habit.isDoneToday)
        let fields = HTTPServerTests.hiddenFields(in: page, formAction: "/checkin")
        let sent = fields.filter { $0.0 != RequestContext.csrfField } + [("toggle", habit.habit.id.uuidString)]
        let response = web.post("/checkin", sent)
        #expect(response.status == 303)
        #expect(response.header("Location") == "/?from=60#h-\(habit.habit.id.uuidString)")
        #expect(try web.tracker.views.summary(of: habit.habit).isDoneToday)
        let after = web.follow(response).text
        #expect(Self.rowIDs(after).contains(habit.habit.id.uuidString))
        #expect(after.contains("<p class=\"footnote\">\(Self.doneOfDue(try web.tracker.views.todayView().all)) done"))
        #expect(Self.doneOfDue(try web.tracker.views.todayView().all) != Self.doneOfDue(all))
        // From the first screen, the row's anchor too.
        let first = all[3].habit.id.uuidString
        let fromFirst = web.post("/checkin", [("toggle", first), ("return", "/")])
        #expect(fromFirst.header("Location") == "/#h-\(first)")
    }

    @Test("The next rows' fragment holds those rows, their icons and the next link, and says how many it adds")
    func fragment() throws {
        let (web, all) = try Self.harness()
        let response = web.get("/?from=60&part=rows")
        #expect(response.status == 200)
        let fragment = response.text
        #expect(fragment.hasPrefix("<div class=\"today-part\" data-announce=\"60 more habits shown\">"))
        #expect(!fragment.contains("<html") && !fragment.contains("<form"))
        #expect(Self.rowIDs(fragment) == all[60..<120].map(\.habit.id.uuidString))
        #expect(Self.moreLink(fragment) == "/?from=120")
        #expect(fragment.contains("<svg class=\"icon-sprite\""))
        for id in IconSprite.referencedIDs(in: fragment) { #expect(fragment.contains("<symbol id=\"\(id)\"")) }
        // The same rows as the page of that screen.
        let page = web.get("/?from=60").text
        for summary in all[60..<120] {
            #expect(try TodayPageTests.row(fragment, summary.habit) == TodayPageTests.row(page, summary.habit))
        }
        let end = web.get("/?from=120&part=rows").text
        #expect(end.hasPrefix("<div class=\"today-part\" data-announce=\"10 more habits shown\">"))
        #expect(Self.moreLink(end) == nil)
    }

    @Test("A name is escaped in a later screen, its fragment and a search, and so is the search")
    func escaping() throws {
        let (web, _) = try Self.harness()
        let odd = try web.habit("<b>Tom & \"Jerry\"</b>")
        let escaped = "&lt;b&gt;Tom &amp; &quot;Jerry&quot;&lt;/b&gt;"
        let position = try #require(try web.tracker.views.todayView().all.firstIndex { $0.habit.id == odd.id })
        #expect(position >= 60)
        let from = position / 60 * 60
        for target in ["/?from=\(from)", "/?from=\(from)&part=rows", "/?q=tom"] {
            let text = web.get(target).text
            #expect(text.contains(escaped), "\(target)")
            #expect(!text.contains("<b>Tom"), "\(target)")
        }
        let search = web.get("/?q=%3Cscript%3E%22").text
        #expect(search.contains("value=\"&lt;script&gt;&quot;\""))
        #expect(search.contains("No habit matches “&lt;script&gt;&quot;”."))
        #expect(!search.contains("<script>\""))
    }

    @Test("The search lists the habits whose name holds the text, any case or accent, in screens of their own")
    func search() throws {
        let (web, all) = try Self.harness()
        try web.habit("Écrire")
        let one = web.get("/?q=ecrire").text
        #expect(Self.rowIDs(one).count == 1)
        #expect(one.contains("1 habit matches “ecrire”."))
        #expect(one.contains("<a href=\"/\">Show every habit</a>"))
        // Habit 1, Habit 10–19, Habit 100–130: 42 habits, one screen.
        let many = web.get("/?q=HABIT+1").text
        let expected = all.filter { $0.habit.name.hasPrefix("Habit 1") }
        #expect(Self.rowIDs(many) == expected.map(\.habit.id.uuidString))
        #expect(many.contains("42 habits match “HABIT 1”."))
        #expect(Self.moreLink(many) == nil)
        #expect(many.contains("<input type=\"hidden\" name=\"return\" value=\"/?q=HABIT%201\">"))
        // The counts still describe every habit.
        #expect(many.contains("<p class=\"footnote\">\(Self.doneOfDue(try web.tracker.views.todayView().all)) done"))
        // A search beyond a screen links its own next screen.
        let wide = web.get("/?q=habit").text
        #expect(Self.moreLink(wide) == "/?q=habit&from=60")
        #expect(Self.rowIDs(web.get("/?q=habit&from=60").text) == all[60..<120].map(\.habit.id.uuidString))
    }

    @Test(
        "A malformed from or part is a 400 naming it; a from beyond the rows opens the last screen",
        arguments: [
            ("/?from=abc", 400), ("/?from=-3", 400), ("/?from=1.5", 400), ("/?from=", 400),
            ("/?from=99999999999999999999", 400), ("/?part=all", 400), ("/?from=60&part=page", 400),
            ("/?from=130", 200), ("/?from=5000", 200), ("/?from=5000&part=rows", 200),
        ])
    func malformed(target: String, status: Int) throws {
        let (web, all) = try Self.harness()
        let response = web.get(target)
        #expect(response.status == status)
        if status == 200 {
            #expect(Self.rowIDs(response.text) == all[120...].map(\.habit.id.uuidString))
        } else {
            #expect(response.text.contains("from") || response.text.contains("part"))
        }
    }

    @Test("Every screen's wording in French")
    func french() throws {
        let (web, _) = try Self.harness(language: .french)
        let page = web.get("/").text
        #expect(page.contains(">Afficher les 60 suivantes sur 70 habitudes</a>"))
        #expect(page.contains("Trouver une habitude"))
        #expect(web.get("/?from=60").text.contains("<p>Habitudes 61 à 120 sur 130</p>"))
        #expect(web.get("/?from=60").text.contains(">Afficher les 10 dernières habitudes</a>"))
        #expect(web.get("/?from=120&part=rows").text.contains("data-announce=\"10 habitudes de plus affichées\""))
    }

    @Test("A screen from the page cache is the page a fresh render makes, and each screen is kept apart")
    func cachedScreens() throws {
        let (web, _) = try Self.harness()
        web.get("/")
        for target in ["/?from=60", "/?from=60&part=rows", "/?q=habit&from=60"] {
            let first = web.get(target)
            let computed = web.app.todayCache.computations
            let second = web.get(target)
            #expect(web.app.todayCache.computations == computed, "\(target) from the cache")
            #expect(second.body == first.body)
            let (path, query) = RequestTarget.split(target)
            let request = HTTPRequest(
                method: "GET", path: path, query: query,
                headers: HTTPHeaders([
                    ("Host", web.host),
                    ("Cookie", "\(RequestContext.csrfCookie)=\(web.cookies[RequestContext.csrfCookie] ?? "")"),
                ]), body: [])
            let fresh = try web.app.withSession { session in
                let context = RequestContext(request: request, settings: try session.tracker.settings())
                let today = TodayController(session: session)
                return try today.renderTodayPage(
                    context, app: try today.dayPageContext(context), window: try TodayWindow(request: request)
                ).body
            }
            #expect(fresh == first.body, "\(target)")
        }
        #expect(web.get("/").body != web.get("/?from=60").body)
    }

    @Test("The row cache keeps the rows of every screen: going back to a screen renders none of its rows again")
    func rowCacheKeepsScreens() throws {
        let (web, all) = try Self.harness()
        let cache = TodayRowCache()
        var rendered = 0
        func rows(_ range: Range<Int>) -> Int {
            cache.rows(of: Array(all[range]), among: all.count, language: .english, twins: [:]) { summary in
                rendered += 1
                return "<li>\(summary.habit.name)</li>"
            }.rows.count
        }
        #expect(rows(0..<60) == 60)
        #expect(rows(60..<120) == 60)
        #expect(rows(120..<130) == 10)
        #expect(rendered == 130)
        #expect(rows(0..<60) == 60)
        #expect(rows(60..<120) == 60)
        #expect(rendered == 130)
        // A check-in renders its row again, and that one only.
        try web.tracker.checkIns.toggle(all[70].habit, on: try web.tracker.today())
        let after = try web.tracker.views.todayView().all
        #expect(
            cache.rows(of: Array(after[60..<120]), among: after.count, language: .english, twins: [:]) { summary in
                rendered += 1
                return "<li>\(summary.habit.name)</li>"
            }.rows.count == 60)
        #expect(rendered == 131)
    }

    @Test("Sixty habits or fewer open whole, with no link and no search")
    func smallList() throws {
        let web = try WebHarness()
        for index in 0..<Self.perScreen { try web.habit("Habit \(index + 1)") }
        let page = web.get("/").text
        #expect(Self.rowIDs(page).count == Self.perScreen)
        #expect(Self.moreLink(page) == nil)
        #expect(!page.contains("today-find"))
    }
}
