import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

@Suite("Settings screen: import through upload, dry run and confirmation")
struct ImportFlowTests {
    @Test(
        "A Kadō backup uploaded from the page is summarised without writing, then imported on confirmation",
        .enabled(if: SharedFixtures.isAvailable, SharedFixtures.missing),
        arguments: ["kado/kado-corpus.json", "kado/kado-corpus.csv"])
    func corpus(file: String) throws {
        let web = try WebHarness()
        let bytes = try SharedFixtures.bytes(file)
        let expected = try SharedFixtures.decode(bytes, timeZone: .gmt)
        let preview = web.upload(bytes, filename: (file as NSString).lastPathComponent)
        #expect(preview.status == 200)
        let page = preview.text
        #expect(page.contains("Review import"))
        #expect(page.contains("Nothing has been written yet"))
        #expect(page.contains("\(expected.habits.count) in the file"))
        #expect(page.contains("\(expected.completions.count) in the file"))
        #expect(page.contains("<td class=\"import-count is-new\">\(expected.habits.count)</td>"))
        #expect(page.contains("New habits · \(expected.habits.count)"))
        #expect(page.contains("</span>\(HTML.escape(expected.habits[0].name))</li>"))
        #expect(page.contains("and \(expected.habits.count - ImportSummaryView.namesShown) more"))
        // Kadō allows a line break in a name: the review says it is replaced.
        #expect(page.contains("1 name or note has characters replaced"))
        #expect(
            page.contains("imported as &quot;Vitamins morning + evening&quot;")
                || page.contains("imported as \"Vitamins morning + evening\""))
        // The dry run wrote nothing.
        #expect(try web.tracker.habits.all(includingArchived: true).isEmpty)
        #expect(try web.tracker.backups.backupContents().completions.isEmpty)

