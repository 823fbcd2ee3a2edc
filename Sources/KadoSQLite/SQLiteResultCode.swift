import CSQLite

/// A result code returned by SQLite: a primary code such as ``constraint`` or an extended code
/// such as ``constraintForeignKey``, whose low byte is its primary code.
///
/// Codes compare by raw value, so an extended code is not equal to its primary code; compare
/// ``primary`` when any kind of constraint failure (for example) will do.
public struct SQLiteResultCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The integer SQLite uses for this code.
    public let rawValue: Int32

    /// Creates a result code from SQLite's integer value.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// The primary code: the low byte of an extended code, or the code itself.
    public var primary: SQLiteResultCode {
        SQLiteResultCode(rawValue: rawValue & 0xFF)
    }

    /// Whether this is an extended code rather than a primary one.
    public var isExtended: Bool {
        rawValue != primary.rawValue
    }

    /// SQLite's symbolic name for the code, such as `SQLITE_CONSTRAINT_UNIQUE`, or `nil` for a
    /// code this wrapper has no constant for.
    public var name: String? {
        Self.names[self]
    }

    /// The symbolic name (when known) and number, then SQLite's generic English explanation,
    /// such as `SQLITE_BUSY (5): database is locked`.
    public var description: String {
        let explanation = String(cString: sqlite3_errstr(rawValue))
        return "\(name ?? "SQLite result code") (\(rawValue)): \(explanation)"
    }

    /// Successful result (`SQLITE_OK`).
    public static let ok = SQLiteResultCode(rawValue: SQLITE_OK)
    /// Generic error, such as an SQL syntax error or a missing table (`SQLITE_ERROR`).
    public static let error = SQLiteResultCode(rawValue: SQLITE_ERROR)
    /// The requested access mode could not be provided (`SQLITE_PERM`).
    public static let permission = SQLiteResultCode(rawValue: SQLITE_PERM)
    /// An operation was aborted, usually by a rollback (`SQLITE_ABORT`).
    public static let abort = SQLiteResultCode(rawValue: SQLITE_ABORT)
    /// Another connection holds a conflicting lock for longer than the busy timeout
    /// (`SQLITE_BUSY`).
    public static let busy = SQLiteResultCode(rawValue: SQLITE_BUSY)
    /// A conflict inside the same connection (`SQLITE_LOCKED`).
    public static let locked = SQLiteResultCode(rawValue: SQLITE_LOCKED)
    /// A memory allocation failed (`SQLITE_NOMEM`).
    public static let noMemory = SQLiteResultCode(rawValue: SQLITE_NOMEM)
    /// A write was attempted on a read-only database (`SQLITE_READONLY`).
    public static let readOnly = SQLiteResultCode(rawValue: SQLITE_READONLY)
    /// The operation was interrupted (`SQLITE_INTERRUPT`).
    public static let interrupt = SQLiteResultCode(rawValue: SQLITE_INTERRUPT)
    /// The operating system reported an I/O error (`SQLITE_IOERR`).
    public static let ioError = SQLiteResultCode(rawValue: SQLITE_IOERR)
    /// The database file is malformed (`SQLITE_CORRUPT`).
    public static let corrupt = SQLiteResultCode(rawValue: SQLITE_CORRUPT)
    /// The disk is full (`SQLITE_FULL`).
    public static let full = SQLiteResultCode(rawValue: SQLITE_FULL)
    /// The database file could not be opened (`SQLITE_CANTOPEN`).
    public static let cannotOpen = SQLiteResultCode(rawValue: SQLITE_CANTOPEN)
    /// The schema changed while a statement was running (`SQLITE_SCHEMA`).
    public static let schema = SQLiteResultCode(rawValue: SQLITE_SCHEMA)
    /// A string or blob exceeds SQLite's size limit (`SQLITE_TOOBIG`).
    public static let tooBig = SQLiteResultCode(rawValue: SQLITE_TOOBIG)
    /// A constraint failed (`SQLITE_CONSTRAINT`); see the extended code for which kind.
    public static let constraint = SQLiteResultCode(rawValue: SQLITE_CONSTRAINT)
    /// A value did not have the expected type (`SQLITE_MISMATCH`). This wrapper also uses it
    /// when a column cannot be read as the requested Swift type.
    public static let mismatch = SQLiteResultCode(rawValue: SQLITE_MISMATCH)
    /// The SQLite library was used incorrectly (`SQLITE_MISUSE`).
    public static let misuse = SQLiteResultCode(rawValue: SQLITE_MISUSE)
    /// A parameter or column index was out of range (`SQLITE_RANGE`).
    public static let range = SQLiteResultCode(rawValue: SQLITE_RANGE)
    /// The file is not a database (`SQLITE_NOTADB`).
    public static let notADatabase = SQLiteResultCode(rawValue: SQLITE_NOTADB)
    /// A statement has another row ready (`SQLITE_ROW`).
    public static let row = SQLiteResultCode(rawValue: SQLITE_ROW)
    /// A statement has finished executing (`SQLITE_DONE`).
    public static let done = SQLiteResultCode(rawValue: SQLITE_DONE)

    /// A `CHECK` constraint failed (`SQLITE_CONSTRAINT_CHECK`).
    public static let constraintCheck = SQLiteResultCode(rawValue: SQLITE_CONSTRAINT | (1 << 8))
    /// A foreign key constraint failed (`SQLITE_CONSTRAINT_FOREIGNKEY`).
    public static let constraintForeignKey = SQLiteResultCode(
        rawValue: SQLITE_CONSTRAINT | (3 << 8))
    /// A `NOT NULL` constraint failed (`SQLITE_CONSTRAINT_NOTNULL`).
    public static let constraintNotNull = SQLiteResultCode(rawValue: SQLITE_CONSTRAINT | (5 << 8))
    /// A `PRIMARY KEY` constraint failed (`SQLITE_CONSTRAINT_PRIMARYKEY`).
    public static let constraintPrimaryKey = SQLiteResultCode(
        rawValue: SQLITE_CONSTRAINT | (6 << 8))
    /// A `UNIQUE` constraint failed (`SQLITE_CONSTRAINT_UNIQUE`).
    public static let constraintUnique = SQLiteResultCode(rawValue: SQLITE_CONSTRAINT | (8 << 8))
    /// A deferred transaction read a snapshot that another connection has since changed, so it
    /// cannot become a write transaction (`SQLITE_BUSY_SNAPSHOT`). Waiting does not help; begin
    /// write transactions with `BEGIN IMMEDIATE` to avoid it.
    public static let busySnapshot = SQLiteResultCode(rawValue: SQLITE_BUSY | (2 << 8))

    private static let names: [SQLiteResultCode: String] = [
        .ok: "SQLITE_OK", .error: "SQLITE_ERROR", .permission: "SQLITE_PERM",
        .abort: "SQLITE_ABORT", .busy: "SQLITE_BUSY", .locked: "SQLITE_LOCKED",
        .noMemory: "SQLITE_NOMEM", .readOnly: "SQLITE_READONLY", .interrupt: "SQLITE_INTERRUPT",
        .ioError: "SQLITE_IOERR", .corrupt: "SQLITE_CORRUPT", .full: "SQLITE_FULL",
        .cannotOpen: "SQLITE_CANTOPEN", .schema: "SQLITE_SCHEMA", .tooBig: "SQLITE_TOOBIG",
        .constraint: "SQLITE_CONSTRAINT", .mismatch: "SQLITE_MISMATCH", .misuse: "SQLITE_MISUSE",
        .range: "SQLITE_RANGE", .notADatabase: "SQLITE_NOTADB", .row: "SQLITE_ROW",
        .done: "SQLITE_DONE", .constraintCheck: "SQLITE_CONSTRAINT_CHECK",
        .constraintForeignKey: "SQLITE_CONSTRAINT_FOREIGNKEY",
        .constraintNotNull: "SQLITE_CONSTRAINT_NOTNULL",
        .constraintPrimaryKey: "SQLITE_CONSTRAINT_PRIMARYKEY",
        .constraintUnique: "SQLITE_CONSTRAINT_UNIQUE", .busySnapshot: "SQLITE_BUSY_SNAPSHOT",
    ]
}
