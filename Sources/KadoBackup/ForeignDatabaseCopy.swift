import Foundation
import KadoCore
import KadoSQLite

/// Another app's SQLite database (Rewire's, Tickmate's), read from its bytes: they are copied to
/// a private temporary file that is opened read-only, so the person's file and its folder are
/// never written to (not even a journal), and the copy with any side file SQLite made is removed
/// when this goes away.
final class ForeignDatabaseCopy {
    /// The open copy.
    let database: Database
    private let path: String
    private let format: BackupFileFormat

    /// Copies `data` to `temporaryDirectory` and opens the copy read-only.
    /// - Throws: ``BackupError`` of `format`: an empty file, no SQLite header, a copy that cannot
    ///   be made, or a file SQLite refuses.
    init(
        data: Data, format: BackupFileFormat, temporaryDirectory: URL = FileManager.default.temporaryDirectory
    ) throws(BackupError) {
        guard !data.isEmpty else { throw BackupError(.unknownFormat, format: format, problem: .emptyFile) }
        guard data.starts(with: LoopDatabaseReader.sqliteHeader) else {
            throw BackupError(.unknownFormat, format: format, problem: .loopFile(.noSQLiteHeader))
        }
        self.format = format
        path = temporaryDirectory.appendingPathComponent("kado-\(format.rawValue)-import-\(UUID().uuidString).db").path
        // A file left in write-ahead-log mode (header bytes 18 and 19 are 2) would need its `-wal`
        // and `-shm` files beside it; without them its content is what the file holds, which the
        // copy says by being in the rollback mode SQLite then reads alone.
        var bytes = data
        if bytes.count > 19, bytes[bytes.startIndex + 18] == 2 || bytes[bytes.startIndex + 19] == 2 {
            bytes[bytes.startIndex + 18] = 1
            bytes[bytes.startIndex + 19] = 1
        }
        do {
            try Self.writePrivateFile(bytes, to: path)
        } catch {
            Self.remove(path)
            throw BackupError(.invalid, format: format, problem: .loopFile(.cannotCopy(reason: "\(error)")))
        }
        do {
            database = try Database(
                path: path,
                configuration: .init(
                    isReadOnly: true, busyTimeout: .zero, usesWriteAheadLog: false, enforcesForeignKeys: false))
            // Refuse functions from the file's schema (views, triggers); check cell sizes, so a
            // damaged page is reported rather than read.
            try database.execute(sql: "PRAGMA trusted_schema = OFF; PRAGMA cell_size_check = ON")
        } catch {
            Self.remove(path)
            throw Self.backupError(from: error, format: format)
        }
    }

    deinit {
        Self.remove(path)
    }

    /// The tables of the file and their columns, all lower-cased.
    func tables() throws(BackupError) -> [String: Set<String>] {
        let names = try run {
            try database.query("SELECT lower(name) FROM sqlite_schema WHERE type = 'table'") { row in
                try row[0] as String
            }
        }
        var tables: [String: Set<String>] = [:]
        for name in names {
            let columns = try run {
                try database.query("PRAGMA table_info(\"\(name.replacingOccurrences(of: "\"", with: "\"\""))\")") {
                    row -> String in
                    let value: SQLiteValue = try row[1]
                    if case .text(let column) = value { return column.lowercased() }
                    return ""
                }
            }
            tables[name] = Set(columns)
        }
        return tables
    }

    /// The rows `sql` selects, as values.
    func rows(_ sql: String) throws(BackupError) -> [[SQLiteValue]] {
        try run { try database.query(sql) { row in row.values } }
    }

    /// `count(*)` of `table`.
    func count(_ table: String) throws(BackupError) -> Int {
        try run { try database.queryFirst("SELECT count(*) FROM \"\(table)\"") { try $0[0] as Int } } ?? 0
    }

    /// Runs `body`, turning SQLite's errors into ``BackupError``s of the format.
    func run<Value>(_ body: () throws -> Value) throws(BackupError) -> Value {
        do {
            return try body()
        } catch {
            throw Self.backupError(from: error, format: format)
        }
    }

    /// The format of an SQLite file from the tables it holds: Loop's `Habits` and `Repetitions`,
    /// Rewire's `Habits` and `CHECKINS`, Tickmate's `tracks` and `ticks`. A file that cannot be
    /// opened, or holds none of these, is left to the Loop reader, which says what is missing;
    /// one whose schema SQLite cannot read is known by the table definitions written in it.
    static func format(of data: Data) -> BackupFileFormat {
        // A probe: a file that cannot be opened as a database is told apart by its bytes below.
        guard let copy = try? ForeignDatabaseCopy(data: data, format: .loop), let tables = try? copy.tables()
        else { return format(ofDamaged: data) }
        if tables["habits"] != nil, tables["repetitions"] != nil { return .loop }
        if tables["habits"] != nil, tables["checkins"] != nil { return .rewire }
        if tables["tracks"] != nil, tables["ticks"] != nil { return .tickmate }
        return .loop
    }

    /// The format whose table definitions (`CREATE TABLE CHECKINS`) a damaged file still holds,
    /// so that its reader names it; Loop's otherwise.
    private static func format(ofDamaged data: Data) -> BackupFileFormat {
        let start = String(decoding: data.prefix(1 << 16), as: UTF8.self).lowercased()
        if start.contains("create table checkins") { return .rewire }
        if start.contains("create table ticks") { return .tickmate }
        return .loop
    }

    /// A ``BackupError`` of `format` for anything thrown while SQLite reads the file.
    static func backupError(from error: any Error, format: BackupFileFormat) -> BackupError {
        if let error = error as? BackupError { return error }
        guard let error = error as? SQLiteError else {
            return BackupError(.invalid, format: format, problem: .loopFile(.unreadable("\(error)")))
        }
        switch error.code {
        case .notADatabase:
            return BackupError(.unknownFormat, format: format, problem: .loopFile(.notSQLite(error.message)))
        case .corrupt: return BackupError(.invalid, format: format, problem: .loopFile(.damaged(error.message)))
        case .mismatch: return BackupError(.invalid, format: format, problem: .loopFile(.wrongType(error.message)))
        default: return BackupError(.invalid, format: format, problem: .loopFile(.unreadable(error.message)))
        }
    }

    private static func remove(_ path: String) {
        // Cleanup of a temporary copy in the temporary folder, which the system empties.
        for suffix in ["", "-wal", "-shm", "-journal"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    /// Writes a new file only its owner reads, without waiting for the disk (a throw-away copy).
    static func writePrivateFile(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress?.advanced(by: offset), buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
        }
    }
}
