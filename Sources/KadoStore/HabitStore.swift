import Foundation
import KadoCore
import KadoSQLite

/// Kadō's embedded database: habits, their completions and skips, settings, and a cache of
/// where each habit's score can resume.
///
/// Opening a store creates the file (and its folder) when missing, refuses a database written by
/// a newer version without touching it, copies an older one beside itself
/// (`kado.sqlite.before-v<N>`) and then migrates it. The database runs in WAL mode with a busy
/// timeout, and every change goes through ``write(_:)``, one immediate transaction each, so
/// several processes (the web app, a shortcut, a script) can write at the same time.
///
/// A store is used from one thread at a time.
public final class HabitStore {
    /// The database file.
    public let path: String
    /// This device's identifier, stamped on every change it makes. Read again at every change,
    /// so that a connection opened before the device took a new one (``renewDeviceID(to:keepingSyncState:recording:)``,
    /// in this process or another) stamps with the new one.
    public internal(set) var deviceID: String
    let database: Database
    let now: @Sendable () -> Date
    /// Makes the id of every new row, and of this device on first use: random, but in a seeded
    /// simulation, where a seed must replay byte for byte (ids break ties between devices).
    public let makeID: @Sendable () -> UUID
    /// The reads' compiled statements, by SQL. Today runs a few queries per habit, and compiling
    /// them afresh each time cost as much as running them.
    private var statements: [String: Statement] = [:]
    /// The checkpoints decoded for each habit, by day, with the text each was decoded from: a web
    /// app shows Today again and again, a terminal switches between views that resume from
    /// different checkpoints, and decoding JSON was a large share of each read.
    private var decodedCheckpoints: [UUID: [Int: (state: String, checkpoint: WalkCheckpoint?)]] = [:]
    /// The last list of every habit read (archived ones included; the active ones are those of
    /// them), with the ``HabitListVersion`` it was read at: a screen that asks again before any
    /// habit was changed — by another connection, or by this one — gets it without a query, and
    /// a check-in, which changes no habit, keeps it.
    private var readHabits: (version: HabitListVersion, habits: [Habit])?

    /// How a store opens its file.
    public enum Access: Hashable, Sendable {
        /// Reads and writes: creates the file when missing and migrates an older one.
        case readWrite
        /// Only reads, with SQLite's read-only open: creates nothing (no file, no `-wal` or
        /// `-shm` beside it when it has no pending write-ahead log), migrates nothing, and every
        /// ``write(_:)`` is refused. For a file or folder that cannot be written.
        case readOnly
        /// Only reads an empty database held in memory, which stands for one not created yet
        /// (the default database before the first habit is added): nothing is created, and every
        /// ``write(_:)`` is refused.
        case emptyInMemory
    }

    /// Whether the store was opened read-only (``Access/readOnly``, ``Access/emptyInMemory``):
    /// ``write(_:)`` then throws.
    public let isReadOnly: Bool
    /// Whether the store is the empty one held in memory for a database not created yet
    /// (``Access/emptyInMemory``): it holds nothing, and nothing can be taken back from it.
    public let isEmptyStandIn: Bool

    /// How long a change waits for its turn while another connection holds the write lock (a
    /// long import, a sync in another process) before it is refused with
    /// ``StoreError/busy(path:)``, having changed nothing: ``standardPatience`` but in tests.
    public let patience: Duration

    /// A minute: twelve waits of SQLite's five-second busy timeout, which a person's check-in
    /// made during a large import spends waiting for the import rather than failing.
    public static let standardPatience: Duration = .seconds(60)

    /// The connection's configuration for `patience`: `BEGIN` waits the busy timeout (five
    /// seconds, less for a shorter patience) as many times as `patience` holds it; any other
    /// statement that meets a lock (a checkpoint, a read of the log) waits it once.
    static func configuration(patience: Duration, isReadOnly: Bool = false) -> Database.Configuration {
        let timeout = max(.zero, min(.seconds(5), patience))
        let attempts = timeout == .zero ? 1 : Int(min((patience / timeout).rounded(.up), 1_000_000))
        return Database.Configuration(isReadOnly: isReadOnly, busyTimeout: timeout, beginAttempts: attempts)
    }

    /// Opens (creating or migrating when needed) the store at `path`.
    /// - Parameters:
    ///   - now: the clock, read for change stamps and deletion times.
    ///   - access: read and write (the default), or only read.
    ///   - makeID: makes new ids (``makeID``): random UUIDs by default.
    ///   - patience: how long a change waits for another connection's write lock (``patience``).
    /// - Throws: ``StoreError``; ``StoreError/upgradeNeedsWriting(path:reason:)`` when a read-only
    ///   store would need a migration; ``StoreError/busy(path:)`` when another connection holds
    ///   the write lock a migration needs for longer than `patience`.
    public convenience init(
        path: String, now: @escaping @Sendable () -> Date, access: Access = .readWrite,
        makeID: @escaping @Sendable () -> UUID = { UUID() }, patience: Duration = standardPatience
    ) throws(StoreError) {
        try self.init(
            path: path, now: now, access: access, migrator: Schema.migrator, makeID: makeID, patience: patience)
    }

