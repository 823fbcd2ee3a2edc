import Foundation
import KadoSQLite
import Testing

@Suite("Reading rows")
struct RowTests {
    private static func makeDatabase() throws -> Database {
        let database = try Database.inMemory()
        try database.execute(
            sql: """
                CREATE TABLE item(id INTEGER PRIMARY KEY, name TEXT, size REAL, photo BLOB, done INTEGER);
                INSERT INTO item VALUES (1, 'pen', 2.5, x'00FF', 1);
                INSERT INTO item VALUES (2, NULL, NULL, NULL, 0);
                """)
        return database
    }

    @Test("Columns read by index and by name as their Swift types")
    func typedAccess() throws {
        let database = try Self.makeDatabase()
        let row = try #require(try database.query("SELECT * FROM item WHERE id = 1").first)
        #expect(row.count == 5)
        #expect(row.columnNames == ["id", "name", "size", "photo", "done"])
        #expect(try row[0] as Int64 == 1)
        #expect(try row[0] as Int == 1)
        #expect(try row[1] as String == "pen")
        #expect(try row[2] as Double == 2.5)
        #expect(try row[3] as Data == Data([0x00, 0xFF]))
        #expect(try row[4] as Bool == true)
        #expect(try row["id"] as Int64 == 1)
        #expect(try row["name"] as String == "pen")
        #expect(try row["size"] as Double == 2.5)
        #expect(try row["photo"] as Data == Data([0x00, 0xFF]))
        #expect(try row["done"] as Bool == true)
        #expect(try row["name"] as SQLiteValue == .text("pen"))
    }

    @Test("Optional types read NULL as nil and other values as themselves")
    func optionalAccess() throws {
        let database = try Self.makeDatabase()
        let rows = try database.query("SELECT name, size, photo, id FROM item ORDER BY id")
        #expect(try rows[0]["name"] as String? == "pen")
        #expect(try rows[1]["name"] as String? == nil)
        #expect(try rows[1]["size"] as Double? == nil)
        #expect(try rows[1]["photo"] as Data? == nil)
        #expect(try rows[1][3] as Int64? == 2)
        #expect(try rows[1]["name"] as Int? == nil)
        #expect(try rows[1][0] as SQLiteValue == .null)
    }

    @Test("isNull reports NULL columns by index and by name")
    func isNull() throws {
        let database = try Self.makeDatabase()
        let rows = try database.query("SELECT name, done FROM item ORDER BY id")
        #expect(try !rows[0].isNull(at: 0))
        #expect(try rows[1].isNull(at: 0))
        #expect(try rows[1].isNull(named: "name"))
        #expect(try !rows[1].isNull(named: "done"))
        try database.forEachRow("SELECT name FROM item WHERE id = 2") { row throws in
            #expect(try row.isNull(at: 0))
        }
    }

    @Test("Names match case-insensitively and the leftmost duplicate wins")
    func nameLookup() throws {
        let database = try Self.makeDatabase()
        let row = try #require(
            try database.query("SELECT id AS Ident, name, 99 AS name FROM item WHERE id = 1").first)
        #expect(try row["Ident"] as Int == 1)
        #expect(try row["IDENT"] as Int == 1)
        #expect(try row["ident"] as Int == 1)
        #expect(try row["name"] as String == "pen")
        #expect(row.index(ofColumn: "NAME") == 1)
        #expect(row.index(ofColumn: "missing") == nil)
    }

    @Test("Lossless conversions between storage classes are allowed")
    func conversions() throws {
        let database = try Database.inMemory()
        let row = try #require(try database.query("SELECT 3.0, 7, 'text', 0, -1").first)
        #expect(try row[0] as Int == 3)
        #expect(try row[1] as Double == 7)
        #expect(try row[2] as Data == Data("text".utf8))
        #expect(try row[3] as Bool == false)
        #expect(try row[4] as Bool == true)
    }

    @Test("Reading a value as the wrong type throws a mismatch naming the column")
    func mismatches() throws {
        let database = try Self.makeDatabase()
        let sql = "SELECT name, size, id, photo FROM item WHERE id = ?"
        let empty = try #require(try database.query(sql, [2]).first)
        let nullRead = try #require(throws: SQLiteError.self) { try empty["name"] as String }
        #expect(nullRead.code == .mismatch)
        #expect(nullRead.message.contains("name"))
        #expect(nullRead.message.contains("NULL"))
        #expect(nullRead.message.contains("String"))

        let full = try #require(try database.query(sql, [1]).first)
        #expect(throws: SQLiteError.self) { try full["size"] as Int }  // 2.5 is not whole
        #expect(throws: SQLiteError.self) { try full["id"] as String }
        #expect(throws: SQLiteError.self) { try full["name"] as Int64 }
        #expect(throws: SQLiteError.self) { try full["photo"] as String }
        #expect(throws: SQLiteError.self) { try full["name"] as Int? }

        // A row read straight from the statement reports the statement's SQL.
        let statement = try database.prepare(sql)
        try statement.bind([2])
        try statement.forEachRow { row in
            let error = try #require(throws: SQLiteError.self) { try row[1] as Double }
            #expect(error.sql == sql)
            #expect(error.message.contains("size"))
        }
    }

    @Test("A column index out of range or an unknown name throws")
    func badColumns() throws {
        let database = try Self.makeDatabase()
        let row = try #require(try database.query("SELECT id FROM item").first)
        #expect(try #require(throws: SQLiteError.self) { try row[1] as Int }.code == .range)
        #expect(try #require(throws: SQLiteError.self) { try row[-1] as Int }.code == .range)
        #expect(try #require(throws: SQLiteError.self) { try row.isNull(at: 5) }.code == .range)
        let unknown = try #require(throws: SQLiteError.self) { try row["nope"] as Int }
        #expect(unknown.message.contains("nope"))
        #expect(unknown.message.contains("id"))
    }

    @Test("A row from forEachRow follows the statement; a copy keeps its values")
    func viewsAndCopies() throws {
        let database = try Self.makeDatabase()
        let statement = try database.prepare("SELECT id FROM item ORDER BY id")
        var copies: [Row] = []
        var firstView: Row?
        try statement.forEachRow { row throws in
            copies.append(row.copy())
            if let firstView {
                // The first row's view now shows the statement's current, second row.
                #expect(try firstView[0] as Int == 2)
            } else {
                firstView = row
            }
        }
        #expect(try copies.map { try $0[0] as Int } == [1, 2])
        #expect(try copies[0].copy()[0] as Int == 1)
    }

    @Test("Scanning many rows with forEachRow reads every value")
    func scan() throws {
        let database = try Database.inMemory()
        try database.execute(sql: "CREATE TABLE n(i INTEGER, label TEXT)")
        let insert = try database.prepare("INSERT INTO n VALUES (?, ?)")
        try database.transaction { _ in
            for i in 0..<20_000 {
                try insert.execute([i, "#\(i)"])
            }
        }
        var sum = 0
        var characters = 0
        try database.forEachRow("SELECT i, label FROM n") { row in
            sum += try row[0] as Int
            characters += (try row[1] as String).count
        }
        #expect(sum == 20_000 * 19_999 / 2)
        #expect(characters == (0..<20_000).reduce(0) { $0 + "#\($1)".count })
    }
}
