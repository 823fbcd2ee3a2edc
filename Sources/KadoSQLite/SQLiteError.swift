/// An error reported by SQLite, or by this wrapper when a value cannot be bound or read.
///
/// It carries everything needed to understand the failure: the primary and extended result
/// codes, SQLite's own message, and the SQL that was being prepared or run (bound values are
/// deliberately left out, as they may hold private data).
///
/// ```swift
/// do {
///     try database.execute("INSERT INTO item(list_id) VALUES (?)", [42])
/// } catch let error as SQLiteError where error.extendedCode == .constraintForeignKey {
///     print(error)  // SQLITE_CONSTRAINT_FOREIGNKEY (787): FOREIGN KEY constraint failed …
/// }
/// ```
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The extended result code, such as ``SQLiteResultCode/constraintUnique``. When SQLite
    /// gives no extended code this equals ``code``.
    public let extendedCode: SQLiteResultCode

    /// SQLite's message, such as `no such table: item` or
    /// `UNIQUE constraint failed: item.name`.
    public let message: String

    /// The SQL being prepared or run when the error happened, or `nil` when the error did not
    /// come from a statement (opening a file, for example).
    public let sql: String?

    /// Creates an error from a result code, a message and the SQL involved.
    ///
    /// - Parameters:
    ///   - code: A primary or extended result code.
    ///   - message: A message a person can act on.
    ///   - sql: The SQL that failed, if any.
    public init(code: SQLiteResultCode, message: String, sql: String? = nil) {
        self.extendedCode = code
        self.message = message
        self.sql = sql
    }

    /// The primary result code, such as ``SQLiteResultCode/constraint``.
    public var code: SQLiteResultCode {
        extendedCode.primary
    }

    /// A one-line summary: the code's name and number, SQLite's message, then the SQL.
    ///
    /// For example: `SQLITE_CONSTRAINT_UNIQUE (2067): UNIQUE constraint failed: item.name —
    /// SQL: INSERT INTO item(name) VALUES (?)`.
    public var description: String {
        let name = extendedCode.name ?? code.name ?? "SQLite error"
        let number =
            extendedCode.isExtended
            ? "\(extendedCode.rawValue), primary \(code.rawValue)" : "\(code.rawValue)"
        var text = "\(name) (\(number)): \(message)"
        if let sql, !sql.isEmpty {
            text += " — SQL: \(sql)"
        }
        return text
    }
}