    /// Opens the store at `path` with the migrations of `migrator` (``Schema/migrator`` but in
    /// tests of migrating).
    init(
        path: String, now: @escaping @Sendable () -> Date, access: Access, migrator: Migrator,
        makeID: @escaping @Sendable () -> UUID = { UUID() }, patience: Duration = standardPatience
    ) throws(StoreError) {
        self.path = path
        self.now = now
        self.makeID = makeID
        self.patience = patience
        isReadOnly = access != .readWrite
        isEmptyStandIn = access == .emptyInMemory
        // Anything but a file or a folder (a named pipe, a device) is refused before SQLite opens
        // it: opening a FIFO waits for a writer for ever, and a device holds no database.
        if access != .emptyInMemory, let kind = FileKind.of(path: path), kind != .regularFile, kind != .folder {
            throw StoreError.cannotOpen(path: path, reason: .notARegularFile(kind))
        }
        do {
            let database: Database
            if access == .emptyInMemory {
                database = try Database.inMemory(configuration: HabitStore.configuration(patience: patience))
                try migrator.migrate(database)
                deviceID = ""
            } else if access == .readOnly {
                database = try HabitStore.openReadOnly(at: path, migrator: migrator, patience: patience)
                deviceID = try database.scalar("SELECT value FROM device WHERE key = 'id'", as: String.self) ?? ""
            } else {
                try HabitStore.prepareFile(at: path, migrator: migrator, patience: patience)
                database = try Database(path: path, configuration: HabitStore.configuration(patience: patience))
                // Damage SQLite meets on this connection is noted beside the file, and a note
                // left by another connection refuses every write from the first (a migration too).
                database.damageMemory = DamageNote(databasePath: path).memory
                // Not inside a transaction of its own: each migration is one transaction with its
                // record (the migrator's rule), so one that fails leaves those before it applied,
                // and a database that needs none is only read, without taking the write lock.
                try migrator.migrate(database)
                deviceID = try HabitStore.deviceID(in: database, making: makeID)
                try HabitStore.claimDerivedReminders(in: database, deviceID: deviceID)
            }
            self.database = database
            // A larger page cache than SQLite's 2 MB default: Today reads the recent records of
            // every habit, megabytes on a long history, and a long-running web app reads them
            // again on every view. Pages are only allocated as they are read.
            try database.execute(sql: "PRAGMA cache_size = -32768")
            if access != .readOnly { try HabitListVersion.install(on: database) }
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            switch StoreError.from(error, path: path) {
            case .database: throw StoreError.cannotOpen(path: path, reason: .from(error))
            case let specific: throw specific
            }
        } catch {
            throw StoreError.cannotOpen(path: path, reason: StoreError.reason(for: error))
        }
    }

    /// Why the database at `path` cannot be written (``StoreError/Reason/fileReadOnly``, …), or
    /// `nil` when it can: the file, its `-wal` and `-shm` files when present, and its folder (where
    /// SQLite creates them) must be writable; a missing file needs a writable folder.
    /// - Parameter isWritable: whether a path may be written; `access(2)` by default. Root may
    ///   write anything `access(2)` asks about, so tests pass their own.
    public static func writeBlocker(
        forDatabaseAt path: String,
        isWritable: (String) -> Bool = { FileManager.default.isWritableFile(atPath: $0) }
    ) -> StoreError.Reason? {
        let manager = FileManager.default
        if manager.fileExists(atPath: path), !isWritable(path) { return .fileReadOnly }
        // Another connection removes its log when it closes: a companion that vanished between the
        // two checks is no obstacle, so it is looked for again before being called read-only.
        for companion in ["\(path)-wal", "\(path)-shm"] where manager.fileExists(atPath: companion) {
            if !isWritable(companion), manager.fileExists(atPath: companion) {
                return .companionReadOnly(path: companion)
            }
        }
        // The nearest folder that exists is where the file (or its missing folders) is created.
        var folder = PathName.folder(of: path)
        while !folder.isEmpty, folder != "/", !manager.fileExists(atPath: folder) {
            folder = PathName.folder(of: folder)
        }
        if folder.isEmpty { folder = "." }
        if !isWritable(folder) { return .folderReadOnly(folder: folder) }
        return nil
    }

