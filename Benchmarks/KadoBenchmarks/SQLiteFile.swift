import CSQLite
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A plain sqlite3 connection to a store's file, outside the store: to empty its score cache,
/// to compare two files row by row, and to dump rows as SQL for the sqlite3 shell. Nothing
/// here is timed.
final class SQLiteFile {
    /// The database file.
    let path: String
    private let handle: OpaquePointer

    /// Opens `path` (which must exist), read-write unless `readOnly`.
    init(path: String, readOnly: Bool = false) throws(BenchmarkError) {
        self.path = path
        var opened: OpaquePointer?
        let flags = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE
        let status = sqlite3_open_v2(path, &opened, flags, nil)
        guard status == SQLITE_OK, let opened else {
            let message = opened.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(opened)
            throw BenchmarkError("cannot open \(path): \(message) (code \(status))")
        }
        handle = opened
        sqlite3_busy_timeout(handle, 5_000)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs `sql` (one or more statements with no results).
    func execute(_ sql: String) throws(BenchmarkError) {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        guard status == SQLITE_OK else {
            let text = message.map { String(cString: $0) } ?? "code \(status)"
            sqlite3_free(message)
            throw BenchmarkError("SQLite failed on \(sql.prefix(80))…: \(text) (\(path))")
        }
    }

    /// Calls `body` with the text of each column of each row of `sql` (NULL as `nil`).
    func forEachRow(_ sql: String, _ body: ([UnsafePointer<CChar>?]) -> Void) throws(BenchmarkError) {
        let statement = try prepare(sql)
        defer { sqlite3_finalize(statement) }
        let columns = sqlite3_column_count(statement)
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else {
                throw BenchmarkError("\(sql.prefix(80)) failed: \(String(cString: sqlite3_errmsg(handle)))")
            }
            body(
                (0..<columns).map { column in
                    sqlite3_column_text(statement, column).map {
                        UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)
                    }
                })
        }
    }

    /// The rows of `sql`, every column as text (NULL as `nil`).
    func rows(_ sql: String) throws(BenchmarkError) -> [[String?]] {
        var rows: [[String?]] = []
        try forEachRow(sql) { columns in rows.append(columns.map { $0.map { String(cString: $0) } }) }
        return rows
    }

    /// The first column of the first row of `sql` as an integer (0 when there is none).
    func integer(_ sql: String) throws(BenchmarkError) -> Int {
        try rows(sql).first?.first.flatMap { $0.flatMap { Int($0) } } ?? 0
    }

    /// The columns of `table`, in order.
    func columns(of table: String) throws(BenchmarkError) -> [String] {
        try rows("SELECT name FROM pragma_table_info('\(table)') ORDER BY cid").compactMap { $0.first ?? nil }
    }

    /// Empties the score caches — the checkpoints, and Today's summaries kept between commands —
    /// as an import or a sync that touches old days leaves them, so that the next Today walks
    /// every habit's whole history.
    func forgetScoreCheckpoints() throws(BenchmarkError) {
        try execute("DELETE FROM score_checkpoints")
        try execute("DELETE FROM today_summaries")
        // Leave nothing in the write-ahead log for the next reader to replay.
        try execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }

    /// Writes every row of `tables`, in insertion (rowid) order, as one `INSERT` statement per row
    /// with SQLite's own literals (`quote()`, exact for every value), between `header` and `footer`.
    /// - Returns: the statements written and the script's size in bytes.
    func writeInsertScript(tables: [String], header: String, footer: String, to scriptPath: String)
        throws(BenchmarkError) -> (rows: Int, bytes: Int)
    {
        guard let file = fopen(scriptPath, "w") else { throw BenchmarkError("cannot write \(scriptPath)") }
        var rows = 0
        var failure: BenchmarkError?
        fputs(header, file)
        for table in tables {
            let columns: [String]
            do { columns = try self.columns(of: table) } catch {
                failure = error
                break
            }
            let prefix = "INSERT INTO \(table)(\(columns.joined(separator: ", "))) VALUES ("
            let values = columns.map { "quote(\($0))" }.joined(separator: " || ', ' || ")
            let sql = "SELECT \(values) FROM \(table) ORDER BY rowid"
            do {
                try forEachRow(sql) { row in
                    fputs(prefix, file)
                    if let text = row[0] { fputs(text, file) }
                    fputs(");\n", file)
                    rows += 1
                }
            } catch {
                failure = error
                break
            }
        }
        fputs(footer, file)
        fclose(file)
        if let failure { throw failure }
        return (rows, fileSize(scriptPath))
    }

    /// The rows of `table` that differ between this file and `other`, reading both in rowid
    /// (insertion) order side by side and comparing every column's type and value; rows only one
    /// file has count too. 0 means the same rows, in the same order.
    func differingRows(in table: String, comparedWith other: SQLiteFile) throws(BenchmarkError) -> Int {
        let sql = "SELECT * FROM \(table) ORDER BY rowid"
        let mine = try prepare(sql)
        defer { sqlite3_finalize(mine) }
        let theirs = try other.prepare(sql)
        defer { sqlite3_finalize(theirs) }
        var differences = 0
        while true {
            let mineStatus = sqlite3_step(mine)
            let theirStatus = sqlite3_step(theirs)
            guard mineStatus == SQLITE_ROW || mineStatus == SQLITE_DONE,
                theirStatus == SQLITE_ROW || theirStatus == SQLITE_DONE
            else { throw BenchmarkError("reading \(table) to compare failed (\(mineStatus), \(theirStatus))") }
            if mineStatus == SQLITE_DONE && theirStatus == SQLITE_DONE { return differences }
            guard mineStatus == SQLITE_ROW && theirStatus == SQLITE_ROW,
                sqlite3_column_count(mine) == sqlite3_column_count(theirs)
            else {
                differences += 1
                continue
            }
            for column in 0..<sqlite3_column_count(mine) where !SQLiteFile.sameValue(mine, theirs, column) {
                differences += 1
                break
            }
        }
    }

    /// Whether column `column` of the current rows of `left` and `right` has the same type and value.
    private static func sameValue(_ left: OpaquePointer, _ right: OpaquePointer, _ column: Int32) -> Bool {
        let type = sqlite3_column_type(left, column)
        guard type == sqlite3_column_type(right, column) else { return false }
        switch type {
        case SQLITE_NULL:
            return true
        case SQLITE_INTEGER:
            return sqlite3_column_int64(left, column) == sqlite3_column_int64(right, column)
        case SQLITE_FLOAT:
            return sqlite3_column_double(left, column).bitPattern == sqlite3_column_double(right, column).bitPattern
        default:
            let leftBytes = sqlite3_column_blob(left, column)
            let rightBytes = sqlite3_column_blob(right, column)
            let count = sqlite3_column_bytes(left, column)
            guard count == sqlite3_column_bytes(right, column) else { return false }
            guard count > 0, let leftBytes, let rightBytes else { return true }
            return memcmp(leftBytes, rightBytes, Int(count)) == 0
        }
    }

    private func prepare(_ sql: String) throws(BenchmarkError) -> OpaquePointer {
        var statement: OpaquePointer?
        let prepared = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard prepared == SQLITE_OK, let statement else {
            throw BenchmarkError("cannot prepare \(sql): \(String(cString: sqlite3_errmsg(handle)))")
        }
        return statement
    }
}

/// The size of the file at `path` in bytes (0 when missing).
func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
}
