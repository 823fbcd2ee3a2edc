import Foundation
import KadoApp
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

/// The tracker's statement counter and observer, as tests of use cases use them.
@Suite("The SQL statements a use case runs")
struct StatementHookTests {
    @Test(
        "a check-in that changes nothing runs no INSERT, UPDATE or DELETE",
        arguments: ["done twice", "undo with nothing to undo", "log the same total"])
    func noOpCheckInWritesNothing(_ name: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kado-sql-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let tracker = try TrackerBuilder().open(in: folder)
        let day = KadoTestSupport.day("2026-04-10")
        let read = try tracker.habits.createHabit(HabitDraft(name: "Read"))
        let water = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        try tracker.checkIns.complete(read, on: day)
        try tracker.checkIns.log(water, value: 3, on: day)
        let action: () throws -> Void =
            switch name {
            case "done twice": { try tracker.checkIns.complete(read, on: day) }
            case "undo with nothing to undo": { try tracker.checkIns.undo(read, on: day.adding(days: -1)) }
            default: { try tracker.checkIns.log(water, value: 3, on: day) }
            }

        var writes: [String] = []
        tracker.observeStatements { statement in
            // BEGIN IMMEDIATE takes the write lock but writes nothing itself.
            if !statement.isReadOnly && !statement.sql.hasPrefix("BEGIN") { writes.append(statement.sql) }
        }
        let before = tracker.statementCounts
        try action()
        tracker.observeStatements(nil)
        #expect(writes.isEmpty, "\(writes)")
        #expect((tracker.statementCounts - before).executed > 0)
    }
}
