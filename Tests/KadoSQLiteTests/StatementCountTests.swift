import Foundation
import KadoSQLite
import KadoTestSupport
import Testing

@Suite("Counting the statements a connection runs")
struct StatementCountTests {
    private static func database() throws -> Database {
        let database = try Database.inMemory()
        try database.execute(sql: "CREATE TABLE t(a INTEGER)")
        try database.execute(sql: "INSERT INTO t VALUES (1), (2), (3), (4), (5)")
        return database
    }

    @Test(
        "each statement counts once, as a write when SQLite does not call it read-only",
        arguments: [
            ("SELECT a FROM t", false),
            ("SELECT count(*) FROM t WHERE a > 2", false),
            ("INSERT INTO t VALUES (6)", true),
            ("UPDATE t SET a = a + 1", true),
            ("UPDATE t SET a = 0 WHERE a > 100", true),  // changes no row, still a write
            ("DELETE FROM t", true),
            ("CREATE TABLE u(b)", true),
            ("BEGIN DEFERRED TRANSACTION", false),
            ("BEGIN IMMEDIATE TRANSACTION", true),  // takes the write lock
            ("SAVEPOINT s", false),
        ])
    func classifies(sql: String, isWrite: Bool) throws {
        let database = try Self.database()
        let before = database.statementCounts
        try database.execute(sql: sql)
        #expect(database.statementCounts - before == StatementCounts(executed: 1, writes: isWrite ? 1 : 0))
    }

    @Test("a compiled statement counts once per run, not per row; a script once per statement")
    func runsNotRows() throws {
        let database = try Self.database()
        let start = database.statementCounts
        let select = try database.prepare("SELECT a FROM t ORDER BY a")
        var rows = 0
        for _ in 0..<3 { try select.forEachRow { _ in rows += 1 } }
        #expect(rows == 15)
        #expect(database.statementCounts - start == StatementCounts(executed: 3, writes: 0))

        let scriptStart = database.statementCounts
        try database.execute(sql: "INSERT INTO t VALUES (7); SELECT 1; DELETE FROM t WHERE a = 7;")
        #expect(database.statementCounts - scriptStart == StatementCounts(executed: 3, writes: 2))
    }

    @Test("stepping by hand: a run ends when the statement finishes or is reset")
    func steppingByHand() throws {
        let database = try Self.database()
        let select = try database.prepare("SELECT a FROM t")
        let start = database.statementCounts.executed
        #expect(try select.step())
        #expect(try select.step())
        #expect(database.statementCounts.executed == start + 1)
        select.reset()
        while try select.step() {}
        #expect(database.statementCounts.executed == start + 2)
        // Finished: the next step starts it again (SQLite resets it), another run.
        #expect(try select.step())
        #expect(database.statementCounts.executed == start + 3)
    }

    @Test("queries, scalars and transactions count what they run: begin, body, commit")
    func helpers() throws {
        let database = try Self.database()
        let start = database.statementCounts
        _ = try database.scalar("SELECT count(*) FROM t", as: Int.self)
        _ = try database.query("SELECT a FROM t") { try $0[0] as Int }
        try database.transaction { try $0.execute("INSERT INTO t VALUES (?)", [8]) }
        // 2 reads; BEGIN IMMEDIATE (write), INSERT (write), COMMIT (read).
        #expect(database.statementCounts - start == StatementCounts(executed: 5, writes: 2))
        #expect((database.statementCounts - start).reads == 3)
    }

    @Test("the rollback after a failed transaction counts too")
    func rollback() throws {
        struct Failure: Error {}
        let database = try Self.database()
        var seen: [String] = []
        database.observeStatements { seen.append($0.sql) }
        #expect(throws: Failure.self) {
            try database.transaction(kind: .deferred) { database in
                try database.execute("INSERT INTO t VALUES (9)")
                throw Failure()
            }
        }
        #expect(seen == ["BEGIN DEFERRED TRANSACTION", "INSERT INTO t VALUES (9)", "ROLLBACK TRANSACTION"])
    }

    @Test("an observer sees each statement's SQL and kind before it runs, until it is removed")
    func observer() throws {
        let database = try Self.database()
        var seen: [ExecutedStatement] = []
        database.observeStatements { seen.append($0) }
        try database.execute("UPDATE t SET a = ? WHERE a = ?", [10, 1])
        _ = try database.scalar("SELECT max(a) FROM t", as: Int.self)
        #expect(
            seen == [
                ExecutedStatement(sql: "UPDATE t SET a = ? WHERE a = ?", isReadOnly: false),
                ExecutedStatement(sql: "SELECT max(a) FROM t", isReadOnly: true),
            ])
        database.observeStatements(nil)
        let before = database.statementCounts.executed
        _ = try database.scalar("SELECT 1", as: Int.self)
        #expect(seen.count == 2)
        #expect(database.statementCounts.executed == before + 1)
    }

    @Test("each connection counts its own statements, from zero once opened")
    func perConnection() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let first = try Database(path: folder.path("count.sqlite"))
        #expect(first.statementCounts == .zero)
        try first.execute(sql: "CREATE TABLE t(a)")
        let second = try Database(path: folder.path("count.sqlite"))
        _ = try second.scalar("SELECT count(*) FROM t", as: Int.self)
        #expect(first.statementCounts == StatementCounts(executed: 1, writes: 1))
        #expect(second.statementCounts == StatementCounts(executed: 1, writes: 0))
    }
}
