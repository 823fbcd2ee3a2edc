import Foundation
import KadoCore
import KadoStore
import KadoTestSupport
import Testing

@testable import KadoApp

/// The sync lock and the automatic backup's lock held elsewhere (another open file description,
/// as another process's would be) for longer than the store's patience: the sync or the backup is
/// refused as busy within that bound, having done nothing, instead of waiting for ever; and one
/// released while it waits is taken.
extension BusyLockTests {
    /// Takes the sync lock of the database at `database`, as another `kado sync` would hold it.
    func holdSyncLock(of database: String) throws -> any HeldFileLock {
        try SystemPorts.testing.locks.lock(
            FileLockRequest(path: SyncFileNames.beside(database, suffix: "sync-lock"), mode: .tryOnce))
    }

    @Test("A sync lock held elsewhere for longer than the patience: busy, within it")
    func syncLockTimesOut() throws {
        let tracker = try tracker(patience: .milliseconds(150))
        let holder = try holdSyncLock(of: tracker.databasePath)
        defer { holder.release() }
        let started = ContinuousClock.now
        #expect(throws: AppError.store(.busy(path: tracker.databasePath))) { try tracker.sync.syncNow() }
        let waited = started.duration(to: .now)
        #expect(waited >= .milliseconds(150))
        #expect(waited < .seconds(2))
    }

    @Test("A sync lock released while the next sync waits: it is taken")
    func syncLockTakenOnceReleased() throws {
        let tracker = try tracker(patience: .seconds(10))
        let holder = try holdSyncLock(of: tracker.databasePath)
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100)) { holder.release() }
        // Taken once released: the sync then goes on, and fails only for want of a target.
        #expect(throws: AppError.sync(SyncFailure(.notSetUp))) { try tracker.sync.syncNow() }
    }

    @Test("kado sync while another sync of the database runs too long: busy, and nothing is recorded")
    func syncNowWhileAnotherSyncRuns() throws {
        let tracker = try tracker(patience: .milliseconds(150))
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let holder = try holdSyncLock(of: tracker.databasePath)
        defer { holder.release() }
        let before = try tracker.sync.syncStatus()
        #expect(throws: AppError.store(.busy(path: tracker.databasePath))) { try tracker.sync.syncNow() }
        #expect(try tracker.sync.syncStatus() == before)
    }

    @Test("A backup lock held elsewhere for longer than the patience: the waiting taker finds it busy")
    func backupLockTimesOut() throws {
        let backups = folder.path("backups")
        let held = AutoBackupLock.attempt(inFolder: backups, waiting: false, locks: SystemPorts.testing.locks)
        defer { held.release() }
        guard case .held = held else {
            Issue.record("the lock was not taken")
            return
        }
        let started = ContinuousClock.now
        let waiting = AutoBackupLock.attempt(
            inFolder: backups, waiting: true, patience: .milliseconds(150), locks: SystemPorts.testing.locks)
        defer { waiting.release() }
        let waited = started.duration(to: .now)
        guard case .busy = waiting else {
            Issue.record("the waiting taker got \(waiting)")
            return
        }
        #expect(waited >= .milliseconds(150))
        #expect(waited < .seconds(2))
    }

    @Test("kado backup now while another process writes the backup for too long: busy, no file written")
    func backUpNowWhileAnotherBackupRuns() throws {
        let tracker = try tracker(patience: .milliseconds(150))
        let backups = folder.path("chosen")
        try tracker.backups.setAutoBackupFolder(backups)
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let settings = try tracker.backups.autoBackupSettings()
        let held = AutoBackupLock.attempt(
            inFolder: backups, tag: tracker.backups.autoBackupTag(in: settings), waiting: false,
            locks: SystemPorts.testing.locks)
        guard case .held = held else {
            Issue.record("the lock was not taken")
            return
        }
        let before = try FileManager.default.contentsOfDirectory(atPath: backups).sorted()
        #expect(throws: AppError.store(.busy(path: tracker.databasePath))) { try tracker.backups.backUpNow() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: backups).sorted() == before)
        held.release()
        // Once it is let go, the backup is written.
        let file = try tracker.backups.backUpNow()
        #expect(FileManager.default.fileExists(atPath: file.path))
    }
}
