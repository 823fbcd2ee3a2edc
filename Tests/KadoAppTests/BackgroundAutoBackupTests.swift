import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp

/// A one-shot command hands the day's backup to a process of its own
/// (``AutoBackupConfiguration/launch``): the tracker side of it, the launch, the failure kept
/// for the next command, and the note that tells a writer killed on the way.
@Suite("Automatic backups written after the command answered")
struct BackgroundAutoBackupTests {
    @Test("a change hands a due backup to launch and writes none itself; a launch that fails writes it here")
    func launch() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(try AutoBackupTests.instant(KadoTestSupport.day("2026-12-01"), hour: 9, zone: .gmt))
        let tracker = try AutoBackupTests.tracker(in: folder, clock: clock)
        let launches = Locked(0)
        let succeeds = Locked(true)
        tracker.autoBackup?.launch = {
            launches.withValue { $0 += 1 }
            return succeeds.value
        }
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        #expect(launches.value == 1)
        #expect(try AutoBackupTests.backupDays(in: folder.path("backups")) == [])
        // As the process started would (it found no snapshot, and writes it with the backup).
        try tracker.widget.bringSnapshotUpToDate()
        // While a process writes it (its note is there), a change starts no other.
        let note = RunningAutoBackup(
            day: KadoTestSupport.day("2026-12-01"), folder: folder.path("backups"), tag: nil,
            path: folder.path("backups/kado-auto-2026-12-01.json"))
        try JSONEncoder().encode(note).write(to: URL(fileURLWithPath: tracker.backups.runningAutoBackupPath))
        _ = try tracker.checkIns.checkIn(.done, habit: .text("Read"))
        #expect(launches.value == 1)
        try FileManager.default.removeItem(atPath: tracker.backups.runningAutoBackupPath)
        succeeds.withValue { $0 = false }
        _ = try tracker.checkIns.checkIn(.undo, habit: .text("Read"))
        #expect(launches.value == 2)
        #expect(try AutoBackupTests.backupDays(in: folder.path("backups")) == ["2026-12-01"])
    }

    @Test("a failure written for a command that answered is kept untold, then told once")
    func untold() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(try AutoBackupTests.instant(KadoTestSupport.day("2026-12-01"), hour: 9, zone: .gmt))
        let tracker = try AutoBackupTests.tracker(in: folder, clock: clock)
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        try FileManager.default.removeItem(atPath: folder.path("backups"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.path("backups")))
        clock.advance(by: 86_400)
        tracker.autoBackup?.keepsFailuresUntold = true
        #expect(throws: AutoBackupError.self) { try tracker.backups.writeDueAutoBackup() }
        #expect(tracker.backups.lastAutoBackupFailure()?.untold == true)
        let told = try #require(tracker.backups.takeUntoldAutoBackupFailure())
        #expect(told.language == .english)
        guard case .notWritten(let path, _) = told.error else {
            Issue.record("\(told.error)")
            return
        }
        #expect(path == folder.path("backups/kado-auto-2026-12-02.json"))
        #expect(tracker.backups.takeUntoldAutoBackupFailure() == nil)
        // Still the last failure, for the listings, until a backup is written.
        #expect(try tracker.backups.autoBackups().lastFailure?.day == KadoTestSupport.day("2026-12-02"))
    }

    @Test("a note left by a writer that died is told as cut short, once; one whose writer lives is not")
    func killedWriter() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(try AutoBackupTests.instant(KadoTestSupport.day("2026-12-01"), hour: 9, zone: .gmt))
        let tracker = try AutoBackupTests.tracker(in: folder, clock: clock)
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let backups = folder.path("backups")
        let note = RunningAutoBackup(
            day: KadoTestSupport.day("2026-12-01"), folder: backups, tag: nil,
            path: backups + "/kado-auto-2026-12-01.json")
        try JSONEncoder().encode(note).write(to: URL(fileURLWithPath: tracker.backups.runningAutoBackupPath))
        // Its writer holds the lock: it is being written.
        let lock = AutoBackupLock.attempt(inFolder: backups, waiting: false, locks: SystemPorts.testing.locks)
        #expect(lock.isHeld)
        #expect(tracker.backups.takeUntoldAutoBackupFailure() == nil)
        lock.release()
        // The lock went with its writer: killed.
        let told = try #require(tracker.backups.takeUntoldAutoBackupFailure())
        #expect(
            told.error
                == .notWritten(path: backups + "/kado-auto-2026-12-01.json", reason: BackupUseCases.cutShortReason))
        #expect(!FileManager.default.fileExists(atPath: tracker.backups.runningAutoBackupPath))
        #expect(tracker.backups.takeUntoldAutoBackupFailure() == nil)
        #expect(tracker.backups.lastAutoBackupFailure()?.error == told.error)
    }
}