        let id = try #require(SharedFixtures.pendingID(in: page))
        let confirmed = web.post("/settings/import/confirm", [("id", id)])
        #expect(confirmed.status == 303)
        // The notice says what was imported, from what kind of file.
        let location = try #require(confirmed.header("Location"))
        #expect(
            location.hasPrefix("/settings?notice=imported&from=\(file.hasSuffix(".json") ? "json" : "csv")&habits="))
        #expect(
            web.follow(confirmed).text.contains(
                "Imported the Kadō \(file.hasSuffix(".json") ? "JSON" : "CSV") backup: "))
        let contents = try web.tracker.backups.backupContents()
        #expect(Set(contents.habits.map(\.id)) == Set(expected.habits.map(\.id)))
        #expect(contents.completions.count == expected.completions.count)
        // The id is used up.
        #expect(web.post("/settings/import/confirm", [("id", id)]).status == 404)
        #expect(web.app.withSession { $0.pendingImports.isEmpty })
    }

    @Test(
        "A Loop Habit Tracker database is read through a temporary file and imported",
        .enabled(if: SharedFixtures.isAvailable, SharedFixtures.missing))
    func loop() throws {
        let web = try WebHarness()
        let preview = web.upload(try SharedFixtures.bytes("loop/loop-v12.db"), filename: "Loop Habits Backup.db")
        #expect(preview.status == 200)
        #expect(preview.text.contains("Loop Habit Tracker database"))
        #expect(preview.text.contains("<td class=\"import-count is-new\">9</td>"))
        #expect(preview.text.contains("Wake up early"))
        #expect(try web.tracker.habits.all(includingArchived: true).isEmpty)
        let id = try #require(SharedFixtures.pendingID(in: preview.text))
        #expect(web.post("/settings/import/confirm", [("id", id)]).status == 303)
        #expect(try web.tracker.habits.all(includingArchived: true).count == 9)
    }

    @Test(
        "A HabitBull export lists what is not imported as it says; ambiguous dates wait for the date format chosen",
        .enabled(if: SharedFixtures.isAvailable, SharedFixtures.missing))
    func habitBull() throws {
        let web = try WebHarness()
        let preview = web.upload(try SharedFixtures.bytes("other/habitbull2.csv"), filename: "HabitBullData.csv")
        #expect(preview.status == 200)
        #expect(preview.text.contains("HabitBull CSV export"))
        #expect(preview.text.contains("4 things are not imported as the file says them"))
        #expect(preview.text.contains("dates read as month/day/year, as line 6 shows (&quot;4/13/2019&quot;)"))
        let id = try #require(SharedFixtures.pendingID(in: preview.text))
        #expect(web.post("/settings/import/confirm", [("id", id)]).status == 303)
        #expect(try web.tracker.habits.all(includingArchived: true).count == 6)
        // Descriptions and categories came along: the habits' details and groups.
        #expect(try web.tracker.habits.find("H3").details == "Habit 3")
        #expect(try web.tracker.habits.find("H3").group == "C3")
        let ambiguous = Array(
            "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\nRun,,,03/04/2020,1,\n".utf8)
        let refused = web.upload(ambiguous, filename: "ambiguous.csv")
        #expect(refused.status == 422)
        #expect(refused.text.contains("line 2, column CalendarDate"))
        #expect(refused.text.contains("<select class=\"set-select\" name=\"dateFormat\">"))
        let chosen = web.upload(ambiguous, filename: "ambiguous.csv", fields: [("dateFormat", "dmy")])
        #expect(chosen.status == 200)
        #expect(chosen.text.contains("dates read as day/month/year, as asked"))
    }

    @Test("Uploading what is already here says it would change nothing, and offers no confirmation")
    func unchanged() throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        try web.tracker.checkIns.complete(habit, on: try web.tracker.today())
        let export = web.get("/settings/export.json")
        let preview = web.upload(export.body, filename: "kado-2026-04-10.json")
        #expect(preview.status == 200)
        #expect(preview.text.contains("Importing this file would change nothing"))
        #expect(preview.text.contains("<td class=\"import-count is-same\">1</td>"))
        #expect(!preview.text.contains("/settings/import/confirm"))
        #expect(web.app.withSession { $0.pendingImports.isEmpty })
    }

    @Test("A habit edited after the export is kept; with the file's values chosen, it is listed as updated")
    func updated() throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        let export = web.get("/settings/export.json")
        web.clock.advance(by: 60)
        _ = try web.tracker.habits.editHabit(habit) { $0.name = "Meditate daily" }
        let preview = web.upload(export.body, filename: "backup.json")
        #expect(preview.text.contains("kept as it is here: 1 habit."))
        let id = try #require(SharedFixtures.pendingID(in: preview.text))
        let review = web.post("/settings/import/confirm", [("id", id), ("switch", "replace")])
        #expect(review.text.contains("<td class=\"import-count is-updated\">1</td>"))
        #expect(review.text.contains("Updated habits · 1"))
        #expect(try web.tracker.habits.find(habit.id.uuidString).name == "Meditate daily")
        web.post("/settings/import/confirm", [("id", id), ("mode", "replace")])
        #expect(try web.tracker.habits.find(habit.id.uuidString).name == "Meditate")
    }

    @Test(
        "A file that cannot be imported is refused with 422 and a message naming the problem; nothing is written",
        arguments: [
            (
                "notes.txt", "Buy milk\n",
                "“notes.txt” is neither a Kadō backup (JSON or CSV), a Loop Habit Tracker database or CSV export"
            ),
            (
                "broken.json", "{\"formatVersion\": 1, \"habits\": [{\"name\": 3}]}",
                "Kadō JSON, line 1, field habits[0]"
            ),
            ("cut.json", "{\"formatVersion\": 1, \"habits\": [", "“cut.json” cannot be imported: Kadō JSON"),
            ("future.json", "{\"formatVersion\": 99, \"habits\": []}", "“future.json” cannot be imported"),
            ("bad.csv", "format_version,oops\n1,2\n", "“bad.csv” cannot be imported: Kadō CSV"),
            ("fake.db", "SQLite format 3\u{0}not really", "“fake.db” cannot be imported: Loop database"),
        ])
    func broken(filename: String, contents: String, message: String) throws {
        let web = try WebHarness()
        try web.habit("Meditate")
        let before = try web.tracker.backups.backupContents()
        let response = web.upload(Array(contents.utf8), filename: filename)
        #expect(response.status == 422)
        #expect(response.text.contains("id=\"import-error\" role=\"alert\">"))
        #expect(response.text.contains(HTML.escape(message)), "\(response.text)")
        #expect(response.text.contains("Nothing was imported."))
        #expect(try web.tracker.backups.backupContents() == before)
        #expect(web.app.withSession { $0.pendingImports.isEmpty })
    }

    @Test("A habit that breaks a rule is refused before anything is written")
    func invalidHabit() throws {
        let web = try WebHarness()
        let export = web.get("/settings/export.json")
        #expect(export.status == 200)
        let json = """
            {"formatVersion": 1, "habits": [{"id": "6B9F2C2A-8F0B-4C0E-9E43-2A7F1B8C0D11", "name": "Water", \
            "frequency": {"type": "daily"}, "habitType": {"type": "counter", "target": -2}, "color": "blue", \
            "createdAt": "2026-04-01T08:00:00Z", "completions": []}]}
            """
        let response = web.upload(Array(json.utf8), filename: "water.json")
        #expect(response.status == 422)
        #expect(response.text.contains("“water.json” cannot be imported"))
        #expect(try web.tracker.habits.all(includingArchived: true).isEmpty)
    }

    @Test("Submitting without a file asks for one")
    func noFile() throws {
        let web = try WebHarness()
        let response = web.upload([], filename: "")
        #expect(response.status == 422)
        #expect(response.text.contains("Choose a backup file to import."))
        let form = web.post("/settings/import", [])
        #expect(form.status == 422)
    }

    @Test("An unknown id is 404 and an expired one 410, each with a message; nothing is imported")
    func unknownAndExpired() throws {
        let web = try WebHarness()
        let unknown = web.post("/settings/import/confirm", [("id", "0123456789abcdef")])
        #expect(unknown.status == 404)
        #expect(unknown.text.contains("There is no upload waiting with this id"))

        let source = try WebHarness()
        try source.habit("Meditate")
        let preview = web.upload(source.get("/settings/export.json").body, filename: "backup.json")
        let id = try #require(SharedFixtures.pendingID(in: preview.text))
        web.clock.advance(by: 31 * 60)
        let expired = web.post("/settings/import/confirm", [("id", id)])
        #expect(expired.status == 410)
        #expect(expired.text.contains("has expired. Upload the file again."))
        #expect(try web.tracker.habits.all(includingArchived: true).isEmpty)
        #expect(web.app.withSession { $0.pendingImports.isEmpty })
    }

    @Test("Only a few uploads wait at once: a new one pushes out the oldest")
    func limit() throws {
        let web = try WebHarness()
        var ids: [String] = []
        for index in 0..<(ImportController.pendingImportLimit + 1) {
            let source = try WebHarness()
            try source.habit("Habit \(index)")
            let preview = web.upload(source.get("/settings/export.json").body, filename: "b\(index).json")
            ids.append(try #require(SharedFixtures.pendingID(in: preview.text)))
            web.clock.advance(by: 1)
        }
        #expect(web.app.withSession { $0.pendingImports.count } == ImportController.pendingImportLimit)
        #expect(web.post("/settings/import/confirm", [("id", ids[0])]).status == 404)
        #expect(web.post("/settings/import/confirm", [("id", ids[1])]).status == 303)
        #expect(try web.tracker.habits.all().map(\.name) == ["Habit 1"])
    }

    @Test("The summary is in the person's language")
    func french() throws {
        let web = try WebHarness()
        try web.tracker.preferences.setLanguage(.french)
        let source = try WebHarness()
        try source.habit("Méditer")
        let preview = web.upload(source.get("/settings/export.json").body, filename: "sauvegarde.json")
        #expect(preview.text.contains("Vérifier l’import"))
        #expect(preview.text.contains("Rien n’a encore été écrit"))
        #expect(preview.text.contains("sauvegarde.json · sauvegarde Kadō JSON"))
    }
}

