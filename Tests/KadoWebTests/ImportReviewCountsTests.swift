import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The review page's counts are always those of the plan that runs: worked out on the server for
/// the ticks shown, and an import whose database changed after the review says it was worked out
/// again.
@Suite("Settings screen: the review's counts are the plan that runs")
struct ImportReviewCountsTests {
    /// The three counts (new, updated, unchanged) of the review table's row titled `title`.
    static func counts(_ title: String, in page: String) -> [Int]? {
        guard let row = page.range(of: "<span class=\"import-kind\">\(title)</span>") else { return nil }
        guard let end = page[row.upperBound...].range(of: "</tr>") else { return nil }
        let rest = page[row.upperBound..<end.lowerBound]
        var numbers: [Int] = []
        var remaining = rest[...]
        while let cell = remaining.range(of: "<td class=\"import-count") {
            let afterTag = remaining[cell.upperBound...].drop { $0 != ">" }.dropFirst()
            numbers.append(Int(afterTag.prefix { $0.isNumber }) ?? -1)
            remaining = afterTag
        }
        return numbers
    }

    /// A web app with Meditate, and the review of a backup with " meditate " (one record) and Yoga.
    static func review() throws -> (WebHarness, page: String, id: String, theirs: Habit) {
        let web = try WebHarness()
        try web.habit("Meditate")
        var (contents, theirs) = ImportReviewTests.otherList(named: " méditate 🧘 ")
        contents.habits.append(
            Habit(id: HistoryBuilder.uuid(40, 9), name: "Yoga", createdAt: Date(timeIntervalSince1970: 1_775_000_000)))
        let data = try KadoJSONBackup.encode(
            contents, exportedAt: Date(timeIntervalSince1970: 1_775_000_000), appVersion: "test", timeZone: .gmt)
        let page = web.upload(Array(data), filename: "phone.json").text
        let id = try #require(SharedFixtures.pendingID(in: page))
        return (web, page, id, theirs)
    }

    @Test("ticking merge and updating the counts shows the plan for the ticks; unticking brings the first back")
    func recount() throws {
        let (web, page, id, theirs) = try Self.review()
        #expect(Self.counts("Habits", in: page) == [2, 0, 0], "both new, kept beside yours")
        #expect(page.contains("name=\"step\" value=\"review\""))

        let merged = web.post(
            "/settings/import/confirm", [("id", id), ("merge", theirs.id.uuidString), ("step", "review")])
        #expect(merged.status == 200)
        #expect(Self.counts("Habits", in: merged.text) == [1, 0, 0], "one merged into yours, Yoga new")
        #expect(Self.counts("Records", in: merged.text) == [1, 0, 0])
        #expect(merged.text.contains("value=\"\(theirs.id.uuidString)\" checked>"))
        #expect(merged.text.contains("1 record moved"))
        #expect(try web.tracker.habits.all(includingArchived: true).count == 1, "reviewing writes nothing")

        let unticked = web.post("/settings/import/confirm", [("id", id), ("step", "review")])
        #expect(Self.counts("Habits", in: unticked.text) == [2, 0, 0])
        #expect(!unticked.text.contains("checked>"))

        // Ticked again and shown, the import applies what was shown.
        _ = web.post("/settings/import/confirm", [("id", id), ("merge", theirs.id.uuidString), ("step", "review")])
        let done = web.post(
            "/settings/import/confirm", [("id", id), ("merge", theirs.id.uuidString), ("step", "import")])
        #expect(done.status == 303)
        #expect(
            done.headers.first { $0.name == "Location" }?.value
                == "/settings?notice=imported&from=json&habits=1&updated=0&records=1")
        #expect(Set(try web.tracker.habits.all(includingArchived: true).map(\.name)) == ["Meditate", "Yoga"])
    }

    @Test("an id the file does not match is ignored; an import with other ticks than shown is reviewed first")
    func otherTicks() throws {
        let (web, _, id, _) = try Self.review()
        let unknown = web.post(
            "/settings/import/confirm", [("id", id), ("merge", UUID().uuidString), ("step", "import")])
        #expect(unknown.status == 303, "the ticks shown (none) are the ticks sent")
        #expect(
            Set(try web.tracker.habits.all(includingArchived: true).map(\.name)) == [
                "Meditate", " méditate 🧘 ", "Yoga",
            ])
    }

    @Test("a database changed after the review is imported against what is there now, and the notice says so")
    func changedMeanwhile() throws {
        let (web, _, id, _) = try Self.review()
        try web.habit("Yoga")
        let done = web.post("/settings/import/confirm", [("id", id), ("step", "import")])
        #expect(done.status == 303)
        #expect(
            done.headers.first { $0.name == "Location" }?.value
                == "/settings?notice=importedAfterChange&from=json&habits=2&updated=0&records=1")
        let settings = web.get("/settings?notice=importedAfterChange").text
        #expect(settings.contains("Your habits changed after the review"))
    }

    @Test("in French, the review's choice and its notice are French")
    func french() throws {
        let (web, _, id, theirs) = try Self.review()
        try web.tracker.preferences.setLanguage(.french)
        let page = web.post(
            "/settings/import/confirm", [("id", id), ("merge", theirs.id.uuidString), ("step", "import")]
        ).text
        #expect(page.contains("Votre choix d’habitudes à fusionner change ce qui est importé"))
        #expect(page.contains("Mettre à jour les comptes"))
        #expect(page.contains("1 relevé déplacé"))
    }
}
