import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The publishers' lock on the snapshot's folder, and the database's write lock (and, in
/// `BusyLockTests+SyncAndBackup.swift`, the sync's and the backup's locks), held by someone
/// else for longer than a change waits: the change is refused as busy, having changed nothing,
/// instead of failing as a database error or waiting for ever.
@Suite("A change that cannot get its turn")
struct BusyLockTests {
    let folder: TemporaryFolder

    init() throws { folder = try TemporaryFolder(prefix: "kado-busy-lock") }

    /// Runs `body` while another open file description of the snapshot's folder holds its `flock`
    /// (as another process would); `release` lets it go early.
    @discardableResult
    func holdingFolderLock<Result>(_ body: (_ release: @escaping @Sendable () -> Void) throws -> Result) throws
        -> Result
    {
        let descriptor = open(folder.url.path, O_RDONLY | O_CLOEXEC)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try #require(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        defer { flock(descriptor, LOCK_UN) }
        return try body { flock(descriptor, LOCK_UN) }
    }

    func tracker(patience: Duration) throws -> Tracker {
        try TrackerBuilder().patience(patience).open(in: folder)
    }

    @Test("The folder lock held elsewhere for longer than the patience: busy, within it, and the body never ran")
    func folderLockTimesOut() throws {
        let path = folder.path("kado.widget.json")
        try holdingFolderLock { _ in
            let started = ContinuousClock.now
            #expect(throws: AppError.store(.busy(path: "/data/kado.sqlite"))) {
                try SnapshotFile.withLock(
                    beside: path, database: "/data/kado.sqlite", locks: SystemPorts.testing.locks,
                    patience: .milliseconds(150)
                ) {
                    () throws(AppError) in Issue.record("the body ran without the lock")
                }
            }
            let waited = started.duration(to: .now)
            #expect(waited >= .milliseconds(150))
            #expect(waited < .seconds(2))
            #expect(!SnapshotFile.holdsLock(beside: path))
        }
    }

    @Test("The folder lock released while a writer waits: the writer takes it and runs")
    func folderLockTakenOnceReleased() throws {
        let path = folder.path("kado.widget.json")
        let ran = try holdingFolderLock { release in
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(100), execute: release)
            return try SnapshotFile.withLock(beside: path, locks: SystemPorts.testing.locks, patience: .seconds(10)) {
                () throws(AppError) -> Bool in
                SnapshotFile.holdsLock(beside: path)
            }
        }
        #expect(ran)
        #expect(!SnapshotFile.holdsLock(beside: path))
    }

    @Test("A check-in while another process holds the snapshot's lock is refused as busy and writes nothing")
    func checkInWhileTheFolderIsLocked() throws {
        let tracker = try tracker(patience: .milliseconds(150))
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let before = try tracker.testStore.completions(of: habit.id)
        try holdingFolderLock { _ in
            #expect(throws: AppError.store(.busy(path: tracker.databasePath))) {
                try tracker.checkIns.checkIn(.done, habit: .id(habit.id))
            }
        }
        #expect(try tracker.testStore.completions(of: habit.id) == before)
        try tracker.checkIns.checkIn(.done, habit: .id(habit.id))
        #expect(try tracker.testStore.completions(of: habit.id).count == 1)
    }

    @Test("A screen's change while another process holds the snapshot's lock: busy, nothing run, nothing drawn twice")
    func deferredPublishWhileTheFolderIsLocked() throws {
        let tracker = try tracker(patience: .milliseconds(150))
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        try holdingFolderLock { _ in
            #expect(throws: AppError.store(.busy(path: tracker.databasePath))) {
                try tracker.widget.publishingSnapshotAfterwards(
                    { () throws(AppError) in
                        Issue.record("the changes ran without the lock")
                        _ = try tracker.checkIns.checkIn(.done, habit: .id(habit.id))
                    }, meanwhile: { Issue.record("the screen was drawn for a change not made") })
            }
        }
        #expect(try tracker.testStore.completions(of: habit.id).isEmpty)
        #expect(tracker.work.pendingSnapshot == nil)
    }

    @Test("A check-in while another connection holds the database's write lock is refused as busy")
    func checkInWhileTheDatabaseIsLocked() throws {
        let tracker = try tracker(patience: .milliseconds(150))
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let holder = try Database(path: tracker.databasePath)
        try holder.execute(sql: "BEGIN IMMEDIATE TRANSACTION")
        #expect(throws: AppError.store(.busy(path: tracker.databasePath))) {
            try tracker.checkIns.checkIn(.done, habit: .id(habit.id))
        }
        try holder.execute(sql: "ROLLBACK TRANSACTION")
        #expect(try tracker.testStore.completions(of: habit.id).isEmpty)
        #expect(AppError.store(.busy(path: "/k")).remedy == .tryAgainLater)
        #expect(AppError.store(.busy(path: "/k")).code == "store.busy")
    }

    @Test("Today while another connection writes: it answers without waiting, and saves its checkpoints next time")
    func todayNeverWaitsToSaveItsCache() throws {
        // A patience long enough that a Today waiting for the lock would show in the test's time.
        let tracker = try tracker(patience: .seconds(30))
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let today = try tracker.today()
        for offset in 1...120 where offset % 2 == 0 {
            try tracker.checkIns.complete(habit, on: today.adding(days: -offset))
        }
        let holder = try Database(path: tracker.databasePath)
        try holder.execute(sql: "DELETE FROM score_checkpoints")
        // Another connection holds the write lock, as a long import does.
        try holder.execute(sql: "BEGIN IMMEDIATE TRANSACTION")
        let clock = ContinuousClock()
        let start = clock.now
        let view = try tracker.views.todayView()
        let waited = clock.now - start
        #expect(view.all.map(\.habit.id) == [habit.id])
        #expect(waited < .seconds(10), "Today waited \(waited) for another writer")
        try holder.execute(sql: "ROLLBACK TRANSACTION")
        #expect(try tracker.testStore.checkpointDays(of: habit.id).isEmpty, "saved while the lock was held")
        // The lock free, the next Today saves them, and answers the same.
        #expect(try tracker.views.todayView() == view)
        #expect(!(try tracker.testStore.checkpointDays(of: habit.id)).isEmpty)
    }
}
