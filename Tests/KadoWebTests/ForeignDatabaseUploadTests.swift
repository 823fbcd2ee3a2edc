import Foundation
import KadoApp
import KadoTestSupport
import Testing

@testable import KadoWeb

@Suite("Settings screen: Rewire, Tickmate and spreadsheet uploads")
struct ForeignDatabaseUploadTests {
    @Test(
        "Rewire's and Tickmate's databases are named by their content, summarised, then imported on confirmation",
        .enabled(if: SharedFixtures.isAvailable, SharedFixtures.missing),
        arguments: [
            ("other/rewire.db", "Rewire database", 3, "the reminder at 08:00 rings only on Monday"),
            ("other/tickmate.db", "Tickmate database", 3, "several ticks on one day"),
        ])
    func database(file: String, kind: String, habits: Int, remark: String) throws {
        let web = try WebHarness()
        let preview = web.upload(try SharedFixtures.bytes(file), filename: "backup")
        #expect(preview.status == 200)
        #expect(preview.text.contains("backup · \(kind)"))
        #expect(preview.text.contains(remark))
        #expect(try web.tracker.habits.all(includingArchived: true).isEmpty)
        let id = try #require(SharedFixtures.pendingID(in: preview.text))
        #expect(web.post("/settings/import/confirm", [("id", id)]).status == 303)
        #expect(try web.tracker.habits.all(includingArchived: true).count == habits)
    }

    @Test("A spreadsheet's ambiguous dates wait for the date format chosen; other columns are named")
    func spreadsheet() throws {
        let web = try WebHarness()
        let ambiguous = Array("Jour;Habitude\n03/04/2020;Lire\n".utf8)
        let refused = web.upload(ambiguous, filename: "habitudes.csv")
        #expect(refused.status == 422)
        #expect(refused.text.contains("line 2, column Jour"))
        #expect(refused.text.contains("<select class=\"set-select\" name=\"dateFormat\">"))
        let chosen = web.upload(ambiguous, filename: "habitudes.csv", fields: [("dateFormat", "dmy")])
        #expect(chosen.status == 200)
        #expect(chosen.text.contains("habitudes.csv · spreadsheet CSV"))
        let other = web.upload(Array("Mood,Weather\n3,sunny\n".utf8), filename: "mood.csv")
        #expect(other.status == 422)
        #expect(other.text.contains("it has &quot;Mood&quot;, &quot;Weather&quot;"))
        #expect(try web.tracker.habits.all(includingArchived: true).isEmpty)
    }
}