    /// Opens an existing database read-only without creating or changing anything beside it.
    ///
    /// SQLite reads a write-ahead-log database through its `-wal` and `-shm` files, and a read-only
    /// connection creates them when they are missing and cannot remove them when it closes. When
    /// there is no log to read (no `-wal` file, or an empty one, and no `-shm`: no other connection
    /// is open), the file alone holds everything and is opened as immutable, which touches
    /// neither; otherwise the log is read through the files that are already there.
    static func openReadOnly(
        at path: String, migrator migrations: Migrator, patience: Duration = standardPatience
    ) throws -> Database {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw StoreError.cannotOpen(path: path, reason: .missingFile)
        }
        if isFolder.boolValue { throw StoreError.cannotOpen(path: path, reason: .isAFolder) }
        // A probe: no size read (no log file) means no log to replay.
        let logSize = (try? manager.attributesOfItem(atPath: "\(path)-wal")[.size] as? Int) ?? nil
        let hasLog = (logSize ?? 0) > 0 || manager.fileExists(atPath: "\(path)-shm")
        var configuration = HabitStore.configuration(patience: patience, isReadOnly: true)
        configuration.isImmutable = !hasLog
        let database = try Database(path: path, configuration: configuration)
        guard try database.tableExists("kado_migrations") else {
            let tables = try database.scalar("SELECT count(*) FROM sqlite_master", as: Int.self) ?? 0
            if tables > 0 { throw StoreError.notAKadoDatabase(path: path) }
            throw StoreError.upgradeNeedsWriting(path: path, reason: .emptyFile)
        }
        let unknown = try migrations.unknownMigrations(in: database)
        if !unknown.isEmpty { throw StoreError.writtenByNewerVersion(path: path, unknownMigrations: unknown) }
        if try !migrations.pendingMigrations(in: database).isEmpty {
            throw StoreError.upgradeNeedsWriting(
                path: path, reason: .olderVersion)
        }
        return database
    }

    /// Checks an existing file without writing to it, and backs it up before a migration.
    static func prepareFile(
        at path: String, migrator migrations: Migrator, patience: Duration = standardPatience
    ) throws {
        let manager = FileManager.default
        let folder = PathName.folder(of: path)
        if !folder.isEmpty && !manager.fileExists(atPath: folder) {
            do {
                try manager.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw StoreError.cannotOpen(path: path, reason: .folderNotCreated(folder: folder))
            }
        }
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { return }
        if isFolder.boolValue { throw StoreError.cannotOpen(path: path, reason: .isAFolder) }
        // A probe: an empty file, or one whose size cannot be read, is left to the open that follows, which says what
        // is wrong with it.
        guard let size = try? manager.attributesOfItem(atPath: path)[.size] as? Int, size > 0 else { return }

        let pending: [String]
        // Reading a WAL database creates its -wal and -shm files; a refused file must be left as it was.
        let companions = ["\(path)-wal", "\(path)-shm"].filter { !manager.fileExists(atPath: $0) }
        func removeCompanionsWeCreated() {
            for companion in companions {
                // Cleanup of files this check created: one left behind is empty, and SQLite takes it over at the next
                // open.
                let size = (try? manager.attributesOfItem(atPath: companion)[.size] as? Int) ?? nil
                if companion.hasSuffix("-shm") || size == 0 { try? manager.removeItem(atPath: companion) }
            }
        }
        do {
            let reader = try Database(path: path, configuration: configuration(patience: patience, isReadOnly: true))
            let isKado = try reader.tableExists("kado_migrations")
            if !isKado {
                let tables = try reader.scalar("SELECT count(*) FROM sqlite_master", as: Int.self) ?? 0
                if tables > 0 {
                    _ = consume reader
                    removeCompanionsWeCreated()
                    throw StoreError.notAKadoDatabase(path: path)
                }
                return
            }
            let unknown = try migrations.unknownMigrations(in: reader)
            if !unknown.isEmpty {
                _ = consume reader
                removeCompanionsWeCreated()
                throw StoreError.writtenByNewerVersion(path: path, unknownMigrations: unknown)
            }
            pending = try migrations.pendingMigrations(in: reader)
            guard !pending.isEmpty, try !migrations.appliedMigrations(in: reader).isEmpty else { return }
            let backup = "\(path).before-v\(migrations.migrationNames.count)"
            if !manager.fileExists(atPath: backup) {
                try reader.execute("VACUUM INTO ?", [backup])
            }
        } catch let error as StoreError {
            removeCompanionsWeCreated()
            throw error
        } catch let error as SQLiteError {
            // The reader is closed by now: a refused file (a damaged one) is left as it was.
            removeCompanionsWeCreated()
            switch StoreError.from(error, path: path) {
            case .database: throw StoreError.cannotOpen(path: path, reason: .from(error))
            case let specific: throw specific
            }
        }
    }

    /// Reads this device's identifier, creating it on first use.
    private static func deviceID(in database: Database, making makeID: () -> UUID) throws -> String {
        if let id = try database.scalar("SELECT value FROM device WHERE key = 'id'", as: String.self) { return id }
        return try database.transaction { database in
            if let id = try database.scalar("SELECT value FROM device WHERE key = 'id'", as: String.self) {
                return id
            }
            let id = makeID().storageText
            try database.execute("INSERT INTO device(key, value) VALUES ('id', ?)", [id])
            return id
        }
    }

    /// Gives this device's id to the reminders schema migration 3 made before the database had
    /// one (a file migrated from schema 1 in one go): one indexed look-up when there are none.
    private static func claimDerivedReminders(in database: Database, deviceID: String) throws {
        // A store opened with fewer migrations (tests of migrating) has no reminders table.
        guard try database.tableExists("reminders"),
            try database.scalar("SELECT EXISTS (SELECT 1 FROM reminders WHERE device_id = '')", as: Bool.self) == true
        else { return }
        try database.execute("UPDATE reminders SET device_id = ? WHERE device_id = ''", [deviceID])
    }

    /// The schema version of the file: how many migrations it has.
    public static var schemaVersion: Int { Schema.currentVersion }

    // MARK: - Writing

    /// Runs `body` in one immediate transaction: everything it writes is saved together, or
    /// nothing is when it throws. Every row it writes carries the same new clock stamp.
    /// - Throws: what `body` throws, or ``StoreError``.
    ///
    /// A body that changes nothing (a day already done, a value set to what it is) writes
    /// nothing: the clock stamp is only saved with a change, so the file stays as it was.
    /// - Throws: what `body` throws, or ``StoreError``; ``StoreError/cannotWrite(path:reason:)``
    ///   on a read-only store.
    ///
    /// With `describe`, the transaction is journaled for undo on this device: every row it writes
    /// is kept as it was before (read, never written, before its first write), and when the
    /// transaction changed something, `describe` says what the change was — the text
    /// ``StoreWriter/undoLastChange()`` hands back — and the rows go in the undo journal in the
    /// same transaction (``undoJournalLimit`` entries at most). A change that changed nothing
    /// journals nothing.
    @discardableResult
    public func write<Result>(
        journaling describe: ((Result) throws -> String?)? = nil, _ body: (StoreWriter) throws -> Result
    ) throws -> Result {
        if isReadOnly { throw StoreError.cannotWrite(path: path, reason: .openedReadOnly) }
        do {
            return try database.transaction { database in try change(in: database, journaling: describe, body) }
        } catch let error as SQLiteError {
            throw StoreError.from(error, path: path)
        }
    }

    /// ``write(journaling:_:)`` when the write lock is free now, without waiting for another
    /// connection (a long import, a sync) to release it: `nil`, `body` not run, when one holds it.
    /// For what may be skipped — a cache saved after a read, such as Today's score checkpoints —
    /// rather than make a person's screen wait behind someone else's write.
    /// - Throws: what `body` throws, or ``StoreError``; ``StoreError/cannotWrite(path:reason:)``
    ///   on a read-only store.
    @discardableResult
    public func writeIfFree<Result>(_ body: (StoreWriter) throws -> Result) throws -> Result? {
        if isReadOnly { throw StoreError.cannotWrite(path: path, reason: .openedReadOnly) }
        do {
            return try database.transactionIfFree { database in try change(in: database, journaling: nil, body) }
        } catch let error as SQLiteError {
            throw StoreError.from(error, path: path)
        }
    }

    /// The body of a write transaction: `body` with a writer stamped after the last change, the
    /// undo journal when `describe` says what the change was, and the change clock moved when
    /// something other than a cache changed.
    private func change<Result>(
        in database: Database, journaling describe: ((Result) throws -> String?)?,
        _ body: (StoreWriter) throws -> Result
    ) throws -> Result {
        try refreshDeviceID(in: database)
        let previous = try lastStamp(in: database)
        let stamp = previous.next(at: now())
        let before = database.totalChanges
        let capture = describe == nil ? nil : UndoCapture()
        let writer = StoreWriter(
            store: self, database: database, stamp: stamp, previousStamp: previous, deviceID: deviceID, now: now(),
            undoCapture: capture)
        let result = try body(writer)
        // Rows of caches (score checkpoints) carry no stamp and are never synced: a
        // transaction that changed only them changed nothing the clock stamps.
        let changed = database.totalChanges - before > writer.cacheRowChanges
        if let capture, let describe, changed, let change = try describe(result) {
            try Self.journal(capture, change: change, stamp: stamp, in: database)
        }
        if changed {
            try database.execute(
                """
                INSERT INTO device(key, value) VALUES ('clock', ?)
                ON CONFLICT(key) DO UPDATE SET value = excluded.value
                """, [stamp.description])
            try Self.noteTodaySummariesChange(
                from: previous, to: stamp, touching: writer.touchedHabitIDs, in: database)
        }
        return result
    }

    /// Runs `body` in one immediate transaction that does not move the change clock: for rows
    /// this device keeps for itself and sync never reads — score checkpoints, and settings that
    /// are not ``RowVersion/Table/followingSettings`` (the web token's digest, the last export).
    /// A stamped row it writes carries the last change's stamp (``lastChangeStamp()``), never
    /// one ahead of the saved clock, so the next change's stamp is still later than every row's;
    /// the widget snapshot, which records that stamp, stays up to date. Nothing is journaled for
    /// undo.
    /// - Throws: what `body` throws, or ``StoreError``; ``StoreError/cannotWrite(path:reason:)``
    ///   on a read-only store.
    @discardableResult
    public func writeCache<Result>(_ body: (StoreWriter) throws -> Result) throws -> Result {
        if isReadOnly { throw StoreError.cannotWrite(path: path, reason: .openedReadOnly) }
        do {
            return try database.transaction { database in
                try refreshDeviceID(in: database)
                let previous = try lastStamp(in: database)
                return try body(
                    StoreWriter(
                        store: self, database: database, stamp: previous, previousStamp: previous, deviceID: deviceID,
                        now: now()))
            }
        } catch let error as SQLiteError {
            throw StoreError.from(error, path: path)
        }
    }

    /// How many rows this store has changed since it was opened: a write that leaves it as it
    /// was changed nothing.
    public var changeCount: Int { database.totalChanges }

    /// The clock stamp of the last change written to the database (``HybridLogicalClock/zero``
    /// before the first): what the widget snapshot records it is up to date with.
    public func lastChangeStamp() throws -> HybridLogicalClock {
        try read { try lastStamp(in: database) }
    }

    private func lastStamp(in database: Database) throws -> HybridLogicalClock {
        try database.scalar("SELECT value FROM device WHERE key = 'clock'", as: String.self)
            .flatMap(HybridLogicalClock.init) ?? .zero
    }

    // MARK: - Reading

    /// The habits that are not deleted, in their order (archived ones only when asked): the
    /// list kept since the last read while no habit row changed (``HabitListVersion``), so that
    /// a check-in keeps it. Inside a transaction the list is always read and never kept: what the
    /// transaction wrote may yet be rolled back, and the version would not say so.
    public func habits(includingArchived: Bool = false) throws -> [Habit] {
        let all = try allHabits()
        return includingArchived ? all : all.filter { !$0.isArchived }
    }

    /// Every habit not deleted, archived ones included, in their order: kept while no habit row
    /// changed (``HabitListVersion``), read again otherwise, and never kept inside a transaction.
    private func allHabits() throws -> [Habit] {
        let isKeepable = !database.isInTransaction
        let version = HabitListVersion(
            committedElsewhere: try version().committedElsewhere,
            changedHere: try read { try HabitListVersion.changesHere(in: database, statement: cachedStatement) })
        if isKeepable, let kept = readHabits, kept.version == version { return kept.habits }
        let habits = try read {
            try query(
                """
                SELECT \(Habit.selection) FROM habits WHERE deleted_at IS NULL
                ORDER BY sort_order, created_at, id
                """, [], Habit.init(row:))
        }
        if isKeepable { readHabits = (version, habits) }
        return habits
    }

    /// Where the database stands: a value that differs from an earlier one when anything may have
    /// been committed between the two reads, by this store or by any other connection, in this
    /// process or another (SQLite's `data_version` and this connection's own changes).
    public func version() throws -> StoreVersion {
        let committedElsewhere = try read {
            try cachedStatement("PRAGMA data_version", []).mapFirstRow { row in try row[0] as Int } ?? 0
        }
        return StoreVersion(committedElsewhere: committedElsewhere, changedHere: changeCount)
    }

    /// The habit with `id`, unless it was deleted.
    public func habit(id: UUID) throws -> Habit? {
        try read {
            try cachedStatement(
                "SELECT \(Habit.selection) FROM habits WHERE id = ? AND deleted_at IS NULL", [id.storageText]
            ).mapFirstRow(Habit.init(row:))
        }
    }

    /// Where the habit with `id` stands among the active habits (neither deleted nor archived) in
    /// their order, 0 for the first, and how many active habits there are; `nil` when it is not
    /// active. What the widget snapshot publisher checks before it keeps every other habit's place.
    /// - Complexity: O(h) in SQLite for h habits, no habit read.
    public func activePosition(of id: UUID) throws -> (position: Int, count: Int)? {
        try read {
            try cachedStatement(
                """
                SELECT (SELECT count(*) FROM habits AS other
                        WHERE other.deleted_at IS NULL AND other.archived_at IS NULL
                        AND (other.sort_order, other.created_at, other.id) < (habit.sort_order, habit.created_at, habit.id)),
                       (SELECT count(*) FROM habits WHERE deleted_at IS NULL AND archived_at IS NULL)
                FROM habits AS habit WHERE habit.id = ? AND habit.deleted_at IS NULL AND habit.archived_at IS NULL
                """, [id.storageText]
            ).mapFirstRow { row in (position: try row[0] as Int, count: try row[1] as Int) }
        }
    }

    /// A habit's records from `first` on (all of them without `first`), by day.
    public func completions(of habitID: UUID, from first: LogicalDay? = nil) throws -> [Completion] {
        try read {
            try query(
                """
                SELECT \(Completion.selection) FROM completions
                WHERE habit_id = ? AND day >= ? AND deleted_at IS NULL ORDER BY day, recorded_at, id
                """, [habitID.storageText, first?.dayNumber ?? Int.min]
            ) { row in try HabitStore.completion(row, of: habitID) }
        }
    }

    /// The day and value of each of a habit's records from `first` on (all of them without
    /// `first`): what its timeline reads (scores, streaks, day values), without the id, time and
    /// note that ``completions(of:from:)`` decodes for each record.
    public func amounts(of habitID: UUID, from first: LogicalDay? = nil) throws -> [RecordAmount] {
        try read {
            try cachedStatement(
                "SELECT day, value FROM completions WHERE habit_id = ? AND day >= ? AND deleted_at IS NULL",
                [habitID.storageText, first?.dayNumber ?? Int.min]
            ).mapRows { row in RecordAmount(day: LogicalDay(dayNumber: try row[0]), value: try row[1]) }
        }
    }

    /// ``amounts(of:from:)`` up to `last` as well: the records of a span and no later ones (a year
    /// in review of a past year reads that year, not the years after it).
    public func amounts(of habitID: UUID, from first: LogicalDay?, through last: LogicalDay) throws -> [RecordAmount] {
        try read {
            try cachedStatement(
                "SELECT day, value FROM completions WHERE habit_id = ? AND day >= ? AND day <= ? AND deleted_at IS NULL",
                [habitID.storageText, first?.dayNumber ?? Int.min, last.dayNumber]
            ).mapRows { row in RecordAmount(day: LogicalDay(dayNumber: try row[0]), value: try row[1]) }
        }
    }

    /// The first day of a habit's records (`positiveOnly`: of those with a value above 0), if it
    /// has any: what a habit's effective start is found from without reading its whole history.
    /// - Complexity: one seek of the habit's index on days (a scan of its first records for
    ///   `positiveOnly`, which stops at the first positive one).
    public func firstRecordDay(of habitID: UUID, positiveOnly: Bool) throws -> LogicalDay? {
        try read {
            try cachedStatement(
                """
                SELECT day FROM completions WHERE habit_id = ? AND deleted_at IS NULL AND (value > 0 OR ? = 0)
                ORDER BY day LIMIT 1
                """, [habitID.storageText, positiveOnly ? 1 : 0]
            ).mapFirstRow { row in LogicalDay(dayNumber: try row[0]) }
        }
    }

    /// The latest day before `day` with a record of a value above 0, if any: what anchors an
    /// every-N-days cycle when the records read do not reach back to it.
    public func latestPositiveDay(of habitID: UUID, before day: LogicalDay) throws -> LogicalDay? {
        try read {
            try cachedStatement(
                """
                SELECT day FROM completions WHERE habit_id = ? AND day < ? AND value > 0 AND deleted_at IS NULL
                ORDER BY day DESC LIMIT 1
                """, [habitID.storageText, day.dayNumber]
            ).mapFirstRow { row in LogicalDay(dayNumber: try row[0]) }
        }
    }

    /// The habits among `habitIDs` with no score checkpoint saved: those a walk must read from
    /// their first record.
    public func habitsWithoutCheckpoint(among habitIDs: [UUID]) throws -> [UUID] {
        let missing = try read {
            try query(
                """
                SELECT id FROM habits AS h
                WHERE NOT EXISTS (SELECT 1 FROM score_checkpoints WHERE habit_id = h.id)
                """, []
            ) { row -> String in try row[0] }
        }
        let wanted = Set(missing)
        return habitIDs.filter { wanted.contains($0.storageText) }
    }

    /// A habit's records on `day`, in the order they were written.
    public func completions(of habitID: UUID, on day: LogicalDay) throws -> [Completion] {
        try read {
            try query(
                """
                SELECT \(Completion.selection) FROM completions
                WHERE habit_id = ? AND day = ? AND deleted_at IS NULL ORDER BY recorded_at, id
                """, [habitID.storageText, day.dayNumber]
            ) { row in try HabitStore.completion(row, of: habitID) }
        }
    }

    /// The skips and pauses of each of `habitIDs`, in one query: for each, what ``skips(of:)``
    /// returns (habits without any have no entry).
    ///
    /// With `endingFrom`, only the skips that end on or after that day: what a walk resuming after
    /// it needs, whatever the years of pauses before.
    public func skipsByHabit(_ habitIDs: [UUID], endingFrom first: LogicalDay? = nil) throws -> [UUID: [Skip]] {
        let wanted = Dictionary(habitIDs.map { ($0.storageText, $0) }, uniquingKeysWith: { first, _ in first })
        var rows: [UUID: [(firstDay: Int, id: String, skip: Skip)]] = [:]
        let lastDay = first?.dayNumber ?? Int.min
        try read {
            // Unordered, then each habit's few skips sorted here: sorting the whole table in
            // SQLite cost more than reading it.
            let statement =
                try HabitStore.isFew(habitIDs)
                ? cachedStatement(
                    """
                    SELECT \(Skip.selection) FROM skips
                    WHERE habit_id IN (SELECT value FROM json_each(?)) AND deleted_at IS NULL AND last_day >= ?
                    """, [HabitStore.jsonArray(of: habitIDs), lastDay])
                : cachedStatement(
                    "SELECT \(Skip.selection) FROM skips WHERE deleted_at IS NULL AND last_day >= ?", [lastDay])
            try statement.forEachRow { row in
                // Grouped by the stored text, as `habit_id = ?` matches it in skips(of:).
                guard let habitID = wanted[try row[1] as String] else { return }
                rows[habitID, default: []].append((try row[2], try row[0], try HabitStore.skip(row, of: habitID)))
            }
        }
        // The order of skips(of:): `ORDER BY first_day, id`, the ids in SQLite's byte order.
        return rows.mapValues { skips in
            skips.sorted { left, right in
                left.firstDay != right.firstDay
                    ? left.firstDay < right.firstDay : left.id.utf8.lexicographicallyPrecedes(right.id.utf8)
            }.map(\.skip)
        }
    }

    /// A habit's skips and pauses.
    public func skips(of habitID: UUID) throws -> [Skip] {
        try read {
            try query(
                """
                SELECT \(Skip.selection) FROM skips WHERE habit_id = ? AND deleted_at IS NULL
                ORDER BY first_day, id
                """, [habitID.storageText]
            ) { row in try HabitStore.skip(row, of: habitID) }
        }
    }

    /// Every habit ever stored, deleted ones included (with their deletion), by id: what an
    /// import compares its habits with.
    public func habitStates() throws -> [UUID: (habit: Habit, isDeleted: Bool)] {
        var states: [UUID: (habit: Habit, isDeleted: Bool)] = [:]
        try read {
            try database.forEachRow("SELECT \(Habit.selection), deleted_at IS NOT NULL FROM habits", []) { row in
                let habit = try Habit(row: row)
                states[habit.id] = (habit, try row[Habit.columnCount])
            }
        }
        return states
    }

    /// A habit's records, deleted ones included, by id: what an import compares its records with.
    public func completionStates(of habitID: UUID) throws -> [UUID: (completion: Completion, isDeleted: Bool)] {
        var states: [UUID: (completion: Completion, isDeleted: Bool)] = [:]
        try read {
            try database.forEachRow(
                "SELECT \(Completion.selection), deleted_at IS NOT NULL FROM completions WHERE habit_id = ?",
                [habitID.storageText]
            ) { row in
                let completion = try Completion(row: row)
                states[completion.id] = (completion, try row[6])
            }
        }
        return states
    }

    /// A habit's skips, deleted ones included, by id.
    public func skipStates(of habitID: UUID) throws -> [UUID: (skip: Skip, isDeleted: Bool)] {
        var states: [UUID: (skip: Skip, isDeleted: Bool)] = [:]
        try read {
            try database.forEachRow(
                "SELECT \(Skip.selection), deleted_at IS NOT NULL FROM skips WHERE habit_id = ?", [habitID.storageText]
            ) { row in
                let skip = try Skip(row: row)
                states[skip.id] = (skip, try row[5])
            }
        }
        return states
    }

    /// The habit that the record `id` belongs to, deleted or not; `nil` when no record has that
    /// id. An import asks it of incoming records, which may not move to another habit.
    public func owner(ofCompletion id: UUID) throws -> UUID? {
        try read {
            try cachedStatement("SELECT habit_id FROM completions WHERE id = ?", [id.storageText])
                .mapFirstRow { row -> UUID? in CanonicalUUID.parse(try row[0]) } ?? nil
        }
    }

    /// The habit that the skip `id` belongs to, deleted or not; `nil` when no skip has that id.
    public func owner(ofSkip id: UUID) throws -> UUID? {
        try read {
            try cachedStatement("SELECT habit_id FROM skips WHERE id = ?", [id.storageText])
                .mapFirstRow { row -> UUID? in CanonicalUUID.parse(try row[0]) } ?? nil
        }
    }

    /// The records that are not deleted of every habit that is not deleted (a habit in the trash
    /// keeps its records, which no export shows), grouped by habit (for export).
    public func allCompletions() throws -> [Completion] {
        try read {
            try database.query(
                """
                SELECT \(Completion.selection) FROM completions WHERE deleted_at IS NULL
                AND habit_id IN (SELECT id FROM habits WHERE deleted_at IS NULL) ORDER BY habit_id, day, recorded_at, id
                """, []
            ) { row in try Completion(row: row) }
        }
    }

    /// The skips that are not deleted of every habit that is not deleted (for export).
    public func allSkips() throws -> [Skip] {
        try read {
            try database.query(
                """
                SELECT \(Skip.selection) FROM skips WHERE deleted_at IS NULL
                AND habit_id IN (SELECT id FROM habits WHERE deleted_at IS NULL) ORDER BY habit_id, first_day, id
                """, []
            ) { row in try HabitStore.skip(row, of: nil) }
        }
    }

    /// The habits in the trash — deleted, their history kept, not emptied yet
    /// (``StoreWriter/deleteHabit(_:)``) — each with when it was deleted, the latest first.
    public func trashedHabits() throws -> [(habit: Habit, deletedAt: Date)] {
        try read {
            try query(
                """
                SELECT \(Habit.selection), deleted_at FROM habits
                WHERE deleted_at IS NOT NULL AND emptied_at IS NULL ORDER BY deleted_at DESC, id
                """, []
            ) { row in (try Habit(row: row), Date(timeIntervalSince1970: try row[Habit.columnCount])) }
        }
    }

    /// Where `habitID`'s score walk can resume: its latest valid checkpoint, or the latest one
    /// before `day` when given.
    public func checkpoint(of habitID: UUID, before day: LogicalDay? = nil) throws -> WalkCheckpoint? {
        let found = try read {
            try cachedStatement(
                "SELECT day, state FROM score_checkpoints WHERE habit_id = ? AND day < ? ORDER BY day DESC LIMIT 1",
                [habitID.storageText, day?.dayNumber ?? Int.max]
            ).mapFirstRow { row -> (Int, String?) in (try row[0], try row[1]) }
        }
        guard let (savedDay, text) = found, let text else { return nil }
        return decodedCheckpoint(text, of: habitID, on: savedDay)
    }

    /// The checkpoint saved as `text`; `nil` when it cannot be decoded. The same text decodes to
    /// the same checkpoint, so only a changed one is decoded again.
    private func decodedCheckpoint(_ text: String, of habitID: UUID, on day: Int) -> WalkCheckpoint? {
        if let decoded = decodedCheckpoints[habitID]?[day], decoded.state == text { return decoded.checkpoint }
        let checkpoint =
            // A checkpoint that cannot be decoded is as none: the walk starts further back and saves a new one.
            WalkCheckpoint(jsonText: text) ?? (try? JSONDecoder().decode(WalkCheckpoint.self, from: Data(text.utf8)))
        decodedCheckpoints[habitID, default: [:]][day] = (text, checkpoint)
        return checkpoint
    }

    /// The checkpoints each of `habitIDs` can resume from, in one query: for each, what
    /// ``checkpoint(of:before:)`` returns (habits without one have no entry).
    /// - Complexity: one pass over the table's key, a row read per habit.
    public func checkpoints(of habitIDs: [UUID], before day: LogicalDay? = nil) throws -> [UUID: WalkCheckpoint] {
        let wanted = Dictionary(habitIDs.map { ($0.storageText, $0) }, uniquingKeysWith: { first, _ in first })
        var checkpoints: [UUID: WalkCheckpoint] = [:]
        try read {
            // SQLite takes the bare columns of an aggregate query with max() from the row holding the maximum.
            let statement =
                try HabitStore.isFew(habitIDs)
                ? cachedStatement(
                    """
                    SELECT habit_id, max(day), state FROM score_checkpoints
                    WHERE habit_id IN (SELECT value FROM json_each(?)) AND day < ? GROUP BY habit_id
                    """, [HabitStore.jsonArray(of: habitIDs), day?.dayNumber ?? Int.max])
                // Each habit's latest checkpoint by a seek of the table's key, habits first
                // (CROSS JOIN keeps that order): grouping the whole table stepped through every
                // rung of every habit's ladder, and copied each rung's state on the way.
                : cachedStatement(
                    """
                    SELECT c.habit_id, c.day, c.state FROM habits AS h CROSS JOIN score_checkpoints AS c
                    ON c.habit_id = h.id AND c.day = (
                        SELECT day FROM score_checkpoints WHERE habit_id = h.id AND day < ? ORDER BY day DESC LIMIT 1)
                    """, [day?.dayNumber ?? Int.max])
            try statement.forEachRow { row in
                guard let habitID = wanted[try row[0] as String], let text = try row[2] as String? else { return }
                checkpoints[habitID] = decodedCheckpoint(text, of: habitID, on: try row[1])
            }
        }
        return checkpoints
    }

    /// Whether `habitIDs` are few enough (the rows a screen shows) that reading them by id, through
    /// the tables' `habit_id` keys, beats one pass over every habit's rows.
    static func isFew(_ habitIDs: [UUID]) -> Bool { habitIDs.count <= 128 }

    /// `habitIDs` as a JSON array of their stored text, for `json_each(?)`: one compiled statement
    /// for any number of ids.
    static func jsonArray(of habitIDs: [UUID]) -> String {
        "[" + habitIDs.map { "\"\($0.storageText)\"" }.joined(separator: ",") + "]"
    }

    /// The summaries kept, if any and if they describe the database at `stamp` under `key`
    /// (`nil` otherwise: a change came since, or they were computed for another day, calendar or
    /// program version).
    public func keptTodaySummaries(at stamp: HybridLogicalClock, key: String) throws -> KeptTodaySummaries? {
        try read {
            try cachedStatement(
                "SELECT summaries, touched FROM today_summaries WHERE id = 1 AND stamp = ? AND key = ?",
                [stamp.description, key]
            ).mapFirstRow { row in
                KeptTodaySummaries(
                    key: key, stamp: stamp, summaries: try row[0], touched: Self.touched(fromText: try row[1]))
            }
        }
    }

    /// The days `habitID`'s checkpoints are saved at, oldest first (whether or not they are still
    /// valid for its settings).
    public func checkpointDays(of habitID: UUID) throws -> [LogicalDay] {
        try read {
            try query("SELECT day FROM score_checkpoints WHERE habit_id = ? ORDER BY day", [habitID.storageText]) {
                row in LogicalDay(dayNumber: try row[0])
            }
        }
    }

    /// Runs `body`, whose reads then share one read transaction: they see the same state of the
    /// database, and SQLite takes its locks once instead of for every query. Inside a write it
    /// runs in that write's transaction.
    /// - Throws: what `body` throws, or ``StoreError``.
    public func reading<Result>(_ body: () throws -> Result) throws -> Result {
        try read { try database.transaction(kind: .deferred) { _ in try body() } }
    }

    /// ``reading(_:)`` for a pass over every row (an export): SQLite's page cache is kept at its
    /// 2 MiB default meanwhile instead of the 32 MiB a long-lived reader keeps, since a pass reads
    /// each page once, and its memory must not grow with the database.
    public func readingEverything<Result>(_ body: () throws -> Result) throws -> Result {
        try read { try database.execute(sql: "PRAGMA cache_size = -2048") }
        // The cache size only makes reads faster: a connection left with the smaller one reads the same rows.
        defer { try? database.execute(sql: "PRAGMA cache_size = -32768") }
        return try reading(body)
    }

    /// The value of setting `key`, if set.
    public func setting(_ key: String) throws -> String? {
        try read {
            try cachedStatement("SELECT value FROM settings WHERE key = ?", [key])
                .mapFirstRow { row -> String? in try row[0] } ?? nil
        }
    }

    /// Every stored setting, by key, in one query: what the application layer reads once per
    /// use case instead of one query per setting.
    public func settings() throws -> [String: String] {
        var values: [String: String] = [:]
        try read {
            try cachedStatement("SELECT key, value FROM settings", []).forEachRow { row in
                if let value = try row[1] as String? { values[try row[0]] = value }
            }
        }
        return values
    }

    /// Throws ``StoreError/damaged(path:detail:)`` when SQLite's `PRAGMA quick_check` finds the
    /// file damaged. It reads every page: about 1.5 s on a 400 MB history (the benchmarks' L
    /// matrix), so it runs before large writes (an import), not before every change — those
    /// read the pages they touch, and SQLite refuses a damaged one (the change is then undone).
    /// - Complexity: O(n) in the size of the file.
    public func checkNotDamaged() throws {
        let findings = try read { try database.query("PRAGMA quick_check(1)", []) { row in try row[0] as String } }
        guard findings != ["ok"] else { return }
        throw StoreError.damaged(path: path, detail: findings.first ?? "quick_check failed")
    }

    /// Runs an integrity check; returns SQLite's findings (`["ok"]` for a sound file).
    public func integrityCheck() throws -> [String] {
        try read { try database.query("PRAGMA integrity_check", []) { row in try row[0] as String } }
    }

    /// The compiled statement for `sql` (compiled on first use, then kept), with `arguments`
    /// bound. The statements are only used by the reads above, whose row decoders run no other
    /// query, so a kept statement is never in use twice at once; each read resets it when done.
    private func cachedStatement(_ sql: String, _ arguments: StatementArguments) throws -> Statement {
        let statement: Statement
        if let kept = statements[sql] {
            statement = kept
        } else {
            statement = try database.prepare(sql)
            statements[sql] = statement
        }
        try statement.bind(arguments)
        return statement
    }

    /// Runs the kept statement for `sql` and returns what `transform` makes of each row.
    private func query<Value>(_ sql: String, _ arguments: StatementArguments, _ transform: (Row) throws -> Value)
        throws -> [Value]
    {
        try cachedStatement(sql, arguments).mapRows(transform)
    }

    /// A record of `habitID` (the query fixed it) from a row of `Completion.selection`. Reads the
    /// canonical id text directly; anything else goes through `Completion(row:knownHabitID:)`,
    /// which also reports a corrupt row, so the result is always the one that initialiser gives.
    private static func completion(_ row: Row, of habitID: UUID) throws -> Completion {
        let idText: String = try row[0]
        guard let id = CanonicalUUID.parse(idText) else { return try Completion(row: row, knownHabitID: habitID) }
        return Completion(
            id: id, habitID: habitID, day: LogicalDay(dayNumber: try row[2]),
            recordedAt: Date(timeIntervalSince1970: try row[3]), value: try row[4], note: try row[5])
    }

    /// A skip from a row of `Skip.selection`, as `Skip(row:)` reads it, to which anything but
    /// canonical ids (the habit's equal to `habitID` when the query fixed it) and a valid range is
    /// left.
    private static func skip(_ row: Row, of habitID: UUID?) throws -> Skip {
        let idText: String = try row[0]
        let habitText: String = try row[1]
        guard let id = CanonicalUUID.parse(idText), let parsedHabitID = CanonicalUUID.parse(habitText),
            // A row that does not parse here is read again by Skip(row:), which throws the corrupt row with its field.
            habitID == nil || parsedHabitID == habitID, let first = try? row[2] as Int, let last = try? row[3] as Int,
            let days = try? DayRange(from: LogicalDay(dayNumber: first), through: LogicalDay(dayNumber: last))
        else { return try Skip(row: row) }
        return Skip(id: id, habitID: parsedHabitID, days: days, note: try row[4])
    }

    private func read<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as SQLiteError {
            throw StoreError.from(error, path: path)
        }
    }
}
