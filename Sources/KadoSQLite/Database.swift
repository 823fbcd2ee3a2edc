import CSQLite
import Foundation

/// A connection to an SQLite database: a file, or a private in-memory database.
///
/// ```swift
/// let database = try Database(path: "/path/to/app.sqlite")
/// try database.execute(sql: "CREATE TABLE IF NOT EXISTS item(id INTEGER PRIMARY KEY, name TEXT)")
/// try database.transaction { db in
///     try db.execute("INSERT INTO item(name) VALUES (?)", ["pen"])
/// }
/// let names = try database.query("SELECT name FROM item ORDER BY id") { row in
///     try row[0] as String
/// }
/// ```
///
/// Opening applies the ``Configuration``: a busy timeout (so concurrent writers from other
/// processes wait rather than fail), foreign key enforcement and, for files, write-ahead
/// logging. The connection closes when the last reference to it — including those held by its
/// ``Statement``s — goes away.
///
/// ## Threads
///
/// A `Database` is not thread-safe and deliberately not `Sendable`: use each connection from one
/// thread or task at a time (handing it over is fine). For work on several threads at once,
/// open one connection per thread on the same file; SQLite's file locks and the busy timeout
/// coordinate them, and the connection is opened without SQLite's internal mutex to make
/// reading rows cheaper.
public final class Database {
    /// The `sqlite3 *` handle; valid for the object's lifetime.
    let handle: OpaquePointer

    /// The path of the database file, or `nil` for an in-memory database.
    public let path: String?

    /// The configuration the connection was opened with.
    public let configuration: Configuration

    /// How many savepoints ``transaction(kind:_:)`` has opened inside the current transaction;
    /// used to name them uniquely.
    var savepointDepth = 0

    /// The statements this connection has run since it was opened (the connection's own setup,
    /// from its ``Configuration``, excluded); see ``StatementCounts``.
    public internal(set) var statementCounts = StatementCounts.zero

    /// Called before each statement runs; see ``observeStatements(_:)``.
    var statementObserver: ((ExecutedStatement) -> Void)?

    /// The first error by which SQLite said the file is damaged (`SQLITE_CORRUPT`,
    /// `SQLITE_NOTADB`) on this connection, or that ``damageMemory`` recalled: from then on every
    /// statement that would write is refused with it (see ``refuseWriteIfDamaged(_:)``).
    public internal(set) var damage: SQLiteError?

    /// Where damage found by one connection is kept for the others, in this process and later
    /// ones (``DamageMemory``); `nil` keeps it on this connection only.
    public var damageMemory: DamageMemory?

    /// Whether ``damageMemory`` was asked about the file before a write of this connection.
    var hasLookedBeforeWriting = false

    /// Whether a statement that writes ran since the last commit seen by ``noteCommitIfAny()``.
    var hasUncommittedWrites = false

    /// Opens, and creates if missing (unless read-only), the database file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file's path. Its folder must exist.
    ///   - configuration: How to open and set up the connection.
    /// - Throws: ``SQLiteError`` when the file cannot be opened (``SQLiteResultCode/cannotOpen``),
    ///   is not a database (``SQLiteResultCode/notADatabase``), or stays locked for longer than
    ///   the busy timeout while the connection is being set up.
    public convenience init(path: String, configuration: Configuration = Configuration()) throws {
        try self.init(filename: path, path: path, configuration: configuration)
    }

    /// Opens, and creates if missing (unless read-only), the database file at a file URL.
    ///
    /// - Parameters:
    ///   - url: A `file:` URL.
    ///   - configuration: How to open and set up the connection.
    /// - Throws: ``SQLiteError``, as ``init(path:configuration:)`` does.
    public convenience init(url: URL, configuration: Configuration = Configuration()) throws {
        try self.init(path: url.path, configuration: configuration)
    }

    /// Opens a new, empty, private in-memory database. It disappears when the connection closes.
    ///
    /// - Parameter configuration: How to set up the connection; its journal mode and read-only
    ///   settings are ignored.
    /// - Returns: The connection.
    /// - Throws: ``SQLiteError`` if SQLite cannot allocate the database.
    public static func inMemory(configuration: Configuration = Configuration()) throws -> Database {
        var configuration = configuration
        configuration.isReadOnly = false
        return try Database(filename: ":memory:", path: nil, configuration: configuration)
    }

