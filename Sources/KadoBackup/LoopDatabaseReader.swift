import Foundation
import KadoCore
import KadoSQLite

/// Reads a Loop Habit Tracker backup (an SQLite database, `PRAGMA user_version` 8…25) into the
/// domain's types, never writing to the file.
///
/// ```swift
/// let contents = try LoopDatabaseReader.read(path: "Loop Habits Backup.db", timeZone: .current)
/// let detailed = try LoopDatabaseReader.readWithNotes(path: path, timeZone: .current)
/// for note in detailed.notes { print(note) }  // questions, what was adjusted
/// ```
///
/// The columns present are detected with `PRAGMA table_info`, so every schema from version 8 to
/// 25 reads; the version itself only decides how colours are stored (see ``LoopColorMapping``).
///
/// ## Habits
/// - `name` as is (a blank name is an error; one longer than ``Habit/maximumNameLength`` is
///   shortened, with a note).
/// - `freq_num`/`freq_den`: 1/1 is ``Frequency/daily``, anything else
///   ``Frequency/timesInDays(times:days:)``. Both must be at least 1 and the days at most 366
///   (an error otherwise); more times than days is lowered to the days, with a note.
/// - `type` 0 (yes/no) is ``HabitType/binary``; 1 (measurable) is ``HabitType/counter(target:)``
///   for `target_type` 0 (at least) or ``HabitType/atMost(target:)`` for 1 (at most), with
///   `target_value` as the target (a target of 0 becomes 0.001, Loop's smallest amount, with a
///   note, as Kadō needs a target above 0) and `unit` (empty is none; shortened to
///   ``Habit/maximumUnitLength`` characters, with a note).
/// - `position` gives ``Habit/sortOrder``: the habits' rank by position, then by Loop id, from 0.
/// - `color`: the nearest of Kadō's colours (``LoopColorMapping``); `NULL` is Loop's colour 0.
/// - `reminder_hour` and `reminder_min`: a reminder when both are set; Loop's weekdays
///   (`reminder_days`) have no place in Kadō, whose reminder rings daily, so a reminder limited
///   to some days gives a note naming them.
/// - `description` is the habit's ``Habit/details``; `question` has no field in a Kadō habit:
///   a non-blank one is the first line of the details, and is returned as a note
///   (``LoopImportNote/Kind/question``). Before version 23 Loop's `description` column held the
///   question, and is returned as one.
/// - Icon `circle`, score model ``ScoreModel/loop``.
/// - Id: Loop's `uuid` (version 24+) when it is 32 hexadecimal digits; otherwise an id derived
///   from that text, or, without one, from Loop's `id` and the name. Two habits with one id are
///   an error.
/// - Loop keeps no creation date. ``Habit/createdAt`` is noon, in `timeZone`, of the habit's
///   earliest repetition row (whatever its value); a habit without any takes the latest day of
///   any row in the file (about when the backup was made), and a file without rows 1970-01-01.
///   An archived habit's ``Habit/archivedAt`` is noon of its latest row's day, or its creation.
///   Both depend only on the file (and the time zone), so a second import changes nothing.
///
/// ## Repetitions
/// - `timestamp` is midnight UTC of the day in the person's calendar, so the logical day is that
///   UTC date (the time zone is not applied). Each record's ``Completion/recordedAt`` is noon of
///   the day in `timeZone`, an instant inside that day wherever the person lives.
/// - Yes/no: 2 (and 1, which Loop does not store but older files might) is a completion of value
///   1; 0 (not done) and −1 (unknown) are nothing; 3 is a one-day ``Skip``. Before version 16 the
///   table has no `value` and every row is a completion.
/// - Measurable: the value ÷ 1000 is the amount; 3 is a skip and −1 unknown, as Loop stores them,
///   so an amount of exactly 0.003 reads as a skip (Loop's own ambiguity); 0 is nothing.
/// - `notes` (version 25+) is the record's note (shortened to ``Completion/maximumNoteLength``,
///   with a note); a day that holds a note but no completion (0,
///   −1) gives a note-only record of value 0, and a skip keeps its note.
/// - Ids are derived from the habit's id and the day.
/// - Rows without a habit or a day, rows of a habit not in the file, and a second row for the same
///   habit and day are left out, as Loop's own migration does, with a note.
///
/// Anything else that is not what Loop writes (a value of the wrong storage class, a value out of
/// range, a missing required column) is an error naming the table, column and habit: the reader
/// returns only contents that pass the domain's validation.
public enum LoopDatabaseReader {
    /// The `user_version`s read: those Loop itself still opens (it migrates up from 8) up to the
    /// current one.
    public static let supportedVersions: ClosedRange<Int> = 8...25

