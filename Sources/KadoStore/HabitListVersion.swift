import KadoSQLite

/// Where the list of habits stands, as one store's connection sees it: two equal values read by
/// the same connection mean no habit row was inserted, changed or deleted in between — neither
/// by another connection (SQLite's `data_version` moves with any commit of theirs) nor by this
/// one (a count kept by temporary triggers on `habits`, which fire for this connection's own
/// statements only, whatever code path ran them: a habit edited, an import, a sync, an undo).
///
/// A check-in changes completions, not habits, so the list read before it is still the list
/// after it: a screen that redraws after every key reads its 1,000 habits once, not once a key.
/// A transaction rolled back takes its count back with it (the count lives in a temporary
/// table, which SQLite rolls back like any other).
struct HabitListVersion: Hashable, Sendable {
    /// SQLite's `data_version`: moves when another connection commits.
    let committedElsewhere: Int
    /// How many times this connection changed a habit row (0 on a read-only connection).
    let changedHere: Int

    /// Creates the temporary count and its triggers on `database`'s connection (read-write only:
    /// the triggers exist for this connection alone and are gone when it closes).
    static func install(on database: Database) throws {
        try database.setUpConnection(
            sql: """
                CREATE TEMP TABLE IF NOT EXISTS habit_list_changes(count INTEGER NOT NULL);
                INSERT INTO habit_list_changes(count) SELECT 0 WHERE NOT EXISTS (SELECT 1 FROM habit_list_changes);
                CREATE TEMP TRIGGER IF NOT EXISTS habit_list_inserted AFTER INSERT ON main.habits
                BEGIN UPDATE habit_list_changes SET count = count + 1; END;
                CREATE TEMP TRIGGER IF NOT EXISTS habit_list_updated AFTER UPDATE ON main.habits
                BEGIN UPDATE habit_list_changes SET count = count + 1; END;
                CREATE TEMP TRIGGER IF NOT EXISTS habit_list_deleted AFTER DELETE ON main.habits
                BEGIN UPDATE habit_list_changes SET count = count + 1; END;
                """)
    }

    /// How many times this connection changed a habit row, through `statement` (the store's
    /// kept statements); 0 on a read-only connection, which has no count and changes no habit.
    static func changesHere(in database: Database, statement: (String, StatementArguments) throws -> Statement)
        throws -> Int
    {
        guard !database.isReadOnly else { return 0 }
        return try statement("SELECT count FROM temp.habit_list_changes", []).mapFirstRow { row in try row[0] as Int }
            ?? 0
    }
}
