import CSQLite
import Foundation

/// Brings a database's schema up to date by applying named migrations, in order, once each.
///
/// ```swift
/// var migrator = Migrator()
/// migrator.registerMigration("v1 create item", sql: """
///     CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT NOT NULL);
///     """)
/// migrator.registerMigration("v2 add item size", sql: """
///     ALTER TABLE item ADD COLUMN size INTEGER;
///     """)
///
/// if try !migrator.pendingMigrations(in: database).isEmpty {
///     // back up the file first
/// }
/// try migrator.migrate(database)
/// ```
///
/// The rules, borrowed from GRDB:
///
/// - Migrations are identified by name and recorded, with the time they ran, in a table
///   (`kado_migrations` by default). Each runs in its own immediate transaction together with
///   its record, so it is applied entirely or not at all, and two processes migrating at once
///   do not apply one twice.
/// - The list is append-only: once a migration has shipped, never edit, rename, reorder or
///   remove it; add a new one instead. Write migrations in SQL rather than through the
///   application's types, which will change.
/// - A database that records migrations this migrator does not know was written by a newer
///   version of the application: ``migrate(_:)`` refuses it with
///   ``MigrationError/databaseIsNewer(unknownMigrations:)`` and changes nothing.
public struct Migrator: Sendable {
    struct Migration: Sendable {
        let name: String
        let defersForeignKeyChecks: Bool
        let body: @Sendable (Database) throws -> Void
    }

    /// The table that records applied migrations.
    public let tableName: String

    private var migrations: [Migration] = []

    /// Creates a migrator with no migrations.
    ///
    /// - Parameter tableName: The table that records applied migrations; it is created on the
    ///   first migration as `(name TEXT PRIMARY KEY, applied_at TEXT)`.
    public init(tableName: String = "kado_migrations") {
        self.tableName = tableName
    }

    /// The registered migrations' names, in the order they apply.
    public var migrationNames: [String] {
        migrations.map(\.name)
    }

    /// Appends a migration.
    ///
    /// - Parameters:
    ///   - name: A unique, permanent name; it is recorded in the database.
    ///   - defersForeignKeyChecks: Turn foreign key enforcement off while the migration runs
    ///     and check every foreign key before it commits instead, so that it can rebuild a
    ///     table others refer to (SQLite's 12-step `ALTER TABLE` procedure). Has no effect
    ///     when enforcement is already off or when migrating inside a transaction.
    ///   - body: The migration; it runs inside a transaction, so it must not begin or commit
    ///     one itself. Throw to roll it back.
    /// - Precondition: No migration with this name is registered yet.
    public mutating func registerMigration(
        _ name: String,
        defersForeignKeyChecks: Bool = false,
        _ body: @escaping @Sendable (Database) throws -> Void
    ) {
        precondition(
            !migrations.contains { $0.name == name },
            "A migration named \(name) is already registered.")
        migrations.append(
            Migration(name: name, defersForeignKeyChecks: defersForeignKeyChecks, body: body))
    }

    /// Appends a migration written as an SQL script.
    ///
    /// - Parameters:
    ///   - name: A unique, permanent name; it is recorded in the database.
    ///   - defersForeignKeyChecks: See ``registerMigration(_:defersForeignKeyChecks:_:)``.
    ///   - sql: The script; it must not begin or commit a transaction.
    /// - Precondition: No migration with this name is registered yet.
    public mutating func registerMigration(
        _ name: String, defersForeignKeyChecks: Bool = false, sql: String
    ) {
        registerMigration(name, defersForeignKeyChecks: defersForeignKeyChecks) { database in
            try database.execute(sql: sql)
        }
    }

    // MARK: Inspecting

    /// The names of the migrations recorded in the database, in the order they were applied,
    /// including any this migrator does not know. Reads only.
    ///
    /// - Parameter database: The database to inspect.
    /// - Returns: The names; empty for a database never migrated.
    /// - Throws: ``SQLiteError`` when the database cannot be read.
    public func appliedMigrations(in database: Database) throws -> [String] {
        guard try database.tableExists(tableName) else { return [] }
        return try database.query("SELECT name FROM \(quotedTableName) ORDER BY rowid") { row in
            try row[0] as String
        }
    }

    /// The names of the registered migrations the database has not recorded yet, in the
    /// order ``migrate(_:)`` would apply them. Reads only: check it to back up the file before
    /// migrating.
    ///
    /// - Parameter database: The database to inspect.
    /// - Returns: The names; empty when the database is up to date.
    /// - Throws: ``SQLiteError`` when the database cannot be read.
    public func pendingMigrations(in database: Database) throws -> [String] {
        let applied = Set(try appliedMigrations(in: database))
        return migrationNames.filter { !applied.contains($0) }
    }

    /// The names of migrations recorded in the database that this migrator does not know, in
    /// the order they were applied. Reads only.
    ///
    /// - Parameter database: The database to inspect.
    /// - Returns: The names; empty unless a newer version wrote the database.
    /// - Throws: ``SQLiteError`` when the database cannot be read.
    public func unknownMigrations(in database: Database) throws -> [String] {
        let known = Set(migrationNames)
        return try appliedMigrations(in: database).filter { !known.contains($0) }
    }

