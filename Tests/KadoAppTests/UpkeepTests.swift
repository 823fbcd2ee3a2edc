import Foundation
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoApp
@testable import KadoStore

/// What a one-shot command leaves for after its answer (``WidgetUseCases/upkeepAfterAnswer(settings:)``):
/// the first publish of a new day, which computes every habit, is left to the upkeep process
/// with the backup; later changes of the day splice the file themselves.
@Suite("The upkeep a change leaves for after its answer")
struct UpkeepTests {
    /// A tracker whose launch does, on a second tracker of the same database, what `kado upkeep
    /// --detached` does, noting the snapshot's first day as it found it; or starts nothing when
    /// `starts` is false.
    final class Harness {
        let folder: TemporaryFolder
        let clock: TestClock
        let tracker: Tracker
        let launches = Locked(0)
        let starts = Locked(true)
        let foundDays = Locked<[LogicalDay?]>([])

        init() throws {
            folder = try TemporaryFolder()
            clock = TestClock(try AutoBackupTests.instant(KadoTestSupport.day("2026-12-01"), hour: 9, zone: .gmt))
            tracker = try AutoBackupTests.tracker(in: folder, clock: clock)
            nonisolated(unsafe) let upkeep = try AutoBackupTests.tracker(in: folder, clock: clock)
            let (launches, starts, foundDays) = (launches, starts, foundDays)
            let path = tracker.widget.snapshotPath
            tracker.autoBackup?.launch = {
                launches.withValue { $0 += 1 }
                guard starts.value else { return false }
                foundDays.withValue { $0.append(SnapshotFile.brief(at: path)?.firstDay) }
                _ = try? upkeep.widget.bringSnapshotUpToDate()
                _ = try? upkeep.backups.writeDueAutoBackup()
                return true
            }
        }

        /// The snapshot's first day and whether it has seen the database's last change.
        func snapshot() throws -> (day: LogicalDay?, upToDate: Bool) {
            let stamp = try tracker.work.store.lastChangeStamp().description
            return (
                SnapshotFile.brief(at: tracker.widget.snapshotPath)?.firstDay,
                SnapshotFile.stamp(at: tracker.widget.snapshotPath) == stamp
            )
        }
    }

    @Test("the first change of a day leaves the snapshot and the backup to one upkeep; the next splices")
    func firstChangeOfTheDay() throws {
        let harness = try Harness()
        let tracker = harness.tracker
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        _ = try tracker.habits.createHabit(HabitDraft(name: "Walk"))
        // The first change found no snapshot: the upkeep wrote it, and the day's backup.
        #expect(harness.launches.value == 1)
        #expect(harness.foundDays.value == [nil])
        #expect(try harness.snapshot() == (KadoTestSupport.day("2026-12-01"), true))
        #expect(try AutoBackupTests.backupDays(in: harness.folder.path("backups")) == ["2026-12-01"])

        // The next day: the change answers before any habit is computed again for it.
        harness.clock.advance(by: 86_400)
        let before = tracker.snapshotPublishes
        _ = try tracker.checkIns.checkIn(.done, habit: .text("Read"))
        #expect(harness.launches.value == 2)
        #expect(harness.foundDays.value == [nil, KadoTestSupport.day("2026-12-01")])
        #expect(tracker.snapshotPublishes == before)
        #expect(try harness.snapshot() == (KadoTestSupport.day("2026-12-02"), true))
        #expect(try AutoBackupTests.backupDays(in: harness.folder.path("backups")) == ["2026-12-01", "2026-12-02"])
        let read = try #require(try tracker.habits.all().first { $0.name == "Read" })
        let series = try SnapshotFile.read(from: tracker.widget.snapshotPath)
        #expect(series.days[0].today.first { $0.habit.id == read.id }?.status == .complete)

        // A later change of the same day splices the file itself and starts nothing.
        _ = try tracker.checkIns.checkIn(.done, habit: .text("Walk"))
        #expect(harness.launches.value == 2)
        #expect(tracker.snapshotPublishes.spliced == before.spliced + 1)
        #expect(try harness.snapshot() == (KadoTestSupport.day("2026-12-02"), true))
        #expect(try tracker.widget.bringSnapshotUpToDate() == false)
    }

    @Test("when no upkeep process can be started, the change does the work before answering")
    func noProcess() throws {
        let harness = try Harness()
        harness.starts.withValue { $0 = false }
        _ = try harness.tracker.habits.createHabit(HabitDraft(name: "Read"))
        #expect(harness.launches.value >= 1)
        #expect(try harness.snapshot() == (KadoTestSupport.day("2026-12-01"), true))
        #expect(try AutoBackupTests.backupDays(in: harness.folder.path("backups")) == ["2026-12-01"])
    }

    @Test("bringing the snapshot up to date rewrites one of another day, or one that missed a change, only")
    func bringUpToDate() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(try AutoBackupTests.instant(KadoTestSupport.day("2026-12-01"), hour: 9, zone: .gmt))
        let tracker = try AutoBackupTests.tracker(in: folder, clock: clock)
        _ = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        #expect(try tracker.widget.bringSnapshotUpToDate() == false)
        // A change published nowhere (as by a process killed before its publish).
        let other = try HabitStore(path: tracker.databasePath, now: { clock.now })
        try other.write { writer in try writer.insert(Habit(name: "Walk", createdAt: clock.now)) }
        #expect(try tracker.widget.bringSnapshotUpToDate() == true)
        #expect(try SnapshotFile.read(from: tracker.widget.snapshotPath).days[0].habits.count == 2)
        clock.advance(by: 86_400)
        #expect(try tracker.widget.bringSnapshotUpToDate() == true)
        #expect(SnapshotFile.brief(at: tracker.widget.snapshotPath)?.firstDay == KadoTestSupport.day("2026-12-02"))
        #expect(try tracker.widget.bringSnapshotUpToDate() == false)
    }

    @Test("a publish that computes habits with no checkpoint saves theirs, so the next Today walks no history")
    func publishSavesCheckpoints() throws {
        let folder = try TemporaryFolder()
        let clock = TestClock(try AutoBackupTests.instant(KadoTestSupport.day("2026-12-01"), hour: 9, zone: .gmt))
        let tracker = try AutoBackupTests.tracker(in: folder, clock: clock)
        let habit = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let first = try tracker.today().adding(days: -390)
        for offset in stride(from: 0, to: 380, by: 3) {
            _ = try tracker.checkIns.checkIn(.done, habit: .id(habit.id), day: first.adding(days: offset))
        }
        _ = try tracker.views.todayView()
        let saved = try tracker.work.store.checkpointDays(of: habit.id)
        #expect(saved.count > 1, "Today saved no ladder")
        // Every checkpoint gone (as after an import or a change of week start), then a change:
        // its publish walks the history once and saves the ladder again.
        try tracker.work.store.write { writer in try writer.database.execute("DELETE FROM score_checkpoints") }
        #expect(try tracker.work.store.checkpointDays(of: habit.id).isEmpty)
        _ = try tracker.habits.createHabit(HabitDraft(name: "Walk"))
        #expect(try tracker.work.store.checkpointDays(of: habit.id) == saved)
        // And the Today after it resumes from them: the same answer as a walk of the whole history.
        let fresh = try TrackerBuilder().clock(clock).open(at: tracker.databasePath)
        #expect(try tracker.views.summary(of: habit).evaluation == (try fresh.views.summary(of: habit).evaluation))
    }
}
