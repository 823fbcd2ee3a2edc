extension Database {
    /// How a ``Database`` connection is opened and set up.
    ///
    /// The defaults suit an application's own file: read-write, write-ahead logging, foreign
    /// keys enforced, and a five-second busy timeout so that two processes writing at once
    /// wait for each other instead of failing with "database is locked".
    public struct Configuration: Hashable, Sendable {
        /// Whether to open the file read-only. A read-only open never creates the file and
        /// never changes its journal mode; writes fail with ``SQLiteResultCode/readOnly``.
        public var isReadOnly: Bool

        /// How long a statement waits for another connection's lock before failing with
        /// ``SQLiteResultCode/busy``. Applies to `BEGIN IMMEDIATE`, writes and, in rollback
        /// journal mode, reads. Zero fails at once.
        public var busyTimeout: Duration

        /// How many times `BEGIN` (of a ``TransactionKind/immediate`` or
        /// ``TransactionKind/exclusive`` transaction) waits the whole ``busyTimeout`` for another
        /// connection's write lock before the transaction fails with ``SQLiteResultCode/busy``:
        /// nothing is done before `BEGIN`, so beginning again is safe. At least once.
        public var beginAttempts: Int

        /// Whether to switch a file database to write-ahead logging (`PRAGMA journal_mode=WAL`,
        /// with `PRAGMA synchronous=NORMAL`). Readers then never block the writer nor the
        /// writer the readers. The mode is stored in the file, so it persists. Ignored for
        /// in-memory and read-only databases.
        public var usesWriteAheadLog: Bool

        /// Whether to enforce foreign keys (`PRAGMA foreign_keys=ON`). SQLite's own default is
        /// off, for backwards compatibility.
        public var enforcesForeignKeys: Bool

        /// Whether a read-only file is opened as immutable (SQLite's `immutable=1`): without
        /// locks, and without reading or creating its `-wal` and `-shm` files. Only for a file
        /// whose write-ahead log is empty and that nobody else writes meanwhile: the way to read a
        /// database in a folder that cannot be written. Ignored unless ``isReadOnly``.
        public var isImmutable: Bool

        /// Creates a configuration.
        ///
        /// - Parameters:
        ///   - isReadOnly: Open read-only. Defaults to `false`.
        ///   - busyTimeout: How long to wait for another connection's lock. Defaults to 5 s.
        ///   - beginAttempts: How many times `BEGIN` waits the busy timeout. Defaults to 12
        ///     (a minute, with the default timeout).
        ///   - usesWriteAheadLog: Use write-ahead logging for file databases. Defaults to `true`.
        ///   - enforcesForeignKeys: Enforce foreign keys. Defaults to `true`.
        public init(
            isReadOnly: Bool = false,
            busyTimeout: Duration = .seconds(5),
            beginAttempts: Int = 12,
            usesWriteAheadLog: Bool = true,
            enforcesForeignKeys: Bool = true
        ) {
            self.isImmutable = false
            self.isReadOnly = isReadOnly
            self.busyTimeout = busyTimeout
            self.beginAttempts = max(1, beginAttempts)
            self.usesWriteAheadLog = usesWriteAheadLog
            self.enforcesForeignKeys = enforcesForeignKeys
        }

        /// The busy timeout in whole milliseconds, clamped to what SQLite accepts.
        var busyTimeoutMilliseconds: Int32 {
            let (seconds, attoseconds) = busyTimeout.components
            guard seconds >= 0 else { return 0 }
            let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
            return Int32(min(milliseconds.rounded(.up), Double(Int32.max)))
        }
    }
}