    /// Whether a newer version of the application has migrated the database: it records
    /// migrations this migrator does not know. Such a database is refused by ``migrate(_:)``.
    /// Reads only.
    ///
    /// - Parameter database: The database to inspect.
    /// - Returns: `true` when the database records unknown migrations.
    /// - Throws: ``SQLiteError`` when the database cannot be read.
    public func hasBeenSuperseded(_ database: Database) throws -> Bool {
        try !unknownMigrations(in: database).isEmpty
    }

    /// Whether every registered migration has been applied. Reads only.
    ///
    /// - Parameter database: The database to inspect.
    /// - Returns: `true` when nothing is pending.
    /// - Throws: ``SQLiteError`` when the database cannot be read.
    public func hasCompletedMigrations(_ database: Database) throws -> Bool {
        try pendingMigrations(in: database).isEmpty
    }

    // MARK: Migrating

    /// Applies every pending migration, in order, each in its own transaction.
    ///
    /// Does nothing, and writes nothing, when the database is up to date.
    ///
    /// - Parameter database: The database to migrate.
    /// - Throws: ``MigrationError/databaseIsNewer(unknownMigrations:)``, before changing
    ///   anything, when a newer version wrote the database;
    ///   ``MigrationError/migrationFailed(name:underlying:)`` when a migration throws (it is
    ///   rolled back; earlier ones stay applied); ``SQLiteError`` when the database cannot be
    ///   read or written.
    public func migrate(_ database: Database) throws {
        try migrate(database, throughIndex: migrations.count - 1)
    }

    /// Applies the pending migrations up to and including `targetName`, in order.
    ///
    /// - Parameters:
    ///   - database: The database to migrate.
    ///   - targetName: The last migration to apply.
    /// - Throws: ``MigrationError/unknownTarget(_:)`` when no migration has that name, and
    ///   otherwise what ``migrate(_:)`` throws.
    public func migrate(_ database: Database, upTo targetName: String) throws {
        guard let index = migrations.firstIndex(where: { $0.name == targetName }) else {
            throw MigrationError.unknownTarget(targetName)
        }
        try migrate(database, throughIndex: index)
    }

    private func migrate(_ database: Database, throughIndex lastIndex: Int) throws {
        // Checked before writing anything, so a newer database is left byte-for-byte unchanged.
        let unknown = try unknownMigrations(in: database)
        guard unknown.isEmpty else {
            throw MigrationError.databaseIsNewer(unknownMigrations: unknown)
        }
        let applied = Set(try appliedMigrations(in: database))
        for migration in migrations.prefix(through: lastIndex) where !applied.contains(migration.name) {
            try apply(migration, to: database)
        }
    }

    private func apply(_ migration: Migration, to database: Database) throws {
        // PRAGMA foreign_keys is a no-op inside a transaction, so it is switched outside.
        var disablesForeignKeys = false
        if migration.defersForeignKeyChecks, !database.isInTransaction {
            disablesForeignKeys = try database.isEnforcingForeignKeys()
        }
        if disablesForeignKeys {
            try database.execute(sql: "PRAGMA foreign_keys = OFF")
        }
        defer {
            if disablesForeignKeys {
                database.countRun(of: "PRAGMA foreign_keys = ON", isReadOnly: false)
                sqlite3_exec(database.handle, "PRAGMA foreign_keys = ON", nil, nil, nil)
            }
        }
        try database.transaction(kind: .immediate) { db in
            try db.execute(
                sql: """
                    CREATE TABLE IF NOT EXISTS \(quotedTableName) (
                        name TEXT PRIMARY KEY NOT NULL,
                        applied_at TEXT NOT NULL
                    )
                    """)
            // Another process may have migrated while this one waited for the write lock.
            let unknown = try unknownMigrations(in: db)
            guard unknown.isEmpty else {
                throw MigrationError.databaseIsNewer(unknownMigrations: unknown)
            }
            let alreadyApplied = try db.scalar(
                "SELECT 1 FROM \(quotedTableName) WHERE name = ?", [migration.name], as: Bool.self)
            guard alreadyApplied == nil else { return }

            do {
                try migration.body(db)
            } catch {
                throw MigrationError.migrationFailed(name: migration.name, underlying: error)
            }
            if disablesForeignKeys {
                let tables = try db.query("PRAGMA foreign_key_check") { row in
                    try row[0] as String
                }
                guard tables.isEmpty else {
                    throw MigrationError.foreignKeyViolations(
                        migration: migration.name, tables: Array(Set(tables)).sorted())
                }
            }
            try db.execute(
                "INSERT INTO \(quotedTableName) (name, applied_at) "
                    + "VALUES (?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))",
                [migration.name])
        }
    }

    private var quotedTableName: String {
        "\"" + tableName.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
