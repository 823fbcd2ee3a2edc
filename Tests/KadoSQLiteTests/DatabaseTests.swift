import Foundation
import KadoSQLite
import KadoTestSupport
import Testing

@Suite("Opening and configuring a database")
struct DatabaseTests {
    @Test("Opening a missing file creates it")
    func createsFile() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        #expect(!folder.fileExists("new.sqlite"))
        let database = try Database(path: folder.path("new.sqlite"))
        try database.execute(sql: "CREATE TABLE t(a)")
        #expect(folder.fileExists("new.sqlite"))
        #expect(database.path == folder.path("new.sqlite"))
    }

    @Test("A file URL opens the same file as its path")
    func opensURL() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let database = try Database(url: folder.url.appendingPathComponent("url.sqlite"))
        try database.execute(sql: "CREATE TABLE t(a)")
        #expect(folder.fileExists("url.sqlite"))
    }

    @Test("A file database uses write-ahead logging with synchronous NORMAL")
    func writeAheadLog() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let database = try Database(path: folder.path("wal.sqlite"))
        #expect(try database.journalMode() == "wal")
        #expect(try database.scalar("PRAGMA synchronous", as: Int.self) == 1)
        try database.execute(sql: "CREATE TABLE t(a)")
        #expect(folder.fileExists("wal.sqlite-wal"))
    }

    @Test("Write-ahead logging can be turned off")
    func rollbackJournal() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let database = try Database(
            path: folder.path("delete.sqlite"),
            configuration: Database.Configuration(usesWriteAheadLog: false))
        #expect(try database.journalMode() == "delete")
    }

    @Test("Closing the last connection checkpoints and removes the write-ahead log")
    func closesInDeinit() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        do {
            let database = try Database(path: folder.path("close.sqlite"))
            try database.execute(sql: "CREATE TABLE t(a); INSERT INTO t VALUES (1)")
            #expect(folder.fileExists("close.sqlite-wal"))
        }
        #expect(!folder.fileExists("close.sqlite-wal"))
        let reopened = try Database(path: folder.path("close.sqlite"))
        #expect(try reopened.scalar("SELECT count(*) FROM t", as: Int.self) == 1)
    }

    @Test("Foreign keys are enforced by default")
    func foreignKeysEnforced() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let database = try Database(path: folder.path("fk.sqlite"))
        #expect(try database.isEnforcingForeignKeys())
        try database.execute(
            sql: """
                CREATE TABLE parent(id INTEGER PRIMARY KEY);
                CREATE TABLE child(id INTEGER PRIMARY KEY, parent_id INTEGER NOT NULL REFERENCES parent(id));
                """)
        let error = try #require(throws: SQLiteError.self) {
            try database.execute("INSERT INTO child(parent_id) VALUES (?)", [42])
        }
        #expect(error.code == .constraint)
        #expect(error.extendedCode == .constraintForeignKey)
        #expect(try database.scalar("SELECT count(*) FROM child", as: Int.self) == 0)
    }

    @Test("Foreign key enforcement can be turned off")
    func foreignKeysOff() throws {
        let database = try Database.inMemory(
            configuration: Database.Configuration(enforcesForeignKeys: false))
        #expect(try !database.isEnforcingForeignKeys())
    }

    @Test("The busy timeout defaults to five seconds and is configurable")
    func busyTimeout() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let standard = try Database(path: folder.path("busy.sqlite"))
        #expect(try standard.scalar("PRAGMA busy_timeout", as: Int.self) == 5_000)
        let short = try Database(
            path: folder.path("busy.sqlite"),
            configuration: Database.Configuration(busyTimeout: .milliseconds(250)))
        #expect(try short.scalar("PRAGMA busy_timeout", as: Int.self) == 250)
    }

    @Test("A read-only connection reads but refuses writes")
    func readOnly() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        do {
            let writer = try Database(path: folder.path("ro.sqlite"))
            try writer.execute(sql: "CREATE TABLE t(a); INSERT INTO t VALUES (7)")
        }
        let reader = try Database(
            path: folder.path("ro.sqlite"), configuration: Database.Configuration(isReadOnly: true))
        #expect(reader.isReadOnly)
        #expect(try reader.scalar("SELECT a FROM t", as: Int.self) == 7)
        let error = try #require(throws: SQLiteError.self) {
            try reader.execute("INSERT INTO t VALUES (8)")
        }
        #expect(error.code == .readOnly)
        #expect(error.sql == "INSERT INTO t VALUES (8)")
    }

    @Test("A read-only open of a missing file fails and creates nothing")
    func readOnlyMissing() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let error = try #require(throws: SQLiteError.self) {
            try Database(
                path: folder.path("missing.sqlite"),
                configuration: Database.Configuration(isReadOnly: true))
        }
        #expect(error.code == .cannotOpen)
        #expect(error.message.contains("missing.sqlite"))
        #expect(!folder.fileExists("missing.sqlite"))
    }

    @Test("Opening a file in a missing folder fails with the path in the message")
    func missingFolder() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let path = folder.path("no/such/folder/db.sqlite")
        let error = try #require(throws: SQLiteError.self) {
            try Database(path: path)
        }
        #expect(error.code == .cannotOpen)
        #expect(error.message.contains(path))
    }

    @Test("Opening a file that is not a database fails")
    func notADatabase() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let path = folder.path("text.sqlite")
        try Data(String(repeating: "not a database\n", count: 100).utf8)
            .write(to: URL(fileURLWithPath: path))
        let error = try #require(throws: SQLiteError.self) {
            try Database(path: path)
        }
        #expect(error.code == .notADatabase)
    }

    @Test("In-memory databases are private and need no file")
    func inMemory() throws {
        let first = try Database.inMemory()
        let second = try Database.inMemory()
        try first.execute(sql: "CREATE TABLE t(a)")
        #expect(first.path == nil)
        #expect(try first.journalMode() == "memory")
        #expect(try first.tableExists("t"))
        #expect(try !second.tableExists("t"))
    }

    @Test("A script runs every statement, ignoring comments and blank space")
    func script() throws {
        let database = try Database.inMemory()
        try database.execute(
            sql: """
                -- a comment
                CREATE TABLE t(a);
                INSERT INTO t VALUES (1);  INSERT INTO t VALUES (2);
                /* another */ SELECT * FROM t;
                INSERT INTO t VALUES (3)

                """)
        #expect(try database.scalar("SELECT sum(a) FROM t", as: Int.self) == 6)
        try database.execute(sql: "")
        try database.execute(sql: "  -- only a comment\n")
    }

    @Test("A failing script stops at the failing statement and reports its SQL")
    func failingScript() throws {
        let database = try Database.inMemory()
        let error = try #require(throws: SQLiteError.self) {
            try database.execute(
                sql: """
                    CREATE TABLE t(a UNIQUE);
                    INSERT INTO t VALUES (1);
                    INSERT INTO t VALUES (1);
                    INSERT INTO t VALUES (2);
                    """)
        }
        #expect(error.extendedCode == .constraintUnique)
        #expect(error.sql == "INSERT INTO t VALUES (1);")
        #expect(try database.scalar("SELECT count(*) FROM t", as: Int.self) == 1)
    }

    @Test("Preparing more than one statement is refused")
    func prepareRefusesScripts() throws {
        let database = try Database.inMemory()
        let error = try #require(throws: SQLiteError.self) {
            try database.execute("CREATE TABLE a(x); CREATE TABLE b(x)")
        }
        #expect(error.code == .misuse)
        #expect(try !database.tableExists("a"))
        // A trailing semicolon, blank space or comment is not a second statement.
        try database.execute("CREATE TABLE c(x);  -- done\n")
        #expect(try database.tableExists("c"))
    }

    @Test("Preparing SQL with no statement is refused")
    func prepareRefusesEmpty() throws {
        let database = try Database.inMemory()
        let error = try #require(throws: SQLiteError.self) {
            try database.prepare("  -- nothing")
        }
        #expect(error.code == .misuse)
    }

    @Test("Last insert row ID, changes and total changes report the latest writes")
    func changeCounters() throws {
        let database = try Database.inMemory()
        try database.execute(sql: "CREATE TABLE t(id INTEGER PRIMARY KEY, a)")
        #expect(database.lastInsertRowID == 0)
        try database.execute("INSERT INTO t(id, a) VALUES (?, ?)", [41, "x"])
        #expect(database.lastInsertRowID == 41)
        try database.execute("INSERT INTO t(a) VALUES (?)", ["y"])
        #expect(database.lastInsertRowID == 42)
        #expect(database.changes == 1)
        try database.execute("UPDATE t SET a = 'z'")
        #expect(database.changes == 2)
        #expect(database.totalChanges == 4)
    }

    @Test("query returns copies of the rows; the mapping form returns values")
    func queries() throws {
        let database = try Database.inMemory()
        try database.execute(sql: "CREATE TABLE t(a, b); INSERT INTO t VALUES (1, 'one'), (2, 'two')")
        let rows = try database.query("SELECT a, b FROM t ORDER BY a")
        #expect(rows.count == 2)
        #expect(try rows[1]["b"] as String == "two")
        #expect(rows.map(\.values) == [[.integer(1), .text("one")], [.integer(2), .text("two")]])

        let names = try database.query("SELECT b FROM t WHERE a > ?", [0]) { try $0[0] as String }
        #expect(names == ["one", "two"])
        let first = try database.queryFirst("SELECT b FROM t ORDER BY a DESC") { try $0[0] as String }
        #expect(first == "two")
        let none = try database.queryFirst("SELECT b FROM t WHERE a > 9") { try $0[0] as String }
        #expect(none == nil)

        var sum = 0
        try database.forEachRow("SELECT a FROM t") { row in sum += try row[0] as Int }
        #expect(sum == 3)
    }

    @Test("scalar returns nil for no row and for NULL, and the value otherwise")
    func scalars() throws {
        let database = try Database.inMemory()
        try database.execute(sql: "CREATE TABLE t(a); INSERT INTO t VALUES (NULL), (5)")
        #expect(try database.scalar("SELECT count(*) FROM t", as: Int.self) == 2)
        #expect(try database.scalar("SELECT a FROM t WHERE rowid = 1", as: Int.self) == nil)
        #expect(try database.scalar("SELECT a FROM t WHERE rowid = 9", as: Int.self) == nil)
        let inferred: Int64? = try database.scalar("SELECT a FROM t WHERE rowid = ?", [2])
        #expect(inferred == 5)
        #expect(throws: SQLiteError.self) {
            try database.scalar("SELECT 'text'", as: Int.self)
        }
    }

    @Test("user_version round-trips and starts at zero")
    func userVersion() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        do {
            let database = try Database(path: folder.path("uv.sqlite"))
            #expect(try database.userVersion() == 0)
            try database.setUserVersion(12)
            #expect(try database.userVersion() == 12)
        }
        let reopened = try Database(path: folder.path("uv.sqlite"))
        #expect(try reopened.userVersion() == 12)
        let error = try #require(throws: SQLiteError.self) {
            try reopened.setUserVersion(Int(Int32.max) + 1)
        }
        #expect(error.code == .range)
    }

    @Test("tableExists sees tables but not views, case-insensitively")
    func tableExists() throws {
        let database = try Database.inMemory()
        try database.execute(sql: "CREATE TABLE Item(a); CREATE VIEW item_view AS SELECT a FROM Item")
        #expect(try database.tableExists("item"))
        #expect(try !database.tableExists("item_view"))
        #expect(try !database.tableExists("missing"))
    }
}
