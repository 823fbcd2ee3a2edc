// One-call conveniences: prepare, bind, run and read in a single step. Each prepares its SQL
// afresh; in a loop, prepare once with `prepare(_:)` and reuse the statement.

extension Database {
    /// Runs one SQL statement with values bound to its parameters, ignoring any rows.
    ///
    /// ```swift
    /// try database.execute("INSERT INTO item(name, size) VALUES (?, ?)", ["pen", 3])
    /// try database.execute("DELETE FROM item WHERE name = :name", ["name": "pen"])
    /// ```
    ///
    /// - Parameters:
    ///   - sql: Exactly one statement; use ``execute(sql:)`` for scripts.
    ///   - arguments: A value for every parameter; none by default.
    /// - Throws: ``SQLiteError`` when preparing, binding or running fails.
    public func execute(_ sql: String, _ arguments: StatementArguments = []) throws {
        let statement = try prepare(sql)
        try statement.execute(arguments)
    }

    /// Runs a query and returns copies of its rows.
    ///
    /// - Parameters:
    ///   - sql: One statement.
    ///   - arguments: A value for every parameter; none by default.
    /// - Returns: The rows, which stay valid afterwards.
    /// - Throws: ``SQLiteError`` when preparing, binding or running fails.
    /// - Complexity: O(*n* × *m*) for *n* rows of *m* columns.
    public func query(_ sql: String, _ arguments: StatementArguments = []) throws -> [Row] {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        return try statement.copyRows()
    }

    /// Runs a query and returns what `transform` makes of each row, without copying rows.
    ///
    /// ```swift
    /// let items = try database.query("SELECT id, name FROM item WHERE size > ?", [2]) { row in
    ///     Item(id: try row[0], name: try row[1])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - sql: One statement.
    ///   - arguments: A value for every parameter; none by default.
    ///   - transform: Makes a value from a row; the ``Row`` is only valid during the call.
    /// - Returns: The values, in row order.
    /// - Throws: ``SQLiteError`` when preparing, binding or running fails, or what `transform`
    ///   throws.
    /// - Complexity: O(*n*) calls to `transform` for *n* rows.
    public func query<Value>(
        _ sql: String, _ arguments: StatementArguments = [], _ transform: (Row) throws -> Value
    ) throws -> [Value] {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        return try statement.mapRows(transform)
    }

    /// Runs a query and returns what `transform` makes of its first row, or `nil` when it
    /// returns no row.
    ///
    /// - Parameters:
    ///   - sql: One statement.
    ///   - arguments: A value for every parameter; none by default.
    ///   - transform: Makes a value from the row; the ``Row`` is only valid during the call.
    /// - Returns: The value, or `nil`.
    /// - Throws: ``SQLiteError`` when preparing, binding or running fails, or what `transform`
    ///   throws.
    public func queryFirst<Value>(
        _ sql: String, _ arguments: StatementArguments = [], _ transform: (Row) throws -> Value
    ) throws -> Value? {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        return try statement.mapFirstRow(transform)
    }

    /// Runs a query and calls `body` with each row, reading columns straight from SQLite: the
    /// fastest way to scan many rows.
    ///
    /// - Parameters:
    ///   - sql: One statement.
    ///   - arguments: A value for every parameter; none by default.
    ///   - body: Called once per row, in order; the ``Row`` is only valid during the call.
    ///     Throw to stop early.
    /// - Throws: ``SQLiteError`` when preparing, binding or running fails, or what `body`
    ///   throws.
    /// - Complexity: O(*n*) calls to `body` for *n* rows.
    public func forEachRow(
        _ sql: String, _ arguments: StatementArguments = [], _ body: (Row) throws -> Void
    ) throws {
        let statement = try prepare(sql)
        try statement.bind(arguments)
        try statement.forEachRow(body)
    }

    /// Returns the first column of a query's first row, as `Value`.
    ///
    /// ```swift
    /// let count = try database.scalar("SELECT count(*) FROM item", as: Int.self) ?? 0
    /// let name: String? = try database.scalar("SELECT name FROM item WHERE id = ?", [7])
    /// ```
    ///
    /// - Parameters:
    ///   - sql: One statement.
    ///   - arguments: A value for every parameter; none by default.
    ///   - type: The type to read; usually inferred.
    /// - Returns: The value, or `nil` when the query returns no row or the value is `NULL`.
    /// - Throws: ``SQLiteError`` when preparing, binding or running fails, or with code
    ///   ``SQLiteResultCode/mismatch`` when the value cannot be read as `Value`.
    public func scalar<Value: SQLiteValueConvertible>(
        _ sql: String, _ arguments: StatementArguments = [], as type: Value.Type = Value.self
    ) throws -> Value? {
        let value = try queryFirst(sql, arguments) { row -> Value? in try row[0] }
        return value ?? nil
    }
}
