import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoStore

/// Migration 7 and the trash in the store: a deletion keeps the history, stamped with the
/// deletion's version; restoring and emptying are each a version of the habit; a habit deleted
/// before the trash is emptied by the migration.
@Suite("The trash in the store")
struct TrashStoreTests {
    let folder: TemporaryFolder
    let clock = instant("2026-04-11T10:00:00Z")

    init() throws { folder = try TemporaryFolder(prefix: "kado-store-trash") }

    func open(_ path: String) throws -> HabitStore {
        let moment = clock
        return try HabitStore(path: path, now: { moment })
    }

    private func habit(_ name: String) -> Habit {
        Habit(
            name: name, frequency: .daily, type: .binary, color: .teal, icon: "book",
            createdAt: instant("2026-01-01T08:00:00Z"), sortOrder: 0)
    }

    @Test("a database of schema 6 migrates to 7: the habits deleted before are emptied, the others untouched")
    func migratesFromVersion6() throws {
        let path = folder.path("old.sqlite")
        try FileManager.default.copyItem(atPath: ReminderStoreTests.fixture.path, toPath: path)
        let deletedAt: Double
        do {
            let old = try Database(path: path)
            try Schema.migrator.migrate(old, upTo: "v6 several score checkpoints per habit")
            deletedAt = try #require(
                try old.scalar("SELECT deleted_at FROM habits WHERE name = 'Gone'", as: Double.self))
        }
        let store = try open(path)
        let after = try Database(path: path, configuration: .init(isReadOnly: true))
        #expect(try Schema.migrator.appliedMigrations(in: after) == Schema.migrator.migrationNames)
        #expect(try after.scalar("PRAGMA integrity_check", as: String.self) == "ok")
        #expect(try after.scalar("SELECT emptied_at FROM habits WHERE name = 'Gone'", as: Double.self) == deletedAt)
        #expect(try after.scalar("SELECT count(*) FROM habits WHERE emptied_at IS NOT NULL", as: Int.self) == 1)
        #expect(try store.trashedHabits().isEmpty)
        #expect(try store.habits(includingArchived: true).map(\.name) == ["Read", "Run", "Water", "Stretch"])
        let read = try #require(try store.habits().first { $0.name == "Read" })
        #expect(try store.completions(of: read.id).map(\.day) == [day("2026-04-09")])
    }

    @Test("a deletion keeps the records and skips, stamped with the deletion's version; restore and empty")
    func deleteRestoreEmpty() throws {
        let store = try open(folder.path("kado.sqlite"))
        let read = habit("Read")
        let record = Completion(habitID: read.id, day: day("2026-04-10"), recordedAt: clock, value: 1)
        let skip = Skip(habitID: read.id, days: DayRange(day: day("2026-04-09")))
        try store.write { writer in
            try writer.insert(read)
            try writer.insert(record)
            try writer.insert(skip)
        }
        try store.write { try $0.deleteHabit(read.id) }
        #expect(try store.habit(id: read.id) == nil)
        #expect(try store.trashedHabits().map(\.habit.id) == [read.id])
        #expect(try store.trashedHabits().first?.deletedAt == clock)
        #expect(try store.completions(of: read.id) == [record])
        #expect(try store.skips(of: read.id).count == 1)
        #expect(try store.allCompletions().isEmpty && store.allSkips().isEmpty)
        let versions = try store.rowVersions(writtenBy: store.deviceID, after: .zero)
        let habitVersion = try #require(versions.first { $0.table == .habits })
        #expect(habitVersion.isDeletion)
        #expect(habitVersion.fields["emptied_at"] == nil)
        for version in versions where version.table == .completions || version.table == .skips {
            #expect(!version.isDeletion && version.stamp == habitVersion.stamp)
        }
        // Restoring: a new version, live; the history is there.
        #expect(try store.write { try $0.restoreHabit(read.id) })
        #expect(try store.habit(id: read.id) != nil && store.allCompletions() == [record])
        #expect(try store.write { try $0.restoreHabit(read.id) } == false)
        // Emptying: the history deleted for good, the habit emptied, restorable no more.
        try store.write { try $0.deleteHabit(read.id) }
        #expect(try store.write { try $0.emptyTrashedHabit(read.id) })
        #expect(try store.trashedHabits().isEmpty)
        #expect(try store.completions(of: read.id).isEmpty && store.skips(of: read.id).isEmpty)
        #expect(try store.write { try $0.restoreHabit(read.id) } == false)
        let emptied = try store.rowVersions(writtenBy: store.deviceID, after: .zero).first { $0.table == .habits }
        #expect(emptied?.isDeletion == true && emptied?.fields["emptied_at"] != nil)
        // An import brings an emptied habit back as a live one.
        try store.write { try $0.save(read) }
        #expect(try store.habit(id: read.id) != nil)
        let database = try Database(path: folder.path("kado.sqlite"), configuration: .init(isReadOnly: true))
        #expect(try database.scalar("SELECT emptied_at FROM habits", as: Double.self) == nil)
    }
}