    /// Reads the Loop database at `path`.
    ///
    /// The file is copied (with its `-wal` file, if any) to a temporary file that is opened
    /// read-only, so neither the file nor its folder is ever written to.
    ///
    /// - Parameters:
    ///   - path: The database file.
    ///   - timeZone: The person's time zone, in which records and creation dates get their
    ///     instants (noon of their day).
    /// - Returns: The habits, completions and skips.
    /// - Throws: ``BackupError`` with format ``BackupFileFormat/loop`` when the file cannot be read,
    ///   is not an SQLite database or not Loop's, has a `user_version` outside
    ///   ``supportedVersions``, or holds a value Loop does not write.
    public static func read(
        path: String, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> BackupContents {
        try readWithNotes(path: path, timeZone: timeZone, limits: limits).contents
    }

    /// Reads a Loop database from its bytes (through a temporary file).
    ///
    /// - Parameters:
    ///   - data: The database file's content.
    ///   - timeZone: The person's time zone (see ``read(path:timeZone:)``).
    /// - Returns: The habits, completions and skips.
    /// - Throws: ``BackupError``, as ``read(path:timeZone:)`` does.
    public static func read(
        data: Data, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> BackupContents {
        try readWithNotes(data: data, timeZone: timeZone, limits: limits).contents
    }

    /// Reads the Loop database at `path`, with the notes on what Kadō cannot hold as such.
    ///
    /// - Parameters:
    ///   - path: The database file.
    ///   - timeZone: The person's time zone (see ``read(path:timeZone:)``).
    /// - Returns: The contents, the file's version and the notes.
    /// - Throws: ``BackupError``, as ``read(path:timeZone:)`` does.
    public static func readWithNotes(
        path: String, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> LoopImport {
        let url = URL(fileURLWithPath: path)
        let walPath = path + "-wal"
        // The size first: neither file is read when they are too large together.
        let size = [path, walPath].reduce(0) { total, file in
            // A probe: a file whose size cannot be read counts as empty here, and reading it below says why.
            let bytes = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.intValue
            return total + (bytes ?? 0)
        }
        try limits.checkFileSize(size, format: .loop)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw BackupError(
                .invalid, format: .loop,
                problem: .loopFile(.cannotReadFile(path: path, reason: error.localizedDescription)))
        }
        var writeAheadLog: Data?
        if FileManager.default.fileExists(atPath: walPath) {
            // A log that cannot be read is as none: the database is read as its main file holds it, and says what is
            // missing.
            writeAheadLog = try? Data(contentsOf: URL(fileURLWithPath: walPath))
        }
        return try readWithNotes(data: data, writeAheadLog: writeAheadLog, timeZone: timeZone, limits: limits)
    }

    /// Reads a Loop database from its bytes, with the notes on what Kadō cannot hold as such.
    ///
    /// - Parameters:
    ///   - data: The database file's content.
    ///   - timeZone: The person's time zone (see ``read(path:timeZone:)``).
    /// - Returns: The contents, the file's version and the notes.
    /// - Throws: ``BackupError``, as ``read(path:timeZone:)`` does.
    public static func readWithNotes(
        data: Data, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> LoopImport {
        try readWithNotes(data: data, writeAheadLog: nil, timeZone: timeZone, limits: limits)
    }

    // MARK: Opening

    /// SQLite's 16-byte file header.
    static let sqliteHeader = Array("SQLite format 3\0".utf8)

    /// Reads a database's bytes (and its write-ahead log's) through a file in
    /// `temporaryDirectory`, removed afterwards.
    static func readWithNotes(
        data: Data, writeAheadLog: Data?, timeZone: TimeZone, limits: BackupLimits = .standard,
        temporaryDirectory: URL = FileManager.default.temporaryDirectory
    ) throws(BackupError) -> LoopImport {
        try limits.checkFileSize(data.count + (writeAheadLog?.count ?? 0), format: .loop)
        guard !data.isEmpty else {
            throw BackupError(.unknownFormat, format: .loop, problem: .emptyFile)
        }
        guard data.starts(with: sqliteHeader) else {
            throw BackupError(.unknownFormat, format: .loop, problem: .loopFile(.noSQLiteHeader))
        }
        let path =
            temporaryDirectory
            .appendingPathComponent("kado-loop-import-\(UUID().uuidString).db").path
        // A file in write-ahead-log mode (header bytes 18 and 19 are 2) may make SQLite create
        // its side files next to the copy; they go with it.
        let bytes = data.prefix(20)
        let mayHaveSideFiles =
            writeAheadLog != nil || bytes.count < 20 || bytes[bytes.startIndex + 18] == 2
            || bytes[bytes.startIndex + 19] == 2
        defer {
            // Cleanup of a temporary copy in the temporary folder, which the system empties.
            try? FileManager.default.removeItem(atPath: path)
            if mayHaveSideFiles {
                for suffix in ["-wal", "-shm", "-journal"] {
                    // The same temporary copy's side files.
                    try? FileManager.default.removeItem(atPath: path + suffix)
                }
            }
        }
        do {
            try ForeignDatabaseCopy.writePrivateFile(data, to: path)
            if let writeAheadLog {
                try ForeignDatabaseCopy.writePrivateFile(writeAheadLog, to: path + "-wal")
            }
        } catch {
            throw BackupError(
                .invalid, format: .loop, problem: .loopFile(.cannotCopy(reason: error.localizedDescription)))
        }
        let database: Database
        do {
            database = try Database(
                path: path,
                configuration: .init(
                    isReadOnly: true, busyTimeout: .zero, usesWriteAheadLog: false, enforcesForeignKeys: false))
        } catch {
            throw backupError(from: error)
        }
        return try read(database: database, timeZone: timeZone, limits: limits)
    }

    /// Reads an open Loop database (used directly by tests that mutate a database in place).
    static func read(
        database: Database, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> LoopImport {
        var session = LoopReadSession(database: database, timeZone: timeZone, limits: limits)
        return try session.run()
    }

    /// A ``BackupError`` for anything thrown while SQLite reads the file.
    static func backupError(from error: any Error) -> BackupError {
        if let error = error as? BackupError { return error }
        guard let error = error as? SQLiteError else {
            return BackupError(.invalid, format: .loop, problem: .loopFile(.unreadable("\(error)")))
        }
        switch error.code {
        case .notADatabase:
            return BackupError(.unknownFormat, format: .loop, problem: .loopFile(.notSQLite(error.message)))
        case .corrupt:
            return BackupError(.invalid, format: .loop, problem: .loopFile(.damaged(error.message)))
        case .mismatch:
            return BackupError(.invalid, format: .loop, problem: .loopFile(.wrongType(error.message)))
        default:
            return BackupError(.invalid, format: .loop, problem: .loopFile(.unreadable(error.message)))
        }
    }
}
