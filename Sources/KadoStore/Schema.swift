import KadoSQLite

/// The store's schema, as named migrations applied in order and recorded in the database.
///
/// Migrations are append-only: a migration that has shipped is never edited or removed; a
/// change to the schema is a new migration at the end of the list. Each is written in SQL
/// rather than in terms of app types, so that it keeps meaning the same thing forever.
///
/// Every habit, completion and skip has a stable UUID, the hybrid-logical-clock stamp and the
/// device of its last change, and a deletion time instead of being erased (a tombstone), so that
/// sync can merge two devices' histories without losing a check-in.
enum Schema {
    /// The migrator with every migration of the store, in order.
    static let migrator: Migrator = {
        var migrator = Migrator()
        migrator.registerMigration("v1 habits, completions, skips, settings", sql: version1)
        migrator.registerMigration("v2 synced rows by device and stamp", sql: version2)
        migrator.registerMigration("v3 reminders", sql: version3)
        migrator.registerMigration("v4 undo journal", sql: version4)
        migrator.registerMigration("v5 habit details and group", sql: version5)
        migrator.registerMigration("v6 several score checkpoints per habit", sql: version6)
        migrator.registerMigration("v7 the trash", sql: version7)
        migrator.registerMigration("v8 web sign-in sessions", sql: version8)
        migrator.registerMigration("v9 a habit's start date", sql: version9)
        migrator.registerMigration("v10 records read by habit and day without the table", sql: version10)
        migrator.registerMigration("v11 operations applied from offline queues", sql: version11)
        migrator.registerMigration("v12 signed-in devices, script tokens and pairings", sql: version12)
        migrator.registerMigration("v13 a habit's earlier terms", sql: version13)
        migrator.registerMigration("v14 the calendar feed's token", sql: version14)
        migrator.registerMigration("v15 today's summaries kept between commands", sql: version15)
        return migrator
    }()

    /// The schema version a database is at once migrated: the number of migrations.
    static var currentVersion: Int { migrator.migrationNames.count }

    private static let version1 = """
        CREATE TABLE habits (
            id TEXT PRIMARY KEY NOT NULL,
            name TEXT NOT NULL,
            frequency TEXT NOT NULL,
            type TEXT NOT NULL,
            unit TEXT,
            color TEXT NOT NULL,
            icon TEXT NOT NULL,
            created_at REAL NOT NULL,
            archived_at REAL,
            reminders_enabled INTEGER NOT NULL,
            reminder_hour INTEGER NOT NULL,
            reminder_minute INTEGER NOT NULL,
            sort_order INTEGER NOT NULL,
            score_model TEXT NOT NULL,
            stamp TEXT NOT NULL,
            device_id TEXT NOT NULL,
            deleted_at REAL
        ) STRICT;

        CREATE TABLE completions (
            id TEXT PRIMARY KEY NOT NULL,
            habit_id TEXT NOT NULL REFERENCES habits(id),
            day INTEGER NOT NULL,
            recorded_at REAL NOT NULL,
            value REAL NOT NULL,
            note TEXT,
            stamp TEXT NOT NULL,
            device_id TEXT NOT NULL,
            deleted_at REAL
        ) STRICT;
        CREATE INDEX completions_by_habit_day ON completions(habit_id, day);

        CREATE TABLE skips (
            id TEXT PRIMARY KEY NOT NULL,
            habit_id TEXT NOT NULL REFERENCES habits(id),
            first_day INTEGER NOT NULL,
            last_day INTEGER NOT NULL,
            note TEXT,
            stamp TEXT NOT NULL,
            device_id TEXT NOT NULL,
            deleted_at REAL,
            CHECK (last_day >= first_day)
        ) STRICT;
        CREATE INDEX skips_by_habit ON skips(habit_id, first_day);

        CREATE TABLE settings (
            key TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL,
            stamp TEXT NOT NULL,
            device_id TEXT NOT NULL
        ) STRICT;

        -- This device's identity and the last clock stamp it issued.
        CREATE TABLE device (
            key TEXT PRIMARY KEY NOT NULL,
            value TEXT NOT NULL
        ) STRICT;

        -- A cache: where each habit's score-and-streak walk can resume. Safe to empty at any time.
        CREATE TABLE score_checkpoints (
            habit_id TEXT PRIMARY KEY NOT NULL REFERENCES habits(id),
            day INTEGER NOT NULL,
            state TEXT NOT NULL
        ) STRICT;
        """

