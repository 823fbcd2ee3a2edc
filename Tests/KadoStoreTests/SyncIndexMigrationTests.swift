import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoStore

/// The migration that indexes the synced tables by (device_id, stamp): an old database gains the
/// indexes in their own transaction, keeps every row, and publishing then reads one index range.
@Suite("The (device_id, stamp) index migration")
struct SyncIndexMigrationTests {
    let folder: TemporaryFolder
    let clock = instant("2026-04-10T10:00:00Z")

    init() throws { folder = try TemporaryFolder() }

    static let indexes = [
        "habits": "habits_by_device_stamp", "completions": "completions_by_device_stamp",
        "skips": "skips_by_device_stamp", "settings": "settings_by_device_stamp",
        "reminders": "reminders_by_device_stamp",
    ]

    @Test("a database at the first version migrates: the indexes, every row, the backup")
    func oldDatabaseMigrates() throws {
        let path = folder.path("kado.sqlite")
        let first = try #require(Schema.migrator.migrationNames.first)
        let habit = Habit(
            name: "Read", frequency: .daily, type: .binary, color: .teal, icon: "book",
            createdAt: instant("2026-01-01T08:00:00Z"), sortOrder: 0)
        do {
            // Written by the version that knew only the first migration.
            let moment = clock
            try Schema.migrator.migrate(try Database(path: path), upTo: first)
            // That version's migrator: the first migration, applied already.
            var old = Migrator()
            old.registerMigration(first) { _ in }
            let store = try HabitStore(path: path, now: { moment }, access: .readWrite, migrator: old)
            // Its rows, as that version wrote them: the first schema's columns only.
            let database = try Database(path: path)
            try database.execute(
                """
                INSERT INTO habits(id, name, frequency, type, unit, color, icon, created_at, archived_at,
                reminders_enabled, reminder_hour, reminder_minute, sort_order, score_model, stamp, device_id)
                VALUES (?, 'Read', 'daily', 'binary', NULL, 'teal', 'book', ?, NULL, 0, 9, 0, 0, 'kado',
                '000001775815200000-00000', ?)
                """, [habit.id.uuidString, habit.createdAt.timeIntervalSince1970, store.deviceID])
            try database.execute(
                """
                INSERT INTO completions(id, habit_id, day, recorded_at, value, note, stamp, device_id)
                VALUES (?, ?, ?, ?, 1, NULL, '000001775815200000-00001', ?)
                """,
                [
                    UUID().uuidString, habit.id.uuidString, day("2026-04-09").dayNumber, moment.timeIntervalSince1970,
                    store.deviceID,
                ])
        }
        let before = try Database(path: path, configuration: .init(isReadOnly: true))
        #expect(try Schema.migrator.appliedMigrations(in: before) == [first])
        #expect(try indexNames(in: before).isDisjoint(with: Self.indexes.values))

        let moment = clock
        let store = try HabitStore(path: path, now: { moment })
        let after = try Database(path: path, configuration: .init(isReadOnly: true))
        #expect(try Schema.migrator.appliedMigrations(in: after) == Schema.migrator.migrationNames)
        #expect(try indexNames(in: after).isSuperset(of: Self.indexes.values))
        #expect(try after.scalar("PRAGMA integrity_check", as: String.self) == "ok")
        #expect(FileManager.default.fileExists(atPath: "\(path).before-v\(Schema.currentVersion)"))
        #expect(try store.habits().map(\.name) == ["Read"])
        let versions = try store.rowVersions(writtenBy: store.deviceID, after: .zero)
        #expect(versions.map(\.table) == [.habits, .completions])
    }

    @Test("publishing reads each synced table through its index", arguments: Array(indexes.keys).sorted())
    func publishingUsesTheIndex(table: String) throws {
        let moment = clock
        let path = folder.path("kado.sqlite")
        _ = try HabitStore(path: path, now: { moment })
        let database = try Database(path: path, configuration: .init(isReadOnly: true))
        let plan = try database.query(
            "EXPLAIN QUERY PLAN SELECT * FROM \(table) WHERE device_id = ? AND stamp > ? ORDER BY stamp",
            ["device", "0"]
        ) { row in try row[3] as String }
        let index = try #require(Self.indexes[table])
        #expect(plan.contains { $0.contains(index) }, "\(plan)")
    }

    private func indexNames(in database: Database) throws -> Set<String> {
        Set(try database.query("SELECT name FROM sqlite_master WHERE type = 'index'") { try $0[0] as String })
    }
}
