import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoStore

@Suite("Habit store")
struct HabitStoreTests {
    let folder: TemporaryFolder
    let clock = instant("2026-04-10T10:00:00Z")

    init() throws { folder = try TemporaryFolder(prefix: "kado-store") }

    func open(_ name: String = "kado.sqlite") throws -> HabitStore {
        let moment = clock
        return try HabitStore(path: folder.path(name), now: { moment })
    }

    func sampleHabit(_ name: String = "Read", type: HabitType = .binary, order: Int = 0) -> Habit {
        Habit(
            name: name, frequency: .specificDays([.monday, .friday]), type: type, unit: "pages", color: .teal,
            icon: "book", createdAt: instant("2026-01-01T08:00:00Z"), archivedAt: nil, remindersEnabled: true,
            reminderHour: 7, reminderMinute: 30, sortOrder: order, scoreModel: .loop)
    }

    @Test("creates the file and its folder, in WAL mode, and migrates to the current version")
    func creates() throws {
        let path = folder.path("deep/er/kado.sqlite")
        _ = try HabitStore(path: path, now: { Date() })
        #expect(FileManager.default.fileExists(atPath: path))
        let database = try Database(path: path)
        #expect(try database.journalMode() == "wal")
        #expect(try database.scalar("SELECT count(*) FROM kado_migrations", as: Int.self) == HabitStore.schemaVersion)
    }

