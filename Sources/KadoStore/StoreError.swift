import KadoSQLite

/// Why the store cannot do what was asked, with what a person needs to act on it.
public enum StoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The database was written by a newer version of Kadō; it was left untouched.
    case writtenByNewerVersion(path: String, unknownMigrations: [String])
    /// The file is an SQLite database that Kadō did not create.
    case notAKadoDatabase(path: String)
    /// The file could not be opened, created or read.
    case cannotOpen(path: String, reason: Reason)
    /// A stored row could not be read back (hand-edited or damaged data).
    case corruptRow(table: String, id: String, field: String, value: String)
    /// SQLite reported an error.
    case database(SQLiteError)
    /// The database cannot be written (a read-only file or folder); nothing was changed.
    case cannotWrite(path: String, reason: Reason)
    /// The database can only be read, and using it needs a change first (a migration).
    case upgradeNeedsWriting(path: String, reason: Reason)
    /// The file is damaged (SQLite found a malformed page); nothing was written to it.
    case damaged(path: String, detail: String)
    /// Another connection (another Kadō: a long import, a sync) kept the database locked for
    /// longer than the store waits for its turn (``HabitStore/patience``); nothing was changed,
    /// and trying again later may succeed.
    case busy(path: String)
    /// There is no database at the path, and the command only reads (or needs habits that a
    /// new database would not have): nothing was created.
    case missing(path: String)
    /// The disk (or the quota) is full: SQLite could not write; the change was rolled back and
    /// nothing was changed.
    case diskFull(path: String)

    /// The reason for `error`, for ``cannotOpen(path:reason:)``: SQLite's message without the
    /// statement it ran, and a failed migration named with its own reason (never the migration's
    /// SQL, which may be a whole schema).
    public static func reason(for error: any Error) -> Reason {
        switch error {
        case let error as StoreError: .other(oneLine(error.description))
        case let error as SQLiteError: .from(error)
        case MigrationError.migrationFailed(let name, let underlying):
            .migrationFailed(name: name, reason: reason(for: underlying))
        case MigrationError.databaseIsNewer(let names): .newerMigrations(names)
        case MigrationError.unknownTarget(let name): .unknownMigration(name)
        case MigrationError.foreignKeyViolations(let migration, let tables):
            .foreignKeysBroken(migration: migration, tables: tables)
        default: .other(oneLine(String(describing: error)))
        }
    }

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
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason)"
        case .damaged(let path, let detail):
            "\(path) is damaged (\(detail)); nothing was written to it: move it aside and "
                + "kado import your latest backup, or try sqlite3's .recover on a copy"
        case .upgradeNeedsWriting(let path, let reason):
            "cannot read \(path) without writing to it: \(reason), "
                + "which needs write access to the file and its folder"
        case .busy(let path):
            "\(path) is in use by another Kadō (a long import or sync, say); nothing was changed: try again "
                + "in a moment"
        case .missing(let path):
            "there is no database at \(path); nothing was created: check the path, or add a habit to create it "
                + "(kado add NAME)"
        case .diskFull(let path):
            "cannot write \(path): the disk is full; nothing was changed"
        }
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

extension StoreError {
    /// The store error for an SQLite failure on the database at `path`: a damaged file, a file
    /// that cannot be written, a database another connection kept locked for too long, or
    /// SQLite's own error.
    static func from(_ error: SQLiteError, path: String) -> StoreError {
        switch error.code.primary {
        // A file that is not a database at all stays "cannot open": it was never Kadō's.
        case .corrupt: .damaged(path: path, detail: error.message)
        case .readOnly: .cannotWrite(path: path, reason: .fileOrFolderReadOnly)
        // Whatever statement met it (BEGIN, a write, a checkpoint, a read of the log), the lock
        // was another connection's and the transaction was rolled back: nothing was changed.
        case .busy, .locked: .busy(path: path)
        // SQLite says SQLITE_FULL when the file system refuses to grow the file (ENOSPC, a
        // quota) or the database reached its page limit: the transaction was rolled back.
        case .full: .diskFull(path: path)
        default: .database(error)
        }
    }
}
