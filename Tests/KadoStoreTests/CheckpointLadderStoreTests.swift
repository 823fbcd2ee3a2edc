import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoStore

/// Migration 6 and a habit's several score checkpoints in the store: kept within their bound,
/// read as the latest before a day, dropped from the day of an edit on.
@Suite("Score checkpoints in the store")
struct CheckpointLadderStoreTests {
    let folder: TemporaryFolder
    let clock = instant("2026-03-01T10:00:00Z")

    init() throws { folder = try TemporaryFolder(prefix: "kado-store-ladder") }

    func open(_ path: String) throws -> HabitStore {
        let moment = clock
        return try HabitStore(path: path, now: { moment })
    }

    /// A daily habit done every day since 2019, and the checkpoints a walk takes of it: every rung
    /// from 2019 on and the latest before 2026-01-20 (a Tuesday: the latest is a Sunday, no rung).
    static func ladder(of habit: Habit? = nil) -> (history: HistoryBuilder, checkpoints: [WalkCheckpoint]) {
        var history = HistoryBuilder(createdOn: day("2019-01-01"))
        if let habit { history.habit = habit }
        history.done(from: day("2019-01-01"), through: day("2026-03-01"))
        let request = CheckpointRequest(before: day("2026-01-20"), latest: true, rungsFrom: day("2019-01-01"))
        return (history, history.timeline().evaluate(asOf: day("2026-03-01"), taking: request).checkpoints)
    }

    @Test("the walk's checkpoints: every rung asked for, then the latest, at ends of weeks before the day")
    func walkTakesLadder() {
        let checkpoints = Self.ladder().checkpoints
        let days = checkpoints.map(\.day)
        #expect(days == days.sorted())
        #expect(days.last == day("2026-01-18"))
        #expect(days.dropLast().allSatisfy { WalkCheckpoint.isRung($0, weekStart: .monday) })
        // 2019 to 2025: 28 quarters, each with its rung.
        #expect(checkpoints.count == 29)
    }