extension WebHarness {
    /// POSTs `bytes` as the file of the Settings screen's import form (multipart, with the CSRF
    /// token), as a browser sends it.
    func upload(_ bytes: [UInt8], filename: String, fields: [(String, String)] = []) -> HTTPResponse {
        if cookies[RequestContext.csrfCookie] == nil { get("/settings") }
        let boundary = "----KadoTestBoundary\(UUID().uuidString.prefix(8))"
        var body: [UInt8] = []
        func append(_ text: String) { body += Array(text.utf8) }
        append("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(RequestContext.csrfField)\"\r\n\r\n")
        append(cookies[RequestContext.csrfCookie] ?? "")
        append("\r\n--\(boundary)\r\n")
        for (name, value) in fields {
            append("Content-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n--\(boundary)\r\n")
        }
        append("Content-Disposition: form-data; name=\"file\"; filename=\"\(filename)\"\r\n")
        append("Content-Type: application/octet-stream\r\n\r\n")
        body += bytes
        append("\r\n--\(boundary)--\r\n")
        return send(
            "POST", "/settings/import", body: body, contentType: "multipart/form-data; boundary=\(boundary)")
    }
}

/// The files in `../shared/fixtures` (next to the package, or the folder named by
/// `KADO_FIXTURES`), read by path and never copied into the project.
enum SharedFixtures {
    static let folder: URL = {
        if let override = ProcessInfo.processInfo.environment["KADO_FIXTURES"], !override.isEmpty {
            // The shared fixtures folder, or (as the backup tests take it) its kado folder.
            let named = URL(fileURLWithPath: override, isDirectory: true)
            let holdsCorpus = FileManager.default.fileExists(
                atPath: named.appendingPathComponent("kado-corpus.json").path)
            return holdsCorpus ? named.deletingLastPathComponent() : named
        }
        // Tests/KadoWebTests/ImportFlowTests.swift → the package root → ../shared/fixtures.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.deletingLastPathComponent().appendingPathComponent("shared/fixtures", isDirectory: true)
    }()

