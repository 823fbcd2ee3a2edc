import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoStore

/// Reminders in the store: the migration that moves a habit's one reminder into their table (from
/// a database file of the previous schema), saving a habit's reminders, and their sync versions.
@Suite("Reminders in the store")
struct ReminderStoreTests {
    let folder: TemporaryFolder
    let clock = instant("2026-04-11T10:00:00Z")

    init() throws { folder = try TemporaryFolder() }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/schema-v2.sqlite")

    /// A copy of the schema-2 fixture, to migrate.
    private func copyOfFixture() throws -> String {
        let path = folder.path("kado.sqlite")
        try FileManager.default.copyItem(atPath: Self.fixture.path, toPath: path)
        return path
    }

    private func store(_ name: String = "kado.sqlite") throws -> HabitStore {
        let moment = clock
        return try HabitStore(path: folder.path(name), now: { moment })
    }

    private func habit(_ name: String) -> Habit {
        Habit(
            name: name, frequency: .daily, type: .binary, color: .teal, icon: "book",
            createdAt: instant("2026-01-01T08:00:00Z"), sortOrder: 0)
    }

    private func time(_ text: String) throws -> ReminderTime { try ReminderTime(parsing: text) }

    @Test("a schema-2 database migrates: each live habit's reminder that is on becomes a row")
    func fixtureMigrates() throws {
        let path = try copyOfFixture()
        let before = try Database(path: path, configuration: .init(isReadOnly: true))
        let applied = try Schema.migrator.appliedMigrations(in: before)
        #expect(applied == Array(Schema.migrator.migrationNames.prefix(2)))
        let habitRows = try before.query("SELECT id, name, stamp, device_id FROM habits ORDER BY name") {
            row in
            (
                id: try row[0] as String, name: try row[1] as String, stamp: try row[2] as String,
                device: try row[3] as String
            )
        }
        let byName = Dictionary(uniqueKeysWithValues: habitRows.map { ($0.name, $0) })

        let moment = clock
        let store = try HabitStore(path: path, now: { moment })
        let after = try Database(path: path, configuration: .init(isReadOnly: true))
        #expect(try Schema.migrator.appliedMigrations(in: after) == Schema.migrator.migrationNames)
        #expect(try after.scalar("PRAGMA integrity_check", as: String.self) == "ok")
        #expect(FileManager.default.fileExists(atPath: "\(path).before-v\(Schema.currentVersion)"))

        // Every habit, record and setting is kept.
        #expect(try store.habits(includingArchived: true).map(\.name) == ["Read", "Run", "Water", "Stretch"])
        let read = try #require(try store.habits().first { $0.name == "Read" })
        #expect(try store.completions(of: read.id).map(\.day) == [day("2026-04-09")])

        // Read (on) and Run (on, archived) keep their time; Water (never on), Stretch (turned
        // off) and Gone (deleted) have none.
        let reminders = try store.remindersByHabit()
        let named = Dictionary(uniqueKeysWithValues: try store.habits(includingArchived: true).map { ($0.id, $0.name) })
        let times = Dictionary(uniqueKeysWithValues: reminders.map { (named[$0.key] ?? "?", $0.value.map(\.time)) })
        #expect(times == ["Read": [try time("07:30")], "Run": [try time("18:00")]])
        let all = try after.query("SELECT habit_id FROM reminders") { row in try row[0] as String }
        #expect(all.count == 2)
        #expect(!all.contains(try #require(byName["Gone"]).id))

        // The row keeps the habit's id and stamp, with the defaults for the new fields: every
        // device that migrates the same habit makes the same row, which any later change beats.
        // It is this device's, and the next sync publishes it whatever its stamp.
        let row = try #require(try store.reminders(of: read.id).first)
        #expect(row.id == read.id && row.onlyIfNotDone && row.snoozeMinutes == Reminder.defaultSnoozeMinutes)
        let version = try after.query("SELECT stamp, device_id FROM reminders WHERE id = ?", [read.id.uuidString]) {
            row in (try row[0] as String, try row[1] as String)
        }
        let readRow = try #require(byName["Read"])
        #expect(version.map(\.0) == [readRow.stamp] && version.map(\.1) == [store.deviceID])
        #expect(try store.syncState()[HabitStore.derivedRemindersKey] == "1")
        let published = try store.rowVersions(
            writtenBy: store.deviceID, after: HybridLogicalClock(milliseconds: 99_999_999_999_999, counter: 0),
            includingDerivedReminders: true)
        #expect(Set(published.map(\.id)) == Set(all))
        #expect(
            try store.rowVersions(
                writtenBy: store.deviceID, after: HybridLogicalClock(milliseconds: 99_999_999_999_999, counter: 0)
            )
            .isEmpty)
    }

    @Test("a habit's reminders are saved, replaced, and deleted with tombstones")
    func savingReminders() throws {
        let store = try store()
        let habit = habit("Read")
        let morning = Reminder(habitID: habit.id, time: try time("08:00"))
        let evening = Reminder(habitID: habit.id, time: try time("18:30"), onlyIfNotDone: false, snoozeMinutes: 30)
        try store.write { writer in
            try writer.insert(habit)
            try writer.setReminders([evening, morning], of: habit.id)
        }
        #expect(try store.reminders(of: habit.id) == [morning, evening])

        // The same reminders again write nothing: the rows keep their stamps.
        let unchanged = try store.write { writer in try writer.setReminders([morning, evening], of: habit.id) }
        #expect(!unchanged)

        var later = evening
        later.time = try time("19:00")
        try store.write { writer in try writer.setReminders([later], of: habit.id) }
        #expect(try store.reminders(of: habit.id) == [later])
        let versions = try store.rowVersions(writtenBy: store.deviceID, after: .zero).filter { $0.table == .reminders }
        #expect(Set(versions.map(\.id)) == [morning.id.uuidString, evening.id.uuidString])
        #expect(versions.first { $0.id == morning.id.uuidString }?.isDeletion == true)
        #expect(versions.first { $0.id == evening.id.uuidString }?.fields["hour"] == .integer(19))

        // In the trash, the habit's reminders are kept but hidden; emptying it deletes them.
        try store.write { writer in try writer.deleteHabit(habit.id) }
        #expect(try store.reminders(of: habit.id).isEmpty)
        #expect(try store.remindersByHabit().isEmpty)
        try store.write { writer in try writer.emptyTrashedHabit(habit.id) }
        let deleted = try store.rowVersions(writtenBy: store.deviceID, after: .zero).filter { $0.table == .reminders }
        #expect(deleted.allSatisfy { $0.isDeletion })
    }

    @Test("a snooze length outside 1…1440 minutes is refused before anything is written", arguments: [0, -5, 1441])
    func badSnoozeRefused(minutes: Int) throws {
        let store = try store()
        let habit = habit("Read")
        try store.write { writer in try writer.insert(habit) }
        let kept = Reminder(habitID: habit.id, time: try time("07:00"))
        try store.write { writer in try writer.setReminders([kept], of: habit.id) }
        let bad = Reminder(habitID: habit.id, time: try time("08:00"), snoozeMinutes: minutes)
        #expect(throws: ValidationError.self) {
            try store.write { writer in try writer.setReminders([bad], of: habit.id) }
        }
        #expect(try store.reminders(of: habit.id) == [kept])
    }

    @Test("reminders sync: another device applies them, waits for their habit, and follows a deletion")
    func remindersSync() throws {
        let first = try store("a.sqlite")
        let second = try store("b.sqlite")
        let habit = habit("Read")
        let reminders = [
            Reminder(habitID: habit.id, time: try time("07:00")),
            Reminder(habitID: habit.id, time: try time("21:45"), onlyIfNotDone: false, snoozeMinutes: 5),
        ]
        try first.write { writer in
            try writer.insert(habit)
            try writer.setReminders(reminders, of: habit.id)
        }
        let versions = try first.rowVersions(writtenBy: first.deviceID, after: .zero)
        #expect(versions.filter { $0.table == .reminders }.count == 2)

        // Without their habit, the reminders wait; with it, they are applied.
        let alone = try second.applyRemote(versions.filter { $0.table == .reminders }, clockLeadLimit: 600)
        #expect(alone.waiting.count == 2 && alone.applied == 0)
        let applied = try second.applyRemote(versions, clockLeadLimit: 600)
        #expect(applied.appliedByTable[.reminders] == 2 && applied.refused.isEmpty)
        #expect(try second.reminders(of: habit.id) == reminders)

        // Removing one on the first device removes it on the second.
        let mark = try first.lastChangeStamp()
        try first.write { writer in try writer.setReminders([reminders[1]], of: habit.id) }
        try second.applyRemote(try first.rowVersions(writtenBy: first.deviceID, after: mark), clockLeadLimit: 600)
        #expect(try second.reminders(of: habit.id) == [reminders[1]])
    }

    /// A reminder version no Kadō could have written, and why it is refused.
    static let refusals: [(String, [String: SQLiteValue])] = [
        ("hour 25", ["hour": .integer(25)]),
        ("minute 60", ["minute": .integer(60)]),
        ("snooze 0", ["snooze_minutes": .integer(0)]),
        ("only_if_not_done 2", ["only_if_not_done": .integer(2)]),
        ("hour as text", ["hour": .text("eight")]),
        ("habit_id not a UUID", ["habit_id": .text("read")]),
        ("unknown column", ["days": .text("mon")]),
    ]

    @Test("a reminder version no Kadō could write is refused, and nothing of it is applied", arguments: refusals)
    func refusedVersions(name: String, change: [String: SQLiteValue]) throws {
        let first = try store("a.sqlite")
        let second = try store("b.sqlite")
        let habit = habit("Read")
        try first.write { writer in
            try writer.insert(habit)
            try writer.setReminders([Reminder(habitID: habit.id, time: try time("07:00"))], of: habit.id)
        }
        let versions = try first.rowVersions(writtenBy: first.deviceID, after: .zero)
        try second.applyRemote(versions.filter { $0.table == .habits }, clockLeadLimit: 600)
        var bad = try #require(versions.first { $0.table == .reminders })
        bad.fields.merge(change) { _, new in new }
        let result = try second.applyRemote([bad], clockLeadLimit: 600)
        #expect(result.refused.count == 1, "\(name)")
        #expect(try second.reminders(of: habit.id).isEmpty)
    }
}
