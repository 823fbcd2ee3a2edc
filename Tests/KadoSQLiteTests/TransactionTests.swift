import Foundation
import KadoSQLite
import KadoTestSupport
import Testing

@Suite("Transactions")
struct TransactionTests {
    private struct Failure: Error, Equatable {
        let reason: String
    }

    private static func makeDatabase(in folder: TemporaryFolder, busyTimeout: Duration = .seconds(5))
        throws -> Database
    {
        let database = try Database(
            path: folder.path("tx.sqlite"),
            configuration: Database.Configuration(busyTimeout: busyTimeout))
        try database.execute(sql: "CREATE TABLE IF NOT EXISTS t(a)")
        return database
    }

    private static func count(in database: Database) throws -> Int {
        try database.scalar("SELECT count(*) FROM t", as: Int.self) ?? -1
    }

    @Test("A transaction commits when its body returns, and passes on its result")
    func commits() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let database = try Self.makeDatabase(in: folder)
        let result = try database.transaction { db in
            #expect(db.isInTransaction)
            try db.execute("INSERT INTO t VALUES (?)", [1])
            try db.execute("INSERT INTO t VALUES (?)", [2])
            return "done"
        }
        #expect(result == "done")
        #expect(!database.isInTransaction)
        let other = try Self.makeDatabase(in: folder)
        #expect(try Self.count(in: other) == 2)
    }

    @Test("transactionIfFree runs its body when the write lock is free, and gives up at once when it is held")
    func ifFree() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        // A busy timeout long enough that waiting for the lock would show.
        let database = try Self.makeDatabase(in: folder, busyTimeout: .seconds(20))
        #expect(try database.transactionIfFree { db in try db.execute("INSERT INTO t VALUES (1)") } != nil)
        let holder = try Self.makeDatabase(in: folder)
        try holder.execute(sql: "BEGIN IMMEDIATE TRANSACTION")
        let clock = ContinuousClock()
        let start = clock.now
        let skipped = try database.transactionIfFree { db in try db.execute("INSERT INTO t VALUES (2)") }
        #expect(skipped == nil)
        #expect(clock.now - start < .seconds(5), "it waited for the lock")
        #expect(!database.isInTransaction)
        try holder.execute(sql: "ROLLBACK TRANSACTION")
        // The busy timeout is back for the next transaction, and the body ran once only.
        #expect(try Self.count(in: database) == 1)
        #expect(try database.transactionIfFree { db in try Self.count(in: db) } == 1)
        // Inside a transaction it nests, like transaction(kind:_:).
        let nested = try database.transaction { db in
            try db.transactionIfFree { inner in try inner.execute("INSERT INTO t VALUES (3)") }
        }
        #expect(nested != nil)
        #expect(try Self.count(in: database) == 2)
    }

    @Test("A transaction whose body throws rolls everything back and rethrows", arguments: TransactionKind.allCases)
    func rollsBack(kind: TransactionKind) throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let database = try Self.makeDatabase(in: folder)
        try database.execute("INSERT INTO t VALUES (0)")
        let error = try #require(throws: Failure.self) {
            try database.transaction(kind: kind) { db in
                try db.execute("INSERT INTO t VALUES (1)")
                try db.execute("DELETE FROM t WHERE a = 0")
                try db.execute(sql: "CREATE TABLE created_inside(x)")
                throw Failure(reason: "changed my mind")
            }
        }
        #expect(error == Failure(reason: "changed my mind"))
        #expect(!database.isInTransaction)
        #expect(try database.query("SELECT a FROM t") { try $0[0] as Int } == [0])
        #expect(try !database.tableExists("created_inside"))
    }

    @Test("A failing statement inside a transaction rolls back the earlier ones")
    func rollsBackOnSQLiteError() throws {
        let database = try Database.inMemory()
        try database.execute(sql: "CREATE TABLE t(a UNIQUE)")
        let error = try #require(throws: SQLiteError.self) {
            try database.transaction { db in
                try db.execute("INSERT INTO t VALUES (1)")
                try db.execute("INSERT INTO t VALUES (1)")
            }
        }
        #expect(error.extendedCode == .constraintUnique)
        #expect(try database.scalar("SELECT count(*) FROM t", as: Int.self) == 0)
    }

    @Test("A commit that fails (a deferred foreign key) rolls back and throws")
    func failedCommit() throws {
        let database = try Database.inMemory()
        try database.execute(
            sql: """
                CREATE TABLE parent(id INTEGER PRIMARY KEY);
                CREATE TABLE child(parent_id INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED);
                """)
        let error = try #require(throws: SQLiteError.self) {
            try database.transaction { db in
                try db.execute("INSERT INTO child VALUES (7)")
            }
        }
        #expect(error.code == .constraint)
        #expect(!database.isInTransaction)
        #expect(try database.scalar("SELECT count(*) FROM child", as: Int.self) == 0)
    }

    @Test("A nested transaction is a savepoint: its failure undoes only its own work")
    func nesting() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let database = try Self.makeDatabase(in: folder)
        try database.transaction { db in
            try db.execute("INSERT INTO t VALUES ('outer')")
            #expect(throws: Failure.self) {
                try db.transaction { inner in
                    try inner.execute("INSERT INTO t VALUES ('inner')")
                    throw Failure(reason: "inner")
                }
            }
            #expect(db.isInTransaction)
            try db.transaction { inner in
                try inner.execute("INSERT INTO t VALUES ('second inner')")
                try inner.savepoint { innermost in
                    try innermost.execute("INSERT INTO t VALUES ('innermost')")
                }
            }
        }
        #expect(
            try database.query("SELECT a FROM t ORDER BY rowid") { try $0[0] as String }
                == ["outer", "second inner", "innermost"])
    }

    @Test("An outer rollback also undoes committed savepoints")
    func outerRollback() throws {
        let database = try Database.inMemory()
        try database.execute(sql: "CREATE TABLE t(a)")
        #expect(throws: Failure.self) {
            try database.transaction { db in
                try db.transaction { inner in try inner.execute("INSERT INTO t VALUES (1)") }
                throw Failure(reason: "outer")
            }
        }
        #expect(try database.scalar("SELECT count(*) FROM t", as: Int.self) == 0)
    }

    @Test("A savepoint outside a transaction commits on its own")
    func savepointAlone() throws {
        let database = try Database.inMemory()
        try database.execute(sql: "CREATE TABLE t(a)")
        try database.savepoint { db in try db.execute("INSERT INTO t VALUES (1)") }
        #expect(!database.isInTransaction)
        #expect(throws: Failure.self) {
            try database.savepoint { db in
                try db.execute("INSERT INTO t VALUES (2)")
                throw Failure(reason: "no")
            }
        }
        #expect(!database.isInTransaction)
        #expect(try database.query("SELECT a FROM t") { try $0[0] as Int } == [1])
    }

    @Test("An immediate transaction takes the write lock up front; a deferred one does not")
    func immediateTakesLock() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let first = try Self.makeDatabase(in: folder)
        let impatient = try Self.makeDatabase(in: folder, busyTimeout: .zero)

        try first.transaction(kind: .immediate) { _ in
            let error = try #require(throws: SQLiteError.self) {
                try impatient.execute("INSERT INTO t VALUES ('other')")
            }
            #expect(error.code == .busy)
            let beginError = try #require(throws: SQLiteError.self) {
                try impatient.transaction { _ in }
            }
            #expect(beginError.code == .busy)
            // Readers are not blocked by a writer in WAL mode.
            #expect(try Self.count(in: impatient) == 0)
        }

        try first.transaction(kind: .deferred) { _ in
            try impatient.execute("INSERT INTO t VALUES ('other')")
        }
        #expect(try Self.count(in: first) == 1)
    }

    @Test("A waiting writer gets the lock once the holder commits, within the busy timeout")
    func busyTimeoutWaits() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let path = folder.path("tx.sqlite")
        _ = try Self.makeDatabase(in: folder)
        let holding = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        let holderErrors = Locked<[any Error]>([])
        let holder = Thread {
            do {
                let database = try Database(path: path)
                try database.transaction { db in
                    try db.execute("INSERT INTO t VALUES ('holder')")
                    holding.signal()
                    Thread.sleep(forTimeInterval: 0.3)
                }
            } catch {
                holderErrors.withValue { $0.append(error) }
                holding.signal()
            }
            finished.signal()
        }
        holder.start()
        holding.wait()
        let waiter = try Database(path: path)
        let start = Date()
        try waiter.transaction { db in try db.execute("INSERT INTO t VALUES ('waiter')") }
        #expect(Date().timeIntervalSince(start) > 0.1)
        finished.wait()
        #expect(holderErrors.withValue { $0.isEmpty })
        #expect(
            try waiter.query("SELECT a FROM t ORDER BY rowid") { try $0[0] as String }
                == ["holder", "waiter"])
    }
}
