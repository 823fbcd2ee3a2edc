import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoSQLite
import KadoStore
import KadoTestSupport
import Testing

/// A database written by an older version may hold records and skips on days outside
/// 1900-01-01…2199-12-31: an export still works, leaves them out and names them, and they can be
/// removed.
@Suite("Records stored outside the supported days")
struct UnsupportedRecordsTests {
    /// The days an older version accepted and no backup carries.
    static let outside = ["0001-01-01", "1582-10-04", "1899-12-31", "2200-01-01", "9999-12-31"]

    /// A database with Read (2 records on supported days) and, inserted with SQL as an older
    /// version wrote them, a record of Read on `day`, a skip of Read from `day` for 3 days, and a
    /// record of Run on `day`.
    static func database(withRowsOn text: String) throws -> (Tracker, URL, [Habit]) {
        let (tracker, folder) = try ImportCoverageTests.makeTracker()
        let read = ImportPlanTests.habit("Read", 1, order: 0)
        let run = ImportPlanTests.habit("Run", 1, 1, order: 1)
        _ = try tracker.backups.importBackup(
            BackupContents(
                habits: [read, run],
                completions: [
                    ImportPlanTests.record(of: read, 1, on: "2026-03-01"),
                    ImportPlanTests.record(of: read, 2, on: "2026-03-02"),
                ]), format: .json, dryRun: false)
        let day = try #require(Self.parse(text))
        let database = try Database(path: folder.appendingPathComponent("kado.sqlite").path)
        let recorded = Double(day.dayNumber) * 86_400 + 3_600
        try database.execute(
            sql: """
                INSERT INTO completions(id, habit_id, day, recorded_at, value, note, stamp, device_id) VALUES
                  ('\(HistoryBuilder.uuid(80, 1).uuidString)', '\(read.id.uuidString)', \(day.dayNumber), \(recorded),
                   1, 'old', '0', 'old'),
                  ('\(HistoryBuilder.uuid(80, 2).uuidString)', '\(run.id.uuidString)', \(day.dayNumber), \(recorded),
                   1, NULL, '0', 'old');
                INSERT INTO skips(id, habit_id, first_day, last_day, note, stamp, device_id) VALUES
                  ('\(HistoryBuilder.uuid(81, 1).uuidString)', '\(read.id.uuidString)', \(day.dayNumber),
                   \(day.dayNumber + 2), NULL, '0', 'old');
                """)
        return (tracker, folder, [read, run])
    }

    /// `YYYY-MM-DD`, for any year from 1 to 9999.
    static func parse(_ text: String) -> LogicalDay? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return LogicalDay(year: parts[0], month: parts[1], day: parts[2])
    }

    @Test("an export leaves them out, names each by habit and day, and imports back", arguments: outside)
    func export(text: String) throws {
        let (tracker, folder, habits) = try Self.database(withRowsOn: text)
        defer { try? FileManager.default.removeItem(at: folder) }
        let day = try #require(Self.parse(text))
        for format in [BackupFormat.json, .csv] {
            let backup = try tracker.backups.exportBackup(format: format, appVersion: "test")
            #expect(backup.recordCount == 2)
            #expect(
                backup.leftOut.map {
                    "\($0.kind.rawValue) \($0.habitName) \($0.day) \($0.lastDay.map(\.description) ?? "")"
                }
                    == [
                        "record Read \(day) ", "skip Read \(day) \(LogicalDay(dayNumber: day.dayNumber + 2))",
                        "record Run \(day) ",
                    ])
            #expect(backup.leftOut.map(\.habitID) == [habits[0].id, habits[0].id, habits[1].id])
            // What is written imports back, into a new database.
            let (fresh, freshFolder) = try ImportCoverageTests.makeTracker()
            defer { try? FileManager.default.removeItem(at: freshFolder) }
            let file = try fresh.backups.readBackup(backup.data)
            let outcome = try fresh.backups.importBackup(fresh.backups.importPlan(file))
            #expect(outcome.summary.completions.new == 2)
            #expect(outcome.summary.habits.new == 2)
        }
        // Looking removes nothing.
        #expect(try tracker.backups.unsupportedRecords().count == 3)
    }

    @Test("they are removed in one go, each said; nothing else is touched, and a second time removes none")
    func removal() throws {
        let (tracker, folder, habits) = try Self.database(withRowsOn: "1899-12-31")
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = try tracker.backups.backupContents()
        let removed = try tracker.backups.removeUnsupportedRecords()
        #expect(removed.map(\.kind) == [.record, .skip, .record])
        #expect(removed.map(\.habitName) == ["Read", "Read", "Run"])
        let after = try tracker.backups.backupContents()
        #expect(after.habits == before.habits)
        #expect(after.completions.map(\.day) == [day("2026-03-01"), day("2026-03-02")])
        #expect(after.skips.isEmpty)
        #expect(try tracker.testStore.completions(of: habits[1].id).isEmpty)
        #expect(try tracker.backups.exportBackup(format: .json, appVersion: "test").leftOut.isEmpty)

        let stamp = try tracker.testStore.lastChangeStamp()
        #expect(try tracker.backups.removeUnsupportedRecords().isEmpty)
        #expect(try tracker.testStore.lastChangeStamp() == stamp, "nothing to remove writes nothing")
    }

    @Test("Loop is read, never written")
    func loopIsNotWritten() throws {
        let (tracker, folder) = try ImportCoverageTests.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: AppError.self) { try tracker.backups.exportBackup(format: .loop, appVersion: "test") }
    }
}