    /// Sync publishes the rows this device changed since its last sync (`device_id = ? AND stamp >
    /// ?`): with these indexes that is a range of one index, whatever the history's length, instead
    /// of a scan of every table.
    private static let version2 = """
        CREATE INDEX habits_by_device_stamp ON habits(device_id, stamp);
        CREATE INDEX completions_by_device_stamp ON completions(device_id, stamp);
        CREATE INDEX skips_by_device_stamp ON skips(device_id, stamp);
        CREATE INDEX settings_by_device_stamp ON settings(device_id, stamp);
        """

    /// A habit has any number of reminders, each its own synced row. The one reminder a habit
    /// could have (`reminders_enabled`, `reminder_hour`, `reminder_minute`) moves into the table
    /// for every live habit that has it on, with the habit's id as its own and the habit's stamp:
    /// every device that migrates the same habit makes the same row, and a later change of it
    /// anywhere (stamped later) wins over it. The row is this device's (its id, or `''` until
    /// the store knows it, ``HabitStore``'s opening fills it in), and
    /// ``HabitStore/derivedRemindersKey`` asks the next sync to publish it although its stamp
    /// may be older than what this device already published: devices that never migrate (a new
    /// one joining) get it from there. The habit's columns stay (older devices still read and
    /// send them).
    private static let version3 = """
        CREATE TABLE reminders (
            id TEXT PRIMARY KEY NOT NULL,
            habit_id TEXT NOT NULL REFERENCES habits(id),
            hour INTEGER NOT NULL CHECK (hour BETWEEN 0 AND 23),
            minute INTEGER NOT NULL CHECK (minute BETWEEN 0 AND 59),
            only_if_not_done INTEGER NOT NULL CHECK (only_if_not_done IN (0, 1)),
            snooze_minutes INTEGER NOT NULL CHECK (snooze_minutes BETWEEN 1 AND 1440),
            stamp TEXT NOT NULL,
            device_id TEXT NOT NULL,
            deleted_at REAL
        ) STRICT;
        CREATE INDEX reminders_by_habit ON reminders(habit_id);
        CREATE INDEX reminders_by_device_stamp ON reminders(device_id, stamp);

        INSERT INTO reminders(id, habit_id, hour, minute, only_if_not_done, snooze_minutes, stamp, device_id)
        SELECT id, id, reminder_hour, reminder_minute, 1, 10, stamp,
            COALESCE((SELECT value FROM device WHERE key = 'id'), '') FROM habits
        WHERE reminders_enabled = 1 AND deleted_at IS NULL
            AND reminder_hour BETWEEN 0 AND 23 AND reminder_minute BETWEEN 0 AND 59;
        INSERT INTO device(key, value) SELECT 'sync.derived-reminders', '1'
        WHERE EXISTS (SELECT 1 FROM reminders);
        """

    /// This device's undo journal (``StoreWriter/undoLastChange()``): each change a person made
    /// here, newest last, with every row it wrote as the row was before (its columns as JSON,
    /// `NULL` when the change added it) and the stamp the row must still carry to be undone.
    /// Local only: sync's tables (``RowVersion/Table``) do not include it, so it is neither
    /// published nor read from another device.
    private static let version4 = """
        CREATE TABLE undo_entries (
            sequence INTEGER PRIMARY KEY AUTOINCREMENT,
            change TEXT NOT NULL
        ) STRICT;

        CREATE TABLE undo_rows (
            sequence INTEGER NOT NULL REFERENCES undo_entries(sequence),
            table_name TEXT NOT NULL,
            row_id TEXT NOT NULL,
            habit_id TEXT NOT NULL,
            before TEXT,
            expected_stamp TEXT NOT NULL,
            PRIMARY KEY (sequence, table_name, row_id)
        ) STRICT;
        CREATE INDEX undo_rows_by_row ON undo_rows(table_name, row_id);
        """