    static let isAvailable = FileManager.default.isReadableFile(
        atPath: folder.appendingPathComponent("kado/kado-corpus.json").path)

    static let missing = Comment(
        rawValue: "The shared fixtures are missing from \(folder.path) (../shared/fixtures next to the package, "
            + "or the folder named by KADO_FIXTURES): the import tests that read them are skipped.")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static func decode(_ bytes: [UInt8], timeZone: TimeZone) throws -> BackupContents {
        let data = Data(bytes)
        return BackupFormat.detect(data) == .csv
            ? try KadoCSVBackup.decode(data, timeZone: timeZone) : try KadoJSONBackup.decode(data, timeZone: timeZone)
    }

    /// The id the summary page's Confirm form carries.
    static func pendingID(in page: String) -> String? {
        guard let field = page.range(of: "name=\"id\" value=\"") else { return nil }
        return String(page[field.upperBound...].prefix { $0 != "\"" })
    }
}

@Suite("Settings screen: what an import changes, and habits named like yours")
struct ImportReviewTests {
    @Test("The review lists each changed field from what to what, and a CSV keeps what it cannot carry")
    func fieldChanges() throws {
        let web = try WebHarness()
        let coffee = try web.habit("Coffee", .atMost(target: 3), unit: "cups")
        let export = web.get("/settings/export.csv")
        #expect(export.status == 200)
        // Unchanged, the CSV would change nothing: the limit stays a limit, the unit stays.
        let same = web.upload(export.body, filename: "kado.csv")
        #expect(same.text.contains("Importing this file would change nothing"))
        #expect(!same.text.contains("/settings/import/confirm"))

        _ = try web.tracker.habits.editHabit(coffee) { $0.type = .atMost(target: 5) }
        // A CSV says no time: the habit here is kept unless the file's values are chosen.
        let preview = web.upload(export.body, filename: "kado.csv")
        #expect(preview.text.contains("Already here, kept as it is (the file says no time): 1 habit."))
        let id = try #require(SharedFixtures.pendingID(in: preview.text))
        let page = web.post("/settings/import/confirm", [("id", id), ("switch", "replace")]).text
        #expect(page.contains("Updated habits · 1"))
        #expect(page.contains("<strong>Coffee</strong>"))
        #expect(page.contains("<span class=\"import-field\">Type</span> <code>atmost:5</code> → <code>atmost:3</code>"))
        #expect(try web.tracker.habits.find(coffee.id.uuidString).type == .atMost(target: 5), "nothing written yet")
        #expect(web.post("/settings/import/confirm", [("id", id), ("mode", "replace")]).status == 303)
        let after = try web.tracker.habits.find(coffee.id.uuidString)
        #expect(after.type == .atMost(target: 3))
        #expect(after.unit == "cups")
    }

