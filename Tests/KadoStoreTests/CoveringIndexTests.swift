import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoStore

/// Migration 10 (issue 35): the index of records by habit and day holds each record's value and
/// deletion, so that reading a habit's recent amounts — what Today, the widget and a check-in's
/// summary read for every habit — touches the index's pages only, never the table's.
@Suite("Records read by habit and day through a covering index")
struct CoveringIndexTests {
    let folder: TemporaryFolder
    let clock = instant("2026-04-10T10:00:00Z")

    init() throws { folder = try TemporaryFolder() }

    /// The query plan of `sql` with `arguments`, its detail column, on a new store's file.
    func plan(_ sql: String, _ arguments: StatementArguments) throws -> [String] {
        let moment = clock
        let path = folder.path("kado.sqlite")
        _ = try HabitStore(path: path, now: { moment })
        let database = try Database(path: path, configuration: .init(isReadOnly: true))
        return try database.query("EXPLAIN QUERY PLAN " + sql, arguments) { row in try row[3] as String }
    }

    @Test("a habit's amounts from a day on are read from the index alone")
    func amountsAreCovered() throws {
        let plan = try plan(
            "SELECT day, value FROM completions WHERE habit_id = ? AND day >= ? AND deleted_at IS NULL", ["h", 0])
        #expect(plan.contains { $0.contains("USING COVERING INDEX completions_by_habit_day") }, "\(plan)")
    }

    @Test("a habit's whole records still go through the same index, by habit and day")
    func recordsUseTheIndex() throws {
        let plan = try plan(
            "SELECT * FROM completions WHERE habit_id = ? AND day >= ? AND deleted_at IS NULL ORDER BY day", ["h", 0])
        #expect(plan.contains { $0.contains("INDEX completions_by_habit_day") }, "\(plan)")
        #expect(!plan.contains { $0.contains("SCAN") }, "\(plan)")
    }

    @Test("a database of the previous version gains the wider index and keeps every record")
    func migrates() throws {
        let path = folder.path("old.sqlite")
        let names = Schema.migrator.migrationNames
        let previous = try #require(names.dropLast().last)
        let moment = clock
        do {
            try Schema.migrator.migrate(try Database(path: path), upTo: previous)
            let database = try Database(path: path)
            try database.execute(
                """
                INSERT INTO habits(id, name, frequency, type, unit, color, icon, created_at, archived_at,
                reminders_enabled, reminder_hour, reminder_minute, sort_order, score_model, stamp, device_id)
                VALUES ('H', 'Read', 'daily', 'binary', NULL, 'teal', 'book', 0, NULL, 0, 9, 0, 0, 'kado',
                '000001775815200000-00000', 'D')
                """)
            for day in 0..<30 {
                try database.execute(
                    """
                    INSERT INTO completions(id, habit_id, day, recorded_at, value, note, stamp, device_id)
                    VALUES (?, 'H', ?, 0, ?, NULL, '000001775815200000-00001', 'D')
                    """, ["R\(day)", 20_000 + day, Double(day)])
            }
        }
        _ = try HabitStore(path: path, now: { moment })
        let after = try Database(path: path, configuration: .init(isReadOnly: true))
        let columns = try after.query("PRAGMA index_info(completions_by_habit_day)") { row in try row[2] as String }
        #expect(columns == ["habit_id", "day", "value", "deleted_at"])
        #expect(try after.scalar("SELECT count(*) FROM completions", as: Int.self) == 30)
        #expect(try after.scalar("SELECT sum(value) FROM completions WHERE habit_id = 'H'", as: Double.self) == 435)
        #expect(try after.scalar("PRAGMA integrity_check", as: String.self) == "ok")
    }
}
