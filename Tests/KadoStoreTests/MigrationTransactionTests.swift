import Foundation
import KadoCore
import KadoSQLite
import KadoTestSupport
import Testing

@testable import KadoStore

/// Opening the store applies each pending migration in its own transaction, as the migrator
/// intends: never all of them inside one outer transaction.
@Suite("Each migration its own transaction")
struct MigrationTransactionTests {
    let folder: TemporaryFolder
    let clock = instant("2026-04-10T10:00:00Z")

    init() throws { folder = try TemporaryFolder() }

    /// The store's migrations, then one that creates a table and fails before it is done.
    static var failingSecondMigration: Migrator {
        var migrator = Schema.migrator
        migrator.registerMigration(
            "v2 test: creates a table, then fails",
            sql: """
                CREATE TABLE half_done(x INTEGER);
                INSERT INTO half_done VALUES (1);
                INSERT INTO no_such_table VALUES (1);
                """)
        return migrator
    }

    func open(_ path: String, migrator: Migrator = Schema.migrator) throws(StoreError) -> HabitStore {
        let moment = clock
        return try HabitStore(path: path, now: { moment }, access: .readWrite, migrator: migrator)
    }

    /// The migrations recorded, the tables, and SQLite's integrity check of the file at `path`.
    func state(of path: String) throws -> (applied: [String], tables: Set<String>, integrity: String) {
        let database = try Database(path: path, configuration: .init(isReadOnly: true))
        let applied = try Schema.migrator.appliedMigrations(in: database)
        let tables = try database.query("SELECT name FROM sqlite_master WHERE type = 'table'") { try $0[0] as String }
        let integrity = try database.scalar("PRAGMA integrity_check", as: String.self) ?? ""
        return (applied, Set(tables), integrity)
    }

    @Test("on a new file, a failing second migration leaves the first applied and the file consistent")
    func newFile() throws {
        let path = folder.path("new.sqlite")
        #expect(throws: StoreError.self) { _ = try open(path, migrator: Self.failingSecondMigration) }
        let after = try state(of: path)
        #expect(after.applied == Schema.migrator.migrationNames)
        #expect(after.tables.isSuperset(of: ["habits", "completions", "skips", "settings", "kado_migrations"]))
        #expect(!after.tables.contains("half_done"))
        #expect(after.integrity == "ok")
        // The version that knows only the first migration opens it as its own, and uses it.
        let store = try open(path)
        try store.write { try $0.insert(Self.habit) }
        #expect(try store.habits().map(\.name) == ["Read"])
    }

    @Test("on a database in use, a failing upgrade keeps every record, the backup and the first migration")
    func upgrade() throws {
        let path = folder.path("kado.sqlite")
        do {
            let store = try open(path)
            try store.write { try $0.insert(Self.habit) }
        }
        do {
            _ = try open(path, migrator: Self.failingSecondMigration)
            Issue.record("the failing migration was not reported")
        } catch {
            guard case .cannotOpen(_, let reason) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(reason.description.contains("v2 test: creates a table, then fails"))
        }
        let after = try state(of: path)
        #expect(after.applied == Schema.migrator.migrationNames)
        #expect(!after.tables.contains("half_done"))
        #expect(after.integrity == "ok")
        let backup = "\(path).before-v\(Self.failingSecondMigration.migrationNames.count)"
        #expect(FileManager.default.fileExists(atPath: backup))
        #expect(try open(path).habits().map(\.name) == ["Read"])
    }

    @Test("opening a current database applies no migration and writes nothing")
    func currentDatabase() throws {
        let path = folder.path("kado.sqlite")
        let first = try open(path)
        #expect(first.statementCounts.writes > 0)  // it created the schema
        let applied = try state(of: path)

        let again = try open(path)
        #expect(again.statementCounts.writes == 0, "opening a current database took the write lock or wrote")
        #expect(again.statementCounts.executed > 0)
        #expect(try state(of: path).applied == applied.applied)
        #expect(!FileManager.default.fileExists(atPath: "\(path).before-v1"))
    }

    static let habit = Habit(
        name: "Read", frequency: .daily, type: .binary, color: .teal, icon: "book",
        createdAt: instant("2026-01-01T08:00:00Z"), sortOrder: 0)
}