    /// A habit's description (`details`, several lines) and its group (`group_name`, one line;
    /// `group` is a word of SQL). Both stay `NULL` for every habit there was: nothing is invented.
    /// Sync carries them only when set, so that devices on an older version keep reading the
    /// habits of this one that have neither (docs/sync.md).
    private static let version5 = """
        ALTER TABLE habits ADD COLUMN details TEXT;
        ALTER TABLE habits ADD COLUMN group_name TEXT;
        """

    /// A habit keeps several score checkpoints (the latest, and a ladder of older ones, see
    /// ``WalkCheckpoint/isRung(_:weekStart:)``), so the table is keyed by habit and day. It is a
    /// cache, safe to empty at any time, and emptied here: the next Today walks each habit once
    /// from its first day and saves its whole ladder, where a kept checkpoint would have let it
    /// resume after the older rungs and never save them.
    private static let version6 = """
        DROP TABLE score_checkpoints;
        CREATE TABLE score_checkpoints (
            habit_id TEXT NOT NULL REFERENCES habits(id),
            day INTEGER NOT NULL,
            state TEXT NOT NULL,
            PRIMARY KEY (habit_id, day)
        ) STRICT, WITHOUT ROWID;
        """

    /// Deleting a habit moves it to the trash: the habit is deleted (`deleted_at`) but its
    /// records, skips and reminders stay live, so that its history travels with sync as it is
    /// and comes back whole when it is restored. `emptied_at` says the trash was emptied of it
    /// (by hand, or 30 days after its deletion): its records, skips and reminders were deleted
    /// then, and it is in the trash no more. Sync carries it only when set, like `details`.
    ///
    /// Every habit deleted before this migration had its records deleted with it (what deleting
    /// did then): it is marked emptied, with its deletion time, so that none of them shows in the
    /// trash without its history. Every device that migrates marks the same habits the same way.
    private static let version7 = """
        ALTER TABLE habits ADD COLUMN emptied_at REAL;
        UPDATE habits SET emptied_at = deleted_at WHERE deleted_at IS NOT NULL;
        """

    /// The web app's sign-in sessions, one per browser that signed in: the SHA-256 digest of the
    /// session's random id (the cookie holds the id; the database only its digest, so a copy of
    /// the file signs no one in), when it began and was last used, and what the browser called
    /// itself. A device's own: never synced, never exported, ended by signing out.
    private static let version8 = """
        CREATE TABLE web_sessions (
            digest TEXT PRIMARY KEY,
            created_at REAL NOT NULL,
            last_seen_at REAL NOT NULL,
            agent TEXT NOT NULL
        ) STRICT, WITHOUT ROWID;
        """

    /// The first day a habit counts when its owner set one (`start_day`, a day number like a
    /// record's `day`): `NULL` for every habit there was, whose start follows from its creation
    /// day and records as before. Sync carries it only when set, like `details`, in a segment of
    /// a format a Kadō from before it refuses as newer (docs/sync.md).
    private static let version9 = """
        ALTER TABLE habits ADD COLUMN start_day INTEGER;
        """

    /// The index of records by habit and day also holds each record's value and deletion, so that
    /// reading a habit's recent amounts (Today, the widget, a check-in's summary) touches only
    /// the index's pages, where they sit together, and never the table's, where a habit's records
    /// are scattered among every other habit's by the order they were written (issue 35). It
    /// replaces the narrower index of the same name, which every query by habit and day used
    /// through the same leading columns.
    private static let version10 = """
        DROP INDEX completions_by_habit_day;
        CREATE INDEX completions_by_habit_day ON completions(habit_id, day, value, deleted_at);
        """

