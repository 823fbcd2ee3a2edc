import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

/// The confirmation of an import runs a bounded number of statements per record: no per-record
/// read, nothing per record that can be per habit. A regression there lengthens the write
/// transaction every check-in waits behind.
@Suite("Statements an import's confirmation runs")
struct ImportStatementCountTests {
    /// A spreadsheet of `habits` habits, each done on `days` consecutive days.
    static func spreadsheet(habits: Int, days: Int) -> Data {
        var lines = ["Date;Habit;Value"]
        let start = day("2025-01-01")
        for index in 0..<days {
            let date = start.adding(days: index)
            let text = String(format: "%02d/%02d/%04d", date.day, date.month, date.year)
            for habit in 0..<habits { lines.append("\(text);Habit \(habit);x") }
        }
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The statements (all, writes) of the confirmation alone, the plan made before.
    static func confirmation(habits: Int, days: Int) throws -> (executed: Int, writes: Int, records: Int) {
        let (tracker, folder) = try ForeignDatabaseImportTests.makeTracker()
        defer { try? FileManager.default.removeItem(at: folder) }
        let prepared = try tracker.backups.importPlan(
            try tracker.backups.readBackup(spreadsheet(habits: habits, days: days)))
        let before = tracker.statementCounts
        let outcome = try tracker.backups.importBackup(prepared)
        let after = tracker.statementCounts
        #expect(!outcome.wasPlannedAgain)
        return (after.executed - before.executed, after.writes - before.writes, outcome.summary.completions.new)
    }

    @Test(
        "each further record costs one statement, a write", arguments: [(habits: 2, days: 40), (habits: 3, days: 25)])
    func onePerRecord(habits: Int, days: Int) throws {
        let small = try Self.confirmation(habits: habits, days: days)
        let large = try Self.confirmation(habits: habits, days: days * 4)
        #expect(small.records == habits * days)
        #expect(large.records == habits * days * 4)
        let added = large.records - small.records
        #expect(large.executed - small.executed <= added, "\(small) → \(large)")
        #expect(large.writes - small.writes <= added, "\(small) → \(large)")
    }
}
