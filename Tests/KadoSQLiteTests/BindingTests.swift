import Foundation
import KadoSQLite
import KadoTestSupport
import Testing

@Suite("Binding values and reading them back")
struct BindingTests {
    /// A file database with an untyped column, so SQLite applies no type affinity.
    private static func makeDatabase(in folder: TemporaryFolder) throws -> Database {
        let database = try Database(path: folder.path("bindings.sqlite"))
        try database.execute(sql: "CREATE TABLE value(id INTEGER PRIMARY KEY, v)")
        return database
    }

    private static let values: [SQLiteValue] = [
        .null,
        .integer(0), .integer(-1), .integer(Int64.max), .integer(Int64.min),
        .real(3.5), .real(-2.25e-300), .real(.pi), .real(.infinity), .real(-.infinity),
        .real(Double.greatestFiniteMagnitude),
        .text(""), .text("plain ASCII"), .text("émoji 👩‍👩‍👧‍👦 🇯🇵 ½ ∑ 漢字"),
        .text("embedded\u{0}NUL\u{0}"), .text(String(repeating: "long ", count: 20_000)),
        .blob(Data()), .blob(Data([0])), .blob(Data([0, 1, 2, 0, 255, 0])),
        .blob(Data((0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })),
    ]

    @Test("Every storage class round-trips through a file", arguments: values)
    func roundTrip(_ value: SQLiteValue) throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        do {
            let database = try Self.makeDatabase(in: folder)
            try database.execute("INSERT INTO value(id, v) VALUES (1, ?)", [value])
        }
        let database = try Database(path: folder.path("bindings.sqlite"))
        let row = try #require(try database.query("SELECT v, typeof(v) FROM value").first)
        #expect(try row[0] as SQLiteValue == value)
        #expect(try row[1] as String == value.storageClassName)
    }

    @Test("Swift types round-trip as themselves")
    func typedRoundTrip() throws {
        let folder = try TemporaryFolder(prefix: "KadoSQLiteTests")
        let database = try Self.makeDatabase(in: folder)
        let insert = try database.prepare("INSERT INTO value(v) VALUES (?)")
        let select = try database.prepare("SELECT v FROM value WHERE id = ?")

        func roundTrip<Value: SQLiteValueConvertible>(_ value: Value) throws -> Value {
            try insert.execute([value])
            try select.bind([database.lastInsertRowID])
            return try #require(try select.mapFirstRow { row in try row[0] as Value })
        }

        #expect(try roundTrip(Int64(-9_007_199_254_740_993)) == -9_007_199_254_740_993)
        #expect(try roundTrip(Int.max) == Int.max)
        #expect(try roundTrip(0.1 + 0.2) == 0.1 + 0.2)
        #expect(try roundTrip("Kadō 🌱") == "Kadō 🌱")
        #expect(try roundTrip(Data([0xDE, 0xAD, 0x00, 0xBE, 0xEF])) == Data([0xDE, 0xAD, 0x00, 0xBE, 0xEF]))
        #expect(try roundTrip(true) == true)
        #expect(try roundTrip(false) == false)
        #expect(try roundTrip(String?.none) == nil)
        #expect(try roundTrip(String?.some("")) == "")
        #expect(try roundTrip(Int?.some(3)) == 3)
        #expect(try roundTrip(Data?.none) == nil)
        #expect(try roundTrip(Data?.some(Data())) == Data())
    }

    @Test("nil and NULL values bind SQL NULL")
    func nilBindsNull() throws {
        let database = try Database.inMemory()
        let missing: String? = nil
        let row = try #require(
            try database.query("SELECT ? IS NULL, ? IS NULL, ? IS NULL", [nil, missing, SQLiteValue.null])
                .first)
        #expect(row.values == [.integer(1), .integer(1), .integer(1)])
    }

    @Test("SQLite stores NaN as NULL")
    func notANumber() throws {
        let database = try Database.inMemory()
        let value: Double? = try database.scalar("SELECT ?", [Double.nan])
        #expect(value == nil)
    }

    @Test("Named parameters bind with or without their prefix", arguments: [":", "@", "$"])
    func namedParameters(prefix: String) throws {
        let database = try Database.inMemory()
        let sql = "SELECT \(prefix)a || '-' || \(prefix)b || '-' || \(prefix)a"
        #expect(try database.scalar(sql, ["a": "x", "b": 2], as: String.self) == "x-2-x")
        #expect(try database.scalar(sql, ["\(prefix)a": "y", "\(prefix)b": 3], as: String.self) == "y-3-y")

        let statement = try database.prepare(sql)
        #expect(statement.parameterCount == 2)
        try statement.bind("z", named: "a")
        try statement.bind(4, named: "\(prefix)b")
        #expect(try statement.mapFirstRow { try $0[0] as String } == "z-4-z")
    }

    @Test("Positional parameters bind by index from 1")
    func positionalParameters() throws {
        let database = try Database.inMemory()
        let statement = try database.prepare("SELECT ?1 + ?2 * 10, ?1")
        try statement.bind(3, at: 1)
        try statement.bind(4, at: 2)
        #expect(try statement.mapFirstRow { [try $0[0] as Int, try $0[1] as Int] } == [43, 3])
        let error = try #require(throws: SQLiteError.self) {
            try statement.bind(1, at: 3)
        }
        #expect(error.code == .range)
    }

    @Test("The wrong number of positional arguments is refused")
    func argumentCount() throws {
        let database = try Database.inMemory()
        try database.execute(sql: "CREATE TABLE t(a, b)")
        for arguments: StatementArguments in [[], [1], [1, 2, 3]] {
            let error = try #require(throws: SQLiteError.self) {
                try database.execute("INSERT INTO t VALUES (?, ?)", arguments)
            }
            #expect(error.code == .range)
            #expect(error.message.contains("2 parameter(s)"))
            #expect(error.sql == "INSERT INTO t VALUES (?, ?)")
        }
        #expect(try database.scalar("SELECT count(*) FROM t", as: Int.self) == 0)
    }

    @Test("Unknown and missing named arguments are refused")
    func namedArgumentMismatch() throws {
        let database = try Database.inMemory()
        let unknown = try #require(throws: SQLiteError.self) {
            try database.scalar("SELECT :a", ["a": 1, "b": 2], as: Int.self)
        }
        #expect(unknown.code == .range)
        #expect(unknown.message.contains("b"))
        let missing = try #require(throws: SQLiteError.self) {
            try database.scalar("SELECT :a + :b", ["a": 1], as: Int.self)
        }
        #expect(missing.code == .range)
        #expect(missing.message.contains(":b"))
    }

    @Test("A prepared statement runs again with new arguments")
    func reuse() throws {
        let database = try Database.inMemory()
        try database.execute(sql: "CREATE TABLE t(a INTEGER)")
        let insert = try database.prepare("INSERT INTO t VALUES (?)")
        for value in 1...100 {
            try insert.execute([value])
        }
        let select = try database.prepare("SELECT count(*), sum(a) FROM t WHERE a <= ?")
        for limit in [10, 100] {
            try select.bind([limit])
            let (count, sum) = try #require(try select.mapFirstRow { (try $0[0] as Int, try $0[1] as Int) })
            #expect(count == limit)
            #expect(sum == limit * (limit + 1) / 2)
        }
    }

    @Test("Binding part-way through the rows resets the statement first")
    func bindWhileRunning() throws {
        let database = try Database.inMemory()
        let counting = try database.prepare(
            "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < ?) SELECT x FROM n")
        try counting.bind(5, at: 1)
        #expect(try counting.step())
        #expect(try counting.row[0] as Int == 1)
        try counting.bind(2, at: 1)
        #expect(try counting.mapRows { try $0[0] as Int } == [1, 2])
    }

    @Test("clearBindings sets every parameter back to NULL")
    func clearBindings() throws {
        let database = try Database.inMemory()
        let statement = try database.prepare("SELECT ? IS NULL")
        try statement.bind(1, at: 1)
        #expect(try statement.mapFirstRow { try $0[0] as Bool } == false)
        statement.clearBindings()
        #expect(try statement.mapFirstRow { try $0[0] as Bool } == true)
    }
}
