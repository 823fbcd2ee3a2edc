import CSQLite
import Foundation

/// A compiled SQL statement: bind values to its parameters, run it, read its rows, and run it
/// again with other values.
///
/// Make one with ``Database/prepare(_:)``. Parameters are numbered from 1, as in SQL (`?1`);
/// result columns are numbered from 0. The statement is finalised when the object goes away.
///
/// ```swift
/// let select = try database.prepare("SELECT id, name FROM item WHERE size > ?")
/// try select.bind([2])
/// try select.forEachRow { row in
///     let id: Int64 = try row[0]
///     let name: String? = try row["name"]
///     print(id, name ?? "—")
/// }
/// ```
///
/// Like its ``Database``, a statement is not `Sendable`; it keeps the connection open while it
/// exists.
public final class Statement {
    @usableFromInline
    let handle: OpaquePointer

    /// The connection the statement belongs to.
    public let database: Database

    /// The statement's SQL, without any text that followed it.
    public let sql: String

    private var cachedLayout: ColumnLayout?

    init(handle: OpaquePointer, database: Database) {
        self.handle = handle
        self.database = database
        self.sql = String(cString: sqlite3_sql(handle))
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// The number of parameters: the largest parameter index, as named parameters count once
    /// however often they appear.
    public var parameterCount: Int {
        Int(sqlite3_bind_parameter_count(handle))
    }

    /// The number of columns each row has; 0 for statements that return no rows.
    @inlinable
    public var columnCount: Int {
        Int(sqlite3_column_count(handle))
    }

    /// The columns' names, as SQLite reports them (the `AS` alias when there is one).
    public var columnNames: [String] {
        layout.names
    }

    /// Whether the statement leaves the database unchanged (a `SELECT`, say).
    public var isReadOnly: Bool {
        sqlite3_stmt_readonly(handle) != 0
    }

    // MARK: Binding

    /// Binds a value to the parameter at `index`, counting from 1.
    ///
    /// A statement that is part-way through its rows is reset first; the other parameters keep
    /// their values.
    ///
    /// - Parameters:
    ///   - value: The value; `nil` binds `NULL`.
    ///   - index: The parameter's index, from 1 to ``parameterCount``.
    /// - Throws: ``SQLiteError`` with ``SQLiteResultCode/range`` for an index out of range, or
    ///   ``SQLiteResultCode/tooBig`` for a string or blob over SQLite's limit.
    public func bind(_ value: (any SQLiteValueConvertible)?, at index: Int) throws {
        resetIfRunning()
        try bind(value?.sqliteValue ?? .null, at: Int32(clamping: index))
    }

    /// Binds a value to the parameter with the given name.
    ///
    /// - Parameters:
    ///   - value: The value; `nil` binds `NULL`.
    ///   - name: The parameter's name with its prefix (`":size"`) or without (`"size"`, which
    ///     matches `:size`, `@size` or `$size`).
    /// - Throws: ``SQLiteError`` with ``SQLiteResultCode/range`` when there is no such
    ///   parameter.
    public func bind(_ value: (any SQLiteValueConvertible)?, named name: String) throws {
        resetIfRunning()
        try bind(value?.sqliteValue ?? .null, at: try parameterIndex(named: name))
    }

    /// Resets the statement, clears its bindings and binds all of `arguments`.
    ///
    /// Every parameter must get a value: positional arguments must match ``parameterCount``,
    /// and named arguments must name every parameter and no other.
    ///
    /// - Parameter arguments: Positional (`[1, "two"]`) or named (`["size": 3]`) values.
    /// - Throws: ``SQLiteError`` with ``SQLiteResultCode/range`` naming what is missing or
    ///   extra.
    /// - Complexity: O(*n*), where *n* is the number of arguments.
    public func bind(_ arguments: StatementArguments) throws {
        reset()
        clearBindings()
        switch arguments.storage {
        case .positional(let values):
            guard values.count == parameterCount else {
                throw SQLiteError(
                    code: .range,
                    message:
                        "The statement has \(parameterCount) parameter(s) but "
                        + "\(values.count) argument(s) were given.",
                    sql: sql)
            }
            for (offset, value) in values.enumerated() {
                try bind(value, at: Int32(offset + 1))
            }
        case .named(let values):
            var boundIndexes = Set<Int32>()
            for (name, value) in values {
                let index = try parameterIndex(named: name)
                try bind(value, at: index)
                boundIndexes.insert(index)
            }
            let count = Int32(parameterCount)
            let unbound = count > 0 ? (1...count).filter { !boundIndexes.contains($0) } : []
            if !unbound.isEmpty {
                let names = unbound.map { index in
                    sqlite3_bind_parameter_name(handle, index).map { String(cString: $0) }
                        ?? "?\(index)"
                }
                throw SQLiteError(
                    code: .range,
                    message: "No value was given for \(names.joined(separator: ", ")).",
                    sql: sql)
            }
        }
    }

    /// Sets every parameter back to `NULL`. Resetting a statement does not do this.
    public func clearBindings() {
        sqlite3_clear_bindings(handle)
    }

    // MARK: Stepping

    /// Advances to the next row.
    ///
    /// The low-level way to read rows: read the current one through ``row`` while `step()`
    /// returns `true`, then call ``reset()``. ``forEachRow(_:)`` and ``execute()`` do all this.
    ///
    /// - Returns: `true` when a row is ready, `false` when the statement has finished.
    /// - Throws: ``SQLiteError`` when the statement fails: a constraint, a lock held longer
    ///   than the busy timeout, a read-only database…
    public func step() throws -> Bool {
        // A statement that is not running starts a new run with this step (SQLite resets one
        // that had finished by itself): that is one statement executed.
        if sqlite3_stmt_busy(handle) == 0 {
            try database.refuseWriteIfDamaged(handle)
            database.countRun(of: handle)
        }
        let result = sqlite3_step(handle)
        if result != SQLITE_ROW { database.noteCommitIfAny() }
        switch result {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default: throw database.makeError(result, sql: sql)
        }
    }

    /// Rewinds the statement so it can run again, keeping its bindings, and releases the locks
    /// and the read snapshot it holds. Errors were already reported by ``step()``.
    public func reset() {
        sqlite3_reset(handle)
    }

    /// The current row, read straight from the statement; valid after ``step()`` returns `true`
    /// and until the next `step()` or ``reset()``. Call ``Row/copy()`` to keep its values.
    public var row: Row {
        Row(statement: self)
    }

    // MARK: Running

    /// Runs the statement to completion with its current bindings, ignoring any rows, then
    /// resets it.
    ///
    /// - Throws: ``SQLiteError`` when the statement fails.
    public func execute() throws {
        reset()
        defer { reset() }
        while try step() {}
    }

    /// Binds `arguments`, then runs the statement to completion, ignoring any rows.
    ///
    /// - Parameter arguments: Values for every parameter; see ``bind(_:)``.
    /// - Throws: ``SQLiteError`` when binding or running fails.
    public func execute(_ arguments: StatementArguments) throws {
        try bind(arguments)
        try execute()
    }

    /// Runs the statement with its current bindings and calls `body` with each row, reading
    /// columns straight from SQLite without copying the row.
    ///
    /// The fastest way to read many rows. The ``Row`` passed to `body` is a view of the
    /// statement's current row: read what you need inside `body`, and call ``Row/copy()`` if
    /// the row itself must outlive the call.
    ///
    /// - Parameter body: Called once per row, in order. Throw to stop early.
    /// - Throws: ``SQLiteError`` when the statement fails, or what `body` throws.
    /// - Complexity: O(*n*) calls to `body` for *n* rows.
    public func forEachRow(_ body: (Row) throws -> Void) throws {
        reset()
        defer { reset() }
        // Made after the first step: SQLite may recompile the statement then, after a schema
        // change, and the columns of a `SELECT *` with it.
        guard try step() else { return }
        let row = Row(statement: self)
        repeat {
            try body(row)
        } while try step()
    }

    /// Runs the statement with its current bindings and returns what `transform` makes of
    /// each row.
    ///
    /// - Parameter transform: Makes a value from a row, reading its columns; the ``Row``
    ///   itself is only valid during the call.
    /// - Returns: The values, in row order.
    /// - Throws: ``SQLiteError`` when the statement fails, or what `transform` throws.
    /// - Complexity: O(*n*) calls to `transform` for *n* rows.
    public func mapRows<Value>(_ transform: (Row) throws -> Value) throws -> [Value] {
        var values: [Value] = []
        try forEachRow { row in
            values.append(try transform(row))
        }
        return values
    }

    /// Runs the statement with its current bindings and returns what `transform` makes of the
    /// first row, or `nil` when there is none. Later rows are not read.
    ///
    /// - Parameter transform: Makes a value from the row.
    /// - Returns: The value, or `nil` when the statement returned no row.
    /// - Throws: ``SQLiteError`` when the statement fails, or what `transform` throws.
    public func mapFirstRow<Value>(_ transform: (Row) throws -> Value) throws -> Value? {
        reset()
        defer { reset() }
        guard try step() else { return nil }
        return try transform(Row(statement: self))
    }

    /// Runs the statement with its current bindings and returns copies of all its rows.
    ///
    /// Convenient for small results; ``forEachRow(_:)`` and ``mapRows(_:)`` avoid the copies.
    ///
    /// - Returns: The rows, which stay valid after the statement moves on.
    /// - Throws: ``SQLiteError`` when the statement fails.
    /// - Complexity: O(*n* × *m*) for *n* rows of *m* columns.
    public func copyRows() throws -> [Row] {
        try mapRows { $0.copy() }
    }

    // MARK: Internals

    /// The column names and name lookup, built on first use. Rebuilt if the column count
    /// changed, which can happen when SQLite recompiles a `SELECT *` after a schema change.
    var layout: ColumnLayout {
        let count = sqlite3_column_count(handle)
        if let cachedLayout, cachedLayout.names.count == Int(count) {
            return cachedLayout
        }
        let names = (0..<count).map { index in
            sqlite3_column_name(handle, index).map { String(cString: $0) } ?? ""
        }
        let layout = ColumnLayout(names: names)
        cachedLayout = layout
        return layout
    }

    /// Whether the column at `index` of the current row is `NULL`.
    @inlinable
    static func columnIsNull(at index: Int32, in handle: OpaquePointer) -> Bool {
        sqlite3_column_type(handle, index) == SQLITE_NULL
    }

    /// The value of the column at `index` of the current row.
    @inlinable
    static func columnValue(at index: Int32, in handle: OpaquePointer) -> SQLiteValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, index))
        case SQLITE_TEXT:
            // Text first, then its length, as SQLite's documentation asks.
            guard let text = sqlite3_column_text(handle, index) else { return .text("") }
            let count = Int(sqlite3_column_bytes(handle, index))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let bytes = sqlite3_column_blob(handle, index)
            let count = Int(sqlite3_column_bytes(handle, index))
            guard let bytes, count > 0 else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default:
            return .null
        }
    }

    private func resetIfRunning() {
        if sqlite3_stmt_busy(handle) != 0 {
            sqlite3_reset(handle)
        }
    }

    private func parameterIndex(named name: String) throws -> Int32 {
        let candidates =
            if let first = name.first, ":@$".contains(first) {
                [name]
            } else {
                [":" + name, "@" + name, "$" + name]
            }
        for candidate in candidates {
            let index = sqlite3_bind_parameter_index(handle, candidate)
            if index != 0 {
                return index
            }
        }
        throw SQLiteError(
            code: .range, message: "The statement has no parameter named \(name).", sql: sql)
    }

    private func bind(_ value: SQLiteValue, at index: Int32) throws {
        let result: Int32
        switch value {
        case .null:
            result = sqlite3_bind_null(handle, index)
        case .integer(let integer):
            result = sqlite3_bind_int64(handle, index, integer)
        case .real(let real):
            result = sqlite3_bind_double(handle, index, real)
        case .text(var text):
            result = text.withUTF8 { utf8 in
                guard let base = utf8.baseAddress else {
                    // A nil pointer would bind NULL; an empty string must stay text.
                    return sqlite3_bind_text(handle, index, "", 0, kado_sqlite_transient())
                }
                return base.withMemoryRebound(to: CChar.self, capacity: utf8.count) { characters in
                    sqlite3_bind_text64(
                        handle, index, characters, UInt64(utf8.count), kado_sqlite_transient(),
                        UInt8(SQLITE_UTF8))
                }
            }
        case .blob(let data):
            result = data.withUnsafeBytes { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else {
                    // A nil pointer would bind NULL; an empty blob must stay a blob.
                    return sqlite3_bind_zeroblob(handle, index, 0)
                }
                return sqlite3_bind_blob64(
                    handle, index, base, UInt64(bytes.count), kado_sqlite_transient())
            }
        }
        guard result == SQLITE_OK else {
            throw database.makeError(result, sql: sql)
        }
    }
}

@available(*, unavailable, message: "A Statement belongs to its Database's thread.")
extension Statement: Sendable {}
