import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The Insights page and `GET /api/insights`: linked from the Overview, names escaped, every
/// section there, the span picker, the days refused.
@Suite("Insights: the page and the API")
struct InsightsPageTests {
    /// 120 days of two habits done on the same days (one named to test escaping), and one done on
    /// every other day.
    static func web() throws -> WebHarness {
        let web = try WebHarness()
        let today = try web.tracker.today()
        let first = try web.habit("<b>Run</b> & \"co\"")
        let second = try web.habit("Stretch")
        let third = try web.habit("Read")
        for offset in 1...120 {
            let day = today.adding(days: -offset)
            if offset % 3 != 0 {
                try web.tracker.checkIns.complete(first, on: day)
                try web.tracker.checkIns.complete(second, on: day)
            }
            if offset % 2 == 0 { try web.tracker.checkIns.complete(third, on: day) }
        }
        return web
    }

    @Test("the Overview links to the page, which shows every section with names escaped")
    func page() throws {
        let web = try Self.web()
        #expect(web.get("/overview").text.contains("href=\"/insights\""))
        let response = web.get("/insights")
        #expect(response.status == 200)
        let html = response.text
        for id in ["associations", "weekdays", "hours", "trends"] { #expect(html.contains("id=\"\(id)\"")) }
        #expect(html.contains("&lt;b&gt;Run&lt;/b&gt; &amp; &quot;co&quot;"))
        #expect(!html.contains("<b>Run</b>"))
        // The planted pair: done on the same days, found on the same day.
        #expect(html.contains("On days you did"))
        #expect(html.contains("association"))
        #expect(html.contains("<option value=\"365\" selected>"))
        #expect(web.get("/insights?days=91").text.contains("<option value=\"91\" selected>"))
    }

    @Test("the API gives the numbers behind the page", arguments: ["", "?days=120"])
    func api(query: String) throws {
        let web = try Self.web()
        let response = web.get("/api/insights" + query)
        #expect(response.status == 200)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
        let associations = try #require(json["associations"] as? [String: Any])
        #expect(associations["falseDiscoveryRate"] as? Double == 0.05)
        #expect(associations["minimumDays"] as? Int == 28)
        let findings = try #require(associations["findings"] as? [[String: Any]])
        #expect(!findings.isEmpty)
        let names = Set(
            findings.flatMap { finding in
                ["condition", "outcome"].compactMap { (finding[$0] as? [String: Any])?["name"] as? String }
            })
        #expect(names == ["<b>Run</b> & \"co\"", "Stretch"])
        #expect((json["habits"] as? [[String: Any]])?.count == 3)
    }

    @Test("days outside 28 to 1,095, or not a number, are refused", arguments: ["5", "1096", "abc", "-1"])
    func refused(days: String) throws {
        let web = try Self.web()
        #expect(web.get("/api/insights?days=\(days)").status == 422)
        #expect(web.get("/insights?days=\(days)").status == 422)
    }
}
