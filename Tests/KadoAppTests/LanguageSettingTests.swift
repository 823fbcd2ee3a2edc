import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

/// The language setting (issue 39): `auto` by default, speaking what the front end was told (the
/// defaults' language), a fixed language winning; stored, exported and imported as its code.
@Suite("The language setting: auto by default, a fixed language wins, kept through a backup")
struct LanguageSettingTests {
    @Test(
        "a code reads as its choice, in any case; any other text, the pseudo-language's included, as none",
        arguments: [
            ("auto", LanguageSetting.automatic), ("AUTO", .automatic), ("en", .fixed(.english)),
            ("FR", .fixed(.french)),
            ("de", .fixed(.german)), ("es", .fixed(.spanish)),
        ])
    func codes(code: String, setting: LanguageSetting) {
        #expect(LanguageSetting(code: code) == setting)
        #expect(LanguageSetting(code: setting.code) == setting)
    }

    @Test("unknown codes are no choice", arguments: ["", "it", "en-XA", "en_XA", "english", "de-DE", " fr"])
    func unknown(code: String) {
        #expect(LanguageSetting(code: code) == nil)
    }

    @Test("the choices are auto then the languages people choose from")
    func choices() {
        #expect(LanguageSetting.codes == ["auto", "en", "fr", "de", "es"])
    }

    /// A tracker over a new database whose front end speaks `automatic` when the setting is `auto`.
    private static func tracker(speaking automatic: Language, in folder: TemporaryFolder) throws -> Tracker {
        try TrackerBuilder().defaults(Settings(language: automatic)).open(in: folder)
    }

    @Test(
        "a database that never chose speaks the front end's language; a fixed one wins; auto returns to it",
        arguments: [Language.english, .french, .german, .spanish])
    func resolution(automatic: Language) throws {
        let folder = try TemporaryFolder(prefix: "kado-language")
        let tracker = try Self.tracker(speaking: automatic, in: folder)
        #expect(try tracker.settings().languageSetting == .automatic)
        #expect(try tracker.settings().language == automatic)
        // Nothing was written for it: the setting is not stored until chosen.
        #expect(try HabitStore(path: tracker.databasePath, now: { Date() }).settings()["language"] == nil)
        let fixed: Language = automatic == .spanish ? .german : .spanish
        try tracker.preferences.setLanguage(fixed)
        #expect(try tracker.settings().languageSetting == .fixed(fixed))
        #expect(try tracker.settings().language == fixed)
        #expect(Tracker.storedLanguage(databasePath: tracker.databasePath) == fixed)
        try tracker.preferences.setLanguage(.automatic)
        #expect(try tracker.settings().languageSetting == .automatic)
        #expect(try tracker.settings().language == automatic)
        #expect(Tracker.storedLanguage(databasePath: tracker.databasePath) == nil)
    }

    @Test("a stored code this version does not know reads as auto")
    func laterLanguage() throws {
        let folder = try TemporaryFolder(prefix: "kado-language")
        let tracker = try Self.tracker(speaking: .german, in: folder)
        try HabitStore(path: tracker.databasePath, now: { Date() }).write { try $0.setSetting("language", to: "it") }
        #expect(try tracker.settings().languageSetting == .automatic)
        #expect(try tracker.settings().language == .german)
    }

    @Test(
        "the setting goes through a JSON backup and back as it was, auto included",
        arguments: [LanguageSetting.automatic, .fixed(.english), .fixed(.french), .fixed(.german), .fixed(.spanish)])
    func roundTrip(setting: LanguageSetting) throws {
        // A database that chose another language, before the file was written (a later choice
        // here would be kept over the file's, as every later change is).
        let other = try TemporaryFolder(prefix: "kado-language")
        let target = try Self.tracker(speaking: .english, in: other)
        let before: LanguageSetting = setting == .fixed(.french) ? .fixed(.spanish) : .fixed(.french)
        try target.preferences.setLanguage(before)

        let folder = try TemporaryFolder(prefix: "kado-language")
        let source = try TrackerBuilder().defaults(Settings(language: .german)).now(instant("2026-04-11T10:00:00Z"))
            .open(in: folder)
        _ = try source.habits.createHabit(HabitDraft(name: "Lesen"))
        try source.preferences.setLanguage(setting)
        let exported = try source.backups.exportBackup(format: .json, appVersion: "test")
        let root = try #require(try JSONSerialization.jsonObject(with: exported.data) as? [String: Any])
        let settings = try #require(root["settings"] as? [String: Any])
        #expect(settings["language"] as? String == setting.code)

        let contents = try KadoJSONBackup.decode(exported.data, timeZone: TestCalendars.zone("UTC"))
        let summary = try target.backups.importBackup(
            contents, format: .json, dryRun: false, writtenAt: instant("2026-04-11T10:00:00Z"))
        #expect(
            summary.settingsChanges.contains {
                $0.field == "language" && $0.from == before.code && $0.to == setting.code
            })
        #expect(try target.settings().languageSetting == setting)
        #expect(try target.settings().language == setting.resolved(automatic: .english))
    }

    @Test("a file without a language, or with one this version does not know, leaves the setting as it is")
    func oldFiles() throws {
        for language in [nil, "it"] as [String?] {
            let folder = try TemporaryFolder(prefix: "kado-language")
            let tracker = try Self.tracker(speaking: .english, in: folder)
            try tracker.preferences.setLanguage(.german)
            let contents = BackupContents(settings: BackupSettings(dayStart: 4, weekStart: 2, language: language))
            _ = try tracker.backups.importBackup(contents, format: .json, dryRun: false)
            #expect(try tracker.settings().dayStart == 4)
            #expect(try tracker.settings().languageSetting == .fixed(.german), "\(language ?? "none")")
        }
    }

    @Test("an import that changes other settings keeps auto auto, never fixing the language auto spoke")
    func importKeepsAuto() throws {
        let folder = try TemporaryFolder(prefix: "kado-language")
        let tracker = try Self.tracker(speaking: .german, in: folder)
        let contents = BackupContents(settings: BackupSettings(dayStart: 5, weekStart: 2, language: "auto"))
        _ = try tracker.backups.importBackup(contents, format: .json, dryRun: false)
        #expect(try tracker.settings().dayStart == 5)
        #expect(try tracker.settings().languageSetting == .automatic)
        #expect(Tracker.storedLanguage(databasePath: tracker.databasePath) == nil)
    }

    @Test(
        "the week starts as each language expects, and counts agree with their nouns as CLDR says",
        arguments: [
            (Language.english, Weekday.sunday, [1]), (.french, .monday, [0, 1]), (.german, .monday, [1]),
            (.spanish, .monday, [1]),
        ])
    func customs(language: Language, weekStart: Weekday, singular: [Int]) {
        #expect(language.customaryWeekStart == weekStart)
        #expect((0...3).filter(language.takesSingular) == singular)
    }
}
