import Foundation

/// One row of a result, with typed access to its columns by index (from 0) or by name.
///
/// ```swift
/// let id: Int64 = try row[0]
/// let name: String = try row["name"]
/// let note: String? = try row["note"]   // nil when NULL
/// if try row.isNull(named: "archived_at") { … }
/// ```
///
/// Reading is strict: a `NULL` or a value of the wrong type read as a non-optional type throws
/// an ``SQLiteError`` with code ``SQLiteResultCode/mismatch`` naming the column, instead of
/// yielding SQLite's silent `0` or `""`. Column names match case-insensitively; when two columns
/// share a name, the leftmost wins.
///
/// A row handed out by ``Statement/forEachRow(_:)``, ``Statement/mapRows(_:)`` or
/// ``Statement/row`` is a *view* of the statement's current row: it reads straight from SQLite
/// and shows whichever row the statement is on. Call ``copy()`` to keep the values;
/// ``Database/query(_:_:)`` returns copies.
public struct Row {
    // The accessors are @inlinable so that reading a column specialises, in the caller's
    // module, for the type read: unspecialised generic code would look up type metadata on
    // every read, which costs more than the read itself when scanning millions of rows.

    @usableFromInline
    enum Source {
        /// The current row of a statement. The handle is kept beside the statement so that
        /// reads need not retain the statement.
        case statement(Statement, OpaquePointer)
        /// Values copied out of a statement.
        case copied([SQLiteValue])
    }

    @usableFromInline
    let source: Source

    /// The column names and name lookup, shared by every row of a result.
    @usableFromInline
    let layout: ColumnLayout

    init(statement: Statement) {
        source = .statement(statement, statement.handle)
        layout = statement.layout
    }

    init(layout: ColumnLayout, values: [SQLiteValue]) {
        source = .copied(values)
        self.layout = layout
    }

    /// The number of columns.
    public var count: Int {
        layout.names.count
    }

    /// The columns' names, in order.
    public var columnNames: [String] {
        layout.names
    }

    /// All the values, in column order.
    /// - Complexity: O(*m*) for *m* columns.
    public var values: [SQLiteValue] {
        switch source {
        case .statement(_, let handle):
            (0..<Int32(count)).map { Statement.columnValue(at: $0, in: handle) }
        case .copied(let values):
            values
        }
    }

    /// The index of the column called `name`, or `nil` when there is none.
    ///
    /// - Parameter name: The column's name or alias; case-insensitive.
    public func index(ofColumn name: String) -> Int? {
        layout.index(of: name)
    }

    /// Whether the column at `index` is `NULL`.
    ///
    /// - Parameter index: The column's index, from 0.
    /// - Throws: ``SQLiteError`` with code ``SQLiteResultCode/range`` for an index out of range.
    @inlinable
    public func isNull(at index: Int) throws -> Bool {
        guard index >= 0, index < layout.count else {
            throw indexOutOfRange(index)
        }
        switch source {
        case .statement(_, let handle):
            return Statement.columnIsNull(at: Int32(truncatingIfNeeded: index), in: handle)
        case .copied(let values):
            return values[index].isNull
        }
    }

    /// Whether the column called `name` is `NULL`.
    ///
    /// - Parameter name: The column's name or alias; case-insensitive.
    /// - Throws: ``SQLiteError`` when there is no such column.
    @inlinable
    public func isNull(named name: String) throws -> Bool {
        try isNull(at: try columnIndex(named: name))
    }

    /// The value of the column at `index`, as `Value`.
    ///
    /// Read an optional type (`String?`) for a column that may be `NULL`, ``SQLiteValue`` for
    /// the raw value.
    ///
    /// - Parameter index: The column's index, from 0.
    /// - Throws: ``SQLiteError`` with code ``SQLiteResultCode/range`` for an index out of
    ///   range, or ``SQLiteResultCode/mismatch`` when the value cannot be read as `Value`.
    @inlinable
    public subscript<Value: SQLiteValueConvertible>(index: Int) -> Value {
        get throws {
            let value = try rawValue(at: index)
            guard let converted = Value(sqliteValue: value) else {
                throw mismatch(reading: value, at: index, as: Value.self)
            }
            return converted
        }
    }

    /// The value of the column called `name`, as `Value`.
    ///
    /// - Parameter name: The column's name or alias; case-insensitive.
    /// - Throws: ``SQLiteError`` when there is no such column, or with code
    ///   ``SQLiteResultCode/mismatch`` when the value cannot be read as `Value`.
    @inlinable
    public subscript<Value: SQLiteValueConvertible>(name: String) -> Value {
        get throws {
            try self[try columnIndex(named: name)]
        }
    }

    /// A copy of the row that keeps its values after the statement moves on or goes away.
    /// Copying a copy is free.
    ///
    /// - Complexity: O(*m*) for *m* columns of a statement's row; O(1) for a copy.
    public func copy() -> Row {
        switch source {
        case .statement:
            Row(layout: layout, values: values)
        case .copied:
            self
        }
    }

    // MARK: Internals

    @inlinable
    func rawValue(at index: Int) throws -> SQLiteValue {
        guard index >= 0, index < layout.count else {
            throw indexOutOfRange(index)
        }
        switch source {
        case .statement(_, let handle):
            return Statement.columnValue(at: Int32(truncatingIfNeeded: index), in: handle)
        case .copied(let values):
            return values[index]
        }
    }

    @usableFromInline
    func columnIndex(named name: String) throws -> Int {
        guard let index = layout.index(of: name) else {
            let known = layout.names.joined(separator: ", ")
            throw SQLiteError(
                code: .error, message: "No column named \(name); the row has: \(known).", sql: sql)
        }
        return index
    }

    @usableFromInline
    func indexOutOfRange(_ index: Int) -> SQLiteError {
        SQLiteError(
            code: .range,
            message: "Column index \(index) is out of range; the row has \(count) column(s).",
            sql: sql)
    }

    @usableFromInline
    func mismatch<Value>(reading value: SQLiteValue, at index: Int, as type: Value.Type) -> SQLiteError {
        let names = layout.names
        let column = index < names.count ? "column \(index) (\(names[index]))" : "column \(index)"
        let found = value.isNull ? "it is NULL" : "its storage class is \(value.storageClassName)"
        return SQLiteError(
            code: .mismatch, message: "Cannot read \(column) as \(Value.self): \(found).", sql: sql)
    }

    private var sql: String? {
        switch source {
        case .statement(let statement, _): statement.sql
        case .copied: nil
        }
    }
}

@available(*, unavailable, message: "A Row may read from its Statement; copy its values instead.")
extension Row: Sendable {}
