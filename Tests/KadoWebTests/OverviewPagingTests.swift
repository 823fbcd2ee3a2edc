import Foundation
import KadoApp
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The Overview opens on the recent days of its first habits and reaches the rest through links
/// (which the script follows in place): a page stays small however many habits and years there
/// are (issue 35: under 200 KB of HTML at 1,000 habits).
@Suite("Overview pages: earlier days and further habits")
struct OverviewPagingTests {
    /// The habits' rows of `page`, by name, each with its cells' classes.
    static func rows(of page: String) -> [(name: String, cells: [String])] {
        page.components(separatedBy: "<ol class=\"ov-cells\" role=\"list\" aria-label=\"").dropFirst().map { part in
            let name = String(part.prefix { $0 != "\"" })
            let list = part.components(separatedBy: "</ol>").first ?? ""
            let cells = list.components(separatedBy: "<li class=\"").dropFirst().map {
                String($0.prefix { $0 != "\"" })
            }
            return (name, cells)
        }
    }

    /// The `href` of the link marked `data-ov="kind"`.
    static func link(_ kind: String, in page: String) -> String? {
        guard let start = page.range(of: "data-ov=\"\(kind)\" href=\"") else { return nil }
        return String(page[start.upperBound...].prefix { $0 != "\"" }).replacingOccurrences(of: "&amp;", with: "&")
    }

    @Test("At 1,000 habits the page holds the first 50 rows of 35 days in under 200 KB, and links the next ones")
    func thousandHabits() throws {
        let web = try WebHarness()
        let today = try web.tracker.today()
        let matrix = HabitMatrix(habits: 1_000, years: 1, today: today)
        let store = try HabitStore(path: web.databasePath, now: { Date() })
        let recent = matrix.completions.filter { $0.day > today.adding(days: -40) }
        try store.write { writer in
            for habit in matrix.habits { try writer.insert(habit) }
            try writer.insert(contentsOf: recent)
        }
        let active = try web.tracker.habits.all()
        #expect(active.count > 900)

        let first = web.get("/overview")
        #expect(first.status == 200)
        #expect(first.body.count < 200_000)
        let rows = Self.rows(of: first.text)
        #expect(rows.count == 50)
        #expect(rows.map(\.name) == active.prefix(50).map(\.name))
        #expect(rows.allSatisfy { $0.cells.count == 35 })
        #expect(first.text.contains("Habits 1–50 of \(active.count)"))
        #expect(Self.link("more", in: first.text) == "/overview?from=50")
        // The archived habits follow the last row: not on this page.
        #expect(!first.text.contains("<section class=\"archived\""))

        let second = web.get("/overview?from=50")
        #expect(Self.rows(of: second.text).map(\.name) == active[50..<100].map(\.name))
        #expect(second.text.contains("href=\"/overview\">Previous habits</a>"))

        let lastStart = (active.count - 1) / 50 * 50
        let last = web.get("/overview?from=\(lastStart)")
        #expect(Self.rows(of: last.text).count == active.count - lastStart)
        #expect(Self.link("more", in: last.text) == nil)
        #expect(last.text.contains("<section class=\"archived\""))
    }

    @Test("Earlier days come as a range that leaves no day out, and agree with a longer span")
    func earlierDays() throws {
        let web = try WebHarness()  // Friday 10 April 2026
        let read = try web.habit("Read")
        let gym = try web.habit("Gym", frequency: .specificDays([.monday, .wednesday, .friday]))
        let today = try web.tracker.today()
        for back in stride(from: 0, through: 120, by: 3) {
            try web.tracker.checkIns.complete(read, on: today.adding(days: -back))
            try web.tracker.checkIns.complete(gym, on: today.adding(days: -back))
        }
        let first = web.get("/overview").text
        // From the responsive page, the earlier range ends before the 14 days a phone shows.
        let earlierPath = try #require(Self.link("earlier", in: first))
        #expect(earlierPath == "/overview?days=35&end=\(today.adding(days: -14))")
        #expect(first.contains("data-first=\"\(today.adding(days: -34))\" data-last=\"\(today)\""))
        #expect(!first.contains("Later days"))

        let earlier = web.get(earlierPath)
        #expect(earlier.status == 200)
        #expect(earlier.text.contains("<section class=\"overview scrolls\""))
        #expect(earlier.text.contains("aria-label=\"From 21 Feb 2026 to 27 Mar 2026\""))
        #expect(earlier.text.contains("Later days"))
        // The days of the earlier range are the same cells as in a longer span ending today.
        let long = Self.rows(of: web.get("/overview?days=91").text)
        for (row, longRow) in zip(Self.rows(of: earlier.text), long) {
            #expect(row.name == longRow.name)
            #expect(row.cells.count == 35)
            #expect(row.cells == Array(longRow.cells.dropLast(14).suffix(35)))
        }
        // And the next earlier range ends the day before its first.
        let further = try #require(Self.link("earlier", in: earlier.text))
        #expect(further == "/overview?days=35&end=\(today.adding(days: -49))")
        // Today is marked only where it is shown.
        #expect(Self.rows(of: earlier.text).allSatisfy { row in row.cells.allSatisfy { !$0.contains("today") } })
        #expect(!earlier.text.contains("<span class=\"ov-day today\""))
    }

    @Test("Queries out of range fall back to what exists")
    func outOfRange() throws {
        let web = try WebHarness()
        try web.habit("Read")
        let beyond = web.get("/overview?from=500")
        #expect(beyond.status == 200)
        #expect(Self.rows(of: beyond.text).isEmpty)
        #expect(beyond.text.contains("href=\"/overview\">Previous habits</a>"))
        // A day after today ends the range today.
        let future = web.get("/overview?end=2030-01-01")
        #expect(future.status == 200)
        #expect(Self.rows(of: future.text).first?.cells.last == "v0 today")
        #expect(web.get("/overview?end=junk").status == 200)
    }

    @Test("An Overview seen again is kept until something changes, each page apart; one listing the trash is not")
    func kept() throws {
        let web = try WebHarness(syncSchedule: SyncSchedule(interval: .seconds(3600)), scheduledSync: { _ in })
        web.cookies[RequestContext.csrfCookie] = String(repeating: "0123456789abcdef", count: 3)
        let read = try web.habit("Read")
        let first = web.get("/overview")
        let computed = web.app.todayCache.computations
        #expect(web.get("/overview").body == first.body)
        #expect(web.app.todayCache.computations == computed)
        let earlier = web.get("/overview?days=35&end=2026-03-01")
        #expect(earlier.body != first.body)
        #expect(web.app.todayCache.computations == computed + 1)
        _ = try web.tracker.checkIns.toggle(read, on: try web.tracker.today())
        let after = web.get("/overview")
        #expect(after.body != first.body)
        #expect(web.app.todayCache.computations == computed + 2)
        // A habit in the trash leaves it at an instant of the day: that page is never kept.
        try web.tracker.habits.delete(try web.habit("Gone"))
        let withTrash = web.get("/overview").text
        #expect(withTrash.contains("id=\"trash\""))
        let computedNow = web.app.todayCache.computations
        _ = web.get("/overview")
        #expect(web.app.todayCache.computations == computedNow + 1)
    }
}
