import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoStore

/// Migration 5 and a habit's details and group in the store: saved and read back by every path,
/// added (empty) to databases of every earlier schema, put back by undo.
@Suite("Habit details and group in the store")
struct HabitTextStoreTests {
    let folder: TemporaryFolder
    let clock = instant("2026-04-11T10:00:00Z")

    init() throws { folder = try TemporaryFolder(prefix: "kado-store-texts") }

    func open(_ path: String) throws -> HabitStore {
        let moment = clock
        return try HabitStore(path: path, now: { moment })
    }

    @Test("details and group read back as written, through insert, update and save; nil stays nil")
    func roundTrip() throws {
        let store = try open(folder.path("kado.sqlite"))
        var habit = Habit(
            name: "Read", createdAt: clock, details: "Twenty pages\nbefore bed\t📖", group: "Santé")
        let plain = Habit(name: "Run", createdAt: clock, sortOrder: 1)
        try store.write { writer in
            try writer.insert(habit)
            try writer.insert(plain)
        }
        #expect(try store.habit(id: habit.id) == habit)
        #expect(try store.habit(id: plain.id)?.group == nil)
        #expect(try store.habit(id: plain.id)?.details == nil)

        habit.group = "Evening"
        try store.write { writer in try writer.update(habit) }
        #expect(try store.habit(id: habit.id)?.group == "Evening")
        // A change of the group alone is a change: written; the same again writes nothing.
        let changes = store.changeCount
        try store.write { writer in try writer.update(habit) }
        #expect(store.changeCount == changes)

        habit.details = nil
        try store.write { writer in try writer.save(habit) }
        #expect(try store.habit(id: habit.id) == habit)
    }

    @Test(
        "a database of schema 2, 3 or 4 migrates to 5: its habits kept, with no details and no group",
        arguments: ["v2 synced rows by device and stamp", "v3 reminders", "v4 undo journal"])
    func migrates(from last: String) throws {
        let path = folder.path("old.sqlite")
        try FileManager.default.copyItem(atPath: ReminderStoreTests.fixture.path, toPath: path)
        do {
            let old = try Database(path: path)
            try Schema.migrator.migrate(old, upTo: last)
            #expect(try Schema.migrator.appliedMigrations(in: old).last == last)
        }
        let before = try Database(path: path, configuration: .init(isReadOnly: true))
        let names = try before.query("SELECT name FROM habits ORDER BY name") { row -> String in try row[0] }
        let store = try open(path)
        let after = try Database(path: path, configuration: .init(isReadOnly: true))
        #expect(try Schema.migrator.appliedMigrations(in: after).contains("v5 habit details and group"))
        #expect(try after.scalar("PRAGMA integrity_check", as: String.self) == "ok")
        #expect(try after.query("SELECT name FROM habits ORDER BY name") { row -> String in try row[0] } == names)
        let habits = try store.habits(includingArchived: true)
        #expect(!habits.isEmpty)
        #expect(habits.allSatisfy { $0.details == nil && $0.group == nil })

        // The new columns take a value, and keep it.
        var read = try #require(habits.first { $0.name == "Read" })
        read.group = "Health"
        try store.write { writer in try writer.update(read) }
        #expect(try open(path).habit(id: read.id)?.group == "Health")
    }

    @Test("undoing an edit of the group or the details puts the old ones back")
    func undo() throws {
        let store = try open(folder.path("undo.sqlite"))
        var habit = Habit(name: "Read", createdAt: clock, details: "pages", group: "Health")
        try store.write { writer in try writer.insert(habit) }
        let original = habit
        habit.group = "Work"
        habit.details = nil
        let edited = habit
        let describe: (Void) -> String? = { _ in "edit" }
        try store.write(journaling: describe) { writer in try writer.update(edited) }
        #expect(try store.habit(id: habit.id)?.group == "Work")
        let undone = try store.write { writer in try writer.undoLastChange() }
        #expect(undone?.undone == [habit.id])
        #expect(try store.habit(id: habit.id) == original)

        // And from none to some: undone to none.
        var bare = Habit(name: "Run", createdAt: clock, sortOrder: 1)
        try store.write { writer in try writer.insert(bare) }
        bare.group = "Sport"
        let grouped = bare
        try store.write(journaling: describe) { writer in try writer.update(grouped) }
        _ = try store.write { writer in try writer.undoLastChange() }
        #expect(try store.habit(id: bare.id)?.group == nil)
    }
}
