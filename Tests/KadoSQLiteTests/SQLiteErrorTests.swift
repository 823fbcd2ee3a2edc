import Foundation
import KadoSQLite
import Testing

@Suite("Errors")
struct SQLiteErrorTests {
    @Test("A syntax error carries its code, SQLite's message and the SQL")
    func syntaxError() throws {
        let database = try Database.inMemory()
        let sql = "SELEC 1"
        let error = try #require(throws: SQLiteError.self) { try database.prepare(sql) }
        #expect(error.code == .error)
        #expect(error.message.contains("syntax error"))
        #expect(error.sql == sql)
    }

    @Test("A missing table is reported by name")
    func missingTable() throws {
        let database = try Database.inMemory()
        let error = try #require(throws: SQLiteError.self) {
            try database.query("SELECT * FROM nowhere")
        }
        #expect(error.message == "no such table: nowhere")
    }

    @Test(
        "A constraint failure carries the primary and extended codes",
        arguments: [
            ("INSERT INTO t(id, u, n) VALUES (1, 'a', 1)", SQLiteResultCode.constraintPrimaryKey),
            ("INSERT INTO t(id, u, n) VALUES (2, 'x', 1)", .constraintUnique),
            ("INSERT INTO t(id, u, n) VALUES (2, 'b', NULL)", .constraintNotNull),
            ("INSERT INTO t(id, u, n) VALUES (2, 'b', -1)", .constraintCheck),
        ])
    func constraints(sql: String, expected: SQLiteResultCode) throws {
        let database = try Database.inMemory()
        try database.execute(
            sql: """
                CREATE TABLE t(id INTEGER PRIMARY KEY, u TEXT UNIQUE, n INTEGER NOT NULL CHECK (n >= 0));
                INSERT INTO t VALUES (1, 'x', 0);
                """)
        let error = try #require(throws: SQLiteError.self) { try database.execute(sql) }
        #expect(error.code == .constraint)
        #expect(error.extendedCode == expected)
        #expect(error.extendedCode.primary == .constraint)
        #expect(error.extendedCode.isExtended)
        #expect(error.sql == sql)
    }

    @Test("The description names the code and shows the message and the SQL")
    func description() throws {
        let database = try Database.inMemory()
        try database.execute(sql: "CREATE TABLE t(u UNIQUE); INSERT INTO t VALUES (1)")
        let error = try #require(throws: SQLiteError.self) {
            try database.execute("INSERT INTO t VALUES (?)", [1])
        }
        #expect(
            error.description
                == "SQLITE_CONSTRAINT_UNIQUE (2067, primary 19): UNIQUE constraint failed: t.u "
                + "— SQL: INSERT INTO t VALUES (?)")
        #expect(error.localizedDescription == error.description)
        let plain = SQLiteError(code: .busy, message: "database is locked")
        #expect(plain.description == "SQLITE_BUSY (5): database is locked")
        #expect(plain.sql == nil)
    }

    @Test("Result codes describe themselves")
    func resultCodes() {
        #expect(SQLiteResultCode.busy.description == "SQLITE_BUSY (5): database is locked")
        #expect(SQLiteResultCode.constraintForeignKey.name == "SQLITE_CONSTRAINT_FOREIGNKEY")
        #expect(SQLiteResultCode.constraintForeignKey.primary == .constraint)
        #expect(!SQLiteResultCode.constraint.isExtended)
        #expect(SQLiteResultCode(rawValue: 4000).name == nil)
    }

    @Test("Errors are values: equal when code, message and SQL are")
    func equality() {
        let a = SQLiteError(code: .misuse, message: "m", sql: "s")
        #expect(a == SQLiteError(code: .misuse, message: "m", sql: "s"))
        #expect(a != SQLiteError(code: .misuse, message: "m", sql: nil))
    }
}
