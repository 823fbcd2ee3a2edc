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
    /// This device's identifier, stamped on every change it makes.
    public let deviceID: String
    let database: Database
    let now: @Sendable () -> Date

    /// Opens (creating or migrating when needed) the store at `path`.
    /// - Parameter now: the clock, read for change stamps and deletion times.
    /// - Throws: ``StoreError``.
    public init(path: String, now: @escaping @Sendable () -> Date) throws(StoreError) {
        self.path = path
        self.now = now
        do {
            try HabitStore.prepareFile(at: path, migrator: Schema.migrator)
            let database = try Database(path: path)
            try database.transaction { database in
                try Schema.migrator.migrate(database)
            }
            self.database = database
            deviceID = try HabitStore.deviceID(in: database)
        } catch let error as StoreError {
            throw error
        } catch let error as SQLiteError {
            throw StoreError.cannotOpen(path: path, reason: error.message)
        } catch {
            throw StoreError.cannotOpen(path: path, reason: "\(error)")
        }
    }

    /// Checks an existing file without writing to it, and backs it up before a migration.
    static func prepareFile(at path: String, migrator migrations: Migrator) throws {
        let manager = FileManager.default
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty && !manager.fileExists(atPath: folder) {
            do {
                try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw StoreError.cannotOpen(path: path, reason: "cannot create the folder \(folder)")
            }
        }
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { return }
        if isFolder.boolValue { throw StoreError.cannotOpen(path: path, reason: "it is a folder") }
        guard let size = try? manager.attributesOfItem(atPath: path)[.size] as? Int, size > 0 else { return }

        let pending: [String]
        // Reading a WAL database creates its -wal and -shm files; a refused file must be left as it was.
        let companions = ["\(path)-wal", "\(path)-shm"].filter { !manager.fileExists(atPath: $0) }
        func removeCompanionsWeCreated() {
            for companion in companions {
                let size = (try? manager.attributesOfItem(atPath: companion)[.size] as? Int) ?? nil
                if companion.hasSuffix("-shm") || size == 0 { try? manager.removeItem(atPath: companion) }
            }
        }
        do {
            let reader = try Database(path: path, configuration: .init(isReadOnly: true))
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
            throw error
        } catch let error as SQLiteError {
            throw StoreError.cannotOpen(path: path, reason: error.message)
        }
    }

    /// Reads this device's identifier, creating it on first use.
    private static func deviceID(in database: Database) throws -> String {
        if let id = try database.scalar("SELECT value FROM device WHERE key = 'id'", as: String.self) { return id }
        return try database.transaction { database in
            if let id = try database.scalar("SELECT value FROM device WHERE key = 'id'", as: String.self) {
                return id
            }
            let id = UUID().uuidString
            try database.execute("INSERT INTO device(key, value) VALUES ('id', ?)", [id])
            return id
        }
    }

    /// The schema version of the file: how many migrations it has.
    public static var schemaVersion: Int { Schema.currentVersion }

    // MARK: - Writing

    /// Runs `body` in one immediate transaction: everything it writes is saved together, or
    /// nothing is when it throws. Every row it writes carries the same new clock stamp.
    /// - Throws: what `body` throws, or ``StoreError``.
    @discardableResult
    public func write<Result>(_ body: (StoreWriter) throws -> Result) throws -> Result {
        do {
            return try database.transaction { database in
                let stamp = try nextStamp(in: database)
                return try body(StoreWriter(database: database, stamp: stamp, deviceID: deviceID, now: now()))
            }
        } catch let error as SQLiteError {
            throw StoreError.database(error)
        }
    }

    private func nextStamp(in database: Database) throws -> HybridLogicalClock {
        let last =
            try database.scalar("SELECT value FROM device WHERE key = 'clock'", as: String.self)
            .flatMap(HybridLogicalClock.init) ?? .zero
        let stamp = last.next(at: now())
        try database.execute(
            "INSERT INTO device(key, value) VALUES ('clock', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
            [stamp.description])
        return stamp
    }

    // MARK: - Reading

    /// The habits that are not deleted, in their order (archived ones only when asked).
    public func habits(includingArchived: Bool = false) throws -> [Habit] {
        try read {
            try database.query(
                """
                SELECT \(Habit.selection) FROM habits WHERE deleted_at IS NULL
                \(includingArchived ? "" : "AND archived_at IS NULL")
                ORDER BY sort_order, created_at, id
                """, [], Habit.init(row:))
        }
    }

    /// The habit with `id`, unless it was deleted.
    public func habit(id: UUID) throws -> Habit? {
        try read {
            try database.queryFirst(
                "SELECT \(Habit.selection) FROM habits WHERE id = ? AND deleted_at IS NULL", [id.uuidString],
                Habit.init(row:))
        }
    }

    /// A habit's records from `first` on (all of them without `first`), by day.
    public func completions(of habitID: UUID, from first: LogicalDay? = nil) throws -> [Completion] {
        try read {
            try database.query(
                """
                SELECT \(Completion.selection) FROM completions
                WHERE habit_id = ? AND day >= ? AND deleted_at IS NULL ORDER BY day, recorded_at, id
                """, [habitID.uuidString, first?.dayNumber ?? Int.min]
            ) { row in try Completion(row: row, knownHabitID: habitID) }
        }
    }

    /// A habit's records on `day`, in the order they were written.
    public func completions(of habitID: UUID, on day: LogicalDay) throws -> [Completion] {
        try read {
            try database.query(
                """
                SELECT \(Completion.selection) FROM completions
                WHERE habit_id = ? AND day = ? AND deleted_at IS NULL ORDER BY recorded_at, id
                """, [habitID.uuidString, day.dayNumber]
            ) { row in try Completion(row: row, knownHabitID: habitID) }
        }
    }

    /// A habit's skips and pauses.
    public func skips(of habitID: UUID) throws -> [Skip] {
        try read {
            try database.query(
                """
                SELECT \(Skip.selection) FROM skips WHERE habit_id = ? AND deleted_at IS NULL
                ORDER BY first_day, id
                """, [habitID.uuidString], Skip.init(row:))
        }
    }

    /// Every habit ever stored, deleted ones included (with their deletion), by id: what an
    /// import compares its habits with.
    public func habitStates() throws -> [UUID: (habit: Habit, isDeleted: Bool)] {
        var states: [UUID: (habit: Habit, isDeleted: Bool)] = [:]
        try read {
            try database.forEachRow("SELECT \(Habit.selection), deleted_at IS NOT NULL FROM habits", []) { row in
                let habit = try Habit(row: row)
                states[habit.id] = (habit, try row[14])
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
                [habitID.uuidString]
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
                "SELECT \(Skip.selection), deleted_at IS NOT NULL FROM skips WHERE habit_id = ?", [habitID.uuidString]
            ) { row in
                let skip = try Skip(row: row)
                states[skip.id] = (skip, try row[5])
            }
        }
        return states
    }

    /// Every habit's records that are not deleted, grouped by habit (for export).
    public func allCompletions() throws -> [Completion] {
        try read {
            try database.query(
                "SELECT \(Completion.selection) FROM completions WHERE deleted_at IS NULL ORDER BY habit_id, day, recorded_at, id",
                []
            ) { row in try Completion(row: row) }
        }
    }

    /// Every habit's skips that are not deleted (for export).
    public func allSkips() throws -> [Skip] {
        try read {
            try database.query(
                "SELECT \(Skip.selection) FROM skips WHERE deleted_at IS NULL ORDER BY habit_id, first_day, id", [],
                Skip.init(row:))
        }
    }

    /// Where `habitID`'s score walk can resume, if a valid checkpoint is saved.
    public func checkpoint(of habitID: UUID) throws -> WalkCheckpoint? {
        let text = try read {
            try database.scalar(
                "SELECT state FROM score_checkpoints WHERE habit_id = ?", [habitID.uuidString], as: String.self)
        }
        return text.flatMap { try? JSONDecoder().decode(WalkCheckpoint.self, from: Data($0.utf8)) }
    }

    /// The value of setting `key`, if set.
    public func setting(_ key: String) throws -> String? {
        try read { try database.scalar("SELECT value FROM settings WHERE key = ?", [key], as: String.self) }
    }

    /// Runs an integrity check; returns SQLite's findings (`["ok"]` for a sound file).
    public func integrityCheck() throws -> [String] {
        try read { try database.query("PRAGMA integrity_check", []) { row in try row[0] as String } }
    }

    private func read<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as SQLiteError {
            throw StoreError.database(error)
        }
    }
}
