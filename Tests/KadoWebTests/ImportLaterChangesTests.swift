import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The import review and `POST /api/import` with a file older than changes made here: what
/// changed later is kept and said; giving it the file's values back is reviewed first, with what
/// it reverts and the devices it reaches, and only then imported.
@Suite("Import of an older file: later changes kept, or reverted after review")
struct ImportLaterChangesTests {
    /// A database with a note, exported, then the note changed an hour later: the export's bytes.
    static func olderExport(_ web: WebHarness) throws -> [UInt8] {
        let read = try web.tracker.habits.createHabit(HabitDraft(name: "Read"))
        _ = try web.tracker.checkIns.note(read, text: "first", on: KadoTestSupport.day("2026-04-09"))
        let bytes = [UInt8](try web.tracker.backups.exportBackup(format: .json, appVersion: "test").data)
        web.clock.advance(by: 3600)
        _ = try web.tracker.checkIns.note(read, text: "second thoughts", on: KadoTestSupport.day("2026-04-09"))
        return bytes
    }

    static func notes(_ web: WebHarness) throws -> [String?] {
        try web.tracker.backups.backupContents().completions.map(\.note)
    }

    @Test("the review keeps a later note and says so; replacing it is shown with its reach, then imported")
    func reviewThenReplace() throws {
        let web = try WebHarness()
        let preview = web.upload(try Self.olderExport(web), filename: "kado-backup.json")
        #expect(preview.status == 200)
        #expect(
            preview.text.contains(
                "Changed here after the file was written (2026-04-10 19:30 UTC), kept as it is here: 1 note."))
        #expect(preview.text.contains("name=\"switch\" value=\"replace\""))
        #expect(!preview.text.contains("value=\"import\""))  // nothing to import as it is
        let id = try #require(SharedFixtures.pendingID(in: preview.text))

        // A replace asked without its review is shown first, not imported.
        let unreviewed = web.post("/settings/import/confirm", [("id", id), ("mode", "replace"), ("step", "import")])
        #expect(unreviewed.status == 200)
        #expect(unreviewed.text.contains("Your choice of what to do with later changes changes what is imported"))
        #expect(try Self.notes(web) == ["second thoughts"])

        let review = web.post("/settings/import/confirm", [("id", id), ("mode", "merge"), ("switch", "replace")])
        #expect(review.status == 200)
        #expect(
            review.text.contains(
                "Changed here after the file, to be reverted on this device only (sync is not set up): 1 note."))
        #expect(review.text.contains("<input type=\"hidden\" name=\"mode\" value=\"replace\">"))
        #expect(review.text.contains("Import and revert"))
        #expect(try Self.notes(web) == ["second thoughts"])

        let confirmed = web.post("/settings/import/confirm", [("id", id), ("mode", "replace"), ("step", "import")])
        #expect(confirmed.status == 303)
        #expect(try Self.notes(web) == ["first"])
    }

    @Test("the API keeps later changes by default, counts them, and reverts them with mode=replace")
    func api() throws {
        let web = try WebHarness()
        let bytes = try Self.olderExport(web)
        let merge = web.send("POST", "/api/import", body: bytes, contentType: "application/json")
        #expect(merge.status == 200, "\(merge.text)")
        let answer = try #require(try JSONSerialization.jsonObject(with: Data(merge.body)) as? [String: Any])
        #expect(answer["imported"] as? Bool == false)
        let summary = try #require(answer["summary"] as? [String: Any])
        #expect((summary["laterChanges"] as? [String: Any])?["notes"] as? Int == 1)
        #expect((answer["reach"] as? [String: Any])?["syncing"] as? Bool == false)
        #expect(try Self.notes(web) == ["second thoughts"])

        let bad = web.send("POST", "/api/import?mode=overwrite", body: bytes, contentType: "application/json")
        #expect(bad.status == 400)
        let replace = web.send("POST", "/api/import?mode=replace", body: bytes, contentType: "application/json")
        #expect(replace.status == 200)
        #expect(try Self.notes(web) == ["first"])
    }
}
