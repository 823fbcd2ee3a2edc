import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

@Suite("Settings screen: preferences and export")
struct SettingsPageTests {
    @Test("The screen says where the data lives, how reminders ring, and shows the settings")
    func sections() throws {
        let web = try WebHarness()
        let page = web.get("/settings")
        #expect(page.status == 200)
        let text = page.text
        #expect(text.contains("Local only"))
        #expect(text.contains(HTML.escape(web.databasePath)))
        #expect(text.contains("id=\"reminders-card\""))
        #expect(text.contains("action=\"/settings/reminders/test#settings-notifications\""))
        #expect(!text.contains("sends no notifications"))
        #expect(text.contains("href=\"/settings/export.json\""))
        #expect(text.contains("href=\"/settings/export.csv\""))
        #expect(text.contains("Not exported yet"))
        #expect(text.contains("enctype=\"multipart/form-data\""))
        #expect(text.contains("<option value=\"0\" selected>00:00</option>"))
        // Until chosen, the week starts as the browser's region says (here none: the defaults').
        #expect(text.contains("<option value=\"auto\" selected>Automatic (Monday)</option>"))
        #expect(text.contains("<option value=\"monday\">Monday</option>"))
        // Until chosen, the language is the browser's; each language is named in itself.
        #expect(text.contains("<option value=\"auto\" selected>Automatic (browser)</option>"))
        #expect(text.contains("<option value=\"en\" lang=\"en\">English</option>"))
        #expect(text.contains("<option value=\"fr\" lang=\"fr\">Français</option>"))
        #expect(text.contains("<option value=\"de\" lang=\"de\">Deutsch</option>"))
        #expect(text.contains("<option value=\"es\" lang=\"es\">Español</option>"))
        #expect(!text.contains("en-XA"))
        #expect(text.contains(AppVersion.current))
        #expect(text.contains(">MIT licence</a>"))
        // A loopback server has no token, so there is nothing to sign out of.
        #expect(!text.contains("action=\"/logout\""))
        #expect(text.contains("aria-current=\"page\"><svg"))
    }

    @Test("Saving the form sets day start, week start and language, then shows the screen in the new language")
    func saves() throws {
        let web = try WebHarness()
        let response = web.post("/settings", [("dayStart", "4"), ("weekStart", "sunday"), ("language", "fr")])
        #expect(response.status == 303)
        #expect(response.header("Location") == "/settings?notice=settingsSaved")
        let settings = try web.tracker.settings()
        #expect(settings.dayStart == 4)
        #expect(settings.weekStart == .sunday)
        #expect(settings.language == .french)
        let page = web.follow(response).text
        #expect(page.contains("<html lang=\"fr\">"))
        #expect(page.contains("Réglages enregistrés."))
        #expect(page.contains("<option value=\"4\" selected>04:00</option>"))
        #expect(page.contains("<option value=\"sunday\" selected>Dimanche</option>"))
        #expect(page.contains("Local uniquement"))
    }

    @Test("Each setting can be saved on its own; the others stay")
    func savesOne() throws {
        let web = try WebHarness()
        try web.tracker.preferences.setLanguage(.french)
        #expect(web.post("/settings", [("dayStart", "23")]).status == 303)
        var expected = Settings(dayStart: 23, weekStart: .monday, language: .french)
        expected.languageSetting = .fixed(.french)
        #expect(try web.tracker.settings() == expected)
        #expect(web.post("/settings", [("weekStart", "Sat")]).status == 303)
        #expect(try web.tracker.settings().weekStart == .saturday)
    }

    @Test(
        "A bad value is refused with 422 next to its field, and nothing is written",
        arguments: [
            ("dayStart", "24", "“24” is not an hour from 0 to 23."),
            ("dayStart", "-1", "“-1” is not an hour from 0 to 23."),
            ("dayStart", "four", "“four” is not an hour from 0 to 23."),
            ("weekStart", "someday", "“someday” is not a day of the week."),
            ("language", "it", "“it” is not a language Kadō speaks."),
            ("language", "en-XA", "“en-XA” is not a language Kadō speaks."),
            ("language", "", "“” is not a language Kadō speaks."),
        ])
    func refuses(field: String, value: String, message: String) throws {
        let web = try WebHarness()
        var fields = [("dayStart", "5"), ("weekStart", "sunday"), ("language", "fr")]
        fields.removeAll { $0.0 == field }
        fields.append((field, value))
        let response = web.post("/settings", fields)
        #expect(response.status == 422)
        #expect(response.text.contains("role=\"alert\">\(HTML.escape(message))</p>"))
        #expect(response.text.contains("aria-invalid=\"true\""))
        // The valid fields were not written either.
        #expect(try web.tracker.settings() == Settings())
    }

