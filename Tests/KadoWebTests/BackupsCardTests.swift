import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The Settings page's automatic backups card: the last backup, *Back up now*, the folder and
/// retention form (CSRF, checked whole, nothing saved on a bad field), and the last failure.
@Suite("Backups card")
struct BackupsCardTests {
    /// The backups card of the Settings page, alone.
    static func card(_ page: HTTPResponse) -> String {
        let text = page.text
        guard let start = text.range(of: "id=\"backups-card\""),
            let end = text.range(of: "</section>", range: start.upperBound..<text.endIndex)
        else { return "" }
        return String(text[start.lowerBound..<end.lowerBound])
    }

    /// A harness whose tracker backs up into a folder of its own, removed with `folder`.
    static func harness(_ folder: TemporaryFolder) throws -> WebHarness {
        let web = try WebHarness()
        web.tracker.autoBackup = AutoBackupConfiguration(defaultFolder: folder.path("backups"))
        return web
    }

    @Test("shows the last automatic backup with its day, size and file, in English and French")
    func lastBackup() throws {
        let folder = try TemporaryFolder(prefix: "kado-web-backups")
        let web = try Self.harness(folder)
        #expect(Self.card(web.get("/settings")).contains("No backup yet"))
        _ = try web.tracker.habits.createHabit(HabitDraft(name: "Read"))
        let size = try #require(
            try FileManager.default.attributesOfItem(atPath: folder.path("backups/kado-auto-2026-04-10.json"))[.size]
                as? Int)
        let english = Self.card(web.get("/settings"))
        let day = Localizer(language: .english).shortDate(KadoTestSupport.day("2026-04-10"))
        #expect(english.contains(HTML.escape("Last backup: \(day), ")))
        #expect(english.contains(BackupsCardView.fileSize(size, t: Localizer(language: .english))))
        #expect(english.contains("(kado-auto-2026-04-10.json)"))
        #expect(english.contains(HTML.escape(folder.path("backups"))))
        try web.tracker.preferences.setLanguage(.french)
        let page = web.get("/settings")
        #expect(page.text.contains(">Sauvegardes automatiques</h2>"))
        let french = Self.card(page)
        #expect(french.contains("Sauvegarder maintenant"))
        #expect(french.contains("Dernière sauvegarde"))
    }

    @Test("Back up now writes today's backup and says so")
    func backUpNow() throws {
        let folder = try TemporaryFolder(prefix: "kado-web-backups")
        let web = try Self.harness(folder)
        let answer = web.post("/settings/backups/now", [])
        #expect(answer.status == 303)
        #expect(FileManager.default.fileExists(atPath: folder.path("backups/kado-auto-2026-04-10.json")))
        #expect(web.follow(answer).text.contains("Backed up."))
        #expect(web.post("/settings/backups/now", [], includesToken: false).status == 403)
    }

    @Test(
        "a bad field is its error, and nothing is saved",
        arguments: [
            ([("folder", "relative/path"), ("daily", "7"), ("weekly", "4"), ("monthly", "12")], "folder"),
            ([("folder", ""), ("daily", "0"), ("weekly", "4"), ("monthly", "12")], "daily"),
            ([("folder", ""), ("daily", "7"), ("weekly", "x"), ("monthly", "12")], "weekly"),
            ([("folder", ""), ("daily", "7"), ("weekly", "4"), ("monthly", "999")], "monthly"),
        ])
    func refusals(fields: [(String, String)], field: String) throws {
        let folder = try TemporaryFolder(prefix: "kado-web-backups")
        let web = try Self.harness(folder)
        let refused = web.post("/settings/backups", fields + [("enabled", "on")])
        #expect(refused.status == 422)
        let card = Self.card(refused)
        #expect(card.contains("id=\"backup-\(field)-error\" role=\"alert\""), "\(card)")
        #expect(refused.text.contains("Nothing was saved."))
        let settings = try web.tracker.backups.autoBackupSettings()
        #expect(settings.chosenFolder == nil)
        #expect(settings.retention == .standard)
        #expect(!FileManager.default.fileExists(atPath: folder.path("backups")))
    }

    @Test("the form saves the folder, the retention and on or off, and needs its CSRF token")
    func saves() throws {
        let folder = try TemporaryFolder(prefix: "kado-web-backups")
        let web = try Self.harness(folder)
        let fields = [("folder", folder.path("mine")), ("daily", "3"), ("weekly", "2"), ("monthly", "1")]
        #expect(web.post("/settings/backups", fields, includesToken: false).status == 403)
        #expect(try web.tracker.backups.autoBackupSettings().chosenFolder == nil)
        let saved = web.post("/settings/backups", fields)
        #expect(saved.status == 303)
        let settings = try web.tracker.backups.autoBackupSettings()
        #expect(!settings.isEnabled)
        #expect(settings.folder == folder.path("mine"))
        #expect(settings.retention == AutoBackupRetention(daily: 3, weekly: 2, monthly: 1))
        #expect(Self.card(web.follow(saved)).contains("Automatic backups are off."))
    }

    @Test("the last failure is shown on the card")
    func failure() throws {
        let folder = try TemporaryFolder(prefix: "kado-web-backups")
        let web = try Self.harness(folder)
        try Data("a file".utf8).write(to: URL(fileURLWithPath: folder.path("blocked")))
        try web.tracker.backups.setAutoBackupFolder(folder.path("blocked"))
        let card = Self.card(web.get("/settings"))
        #expect(card.contains("id=\"backups-failure\""), "\(card)")
        let day = Localizer(language: .english).shortDate(KadoTestSupport.day("2026-04-10"))
        #expect(card.contains(HTML.escape("The backup of \(day) failed")), "\(card)")
    }
}