    /// A backup from another list with a habit named like one here (" meditate ").
    static func otherList(named name: String) -> (BackupContents, Habit) {
        let habit = Habit(
            id: HistoryBuilder.uuid(40, 1), name: name, createdAt: Date(timeIntervalSince1970: 1_775_000_000))
        let record = Completion(
            id: HistoryBuilder.uuid(40, 2), habitID: habit.id, day: LogicalDay(dayNumber: 20_500),
            recordedAt: Date(timeIntervalSince1970: 20_500 * 86_400 + 3600), value: 1, note: "from the phone")
        return (BackupContents(habits: [habit], completions: [record]), habit)
    }

    @Test("A new habit named like one here is listed with the choice to merge", arguments: [false, true])
    func nameMatch(merge: Bool) throws {
        let web = try WebHarness()
        let mine = try web.habit("Meditate")
        let (contents, theirs) = Self.otherList(named: " meditate ")
        let data = try KadoJSONBackup.encode(
            contents, exportedAt: Date(timeIntervalSince1970: 1_775_000_000), appVersion: "test", timeZone: .gmt)
        let preview = web.upload(Array(data), filename: "phone.json")
        let page = preview.text
        #expect(page.contains("1 new habit has the name of one of yours"))
        #expect(page.contains("<input type=\"checkbox\" name=\"merge\" value=\"\(theirs.id.uuidString)\">"))
        #expect(page.contains("name=\"step\" value=\"review\""), "the counts can be updated for the ticks")
        #expect(page.contains(HTML.escape("Merge “ meditate ” into your “Meditate”")))
        #expect(try web.tracker.habits.all(includingArchived: true).count == 1)

        let id = try #require(SharedFixtures.pendingID(in: page))
        var fields = [("id", id), ("step", "import")]
        if merge {
            fields.append(("merge", theirs.id.uuidString))
            // Ticked without updating the counts: the plan is worked out again and shown first.
            let review = web.post("/settings/import/confirm", fields)
            #expect(review.status == 200)
            #expect(review.text.contains("Your choice of habits to merge changes what is imported"))
            #expect(review.text.contains("value=\"\(theirs.id.uuidString)\" checked>"))
            #expect(try web.tracker.habits.all(includingArchived: true).count == 1, "nothing written yet")
        }
        #expect(web.post("/settings/import/confirm", fields).status == 303)
        let habits = try web.tracker.habits.all(includingArchived: true)
        if merge {
            #expect(habits.map(\.id) == [mine.id])
            #expect(try web.tracker.testStore.completions(of: mine.id).map(\.note) == ["from the phone"])
        } else {
            #expect(habits.map(\.id) == [mine.id, theirs.id], "both kept, the new one after yours")
        }
    }
}
