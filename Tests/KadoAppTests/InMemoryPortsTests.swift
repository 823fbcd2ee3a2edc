import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp

/// The application layer over ports of the tests' own (``SystemPorts``): its locks are asked of
/// the port it is given, not of the system, so that what it does with a lock held elsewhere can be
/// tested without files.
@Suite("The application layer over in-memory ports")
struct InMemoryPortsTests {
    let folder: TemporaryFolder
    let locks = InMemoryFileLocks()

    init() throws { folder = try TemporaryFolder(prefix: "kado-in-memory-ports") }

    /// A tracker whose locks are ``locks``, every other port the system's.
    func tracker(patience: Duration = .seconds(5)) throws -> Tracker {
        try Self.trackers(locks).patience(patience).open(in: folder)
    }

    /// Trackers whose locks are `locks`, every other port the system's.
    static func trackers(_ locks: InMemoryFileLocks) -> TrackerBuilder {
        var ports = SystemPorts.testing
        ports.locks = locks
        return TrackerBuilder().system(ports)
    }

    @Test("a change takes the snapshot folder's lock through the port, and lets it go")
    func changeLocksThroughThePort() throws {
        let tracker = try tracker()
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        #expect(locks.holders.isEmpty)
        let held = try locks.lock(FileLockRequest(path: folder.url.path, target: .folder, mode: .tryOnce))
        let busy = try self.tracker(patience: .milliseconds(100))
        #expect(throws: AppError.store(.busy(path: busy.databasePath))) {
            _ = try busy.checkIns.checkIn(.done, habit: .text("Read"))
        }
        held.release()
        _ = try busy.checkIns.checkIn(.done, habit: .text("Read"))
        #expect(try busy.views.todayView().all.first?.isDoneToday == true)
    }

    @Test("a sync while the port says another sync holds the database: busy, having done nothing")
    func syncBusy() throws {
        let tracker = try tracker(patience: .milliseconds(100))
        let path = SyncFileNames.beside(tracker.databasePath, suffix: "sync-lock")
        let held = try locks.lock(FileLockRequest(path: path, mode: .tryOnce))
        defer { held.release() }
        #expect(throws: AppError.store(.busy(path: tracker.databasePath))) { try tracker.sync.syncNow() }
        #expect(!FileManager.default.fileExists(atPath: path), "an in-memory lock makes no file")
    }

    @Test("one reminder scheduler per database, as the port holds it; the board reads who")
    func reminderScheduler() throws {
        let tracker = try tracker()
        let path = tracker.databasePath
        let trackers = Self.trackers(locks)
        let open: @Sendable () throws -> sending Tracker = { try trackers.open(at: path) }
        let first = try ReminderService(
            databasePath: path, holder: "first, pid 1", locks: locks, openTracker: open, channels: [],
            events: { _ in })
        #expect(throws: ReminderServiceError.alreadyRunning(holder: "first, pid 1")) {
            try ReminderService(
                databasePath: path, holder: "second", locks: locks, openTracker: open, channels: [], events: { _ in })
        }
        #expect(ReminderBoard().scheduler(databasePath: path, locks: locks) == .elsewhere(holder: "first, pid 1"))
        first.stop()
        #expect(ReminderBoard().scheduler(databasePath: path, locks: locks) == .nowhere)
    }
}
