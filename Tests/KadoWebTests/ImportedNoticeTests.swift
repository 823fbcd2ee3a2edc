import KadoApp
import Testing

@testable import KadoWeb

/// After an import, Settings says what was imported and from what kind of file, in its words,
/// rather than "Backup imported." for a Loop database as for a Kadō backup.
@Suite("The notice after an import")
struct ImportedNoticeTests {
    @Test(
        "each kind of file is named in the notice, in English and French",
        arguments: [
            ("loop", "Loop Habit Tracker database", "base Loop Habit Tracker"),
            ("loopcsv", "Loop Habit Tracker CSV export", "export CSV de Loop Habit Tracker"),
            ("habitbull", "HabitBull CSV export", "export CSV de HabitBull"),
            ("rewire", "Rewire database", "base Rewire"), ("tickmate", "Tickmate database", "base Tickmate"),
            ("spreadsheet", "spreadsheet CSV", "CSV de tableur"), ("json", "Kadō JSON backup", "sauvegarde Kadō JSON"),
            ("csv", "Kadō CSV backup", "sauvegarde Kadō CSV"),
        ])
    func named(format: String, english: String, french: String) throws {
        let values = ["from": format, "habits": "3", "updated": "0", "records": "1"]
        let notice = try #require(ImportedNotice(query: { values[$0] }))
        let phrase = notice.phrase(replanned: false)
        #expect(phrase.english == "Imported the \(english): 3 new habits and 1 new check-in.")
        #expect(phrase.french.hasPrefix("Import terminé (\(french))"))
        #expect(!phrase.english.contains("Backup imported"))
    }

    @Test("a query that is not whole or not valid gives the plain notice")
    func invalid() throws {
        let cases: [[String: String]] = [
            [:], ["from": "exe", "habits": "1", "updated": "0", "records": "0"],
            ["from": "loop", "habits": "-1", "updated": "0", "records": "0"],
            ["from": "loop", "habits": "1", "records": "0"],
        ]
        for values in cases {
            #expect(ImportedNotice(query: { values[$0] }) == nil)
        }
        let web = try WebHarness()
        let page = web.get("/settings?notice=imported&from=exe&habits=1&updated=0&records=1").text
        #expect(page.contains("Backup imported."))
        let loop = web.get("/settings?notice=imported&from=loop&habits=2&updated=1&records=40").text
        #expect(
            loop.contains("Imported the Loop Habit Tracker database: 2 new habits, 1 updated and 40 new check-ins."))
    }
}