    @Test("a cache write keeps the clock: its row has the last stamp, never syncs, the next change is later")
    func cacheWriteKeepsTheClock() throws {
        let store = try open()
        let habit = sampleHabit()
        try store.write { try $0.insert(habit) }
        let stamp = try store.lastChangeStamp()
        try store.writeCache { try $0.setSetting("web.tokenSHA256", to: "digest") }
        #expect(try store.setting("web.tokenSHA256") == "digest")
        #expect(try store.lastChangeStamp() == stamp)
        let database = try Database(path: store.path)
        #expect(
            try database.scalar("SELECT stamp FROM settings WHERE key = 'web.tokenSHA256'", as: String.self)
                == stamp.description)
        #expect(try store.rowVersions(writtenBy: store.deviceID, after: .zero).allSatisfy { $0.table != .settings })
        // A write that only touches checkpoints keeps the clock too; a real change moves it on.
        try store.write { try $0.forgetCheckpoint(of: habit.id) }
        #expect(try store.lastChangeStamp() == stamp)
        try store.write { try $0.setSetting("weekStart", to: "monday") }
        let next = try store.lastChangeStamp()
        #expect(next > stamp)
        #expect(
            try store.rowVersions(writtenBy: store.deviceID, after: stamp).map(\.id) == ["weekStart"])
    }

    @Test("habits, completions and skips read back exactly as written")
    func roundTrip() throws {
        let store = try open()
        let habit = sampleHabit()
        let completion = Completion(
            habitID: habit.id, day: day("2026-04-10"), recordedAt: instant("2026-04-10T09:15:42Z"), value: 2.5,
            note: "deux, \"trois\"\nquatre 🥾")
        let skip = Skip(
            habitID: habit.id, days: try DayRange(from: day("2026-03-01"), through: day("2026-03-07")), note: "ski")
        try store.write { writer in
            try writer.insert(habit)
            try writer.insert(completion)
            try writer.insert(skip)
        }
        let reopened = try open()
        #expect(try reopened.habits() == [habit])
        #expect(try reopened.habit(id: habit.id) == habit)
        #expect(try reopened.completions(of: habit.id) == [completion])
        #expect(try reopened.completions(of: habit.id, on: day("2026-04-10")) == [completion])
        #expect(try reopened.completions(of: habit.id, from: day("2026-04-11")).isEmpty)
        #expect(try reopened.skips(of: habit.id) == [skip])
        #expect(reopened.deviceID == store.deviceID)
    }

    @Test("a deletion leaves a stamped tombstone of the habit; emptying the trash, of its rows")
    func tombstones() throws {
        let store = try open()
        let habit = sampleHabit()
        let completion = Completion(habitID: habit.id, day: day("2026-04-09"), recordedAt: clock)
        try store.write { writer in
            try writer.insert(habit)
            try writer.insert(completion)
        }
        try store.write { try $0.deleteHabit(habit.id) }
        #expect(try store.habits(includingArchived: true).isEmpty)
        #expect(try store.completions(of: habit.id) == [completion])
        try store.write { try $0.emptyTrashedHabit(habit.id) }
        #expect(try store.completions(of: habit.id).isEmpty)
        let database = try Database(path: folder.path("kado.sqlite"))
        let rows = try database.query("SELECT deleted_at, stamp, device_id FROM completions", []) { row in
            (try row[0] as Double?, try row[1] as String, try row[2] as String)
        }
        #expect(rows.count == 1)
        #expect(rows.first?.0 == clock.timeIntervalSince1970)
        #expect(rows.first?.2 == store.deviceID)
    }

    @Test("every transaction that changes something gets a later clock stamp, even with a frozen wall clock")
    func stampsIncrease() throws {
        let store = try open()
        var stamps: [HybridLogicalClock] = []
        for index in 0..<5 {
            stamps.append(
                try store.write { writer in
                    try writer.setSetting("probe", to: String(index))
                    return writer.stamp
                })
        }
        // A transaction that changes nothing saves no stamp: the next change gets the one it had.
        let unchanged = try store.write { writer in
            try writer.setSetting("probe", to: "4")
            return writer.stamp
        }
        #expect(
            try store.write { writer in
                try writer.setSetting("probe", to: "5")
                return writer.stamp
            } == unchanged)
        #expect(stamps == stamps.sorted())
        #expect(Set(stamps).count == 5)
        #expect(stamps.first?.milliseconds == Int64(clock.timeIntervalSince1970 * 1000))
    }

    @Test("a thrown error rolls the whole transaction back")
    func rollback() throws {
        struct Stop: Error {}
        let store = try open()
        let habit = sampleHabit()
        #expect(throws: Stop.self) {
            try store.write { writer in
                try writer.insert(habit)
                throw Stop()
            }
        }
        #expect(try store.habits(includingArchived: true).isEmpty)
    }

    @Test("a database written by a newer version is refused and left byte for byte untouched")
    func refusesNewer() throws {
        let path = folder.path("kado.sqlite")
        _ = try open()
        do {
            let database = try Database(path: path)
            try database.execute(
                "INSERT INTO kado_migrations(name, applied_at) VALUES ('v99 from the future', '2030-01-01')")
            try database.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(throws: StoreError.writtenByNewerVersion(path: path, unknownMigrations: ["v99 from the future"])) {
            _ = try HabitStore(path: path, now: { Date() })
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test("an SQLite file that Kadō did not create is refused")
    func refusesForeign() throws {
        let path = folder.path("other.sqlite")
        do {
            let database = try Database(path: path)
            try database.execute(sql: "CREATE TABLE notes(text TEXT)")
        }
        #expect(throws: StoreError.notAKadoDatabase(path: path)) { _ = try HabitStore(path: path, now: { Date() }) }
    }

    @Test("a file that is not a database gives a clear error naming it")
    func refusesGarbage() throws {
        let path = folder.path("garbage.sqlite")
        try Data("this is not a database, just text".utf8).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: StoreError.self) { _ = try HabitStore(path: path, now: { Date() }) }
        #expect(error?.description.contains(path) == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data("this is not a database, just text".utf8))
    }

    @Test("checkpoints are dropped from the day of any edit on")
    func checkpointInvalidation() throws {
        let store = try open()
        let habit = sampleHabit()
        try store.write { try $0.insert(habit) }
        let checkpoint = WalkCheckpoint.sample(day: day("2026-03-08"))
        try store.write { try $0.saveCheckpoint(checkpoint, of: habit.id) }
        #expect(try store.checkpoint(of: habit.id) == checkpoint)
        // An edit after the checkpoint keeps it.
        try store.write { try $0.insert(Completion(habitID: habit.id, day: day("2026-03-09"), recordedAt: clock)) }
        #expect(try store.checkpoint(of: habit.id) == checkpoint)
        // An edit on or before it drops it.
        try store.write { try $0.insert(Completion(habitID: habit.id, day: day("2026-03-08"), recordedAt: clock)) }
        #expect(try store.checkpoint(of: habit.id) == nil)
        // So does a change of the habit or of the settings.
        try store.write { try $0.saveCheckpoint(checkpoint, of: habit.id) }
        try store.write { try $0.setSetting("weekStart", to: "1") }
        #expect(try store.checkpoint(of: habit.id) == nil)
        try store.write { try $0.saveCheckpoint(checkpoint, of: habit.id) }
        var renamed = habit
        renamed.name = "Read more"
        try store.write { try $0.update(renamed) }
        #expect(try store.checkpoint(of: habit.id) == nil)
    }

    @Test("an older database is copied beside itself before it is migrated, and only then")
    func backsUpBeforeMigrating() throws {
        let path = folder.path("old.sqlite")
        var old = Migrator()
        old.registerMigration("one", sql: "CREATE TABLE t(x INTEGER) STRICT")
        var new = old
        new.registerMigration("two", sql: "ALTER TABLE t ADD COLUMN y INTEGER")
        do {
            let database = try Database(path: path)
            try old.migrate(database)
            try database.execute("INSERT INTO t(x) VALUES (42)")
        }
        try HabitStore.prepareFile(at: path, migrator: new)
        let copy = try Database(path: "\(path).before-v2", configuration: .init(isReadOnly: true))
        #expect(try copy.scalar("SELECT x FROM t", as: Int.self) == 42)
        #expect(try old.appliedMigrations(in: copy) == ["one"])
        // A current database is not copied.
        try FileManager.default.removeItem(atPath: "\(path).before-v2")
        try HabitStore.prepareFile(at: path, migrator: old)
        #expect(!FileManager.default.fileExists(atPath: "\(path).before-v1"))
        #expect(!FileManager.default.fileExists(atPath: "\(path).before-v2"))
    }
}

extension WalkCheckpoint {
    static func sample(day: LogicalDay) -> WalkCheckpoint {
        var history = HistoryBuilder(createdOn: day.adding(days: -30))
        history.done(from: day.adding(days: -30), through: day.adding(days: 20))
        let (_, checkpoint) = history.timeline().evaluate(
            asOf: day.adding(days: 20), checkpointBefore: day.adding(days: 1))
        guard let checkpoint, checkpoint.day == day else { preconditionFailure("pick a day that ends a week") }
        return checkpoint
    }
}
