import Foundation
import KadoCore
import KadoTestSupport
import Synchronization
import Testing

@testable import KadoApp

/// Writers publish the widget snapshot in the order they commit: a write holds the publishers'
/// folder lock around its transaction and its publish, so every publish finds the file the write
/// before it left and splices it, whatever number of connections write at once.
@Suite("Snapshot publishes in commit order")
struct SnapshotPublishOrderTests {
    static let start = instant("2026-04-10T10:00:00Z")
    static let today = day("2026-04-10")

    @Test(
        "Connections checking in at once: every publish is a splice, and the file is the full rebuild's",
        arguments: [(writers: 2, seed: UInt64(7)), (writers: 8, seed: UInt64(2026))])
    func concurrentCheckIns(writers: Int, seed: UInt64) throws {
        let clock = TestClock(Self.start)
        try SnapshotPublisherTests.withTracker(clock: clock) { tracker, _ in
            let types: [HabitType] = [.binary, .counter(target: 5), .timer(targetSeconds: 600), .atMost(target: 2)]
            var habits: [Habit] = []
            for index in 0..<12 {
                habits.append(
                    try tracker.habits.createHabit(
                        HabitDraft(name: "Habit \(index)", frequency: .daily, type: types[index % types.count])))
            }
            try tracker.widget.publishSnapshot()
            let checkInsEach = 25
            let trackers = try (0..<writers).map { _ in
                try TrackerBuilder().clock(clock).open(at: tracker.databasePath)
            }
            let failures = Mutex<[String]>([])
            let counts = Mutex<[SnapshotPublishCounts]>([])
            let started = DispatchGroup()
            for (index, writer) in trackers.enumerated() {
                nonisolated(unsafe) let writer = writer
                let habits = habits
                started.enter()
                Thread {
                    defer { started.leave() }
                    var random = SeededGenerator(seed: seed &+ UInt64(index))
                    for step in 0..<checkInsEach {
                        let habit = habits[random.int(in: 0...(habits.count - 1))]
                        let day = Self.today.adding(days: -random.int(in: 0...6))
                        do {
                            switch habit.type {
                            case .binary: _ = try writer.checkIns.toggle(habit, on: day)
                            default: _ = try writer.checkIns.log(habit, value: 1, adding: true, on: day)
                            }
                        } catch {
                            failures.withLock { $0.append("writer \(index), step \(step): \(error)") }
                        }
                    }
                    counts.withLock { $0.append(writer.snapshotPublishes) }
                }.start()
            }
            started.wait()
            #expect(failures.withLock { $0 } == [])
            let total = counts.withLock { $0 }
            #expect(total.count == writers)
            // Every check-in changed something (a toggle, or one more), so each one published.
            #expect(total.map(\.spliced).reduce(0, +) == writers * checkInsEach, "\(total)")
            #expect(total.map(\.rebuilt).reduce(0, +) == 0, "\(total)")
            #expect(total.map(\.reusing).reduce(0, +) == 0, "\(total)")
            try SnapshotPublisherTests.expectFullRebuild(tracker, "after \(writers) writers")
        }
    }

    @Test("Caches written between two check-ins (checkpoints, token, last export) keep the clock: a splice")
    func cacheWritesKeepTheClock() throws {
        // Habits made 120 days ago: old enough for Today to save score checkpoints.
        let clock = TestClock(Self.start.addingTimeInterval(-120 * 86_400))
        try SnapshotPublisherTests.withTracker(clock: clock) { tracker, _ in
            let walk = try tracker.habits.createHabit(HabitDraft(name: "Walk", frequency: .daily, type: .binary))
            let read = try tracker.habits.createHabit(
                HabitDraft(name: "Read", frequency: .daily, type: .counter(target: 3)))
            clock.set(Self.start)
            for back in stride(from: 1, through: 100, by: 3) {
                _ = try tracker.checkIns.toggle(walk, on: Self.today.adding(days: -back))
            }
            try tracker.widget.publishSnapshot()
            _ = try tracker.checkIns.toggle(walk, on: Self.today)
            let before = tracker.snapshotPublishes
            let stamp = try tracker.work.store.lastChangeStamp()

            // Checkpoints forgotten and saved again by Today: rows changed, the clock did not move.
            let forgetting = tracker.work.store.changeCount
            try tracker.work.store.write { try $0.forgetCheckpoint(of: walk.id) }
            #expect(tracker.work.store.changeCount > forgetting, "there were checkpoints to forget")
            let saving = tracker.work.store.changeCount
            _ = try tracker.views.todayView()
            #expect(tracker.work.store.changeCount > saving, "Today saved checkpoints")
            _ = try tracker.devices.makeScriptToken(named: "Script")
            try tracker.backups.recordExport()
            #expect(try tracker.devices.devices().count == 1)
            #expect(try tracker.backups.lastExport() != nil)
            #expect(try tracker.work.store.lastChangeStamp() == stamp)

            _ = try tracker.checkIns.log(read, value: 1, adding: true, on: Self.today)
            #expect(tracker.snapshotPublishes.spliced == before.spliced + 1, "\(tracker.snapshotPublishes)")
            #expect(tracker.snapshotPublishes.rebuilt == before.rebuilt, "\(tracker.snapshotPublishes)")
            // The next change is stamped after every row, the cache writes' included.
            let next = try tracker.work.store.lastChangeStamp()
            #expect(next > stamp)
            try SnapshotPublisherTests.expectFullRebuild(tracker, "after the cache writes")
        }
    }

    @Test("A write holds the publishers' lock during its transaction, and not after it")
    func writeHoldsTheLock() throws {
        try SnapshotPublisherTests.withTracker(clock: TestClock(Self.start)) { tracker, _ in
            let path = tracker.widget.snapshotPath
            var heldInside = false
            try tracker.work.write { writer in
                heldInside = SnapshotFile.holdsLock(beside: path)
                _ = writer
            }
            #expect(heldInside)
            #expect(!SnapshotFile.holdsLock(beside: path))
        }
    }

    @Test("A thread that holds the publishers' lock and asks for it again runs at once, still holding it")
    func nestedLockRunsAtOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("snapshot.json").path
        let inner = try SnapshotFile.withLock(beside: path, locks: SystemPorts.testing.locks) {
            () throws(AppError) -> Bool in
            try SnapshotFile.withLock(beside: path, locks: SystemPorts.testing.locks) { () throws(AppError) -> Bool in
                SnapshotFile.holdsLock(beside: path)
            }
        }
        #expect(inner)
        #expect(!SnapshotFile.holdsLock(beside: path))
        // Released: another thread takes it (it would wait for ever otherwise).
        let taken = DispatchSemaphore(value: 0)
        Thread {
            try? SnapshotFile.withLock(beside: path, locks: SystemPorts.testing.locks) { () throws(AppError) -> Void in
                taken.signal()
            }
        }.start()
        #expect(taken.wait(timeout: .now() + 60) == .success)
    }
}
