import Foundation
import KadoCore
import KadoStore
import KadoSync
import KadoTestSupport
import Testing

@testable import KadoApp

/// What a sync held back reaches the status, which another process reads: a device whose clock
/// runs ahead, files not read, each with its reason (issue 33, "Status tells the truth").
@Suite("Sync status: what is held back")
struct SyncHeldBackTests {
    typealias Device = SyncUseCaseTests.Device

    @Test("a device 3 days ahead is held back in the status, with its changes counted, and never 'no error'")
    func clockAheadInStatus() throws {
        let folder = try TemporaryFolder(prefix: "kado-sync-held-back")
        let target = folder.path("target")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: true)
        let ann = try Device("ann", in: folder)
        let ahead = try Device("ahead", in: folder, start: SyncUseCaseTests.start.addingTimeInterval(3 * 86_400))
        let run = try ahead.tracker.habits.createHabit(HabitDraft(name: "Run"))
        let day = try ahead.tracker.today()
        for offset in 0..<11 { _ = try ahead.tracker.checkIns.complete(run, on: day.adding(days: -offset)) }
        try ahead.tracker.sync.setUpSync(.folder(path: target), password: nil)
        try ahead.tracker.sync.syncNow()
        try ann.tracker.sync.setUpSync(.folder(path: target), password: nil)
        try ann.tracker.sync.syncNow()

        // The status is read as `kado sync status` reads it: another tracker, read-only.
        let reader = try TrackerBuilder().now(SyncUseCaseTests.start).purpose(.reading).isWritable { _ in false }
            .open(at: ann.path)
        let status = try reader.sync.syncStatus()
        #expect(status.lastError == nil)
        #expect(status.isSynced)
        #expect(!status.isComplete)
        let aheadID = try ahead.tracker.testStore.deviceID
        guard case .clockAhead(let device, let seconds, let changes) = try #require(status.heldBack.first) else {
            Issue.record("expected a clock ahead, got \(status.heldBack)")
            return
        }
        #expect(device == aheadID)
        #expect(seconds > 2.9 * 86_400 && seconds < 3.1 * 86_400)
        // The habit and its 11 records: every row of that device waits.
        #expect(changes == 12)
        #expect(status.heldBack.count == 1)

        // Once this clock gets there, they come in and nothing is held back any more.
        ann.clock.advance(by: 3 * 86_400)
        let caughtUp = try ann.tracker.sync.syncNow()
        #expect(caughtUp.received == SyncOutcome.Counts(habits: 1, checkIns: 11, skips: 0, settings: 0))
        #expect(try ann.tracker.sync.syncStatus().heldBack.isEmpty)
        #expect(try ann.tracker.sync.syncStatus().isComplete)
    }

    @Test("a record of an earlier Kadō, without the new counts, still reads")
    func earlierRecordReads() throws {
        let text = """
            {"ahead":3,"alreadyKnown":0,"clockSkews":[{"device":"D","seconds":259200}],"devices":[],
             "filesNotRead":0,"received":{"checkIns":2,"habits":1,"settings":0,"skips":0},"refused":1,
             "republished":false,"restoredHabits":0,"sent":{"checkIns":0,"habits":0,"settings":0,"skips":0},
             "waiting":0}
            """
        let outcome = try JSONDecoder().decode(SyncOutcome.self, from: Data(text.utf8))
        #expect(outcome.received == SyncOutcome.Counts(habits: 1, checkIns: 2, skips: 0, settings: 0))
        #expect(
            outcome.heldBack == [
                .clockAhead(device: "D", seconds: 259_200, changes: 0), .refused(device: nil, changes: 1, reason: nil),
            ])
    }

    @Test("an unread file names its device, and each reason is its own")
    func unreadFileDevice() {
        let file = UnreadFile(path: "kado-sync/devices/ABC/segments/00000001-ab.kseg", reason: .otherSyncGroup)
        #expect(file.device == "ABC")
        #expect(UnreadFile(path: "00000001-ab.kseg", reason: .notASegmentName).device == nil)
        #expect(Set(SyncSkipReason.allCases.map(\.rawValue)).count == SyncSkipReason.allCases.count)
    }
}