    private init(filename: String, path: String?, configuration: Configuration) throws {
        self.handle = try Self.openConnection(
            filename: filename, isFile: path != nil, configuration: configuration)
        self.path = path
        self.configuration = configuration
    }

    deinit {
        // close_v2 rather than close: should a statement somehow outlive this object, SQLite
        // defers the close until it is finalised instead of failing.
        let handle = self.handle
        if let closing = damageMemory?.closing {
            closing { sqlite3_close_v2(handle) }
        } else {
            sqlite3_close_v2(handle)
        }
    }

    /// Whether the connection cannot write, because it was opened read-only or the file is not
    /// writable.
    public var isReadOnly: Bool {
        sqlite3_db_readonly(handle, "main") == 1
    }

    /// Whether a transaction is open on this connection.
    public var isInTransaction: Bool {
        sqlite3_get_autocommit(handle) == 0
    }

    /// The row ID of the most recent successful `INSERT` into a rowid table on this connection,
    /// or 0 if there has been none.
    public var lastInsertRowID: Int64 {
        sqlite3_last_insert_rowid(handle)
    }

    /// How many rows the most recent `INSERT`, `UPDATE` or `DELETE` on this connection changed
    /// (not counting triggers and foreign key actions).
    public var changes: Int {
        Int(sqlite3_changes64(handle))
    }

    /// How many rows all `INSERT`, `UPDATE` and `DELETE` statements have changed since the
    /// connection was opened.
    public var totalChanges: Int {
        Int(sqlite3_total_changes64(handle))
    }

    /// Runs a script of zero or more SQL statements separated by semicolons, such as a schema.
    ///
    /// Statements run one after another, outside any transaction unless the script opens one
    /// or one is already open; rows they return are ignored. To pass values, use
    /// ``execute(_:_:)`` instead of building SQL text.
    ///
    /// - Parameter sql: The script.
    /// - Throws: ``SQLiteError`` for the first statement that fails, carrying that statement's
    ///   SQL (or, when it could not be parsed, the rest of the script). Statements before it
    ///   stay applied.
    /// - Complexity: The cost of preparing and running each statement.
    public func execute(sql: String) throws {
        try execute(sql: sql, counting: true)
    }

    /// ``execute(sql:)`` for statements that only set this connection up — temporary tables and
    /// triggers, which no other connection sees and which write nothing to the file — left out
    /// of ``statementCounts``: opening a database that needs nothing still writes nothing.
    public func setUpConnection(sql: String) throws {
        try execute(sql: sql, counting: false)
    }

    private func execute(sql: String, counting: Bool) throws {
        try sql.withCString { start in
            var current = start
            while current.pointee != 0 {
                var statementHandle: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let prepared = sqlite3_prepare_v2(handle, current, -1, &statementHandle, &tail)
                guard prepared == SQLITE_OK else {
                    let rest = String(cString: current)
                    throw makeError(
                        prepared, sql: rest.trimmingCharacters(in: .whitespacesAndNewlines))
                }
                guard let statementHandle else {
                    break  // Only whitespace or comments were left.
                }
                defer { sqlite3_finalize(statementHandle) }
                // Setting up the connection (temporary tables) writes nothing to the file.
                if counting {
                    try refuseWriteIfDamaged(statementHandle)
                    countRun(of: statementHandle)
                }
                var stepped = sqlite3_step(statementHandle)
                while stepped == SQLITE_ROW {
                    stepped = sqlite3_step(statementHandle)
                }
                noteCommitIfAny()
                guard stepped == SQLITE_DONE else {
                    let statementSQL = String(cString: sqlite3_sql(statementHandle))
                    throw makeError(
                        stepped, sql: statementSQL.trimmingCharacters(in: .whitespacesAndNewlines))
                }
                guard let tail else { break }
                current = tail
            }
        }
    }

