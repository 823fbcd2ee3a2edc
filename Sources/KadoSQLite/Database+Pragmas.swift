extension Database {
    /// The file's `user_version`: a number stored in the database header that SQLite leaves
    /// to the application, often used as a schema version. 0 in a new database.
    ///
    /// - Returns: The stored number.
    /// - Throws: ``SQLiteError`` when the database cannot be read.
    public func userVersion() throws -> Int {
        try scalar("PRAGMA user_version", as: Int.self) ?? 0
    }

    /// Stores a number in the file's `user_version` header field.
    ///
    /// - Parameter version: The number; it must fit in 32 bits.
    /// - Throws: ``SQLiteError`` when the database cannot be written.
    public func setUserVersion(_ version: Int) throws {
        guard let version = Int32(exactly: version) else {
            throw SQLiteError(
                code: .range, message: "A user_version must fit in 32 bits; \(version) does not.")
        }
        // PRAGMA takes no bound parameters; an Int32 is safe to interpolate.
        try execute(sql: "PRAGMA user_version = \(version)")
    }

    /// The journal mode in use, in lower case: `wal` for write-ahead logging, `delete`,
    /// `memory` for in-memory databases, and so on.
    ///
    /// - Returns: The mode's name.
    /// - Throws: ``SQLiteError`` when the database cannot be read.
    public func journalMode() throws -> String {
        (try scalar("PRAGMA journal_mode", as: String.self) ?? "").lowercased()
    }

    /// Whether foreign key constraints are enforced on this connection.
    ///
    /// - Returns: The setting of `PRAGMA foreign_keys`.
    /// - Throws: ``SQLiteError`` when the setting cannot be read.
    public func isEnforcingForeignKeys() throws -> Bool {
        try scalar("PRAGMA foreign_keys", as: Bool.self) ?? false
    }

    /// Whether a table (not a view) with this name exists in the main database.
    ///
    /// - Parameter name: The table's name; case-insensitive, as in SQL.
    /// - Returns: `true` when it exists.
    /// - Throws: ``SQLiteError`` when the schema cannot be read.
    public func tableExists(_ name: String) throws -> Bool {
        try scalar(
            "SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ? COLLATE NOCASE",
            [name], as: Bool.self) ?? false
    }
}
