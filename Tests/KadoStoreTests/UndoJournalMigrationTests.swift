import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoStore

/// Migration 4, the undo journal: an older database gains its two local tables, empty, and keeps
/// every row; the journal is no synced table.
@Suite("The undo journal's migration")
struct UndoJournalMigrationTests {
    let folder: TemporaryFolder
    let clock = instant("2026-04-11T10:00:00Z")

    init() throws { folder = try TemporaryFolder() }

    @Test("a schema-2 database migrates to the journal's tables, empty, and a journaled change undoes there")
    func fixtureMigrates() throws {
        let path = folder.path("kado.sqlite")
        try FileManager.default.copyItem(atPath: ReminderStoreTests.fixture.path, toPath: path)
        let old = try Database(path: path, configuration: .init(isReadOnly: true))
        let counts = try ["habits", "completions", "skips", "settings"].map { table in
            try old.scalar("SELECT count(*) FROM \(table)", as: Int.self)
        }
        let moment = clock
        let store = try HabitStore(path: path, now: { moment })
        let after = try Database(path: path, configuration: .init(isReadOnly: true))
        #expect(try Schema.migrator.appliedMigrations(in: after).contains("v4 undo journal"))
        #expect(try after.scalar("PRAGMA integrity_check", as: String.self) == "ok")
        let kept = try ["habits", "completions", "skips", "settings"].map { table in
            try after.scalar("SELECT count(*) FROM \(table)", as: Int.self)
        }
        #expect(kept == counts)
        for table in ["undo_entries", "undo_rows"] {
            #expect(try after.scalar("SELECT count(*) FROM \(table)", as: Int.self) == 0)
        }
        #expect(try store.lastJournaledChange() == nil)

        let read = try #require(try store.habits().first { $0.name == "Read" })
        let day = KadoTestSupport.day("2026-04-11")
        let before = try store.completions(of: read.id)
        let describe: (Void) -> String? = { _ in "done" }
        try store.write(journaling: describe) { writer in
            try writer.insert(Completion(id: store.makeID(), habitID: read.id, day: day, recordedAt: moment, value: 1))
        }
        #expect(try store.lastJournaledChange() == "done")
        let undone = try store.write { writer in try writer.undoLastChange() }
        #expect(undone?.change == "done")
        #expect(undone?.undone == [read.id])
        #expect(try store.completions(of: read.id) == before)
        #expect(try store.lastJournaledChange() == nil)
        #expect(try store.write { writer in try writer.undoLastChange() } == nil)
    }

    @Test("sync's tables do not include the journal")
    func notSynced() {
        #expect(RowVersion.Table.allCases.allSatisfy { !$0.rawValue.hasPrefix("undo") })
        #expect(Set(UndoCapture.tables).isSubset(of: Set(RowVersion.Table.allCases)))
    }
}