    @Test("a habit keeps its newest rungs and, of the other checkpoints, only the newest of all")
    func boundedLadder() throws {
        let store = try open(folder.path("kado.sqlite"))
        let (history, checkpoints) = Self.ladder()
        try store.write { try $0.insert(history.habit) }
        try store.write { try $0.saveCheckpoints(checkpoints, of: history.habit.id) }
        let kept = try store.checkpointDays(of: history.habit.id)
        #expect(kept == Array(checkpoints.map(\.day).suffix(StoreWriter.checkpointRungs + 1)))

        // An older checkpoint that is no rung is dropped at once; a newer one replaces the latest.
        let older = try #require(
            history.timeline().evaluate(asOf: day("2026-03-01"), checkpointBefore: day("2025-05-14")).checkpoint)
        #expect(!WalkCheckpoint.isRung(older.day, weekStart: .monday))
        try store.write { try $0.saveCheckpoint(older, of: history.habit.id) }
        #expect(try store.checkpointDays(of: history.habit.id) == kept)
        let newer = try #require(
            history.timeline().evaluate(asOf: day("2026-03-01"), checkpointBefore: day("2026-02-05")).checkpoint)
        try store.write { try $0.saveCheckpoint(newer, of: history.habit.id) }
        #expect(try store.checkpointDays(of: history.habit.id) == kept.dropLast() + [newer.day])
    }

    @Test(
        "a setting that reads days again drops every checkpoint; any other setting keeps them",
        arguments: [
            ("dayStart", "4", true), ("weekStart", "7", true), ("language", "fr", false),
            ("backup.folder", "/tmp/elsewhere", false), ("web.tokenSHA256", "ab12", false),
            ("lastExportAt", "1772359200", false),
        ])
    func settingsAndCheckpoints(key: String, value: String, drops: Bool) throws {
        let store = try open(folder.path("kado.sqlite"))
        let (history, checkpoints) = Self.ladder()
        try store.write { try $0.insert(history.habit) }
        try store.write { try $0.saveCheckpoints(checkpoints, of: history.habit.id) }
        let kept = try store.checkpointDays(of: history.habit.id)
        try #require(!kept.isEmpty)
        try store.write { try $0.setSetting(key, to: value) }
        #expect(try store.checkpointDays(of: history.habit.id) == (drops ? [] : kept))
    }

    @Test("a read finds the latest checkpoint before the day asked, one habit or many")
    func latestBefore() throws {
        let store = try open(folder.path("kado.sqlite"))
        let (first, checkpoints) = Self.ladder()
        let other = Habit(name: "Walk", createdAt: first.habit.createdAt, sortOrder: 1)
        let (_, otherCheckpoints) = Self.ladder(of: other)
        try store.write { writer in
            try writer.insert(first.habit)
            try writer.insert(other)
            try writer.saveCheckpoints(checkpoints, of: first.habit.id)
            try writer.saveCheckpoints(Array(otherCheckpoints.prefix(20)), of: other.id)
        }
        let kept = checkpoints.suffix(StoreWriter.checkpointRungs + 1)
        #expect(try store.checkpoint(of: first.habit.id) == kept.last)
        for (index, checkpoint) in kept.enumerated() {
            let previous = index > 0 ? kept[kept.startIndex + index - 1] : nil
            #expect(try store.checkpoint(of: first.habit.id, before: checkpoint.day.adding(days: 1)) == checkpoint)
            #expect(try store.checkpoint(of: first.habit.id, before: checkpoint.day) == previous)
            let batch = try store.checkpoints(of: [first.habit.id, other.id], before: checkpoint.day)
            #expect(batch[first.habit.id] == previous)
            #expect(batch[other.id] == (try store.checkpoint(of: other.id, before: checkpoint.day)))
        }
        #expect(try store.checkpoints(of: [first.habit.id], before: day("2019-01-01")).isEmpty)
    }

    @Test(
        "an edit drops every checkpoint on or after its day and keeps the ones before",
        arguments: ["2019-02-01", "2023-07-15", "2025-12-28", "2026-02-20"])
    func editDropsLaterOnes(_ edited: String) throws {
        let store = try open(folder.path("kado.sqlite"))
        let (history, checkpoints) = Self.ladder()
        try store.write { writer in
            try writer.insert(history.habit)
            try writer.saveCheckpoints(checkpoints, of: history.habit.id)
        }
        let before = try store.checkpointDays(of: history.habit.id)
        try store.write {
            try $0.insert(Completion(habitID: history.habit.id, day: day(edited), recordedAt: clock, value: 2))
        }
        #expect(try store.checkpointDays(of: history.habit.id) == before.filter { $0 < day(edited) })
        // A synced skip does the same, from its first day.
        try store.write { try $0.saveCheckpoints(checkpoints, of: history.habit.id) }
        let skip = Skip(habitID: history.habit.id, days: try DayRange(from: day(edited), through: day(edited)))
        try store.write { writer in _ = try writer.save(contentsOf: [skip]) }
        #expect(try store.checkpointDays(of: history.habit.id) == before.filter { $0 < day(edited) })
        // Deleting the habit drops them all.
        try store.write { try $0.saveCheckpoints(checkpoints, of: history.habit.id) }
        try store.write { try $0.deleteHabit(history.habit.id) }
        #expect(try store.checkpointDays(of: history.habit.id).isEmpty)
    }

    @Test("a database of schema 5 migrates to 6: its checkpoint emptied, then several per habit kept")
    func migratesFromVersion5() throws {
        let path = folder.path("old.sqlite")
        try FileManager.default.copyItem(atPath: ReminderStoreTests.fixture.path, toPath: path)
        let habitID: String
        do {
            let old = try Database(path: path)
            try Schema.migrator.migrate(old, upTo: "v5 habit details and group")
            habitID = try #require(try old.scalar("SELECT id FROM habits ORDER BY name LIMIT 1", as: String.self))
            try old.execute("INSERT INTO score_checkpoints(habit_id, day, state) VALUES (?, 20000, '{}')", [habitID])
        }
        let store = try open(path)
        let after = try Database(path: path, configuration: .init(isReadOnly: true))
        #expect(try Schema.migrator.appliedMigrations(in: after).contains("v6 several score checkpoints per habit"))
        #expect(try after.scalar("PRAGMA integrity_check", as: String.self) == "ok")
        #expect(try after.scalar("SELECT count(*) FROM score_checkpoints", as: Int.self) == 0)
        let id = try #require(UUID(uuidString: habitID))
        let (_, checkpoints) = Self.ladder()
        try store.write { try $0.saveCheckpoints(Array(checkpoints.suffix(3)), of: id) }
        #expect(try store.checkpointDays(of: id) == checkpoints.suffix(3).map(\.day))
        #expect(try store.checkpoint(of: id) == checkpoints.last)
    }
}