    @Test("The JSON export downloads a dated file that decodes back to the database's contents")
    func exportJSON() throws {
        let web = try WebHarness()
        try populate(web)
        let response = web.get("/settings/export.json")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json; charset=utf-8")
        #expect(response.header("Content-Disposition") == "attachment; filename=\"kado-2026-04-10.json\"")
        #expect(response.header("Cache-Control") == "no-store")
        let decoded = try KadoJSONBackup.decode(Data(response.content), timeZone: .gmt)
        let contents = try web.tracker.backups.backupContents()
        // The file lists habits in creation order (a tie here), the database in the person's order.
        #expect(decoded.habits.sorted { $0.sortOrder < $1.sortOrder } == contents.habits)
        #expect(Set(decoded.completions) == Set(contents.completions))
        #expect(decoded.skips == contents.skips)
        #expect(decoded.settings == contents.settings)
        #expect(response.text.contains("\"appVersion\" : \"\(AppVersion.current)\""))
        // The export is remembered and shown, in the settings' time zone.
        #expect(try web.tracker.backups.lastExport() == instant("2026-04-10T19:30:00Z"))
        #expect(web.get("/settings").text.contains("Last export: 10 Apr 2026 at 19:30"))
    }

    @Test("The CSV export decodes back to the same habits and records")
    func exportCSV() throws {
        let web = try WebHarness()
        try populate(web)
        let response = web.get("/settings/export.csv")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/csv; charset=utf-8")
        #expect(response.header("Content-Disposition") == "attachment; filename=\"kado-2026-04-10.csv\"")
        #expect(response.text.hasPrefix("format_version,"))
        let decoded = try KadoCSVBackup.decode(Data(response.content), timeZone: .gmt)
        let contents = try web.tracker.backups.backupContents()
        // CSV keeps neither the order of habits nor units: ids, names and types come back.
        #expect(Set(decoded.habits.map(\.id)) == Set(contents.habits.map(\.id)))
        #expect(Set(decoded.habits.map(\.name)) == Set(contents.habits.map(\.name)))
        #expect(Set(decoded.habits.map(\.type)) == Set(contents.habits.map(\.type)))
        #expect(Set(decoded.completions) == Set(contents.completions))
        #expect(try web.tracker.backups.lastExport() != nil)
    }

    @Test("A HEAD request for an export is not recorded as an export")
    func headIsNotAnExport() throws {
        let web = try WebHarness()
        let response = web.send("HEAD", "/settings/export.json")
        #expect(response.status == 200)
        #expect(response.body.isEmpty)
        #expect(try web.tracker.backups.lastExport() == nil)
    }

    @Test("The last export is shown in the tracker's time zone, in the person's language")
    func lastExportInZone() throws {
        let web = try WebHarness(now: "2026-04-10T19:30:00Z", timeZone: "Europe/Paris")
        web.get("/settings/export.csv")
        #expect(web.get("/settings").text.contains("Last export: 10 Apr 2026 at 21:30"))
        try web.tracker.preferences.setLanguage(.french)
        #expect(web.get("/settings").text.contains("Dernier export\u{00A0}: 10 avr. 2026 à 21:30"))
    }

    @Test("The export is named after the logical day, which follows the day start")
    func exportDay() throws {
        let web = try WebHarness(now: "2026-04-11T02:00:00Z")
        try web.tracker.preferences.setDayStart(4)
        let response = web.get("/settings/export.json")
        #expect(response.header("Content-Disposition") == "attachment; filename=\"kado-2026-04-10.json\"")
    }

    @Test("Settings answers GET and POST only")
    func methods() throws {
        let web = try WebHarness()
        let response = web.send("PUT", "/settings")
        #expect(response.status == 405 || response.status == 403)
        let export = web.post("/settings/export.json", [])
        #expect(export.status == 405)
        #expect(export.header("Allow")?.contains("GET") == true)
    }

    private func populate(_ web: WebHarness) throws {
        let meditate = try web.habit("Meditate")
        let water = try web.habit("Water", .counter(target: 8), color: .teal, unit: "glasses")
        let read = try web.habit("Read", .timer(targetSeconds: 1200), frequency: .daysPerWeek(3))
        let today = try web.tracker.today()
        try web.tracker.checkIns.complete(meditate, on: today)
        try web.tracker.checkIns.complete(meditate, on: today.adding(days: -2))
        try web.tracker.checkIns.log(water, value: 5, on: today)
        try web.tracker.checkIns.log(read, value: 25, on: today.adding(days: -1))
        try web.tracker.checkIns.note(meditate, text: "Calm, \"quiet\"\nmorning", on: today)
        try web.tracker.checkIns.skip(read, days: DayRange(day: today.adding(days: -3)), note: "Travel")
    }
}
