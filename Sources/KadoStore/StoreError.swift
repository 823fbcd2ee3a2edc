import KadoSQLite

/// Why the store cannot do what was asked, with what a person needs to act on it.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The database was written by a newer version of Kadō; it was left untouched.
    case writtenByNewerVersion(path: String, unknownMigrations: [String])
    /// The file is an SQLite database that Kadō did not create.
    case notAKadoDatabase(path: String)
    /// The file could not be opened, created or read.
    case cannotOpen(path: String, reason: String)
    /// A stored row could not be read back (hand-edited or damaged data).
    case corruptRow(table: String, id: String, field: String, value: String)
    /// SQLite reported an error.
    case database(SQLiteError)

    /// A one-line message for people.
    public var description: String {
        switch self {
        case .writtenByNewerVersion(let path, let unknown):
            "\(path) was written by a newer version of Kadō (it has \(unknown.joined(separator: ", "))); "
                + "it was left untouched: update Kadō to open it"
        case .notAKadoDatabase(let path):
            "\(path) is an SQLite database that Kadō did not create; choose another file with --db"
        case .cannotOpen(let path, let reason):
            "cannot open \(path): \(reason)"
        case .corruptRow(let table, let id, let field, let value):
            "damaged data in \(table) row \(id): \(field) \"\(value)\" cannot be read"
        case .database(let error):
            "database error: \(error.message)"
        }
    }
}
