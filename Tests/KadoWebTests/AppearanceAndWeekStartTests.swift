import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// Settings' appearance (System, Light, Dark) is applied by the server (a class on `<html>` and
/// the `theme-color` of the browser's bar), so it works without the script; the week start
/// follows the browser's region (`Accept-Language`) until the person chooses one.
@Suite("Appearance and the week start")
struct AppearanceAndWeekStartTests {
    @Test(
        "each appearance is saved through the application layer and drawn by the server",
        arguments: [
            (Appearance.system, "<html lang=\"en\">", "media=\"(prefers-color-scheme: dark)\""),
            (.light, "<html lang=\"en\" class=\"light\">", "<meta name=\"theme-color\" content=\"#f7f3ea\">"),
            (.dark, "<html lang=\"en\" class=\"dark\">", "<meta name=\"theme-color\" content=\"#141311\">"),
        ])
    func appearance(_ appearance: Appearance, html: String, meta: String) throws {
        let web = try WebHarness()
        let saved = web.post("/settings", [("appearance", appearance.rawValue)])
        #expect(saved.status == 303)
        #expect(try web.tracker.settings().appearance == appearance)
        for path in ["/", "/overview", "/settings", "/habits/new"] {
            let page = web.get(path).text
            #expect(page.contains(html), "\(path)")
            #expect(page.contains(meta), "\(path)")
        }
        let settings = web.get("/settings").text
        #expect(settings.contains("<option value=\"\(appearance.rawValue)\" selected>"))
    }

    @Test("an appearance that is none is refused, and nothing is saved")
    func refused() throws {
        let web = try WebHarness()
        let refused = web.post("/settings", [("appearance", "sepia"), ("dayStart", "4")])
        #expect(refused.status == 422)
        #expect(refused.text.contains("“sepia” is not an appearance"))
        #expect(try web.tracker.settings().dayStart == 0)
    }

    @Test(
        "until chosen, the week starts as the browser's region says",
        arguments: [
            ("en-GB,en;q=0.9", Weekday.monday), ("en-US,en;q=0.9", .sunday), ("fr-FR", .monday), ("fr-CA", .sunday),
            ("de", .monday), ("en", .sunday), ("pt-BR", .sunday), ("ar-EG", .saturday), ("*;q=0.5, en-GB", .monday),
            ("en-US;q=0.4, en-GB;q=0.8", .monday),
        ])
    func localeWeekStart(header: String, expected: Weekday) throws {
        #expect(LocaleWeekStart.weekStart(acceptLanguage: [header]) == expected)
        let web = try WebHarness()
        // The page in English whatever the header, which here only says the region.
        try web.tracker.preferences.setLanguage(.english)
        let page = web.get("/settings", headers: [("Accept-Language", header)]).text
        let name = expected.name.prefix(1).uppercased() + expected.name.dropFirst()
        #expect(page.contains("<option value=\"auto\" selected>Automatic (\(name))</option>"))
    }

    @Test("a chosen week start wins over the browser's region; Automatic follows it again")
    func chosenWeekStart() throws {
        let web = try WebHarness()
        let british = [("Accept-Language", "en-GB")]
        #expect(web.post("/settings", [("weekStart", "wednesday")]).status == 303)
        #expect(try web.tracker.settings().isWeekStartChosen)
        var page = web.get("/settings", headers: british).text
        #expect(page.contains("<option value=\"wednesday\" selected>Wednesday</option>"))
        #expect(web.post("/settings", [("weekStart", "auto")]).status == 303)
        #expect(try !web.tracker.settings().isWeekStartChosen)
        page = web.get("/settings", headers: british).text
        #expect(page.contains("<option value=\"auto\" selected>Automatic (Monday)</option>"))
    }

    @Test("the detail's calendar starts its weeks on the browser's region's first day")
    func calendarFollowsTheRegion() throws {
        let web = try WebHarness()
        let habit = try web.habit("Read")
        let british = web.get("/habits/\(habit.id.uuidString)", headers: [("Accept-Language", "en-GB")]).text
        let american = web.get("/habits/\(habit.id.uuidString)", headers: [("Accept-Language", "en-US")]).text
        let firstHeader = { (page: String) -> String in
            let head = page.components(separatedBy: "<thead>").dropFirst().first ?? ""
            return String(head.components(separatedBy: "</th>").first ?? "")
        }
        #expect(firstHeader(british).contains("Mon") || firstHeader(british).contains("M"))
        #expect(firstHeader(british) != firstHeader(american))
    }
}
