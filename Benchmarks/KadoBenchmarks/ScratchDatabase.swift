import CSQLite
import Foundation
import KadoCore

/// A temporary on-disk SQLite database holding one matrix's completions, for the SQLite floor:
/// what it costs merely to read the same rows back, before any habit logic runs.
///
/// Talks to sqlite3 directly (not through KadoSQLite) so that the floor measures SQLite itself.
/// The file and its journal are deleted in `deinit`.
final class ScratchDatabase {
    /// The database file.
    let path: String
    private var handle: OpaquePointer

    /// The table as a store would declare it: STRICT, 16-byte identifiers, days as day numbers,
    /// instants as seconds since 1970.
    static let schema = """
        CREATE TABLE completions (
            id BLOB NOT NULL PRIMARY KEY,
            habit_id BLOB NOT NULL,
            day INTEGER NOT NULL,
            recorded_at REAL NOT NULL,
            value REAL NOT NULL,
            note TEXT
        ) STRICT;
        """

    /// The index a store would read one habit's days through; built after the load, which is quicker.
    static let index = "CREATE INDEX completions_by_habit_day ON completions (habit_id, day)"

    /// The query timed: every row, in the order a scorer wants them.
    static let scanQuery = "SELECT habit_id, day, value, note FROM completions ORDER BY habit_id, day"

    /// Creates an empty database at `path` (replacing any file there) with ``schema``.
    init(path: String) throws(BenchmarkError) {
        self.path = path
        ScratchDatabase.removeFiles(at: path)
        var opened: OpaquePointer?
        let status = sqlite3_open_v2(path, &opened, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
        guard status == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(opened)
            throw BenchmarkError("cannot open \(path): \(message) (code \(status))")
        }
        handle = opened
        try execute(ScratchDatabase.schema)
    }

    /// Closes the connection and opens a fresh one with SQLite's default settings (a 2 MB page
    /// cache), so that the scan starts from the file and the OS cache, not from pages the load
    /// left in a large connection cache.
    func reopen() throws(BenchmarkError) {
        sqlite3_close_v2(handle)
        var opened: OpaquePointer?
        let status = sqlite3_open_v2(path, &opened, SQLITE_OPEN_READONLY, nil)
        guard status == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(opened)
            throw BenchmarkError("cannot reopen \(path): \(message) (code \(status))")
        }
        handle = opened
    }

    deinit {
        sqlite3_close_v2(handle)
        ScratchDatabase.removeFiles(at: path)
    }

    /// The SQLite library's version.
    static var libraryVersion: String { String(cString: sqlite3_libversion()) }

    /// Runs `sql` (one or more statements with no results).
    func execute(_ sql: String) throws(BenchmarkError) {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        guard status == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? "code \(status)"
            sqlite3_free(message)
            throw BenchmarkError("SQLite failed on \(sql.prefix(60))…: \(text)")
        }
    }

    /// Inserts `completions` in one transaction, then reopens the connection (see ``reopen()``).
    ///
    /// The load is not timed; a large page cache only makes it quicker (random 16-byte primary
    /// keys touch pages all over their index).
    func insert(_ completions: some Sequence<Completion>) throws(BenchmarkError) {
        try execute("PRAGMA cache_size = -1048576")
        try execute("BEGIN")
        let statement = try prepare(
            "INSERT INTO completions (id, habit_id, day, recorded_at, value, note) VALUES (?, ?, ?, ?, ?, ?)")
        defer { sqlite3_finalize(statement) }
        let transient = kado_sqlite_transient()
        for completion in completions {
            withUnsafeBytes(of: completion.id.uuid) { bytes in
                _ = sqlite3_bind_blob(statement, 1, bytes.baseAddress, Int32(bytes.count), transient)
            }
            withUnsafeBytes(of: completion.habitID.uuid) { bytes in
                _ = sqlite3_bind_blob(statement, 2, bytes.baseAddress, Int32(bytes.count), transient)
            }
            sqlite3_bind_int64(statement, 3, Int64(completion.day.dayNumber))
            sqlite3_bind_double(statement, 4, completion.recordedAt.timeIntervalSince1970)
            sqlite3_bind_double(statement, 5, completion.value)
            if let note = completion.note {
                sqlite3_bind_text(statement, 6, note, -1, transient)
            } else {
                sqlite3_bind_null(statement, 6)
            }
            let status = sqlite3_step(statement)
            guard status == SQLITE_DONE else {
                throw BenchmarkError("insert failed: \(String(cString: sqlite3_errmsg(handle))) (code \(status))")
            }
            sqlite3_reset(statement)
        }
        try execute(ScratchDatabase.index)
        try execute("COMMIT")
        try reopen()
    }

    /// Steps through ``scanQuery``, reading every column of every row.
    /// - Returns: the row count and a checksum of what was read, so the reads cannot be skipped.
    func scan() throws(BenchmarkError) -> (rows: Int, checksum: Double) {
        let statement = try prepare(ScratchDatabase.scanQuery)
        defer { sqlite3_finalize(statement) }
        var rows = 0
        var daySum: Int64 = 0
        var valueSum = 0.0
        var bytes = 0
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { break }
            guard status == SQLITE_ROW else {
                throw BenchmarkError("scan failed: \(String(cString: sqlite3_errmsg(handle))) (code \(status))")
            }
            rows += 1
            if let habit = sqlite3_column_blob(statement, 0) {
                bytes &+= Int(habit.load(as: UInt8.self)) &+ Int(sqlite3_column_bytes(statement, 0))
            }
            daySum &+= sqlite3_column_int64(statement, 1)
            valueSum += sqlite3_column_double(statement, 2)
            if sqlite3_column_text(statement, 3) != nil { bytes &+= Int(sqlite3_column_bytes(statement, 3)) }
        }
        return (rows, Double(daySum) + valueSum + Double(bytes))
    }

    /// The query plan SQLite chose for ``scanQuery``, one step a line.
    func scanPlan() throws(BenchmarkError) -> String {
        let statement = try prepare("EXPLAIN QUERY PLAN " + ScratchDatabase.scanQuery)
        defer { sqlite3_finalize(statement) }
        var lines: [String] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            if let text = sqlite3_column_text(statement, 3) { lines.append(String(cString: text)) }
        }
        return lines.joined(separator: "; ")
    }

    /// The file's size in bytes.
    var fileSize: Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    private func prepare(_ sql: String) throws(BenchmarkError) -> OpaquePointer {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else {
            throw BenchmarkError("cannot prepare \(sql): \(String(cString: sqlite3_errmsg(handle))) (code \(status))")
        }
        return statement
    }

    private static func removeFiles(at path: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: path + suffix)
        }
    }
}

/// A benchmark that cannot go on: the message says what failed. Exits with status 1.
struct BenchmarkError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