    /// Compiles one SQL statement, to bind values to it and run it, possibly many times.
    ///
    /// ```swift
    /// let insert = try database.prepare("INSERT INTO item(name) VALUES (?)")
    /// for name in names {
    ///     try insert.execute([name])
    /// }
    /// ```
    ///
    /// - Parameter sql: Exactly one statement; a trailing semicolon and comments are fine.
    /// - Returns: The compiled statement. It keeps this connection open while it exists.
    /// - Throws: ``SQLiteError`` when the SQL is invalid, refers to missing tables or columns,
    ///   holds no statement, or holds more than one (use ``execute(sql:)`` for scripts).
    public func prepare(_ sql: String) throws -> Statement {
        let statementHandle: OpaquePointer = try sql.withCString { start in
            var statementHandle: OpaquePointer?
            var tail: UnsafePointer<CChar>?
            let prepared = sqlite3_prepare_v2(handle, start, -1, &statementHandle, &tail)
            guard prepared == SQLITE_OK else {
                throw makeError(prepared, sql: sql)
            }
            guard let statementHandle else {
                throw SQLiteError(
                    code: .misuse, message: "The SQL contains no statement to prepare.", sql: sql)
            }
            if let tail, tail.pointee != 0 {
                var extraHandle: OpaquePointer?
                let extra = sqlite3_prepare_v2(handle, tail, -1, &extraHandle, nil)
                if extra != SQLITE_OK || extraHandle != nil {
                    sqlite3_finalize(extraHandle)
                    sqlite3_finalize(statementHandle)
                    throw SQLiteError(
                        code: .misuse,
                        message:
                            "The SQL contains more than one statement; prepare them one at a "
                            + "time, or run the script with execute(sql:).",
                        sql: sql)
                }
            }
            return statementHandle
        }
        return Statement(handle: statementHandle, database: self)
    }

    /// Makes an error from a result code that SQLite just returned on this connection, with
    /// SQLite's current message.
    func makeError(_ resultCode: Int32, sql: String?) -> SQLiteError {
        let error = SQLiteError(
            code: SQLiteResultCode(rawValue: resultCode),
            message: String(cString: sqlite3_errmsg(handle)),
            sql: sql)
        noteDamage(error)
        return error
    }

    /// `path` as the path of a `file:` URI (relative paths stay relative): every byte but
    /// unreserved ones and `/` percent-encoded, so that `?`, `#` and `%` in a name stay part of it.
    static func uriPath(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.append(Character(Unicode.Scalar(byte)))
            default:
                encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return encoded
    }

    /// Opens and sets up a connection, returning its handle; closes it again if setting up fails.
    private static func openConnection(
        filename: String, isFile: Bool, configuration: Configuration
    ) throws -> OpaquePointer {
        var flags = SQLITE_OPEN_NOMUTEX
        var opening = filename
        if configuration.isReadOnly {
            flags |= SQLITE_OPEN_READONLY
            if isFile, configuration.isImmutable {
                flags |= SQLITE_OPEN_URI
                opening = "file:" + Self.uriPath(filename) + "?immutable=1"
            }
        } else {
            flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
            // A new database is its owner's only, from its creation: SQLite gives its journal and
            // its write-ahead log the database file's mode.
            if isFile {
                let descriptor = open(filename, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
                if descriptor >= 0 { close(descriptor) }
            }
        }
        var openedHandle: OpaquePointer?
        let opened = sqlite3_open_v2(opening, &openedHandle, flags, nil)
        guard let handle = openedHandle else {
            throw SQLiteError(
                code: SQLiteResultCode(rawValue: opened),
                message: "SQLite could not allocate a connection for \(filename).")
        }
        guard opened == SQLITE_OK else {
            let error = SQLiteError(
                code: SQLiteResultCode(rawValue: sqlite3_extended_errcode(handle)),
                message: "\(String(cString: sqlite3_errmsg(handle))): \(filename)")
            sqlite3_close_v2(handle)
            throw error
        }
        do {
            sqlite3_extended_result_codes(handle, 1)
            sqlite3_busy_timeout(handle, configuration.busyTimeoutMilliseconds)
            var setup: [String] = []
            if configuration.enforcesForeignKeys {
                setup.append("PRAGMA foreign_keys = ON")
            }
            if isFile, configuration.usesWriteAheadLog, !configuration.isReadOnly {
                setup.append("PRAGMA journal_mode = WAL")
                setup.append("PRAGMA synchronous = NORMAL")
            }
            for sql in setup {
                let result = sqlite3_exec(handle, sql, nil, nil, nil)
                guard result == SQLITE_OK else {
                    throw SQLiteError(
                        code: SQLiteResultCode(rawValue: result),
                        message: "\(String(cString: sqlite3_errmsg(handle))): \(filename)",
                        sql: sql)
                }
            }
        } catch {
            sqlite3_close_v2(handle)
            throw error
        }
        return handle
    }
}

@available(*, unavailable, message: "Use a Database from one thread at a time; open one per thread.")
extension Database: Sendable {}
