import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// Restoring an automatic backup from the Settings page's backups card: reviewed first; by default
/// later check-ins are kept; putting the backup back is its own review, with what it deletes.
@Suite("Backups card: restore a backup, keeping later changes or not, after review")
struct RestoreFromCardTests {
    @Test("the card offers its backups; a restore keeps later check-ins; the replace is reviewed, then run")
    func restore() throws {
        let web = try WebHarness()
        let folder = try TemporaryFolder(prefix: "kado-web-restore")
        try web.tracker.backups.setAutoBackupFolder(folder.path("backups"))
        let read = try web.tracker.habits.createHabit(HabitDraft(name: "Read"))
        _ = try web.tracker.checkIns.complete(read, on: KadoTestSupport.day("2026-04-09"))
        let backup = try web.tracker.backups.backUpNow()
        let name = (backup.path as NSString).lastPathComponent
        web.clock.advance(by: 3600)
        _ = try web.tracker.checkIns.complete(read, on: KadoTestSupport.day("2026-04-10"))
        _ = try web.tracker.checkIns.complete(read, on: KadoTestSupport.day("2026-04-08"))

        let settings = web.get("/settings").text
        #expect(settings.contains("<option value=\"\(name)\">\(name)</option>"))

        let review = web.post("/settings/backups/restore", [("file", name), ("step", "review")])
        #expect(review.status == 200)
        #expect(review.text.contains("Nothing to restore"))
        #expect(!review.text.contains("value=\"restore\""))

        let replace = web.post("/settings/backups/restore", [("file", name), ("switch", "replace")])
        #expect(replace.status == 200)
        #expect(
            replace.text.contains(
                "Made or changed after this backup, to be deleted or reverted on this device only (sync is not set "
                    + "up): 2 check-ins."))
        #expect(replace.text.contains("<input type=\"hidden\" name=\"mode\" value=\"replace\">"))
        #expect(try web.tracker.backups.backupContents().completions.count == 3)

        let done = web.post("/settings/backups/restore", [("file", name), ("mode", "replace"), ("step", "restore")])
        #expect(done.status == 303)
        #expect(try web.tracker.backups.backupContents().completions.count == 1)
        #expect(web.post("/settings/backups/restore", [("file", "../kado.sqlite")]).status == 404)
    }
}