    /// The operations a device queued while offline and this database applied (`POST
    /// /api/operations`), by the id the device made: the answer first given (JSON), and when, in
    /// whole seconds since 1970. A repeated id is answered from here and changes nothing, so a
    /// queue sent twice after a lost answer is applied once. Written in the same transaction as
    /// the change itself; this database's own bookkeeping, never synced nor exported; rows older
    /// than ``HabitStore/appliedOperationRetention`` are pruned as new batches arrive (the index).
    private static let version11 = """
        CREATE TABLE applied_operations (
            id TEXT PRIMARY KEY,
            answer TEXT NOT NULL,
            applied_at INTEGER NOT NULL
        ) STRICT, WITHOUT ROWID;
        CREATE INDEX applied_operations_by_time ON applied_operations(applied_at);
        """

    /// One credential per device (issue 37). A sign-in session becomes a *device*: what kind it is
    /// (`browser`, signed in by pairing, its cookie holding the id; `script`, a bearer token made
    /// for one script or Shortcut), its name (from its browser, renamable) and the address it was
    /// last seen from. The one access token there was, kept as a setting's digest, becomes the
    /// first script token, so that the scripts that use it keep working; the setting goes.
    /// A *pairing* is a short-lived, single-use code (its digest, and when it expires) that signs
    /// in the device that opens it. All of it is this device's own: never synced nor exported.
    private static let version12 = """
        ALTER TABLE web_sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'browser';
        ALTER TABLE web_sessions ADD COLUMN name TEXT NOT NULL DEFAULT '';
        ALTER TABLE web_sessions ADD COLUMN address TEXT NOT NULL DEFAULT '';
        INSERT OR IGNORE INTO web_sessions(digest, created_at, last_seen_at, agent, kind, name, address)
            SELECT value, unixepoch(), unixepoch(), '', 'script', 'Access token', ''
            FROM settings WHERE key = 'web.tokenSHA256';
        DELETE FROM settings WHERE key = 'web.tokenSHA256';
        CREATE TABLE web_pairings (
            digest TEXT PRIMARY KEY,
            created_at REAL NOT NULL,
            expires_at REAL NOT NULL
        ) STRICT, WITHOUT ROWID;
        """

    /// The terms a habit was judged by before its changes "from a date" (issue 38): its
    /// ``KadoCore/Habit/earlierRules`` as text (``KadoCore/EarlierRules``, see
    /// `Habit+Database.swift`), `NULL` for a habit never changed that way — every habit there was,
    /// whose columns keep its one version as before. A column of the habit's row rather than a
    /// table of its own: the versions are a handful, read with the habit every time, and as part of
    /// the row they are journaled for undo, copied, exported and synced with it (sync carries them
    /// only when set, in a segment of a format a Kadō from before them refuses as newer).
    private static let version13 = """
        ALTER TABLE habits ADD COLUMN earlier_rules TEXT;
        """

    /// The calendar feed's token (issue 40): the digest of the one secret that opens
    /// `/calendar.ics` (a calendar app can neither sign in nor keep a cookie), and when it was
    /// made. One row at most: making a token replaces the one before, revoking deletes it. Like the
    /// devices', it is this device's own: never synced nor exported.
    private static let version14 = """
        CREATE TABLE calendar_feed (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            digest TEXT NOT NULL,
            created_at REAL NOT NULL
        ) STRICT;
        """

    /// A cache (issue 35): Today's summaries of every active habit as the last command computed
    /// them, with the change stamp of the database they describe and the key of what else they
    /// hang on (the day, the calendar, the program's version). One row at most; a command whose
    /// database is still at that stamp, in that key, reads them instead of walking every habit
    /// again. A change written through the store moves the row's stamp with the clock and adds
    /// the habits it touched to `touched` (their summaries to compute again); any other change
    /// leaves the row behind the clock, and it is no longer read. Like the score checkpoints it
    /// is never synced nor exported, and is safe to empty at any time.
    private static let version15 = """
        CREATE TABLE today_summaries (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            key TEXT NOT NULL,
            stamp TEXT NOT NULL,
            touched TEXT NOT NULL DEFAULT '',
            summaries BLOB NOT NULL
        ) STRICT;
        """
}
