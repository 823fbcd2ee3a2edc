import Foundation
import KadoSQLite
import KadoTestSupport
import Testing

@Suite("Migrations")
struct MigratorTests {
    private struct Refusal: Error {}

    /// Migrations that each log their name, so the tests can see what ran and in which order.
    private static func migrator(_ names: [String]) -> Migrator {
        var migrator = Migrator()
        for (index, name) in names.enumerated() {
            if index == 0 {
                migrator.registerMigration(
                    name,
                    sql: """
                        CREATE TABLE log(name TEXT NOT NULL);
                        INSERT INTO log VALUES ('\(name)');
                        """)
            } else {
                migrator.registerMigration(name) { db in
                    try db.execute("INSERT INTO log VALUES (?)", [name])
                }
            }
        }
        return migrator
    }

    private static func log(in database: Database) throws -> [String] {
        try database.query("SELECT name FROM log ORDER BY rowid") { try $0[0] as String }
    }

    @Test("Pending migrations apply in registration order and are recorded by name")
    func appliesInOrder() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let database = try Database(path: folder.path("m.sqlite"))
        let migrator = Self.migrator(["v1", "v2", "v3"])
        #expect(migrator.migrationNames == ["v1", "v2", "v3"])
        #expect(try migrator.pendingMigrations(in: database) == ["v1", "v2", "v3"])
        #expect(try migrator.appliedMigrations(in: database) == [])
        #expect(try !migrator.hasCompletedMigrations(database))

        try migrator.migrate(database)

