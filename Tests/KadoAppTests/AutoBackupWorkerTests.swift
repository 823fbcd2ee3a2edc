import Dispatch
import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp

/// The automatic backup written in the background (the TUI's, the web app's): a change returns
/// before its backup is written, the backup then holds the change, one export for any number of
/// changes, failures told through the worker's events and held back as before, and an abandoned
/// backup leaves no file behind (Wednesday 2026-12-02, 09:00 UTC).
@Suite("Automatic backups in the background")
struct AutoBackupWorkerTests {
    /// A database in `folder` with its backups in `folder/backups`: the front end's tracker, which
    /// hands its backups to a worker, and the worker's, opened for each backup, whose export
    /// waits for `gate` (a slow export) and is counted in `exports`.
    final class Fixture: Sendable {
        /// The folder of the database (kept by the test, which removes it).
        let root: String
        let clock: TestClock
        let gate = DispatchSemaphore(value: 0)
        let exports = Locked(0)
        let events = Locked<[AutoBackupWorker.Event]>([])
        let reports = Locked(0)

        init(_ folder: TemporaryFolder) throws {
            root = folder.url.path
            clock = TestClock(try AutoBackupTests.instant(KadoTestSupport.day("2026-12-02"), hour: 9, zone: .gmt))
        }

        var backups: String { path("backups") }

        func path(_ name: String) -> String { (root as NSString).appendingPathComponent(name) }

        func open() throws -> Tracker {
            let tracker = try TrackerBuilder().timeZone(.gmt).clock(clock).open(at: path("kado.sqlite"))
            tracker.autoBackup = AutoBackupConfiguration(defaultFolder: backups)
            return tracker
        }

        /// The worker: its trackers' exports count, then wait for the gate (a minute at most, so
        /// that a change that waited for its backup fails the test instead of hanging it).
        func worker(slow: Bool) -> AutoBackupWorker {
            AutoBackupWorker(
                openTracker: { [self] in
                    let tracker = try self.open()
                    tracker.autoBackup?.exportWillStart = { [self] in
                        self.exports.withValue { $0 += 1 }
                        if slow { _ = self.gate.wait(timeout: .now() + 60) }
                    }
                    return tracker
                },
                events: { [self] event in self.events.withValue { $0.append(event) } })
        }

        /// The front end's tracker, its backups handed to `worker`; a failure told to its own
        /// reporter would be counted (and must not be).
        func frontEnd(_ worker: AutoBackupWorker) throws -> Tracker {
            let tracker = try open()
            tracker.autoBackup?.report = { [self] _, _ in self.reports.withValue { $0 += 1 } }
            tracker.writeAutoBackups(through: worker)
            return tracker
        }

        /// The names in the backups folder, temporary files and the lock's file included.
        func names() throws -> [String] {
            guard FileManager.default.fileExists(atPath: backups) else { return [] }
            return try FileManager.default.contentsOfDirectory(atPath: backups).sorted()
        }
    }

    @Test("a change returns before its slow backup is written; the backup then holds it; more changes export nothing")
    func slowBackupOffThePath() throws {
        let folder = try TemporaryFolder()
        let fixture = try Fixture(folder)
        let worker = fixture.worker(slow: true)
        let tracker = try fixture.frontEnd(worker)
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        // The export waits for the gate: the change came back first, and nothing is written yet.
        #expect(worker.isRunning)
        #expect(try fixture.names().filter { $0 != ".kado-auto.lock" } == [])
        // More changes while it is written: no second backup is started.
        _ = try tracker.checkIns.complete(read, on: try tracker.today())
        let walk = try tracker.habits.createHabit(HabitDraft(name: "Walk"))
        #expect(try tracker.habits.all().map(\.name) == ["Read", "Walk"])
        fixture.gate.signal()
        worker.waitUntilIdle()
        #expect(fixture.exports.value == 1)
        #expect(try fixture.names() == ["kado-auto-2026-12-02.json"])
        // Written after the first change's commit, on its own connection: it holds that change
        // (and the two made while the export waited).
        let backup = try tracker.backups.readBackup(fileAt: "\(fixture.backups)/kado-auto-2026-12-02.json")
        #expect(Set(backup.habits.map(\.name)) == ["Read", "Walk"])
        guard case .started(let day) = fixture.events.value.first, case .written(let file) = fixture.events.value.last
        else {
            Issue.record("events: \(fixture.events.value)")
            return
        }
        #expect(day == KadoTestSupport.day("2026-12-02") && file.day == day)
        #expect(fixture.events.value.count == 2)
        // Once a day: the changes after it export nothing.
        _ = try tracker.checkIns.complete(walk, on: try tracker.today())
        worker.waitUntilIdle()
        #expect(fixture.exports.value == 1)
        // The next logical day, the first change writes the next backup.
        fixture.clock.advance(by: 24 * 3600)
        _ = try tracker.checkIns.complete(read, on: try tracker.today())
        fixture.gate.signal()
        worker.waitUntilIdle()
        #expect(fixture.exports.value == 2)
        #expect(try fixture.names() == ["kado-auto-2026-12-02.json", "kado-auto-2026-12-03.json"])
    }

