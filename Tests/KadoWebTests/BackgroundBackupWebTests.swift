import Dispatch
import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp
@testable import KadoWeb

/// `kado serve`'s sessions hand the day's automatic backup to the web app's background worker:
/// a check-in is answered while its backup is still being exported, the backup then holds it, and
/// stopping the app lets the backup end (Friday 2026-04-10).
@Suite("The web app's automatic backup, in the background")
struct BackgroundBackupWebTests {
    @Test("a check-in is answered before its slow backup is written; stopping the app lets it end, holding it")
    func checkInDoesNotWait() throws {
        let gate = DispatchSemaphore(value: 0)
        let exports = Locked(0)
        let web = try WebHarness(
            syncSchedule: SyncSchedule(), scheduledSync: { _ in },
            prepare: { tracker in
                // The worker's export waits for the gate (a minute at most, so that an answer that
                // waited for it fails the test instead of hanging it).
                var configuration = AutoBackupConfiguration(defaultFolder: nil)
                configuration.exportWillStart = {
                    exports.withValue { $0 += 1 }
                    _ = gate.wait(timeout: .now() + 60)
                }
                tracker.autoBackup = configuration
            })
        let read = try web.habit("Read")
        let walk = try web.habit("Walk")
        let folder = (web.databasePath as NSString).deletingLastPathComponent + "/mine"
        // Set through the harness's own tracker, which writes that change's backup itself: it is
        // removed, so that the check-in is the change that finds the day's backup due.
        try web.tracker.backups.setAutoBackupFolder(folder)
        let tag = try #require(web.tracker.backups.autoBackupTag)
        let path = folder + "/kado-auto-2026-04-10-\(tag).json"
        try FileManager.default.removeItem(atPath: path)

        let answer = web.post("/habits/\(read.id.uuidString)/checkin", [("action", "done")])
        #expect(answer.status < 400)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(try web.tracker.views.dayEntry(of: read, on: KadoTestSupport.day("2026-04-10")).amount == 1)
        // Another check-in meanwhile is answered too, and starts no second export.
        #expect(web.post("/habits/\(walk.id.uuidString)/checkin", [("action", "done")]).status < 400)
        gate.signal()
        web.app.stop()
        #expect(exports.value == 1)
        let backup = try web.tracker.backups.readBackup(fileAt: path)
        // Exported after both answers: it holds both check-ins.
        #expect(Set(try backup.wholeContents().completions.map(\.habitID)) == [read.id, walk.id])
    }
}