        #expect(try Self.log(in: database) == ["v1", "v2", "v3"])
        #expect(try migrator.appliedMigrations(in: database) == ["v1", "v2", "v3"])
        #expect(try migrator.pendingMigrations(in: database) == [])
        #expect(try migrator.hasCompletedMigrations(database))
        #expect(try !migrator.hasBeenSuperseded(database))
        let stamps = try database.query("SELECT applied_at FROM kado_migrations") { try $0[0] as String }
        #expect(stamps.count == 3)
        for stamp in stamps {
            #expect(ISO8601DateFormatter.withFractionalSeconds.date(from: stamp) != nil, "\(stamp)")
        }
    }

    @Test("Migrating again does nothing and writes nothing")
    func idempotent() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let migrator = Self.migrator(["v1", "v2"])
        do {
            let database = try Database(path: folder.path("m.sqlite"))
            try migrator.migrate(database)
            try migrator.migrate(database)
            #expect(try Self.log(in: database) == ["v1", "v2"])
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.path("m.sqlite")))
        do {
            let database = try Database(path: folder.path("m.sqlite"))
            let changesBefore = database.totalChanges
            try migrator.migrate(database)
            #expect(database.totalChanges == changesBefore)
            #expect(try Self.log(in: database) == ["v1", "v2"])
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("m.sqlite"))) == before)
    }

    @Test("Migrations added in a later version are the only ones applied")
    func appliesOnlyNewOnes() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let database = try Database(path: folder.path("m.sqlite"))
        try Self.migrator(["v1", "v2"]).migrate(database)
        let newer = Self.migrator(["v1", "v2", "v3", "v4"])
        #expect(try newer.pendingMigrations(in: database) == ["v3", "v4"])
        try newer.migrate(database)
        #expect(try Self.log(in: database) == ["v1", "v2", "v3", "v4"])
    }

    @Test("migrate(upTo:) stops after the named migration")
    func upTo() throws {
        let database = try Database.inMemory()
        let migrator = Self.migrator(["v1", "v2", "v3"])
        try migrator.migrate(database, upTo: "v2")
        #expect(try Self.log(in: database) == ["v1", "v2"])
        #expect(try migrator.pendingMigrations(in: database) == ["v3"])
        #expect {
            try migrator.migrate(database, upTo: "v9")
        } throws: { error in
            guard case MigrationError.unknownTarget("v9") = error else { return false }
            return true
        }
    }

    @Test("A database written by a newer version is refused, named, and left byte-for-byte unchanged")
    func refusesNewer() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let path = folder.path("newer.sqlite")
        do {
            let database = try Database(path: path)
            try Self.migrator(["v1", "v2", "v3", "v4"]).migrate(database)
        }
        #expect(!folder.fileExists("newer.sqlite-wal"))
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        for older in [Self.migrator(["v1", "v2"]), Self.migrator(["v1", "v2", "v2b"])] {
            do {
                let database = try Database(path: path)
                #expect(try older.hasBeenSuperseded(database))
                #expect(try older.unknownMigrations(in: database) == ["v3", "v4"])
                let error = try #require(throws: MigrationError.self) {
                    try older.migrate(database)
                }
                guard case .databaseIsNewer(let unknown) = error else {
                    Issue.record("unexpected error \(error)")
                    continue
                }
                #expect(unknown == ["v3", "v4"])
                #expect(error.description.contains("v3, v4"))
                #expect(error.description.contains("newer version"))
                #expect(try Self.log(in: database) == ["v1", "v2", "v3", "v4"])
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            #expect(!folder.fileExists("newer.sqlite-wal"))
        }
    }

    @Test("A failing migration is rolled back, named, and stops the ones after it")
    func failingMigration() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let database = try Database(path: folder.path("m.sqlite"))
        var migrator = Self.migrator(["v1"])
        migrator.registerMigration("v2 fails") { db in
            try db.execute("INSERT INTO log VALUES ('v2 fails')")
            try db.execute(sql: "CREATE TABLE half_done(x)")
            throw Refusal()
        }
        migrator.registerMigration("v3") { db in try db.execute("INSERT INTO log VALUES ('v3')") }

        let error = try #require(throws: MigrationError.self) { try migrator.migrate(database) }
        guard case .migrationFailed(let name, let underlying) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(name == "v2 fails")
        #expect(underlying is Refusal)
        #expect(error.description.contains("v2 fails"))
        #expect(try Self.log(in: database) == ["v1"])
        #expect(try !database.tableExists("half_done"))
        #expect(try migrator.appliedMigrations(in: database) == ["v1"])
        #expect(try migrator.pendingMigrations(in: database) == ["v2 fails", "v3"])
        #expect(!database.isInTransaction)
    }

    @Test("A migration with an SQL error reports the SQLite error inside")
    func sqlErrorInMigration() throws {
        let database = try Database.inMemory()
        var migrator = Migrator()
        migrator.registerMigration("broken", sql: "CREATE TABLE ok(x); CREATE TABLE (")
        let error = try #require(throws: MigrationError.self) { try migrator.migrate(database) }
        guard case .migrationFailed("broken", let underlying as SQLiteError) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(underlying.code == .error)
        #expect(try !database.tableExists("ok"))
    }

    @Test("Deferred foreign key checks let a migration rebuild a referenced table")
    func deferredForeignKeys() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let database = try Database(path: folder.path("fk.sqlite"))
        var migrator = Migrator()
        migrator.registerMigration(
            "v1",
            sql: """
                CREATE TABLE parent(id INTEGER PRIMARY KEY, name TEXT);
                CREATE TABLE child(id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parent(id) ON DELETE CASCADE);
                INSERT INTO parent VALUES (1, 'p');
                INSERT INTO child VALUES (1, 1);
                """)
        migrator.registerMigration(
            "v2 rebuild parent", defersForeignKeyChecks: true,
            sql: """
                CREATE TABLE new_parent(id INTEGER PRIMARY KEY, name TEXT NOT NULL DEFAULT '');
                INSERT INTO new_parent SELECT id, coalesce(name, '') FROM parent;
                DROP TABLE parent;
                ALTER TABLE new_parent RENAME TO parent;
                """)
        try migrator.migrate(database)
        #expect(try database.scalar("SELECT count(*) FROM child", as: Int.self) == 1)
        #expect(try database.isEnforcingForeignKeys())

        migrator.registerMigration(
            "v3 orphans a child", defersForeignKeyChecks: true,
            sql: "DELETE FROM parent")
        let error = try #require(throws: MigrationError.self) { try migrator.migrate(database) }
        guard case .foreignKeyViolations(let name, let tables) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(name == "v3 orphans a child")
        #expect(tables == ["child"])
        #expect(try database.scalar("SELECT count(*) FROM parent", as: Int.self) == 1)
        #expect(try database.isEnforcingForeignKeys())
    }

    @Test("Without deferred checks, dropping a referenced table cascades as usual")
    func immediateForeignKeys() throws {
        let database = try Database.inMemory()
        var migrator = Migrator()
        migrator.registerMigration(
            "v1",
            sql: """
                CREATE TABLE parent(id INTEGER PRIMARY KEY);
                CREATE TABLE child(parent_id INTEGER REFERENCES parent(id));
                INSERT INTO parent VALUES (1);
                INSERT INTO child VALUES (1);
                """)
        migrator.registerMigration("v2", sql: "INSERT INTO child VALUES (2)")
        let error = try #require(throws: MigrationError.self) { try migrator.migrate(database) }
        guard case .migrationFailed("v2", let underlying as SQLiteError) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(underlying.extendedCode == .constraintForeignKey)
    }

    @Test("A custom table name records migrations there")
    func customTable() throws {
        let database = try Database.inMemory()
        var migrator = Migrator(tableName: "schema \"history\"")
        migrator.registerMigration("only", sql: "CREATE TABLE t(a)")
        try migrator.migrate(database)
        #expect(try database.tableExists("schema \"history\""))
        #expect(try !database.tableExists("kado_migrations"))
        #expect(try migrator.appliedMigrations(in: database) == ["only"])
    }

    @Test("A read-only connection that is up to date migrates without writing")
    func readOnlyUpToDate() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let path = folder.path("ro.sqlite")
        let migrator = Self.migrator(["v1"])
        do {
            try migrator.migrate(try Database(path: path))
        }
        let reader = try Database(path: path, configuration: Database.Configuration(isReadOnly: true))
        try migrator.migrate(reader)
        let newer = Self.migrator(["v1", "v2"])
        let error = try #require(throws: MigrationError.self) { try newer.migrate(reader) }
        guard case .migrationFailed("v2", let underlying as SQLiteError) = error else {
            Issue.record("unexpected error \(error)")
            return
        }
        #expect(underlying.code == .readOnly)
    }

    @Test("Migrations see the work of the ones before them, in one connection and across opens")
    func dependentMigrations() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let path = folder.path("dep.sqlite")
        var migrator = Migrator()
        migrator.registerMigration("create", sql: "CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT)")
        migrator.registerMigration("seed") { db in
            for name in ["a", "b"] {
                try db.execute("INSERT INTO item(name) VALUES (?)", [name])
            }
        }
        try migrator.migrate(try Database(path: path))
        migrator.registerMigration("add size", sql: "ALTER TABLE item ADD COLUMN size INTEGER NOT NULL DEFAULT 1")
        let database = try Database(path: path)
        try migrator.migrate(database)
        #expect(
            try database.query("SELECT name, size FROM item ORDER BY id") {
                "\(try $0[0] as String)\(try $0[1] as Int)"
            } == ["a1", "b1"])
    }

    @Test("Registering two migrations with the same name stops the program")
    func duplicateNames() async {
        await #expect(processExitsWith: .failure) {
            var migrator = Migrator()
            migrator.registerMigration("same", sql: "")
            migrator.registerMigration("same", sql: "")
        }
    }
}

extension ISO8601DateFormatter {
    fileprivate static var withFractionalSeconds: ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter
    }
}