    @Test("a failure goes to the worker's events, not the reporter, is kept, and holds the next attempts back")
    func failureThroughEvents() throws {
        let folder = try TemporaryFolder()
        let fixture = try Fixture(folder)
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: fixture.path("blocked")))
        let setup = try fixture.open()
        try setup.backups.setAutoBackups(enabled: false)
        try setup.backups.setAutoBackupFolder(fixture.path("blocked"))
        let worker = fixture.worker(slow: false)
        let tracker = try fixture.frontEnd(worker)
        try tracker.backups.setAutoBackups(enabled: true)
        worker.waitUntilIdle()
        #expect(fixture.exports.value == 1)
        #expect(fixture.reports.value == 0)
        guard case .failed(.notWritten(let path, _), .english) = fixture.events.value.last else {
            Issue.record("events: \(fixture.events.value)")
            return
        }
        let tag = try #require(tracker.backups.autoBackupTag)
        #expect(path == fixture.path("blocked/kado-auto-2026-12-02-\(tag).json"))
        #expect(try tracker.backups.autoBackups().lastFailure?.day == KadoTestSupport.day("2026-12-02"))
        // Changes in the hour after: nothing exported, nothing told again.
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        fixture.clock.advance(by: 30 * 60)
        _ = try tracker.checkIns.complete(read, on: try tracker.today())
        worker.waitUntilIdle()
        #expect(fixture.exports.value == 1)
        #expect(fixture.events.value.count == 2)
        // An hour later, the folder fixed: the next change writes it and the failure is gone.
        try FileManager.default.removeItem(atPath: fixture.path("blocked"))
        fixture.clock.advance(by: 31 * 60)
        _ = try tracker.checkIns.checkIn(.undo, habit: .id(read.id))
        worker.waitUntilIdle()
        #expect(fixture.exports.value == 2)
        #expect(try AutoBackupTests.backupDays(in: fixture.path("blocked"), tag: tag) == ["2026-12-02"])
        #expect(try tracker.backups.autoBackups().lastFailure == nil)
        #expect(fixture.reports.value == 0)
    }

    @Test("finishing while the export runs abandons it: no file, no temporary file, no failure, no later start")
    func abandonedDuringExport() throws {
        let folder = try TemporaryFolder()
        let fixture = try Fixture(folder)
        let worker = fixture.worker(slow: true)
        let tracker = try fixture.frontEnd(worker)
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        #expect(worker.isRunning)
        #expect(worker.finish(waitingAtMost: 0) == .abandoned)
        fixture.gate.signal()
        worker.waitUntilIdle()
        #expect(try fixture.names().filter { $0 != ".kado-auto.lock" } == [])
        #expect(try tracker.backups.autoBackups().lastFailure == nil)
        #expect(fixture.events.value.count == 1)
        // A worker that finished starts nothing more.
        _ = try tracker.habits.createHabit(HabitDraft(name: "Walk"))
        worker.waitUntilIdle()
        #expect(fixture.exports.value == 1)
        #expect(try fixture.names() == [])
    }

    @Test("finishing a worker that writes nothing, or lets its backup end in time")
    func finishedInTime() throws {
        let folder = try TemporaryFolder()
        let fixture = try Fixture(folder)
        #expect(fixture.worker(slow: false).finish(waitingAtMost: 0) == .idle)
        let worker = fixture.worker(slow: true)
        let tracker = try fixture.frontEnd(worker)
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        fixture.gate.signal()
        #expect(worker.finish(waitingAtMost: 60) == .finished)
        #expect(try fixture.names() == ["kado-auto-2026-12-02.json"])
    }

    /// A control whose `willWriteFile` answers `mayWrite`, and which is abandoned from the start.
    static func abandonedControl(mayWrite: Bool, writing: Locked<Int>) -> AutoBackupControl {
        AutoBackupControl(
            willStart: { _ in },
            willWriteFile: {
                writing.withValue { $0 += 1 }
                return mayWrite
            },
            didWriteFile: { writing.withValue { $0 -= 1 } }, isAbandoned: { true })
    }

    @Test("an abandoned write stops before its next chunk and removes its temporary file", arguments: [false, true])
    func abandonedWrite(_ mayWrite: Bool) throws {
        let folder = try TemporaryFolder()
        let fixture = try Fixture(folder)
        let tracker = try fixture.open()
        try tracker.backups.setAutoBackups(enabled: false)
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let writing = Locked(0)
        let control = Self.abandonedControl(mayWrite: mayWrite, writing: writing)
        #expect(throws: AutoBackupError.self) {
            try tracker.backups.writeAutoBackupFile(
                on: try tracker.today(), into: fixture.backups, control: control)
        }
        #expect(try fixture.names() == [])
        // Told that the file is gone whenever it was allowed to be made.
        #expect(writing.value == (mayWrite ? 0 : 1))
    }

    @Test("while another process holds the backup lock, a change writes no backup; afterwards one does")
    func lockHeldElsewhere() throws {
        let folder = try TemporaryFolder()
        let fixture = try Fixture(folder)
        let tracker = try fixture.open()
        tracker.autoBackup?.exportWillStart = { fixture.exports.withValue { $0 += 1 } }
        let held = AutoBackupLock.attempt(inFolder: fixture.backups, waiting: false, locks: SystemPorts.testing.locks)
        guard case .held = held else {
            Issue.record("the lock was not taken")
            return
        }
        #expect(
            AutoBackupLock.attempt(inFolder: fixture.backups, waiting: false, locks: SystemPorts.testing.locks).isBusy)
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        #expect(fixture.exports.value == 0)
        #expect(try fixture.names() == [".kado-auto.lock"])
        held.release()
        _ = try tracker.checkIns.complete(read, on: try tracker.today())
        #expect(fixture.exports.value == 1)
        // The lock's file went with the lock.
        #expect(try fixture.names() == ["kado-auto-2026-12-02.json"])
    }
}

extension AutoBackupLock.Attempt {
    /// Whether another holder has it (taking it now would have waited); releases it if taken.
    var isBusy: Bool {
        if case .busy = self { return true }
        release()
        return false
    }
}
