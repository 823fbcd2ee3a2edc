import Foundation
import KadoSQLite
import KadoTestSupport
import Testing

@Suite("Stepping through statements")
struct StatementTests {
    @Test("A statement describes its SQL, parameters and columns")
    func introspection() throws {
        let database = try Database.inMemory()
        try database.execute(sql: "CREATE TABLE t(a, b)")
        let select = try database.prepare("SELECT a, b AS bee FROM t WHERE a = ? ; ")
        #expect(select.sql.hasPrefix("SELECT a, b AS bee FROM t WHERE a = ?"))
        #expect(select.parameterCount == 1)
        #expect(select.columnCount == 2)
        #expect(select.columnNames == ["a", "bee"])
        #expect(select.isReadOnly)
        let insert = try database.prepare("INSERT INTO t VALUES (1, 2)")
        #expect(!insert.isReadOnly)
        #expect(insert.columnCount == 0)
    }

    @Test("step and reset walk the rows by hand, and again after reset")
    func stepping() throws {
        let database = try Database.inMemory()
        try database.execute(sql: "CREATE TABLE t(a); INSERT INTO t VALUES (1), (2), (3)")
        let statement = try database.prepare("SELECT a FROM t ORDER BY a")
        for _ in 0..<2 {
            var seen: [Int] = []
            while try statement.step() {
                seen.append(try statement.row[0])
            }
            #expect(seen == [1, 2, 3])
            statement.reset()
        }
    }

    @Test("Throwing from forEachRow stops early and leaves the statement reusable")
    func earlyExit() throws {
        struct Stop: Error {}
        let database = try Database.inMemory()
        try database.execute(sql: "CREATE TABLE t(a); INSERT INTO t VALUES (1), (2), (3)")
        let statement = try database.prepare("SELECT a FROM t ORDER BY a")
        var seen: [Int] = []
        #expect(throws: Stop.self) {
            try statement.forEachRow { row in
                seen.append(try row[0])
                if seen.count == 2 { throw Stop() }
            }
        }
        #expect(seen == [1, 2])
        #expect(try statement.mapRows { try $0[0] as Int } == [1, 2, 3])
        #expect(try statement.copyRows().count == 3)
    }

    @Test("An unfinished read does not block a later write on the same connection")
    func resetReleasesReads() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let database = try Database(path: folder.path("reset.sqlite"))
        try database.execute(sql: "CREATE TABLE t(a); INSERT INTO t VALUES (1), (2)")
        let first = try database.queryFirst("SELECT a FROM t ORDER BY a") { try $0[0] as Int }
        #expect(first == 1)
        #expect(!database.isInTransaction)
        try database.execute(sql: "DROP TABLE t")
    }

    @Test("A statement keeps its connection open after the caller lets go of it")
    func statementRetainsDatabase() throws {
        var database: Database? = try Database.inMemory()
        let statement = try #require(database).prepare("SELECT 42")
        database = nil
        #expect(try statement.mapFirstRow { try $0[0] as Int } == 42)
    }
}
