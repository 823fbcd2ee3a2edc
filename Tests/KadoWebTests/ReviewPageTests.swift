import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The Year page and `GET /api/review`: linked from the Overview, names escaped (in the page and
/// in its inline heatmaps), a table behind each picture, the years around, 404 for a year
/// without history.
@Suite("Year in review: the page and the API")
struct ReviewPageTests {
    static let oddName = "<b>Run</b> & \"co\""

    /// Today is 10 April 2026: the odd name done on the 60 days before today, and in the last
    /// days of 2025; Read every other day since 1 January.
    static func web() throws -> WebHarness {
        let web = try WebHarness()
        let today = try web.tracker.today()
        let first = try web.habit(oddName)
        let second = try web.habit("Read")
        for offset in 1...60 { try web.tracker.checkIns.complete(first, on: today.adding(days: -offset)) }
        for text in ["2025-12-29", "2025-12-30", "2025-12-31"] {
            try web.tracker.checkIns.complete(first, on: day(text))
        }
        var date = day("2026-01-01")
        while date < today {
            try web.tracker.checkIns.complete(second, on: date)
            date = date.adding(days: 2)
        }
        return web
    }

    @Test("the Overview links to the page, which escapes names and puts a table behind each heatmap")
    func page() throws {
        let web = try Self.web()
        #expect(web.get("/overview").text.contains("href=\"/review\""))
        let response = web.get("/review")
        #expect(response.status == 200)
        let html = response.text
        #expect(html.contains("2026 in review"))
        #expect(html.contains("&lt;b&gt;Run&lt;/b&gt; &amp; &quot;co&quot;"))
        #expect(!html.contains("<b>Run</b>"))
        #expect(html.components(separatedBy: "<svg class=\"review-heatmap\"").count == 3)
        #expect(html.contains("aria-hidden=\"true\" focusable=\"false\""))
        #expect(html.components(separatedBy: "<table class=\"review-table\">").count == 3)
        #expect(html.contains("<th scope=\"row\">January</th>"))
        // The year before has history: a link to it, none to the year after.
        #expect(html.contains("href=\"/review/2025\""))
        #expect(!html.contains("href=\"/review/2027\""))
        #expect(html.contains("Most consistent"))
        let past = web.get("/review/2025")
        #expect(past.status == 200)
        #expect(past.text.contains("2025 in review"))
        #expect(past.text.contains("href=\"/review/2026\""))
    }

    @Test(
        "a year without history, to come, or not a year is 404",
        arguments: ["/review/2019", "/review/2027", "/review/20x5"])
    func notFound(_ path: String) throws {
        let web = try Self.web()
        #expect(web.get(path).status == 404)
    }

    @Test("the API gives the document, and 404 as JSON for a year without history")
    func api() throws {
        let web = try Self.web()
        let response = web.get("/api/review?year=2025")
        #expect(response.status == 200)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
        #expect(json["year"] as? Int == 2025)
        #expect(json["nextYear"] as? Int == 2026)
        let habits = try #require(json["habits"] as? [[String: Any]])
        #expect(habits.map { $0["name"] as? String } == [Self.oddName])
        #expect(habits.first?["bestStreak"] as? Int == 3)
        let current = try #require(
            try JSONSerialization.jsonObject(with: Data(web.get("/api/review").text.utf8)) as? [String: Any])
        #expect(current["soFar"] as? Bool == true)
        let missing = web.get("/api/review?year=2019")
        #expect(missing.status == 404)
        #expect(missing.text.hasPrefix("{"))
    }
}
