import Foundation
import KadoCore
import KadoSQLite

/// What can be written inside one ``HabitStore/write(_:)`` transaction.
///
/// Every row written gets the transaction's clock stamp and this device's id; deleting leaves a
/// tombstone (the row stays, with its deletion time) so that sync can tell a deletion from a row
/// it has not seen. Writing a habit's records invalidates its score checkpoints from the day
/// written on.
public struct StoreWriter {
    let database: Database
    /// The clock stamp of this transaction.
    public let stamp: HybridLogicalClock
    let deviceID: String
    /// The time of this transaction.
    public let now: Date

    private var sync: [(any SQLiteValueConvertible)?] { [stamp.description, deviceID] }

    // MARK: Habits

    /// Adds `habit`.
    public func insert(_ habit: Habit) throws {
        try database.execute(
            """
            INSERT INTO habits(\(Habit.selection), stamp, device_id)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, StatementArguments(habit.columnValues + sync))
    }

    /// Saves every field of `habit`, and forgets its score checkpoints.
    public func update(_ habit: Habit) throws {
        let values = Array(habit.columnValues.dropFirst()) + sync + [habit.id.uuidString]
        try database.execute(
            """
            UPDATE habits SET name = ?, frequency = ?, type = ?, unit = ?, color = ?, icon = ?, created_at = ?,
            archived_at = ?, reminders_enabled = ?, reminder_hour = ?, reminder_minute = ?, sort_order = ?,
            score_model = ?, stamp = ?, device_id = ? WHERE id = ? AND deleted_at IS NULL
            """, StatementArguments(values))
        try forgetCheckpoint(of: habit.id)
    }

    /// Sets the order of habits: the first id gets position 0, and so on.
    public func reorder(_ ids: [UUID]) throws {
        let statement = try database.prepare(
            "UPDATE habits SET sort_order = ?, stamp = ?, device_id = ? WHERE id = ? AND sort_order != ?")
        for (position, id) in ids.enumerated() {
            try statement.execute([position, stamp.description, deviceID, id.uuidString, position])
        }
    }

    /// Deletes a habit with its completions and skips (tombstones).
    public func deleteHabit(_ id: UUID) throws {
        let arguments: StatementArguments = [now.timeIntervalSince1970, stamp.description, deviceID, id.uuidString]
        try database.execute(
            "UPDATE completions SET deleted_at = ?, stamp = ?, device_id = ? WHERE habit_id = ? AND deleted_at IS NULL",
            arguments)
        try database.execute(
            "UPDATE skips SET deleted_at = ?, stamp = ?, device_id = ? WHERE habit_id = ? AND deleted_at IS NULL",
            arguments)
        try database.execute(
            "UPDATE habits SET deleted_at = ?, stamp = ?, device_id = ? WHERE id = ? AND deleted_at IS NULL", arguments)
        try forgetCheckpoint(of: id)
    }

    // MARK: Completions

    /// Adds `completion`.
    public func insert(_ completion: Completion) throws {
        try database.execute(
            "INSERT INTO completions(\(Completion.selection), stamp, device_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            StatementArguments(completion.columnValues + sync))
        try invalidateCheckpoint(of: completion.habitID, from: completion.day)
    }

    /// Adds many completions with one prepared statement (imports, benchmarks).
    /// - Complexity: O(n) statement executions for n completions.
    public func insert(contentsOf completions: some Sequence<Completion>) throws {
        let statement = try database.prepare(
            "INSERT INTO completions(\(Completion.selection), stamp, device_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
        var earliest: [UUID: LogicalDay] = [:]
        for completion in completions {
            try statement.execute(StatementArguments(completion.columnValues + sync))
            earliest[completion.habitID] = min(earliest[completion.habitID] ?? completion.day, completion.day)
        }
        for (habitID, day) in earliest { try invalidateCheckpoint(of: habitID, from: day) }
    }

    /// Saves a changed `completion` (same id), moved from `previousDay` if its day changed.
    public func update(_ completion: Completion, previousDay: LogicalDay? = nil) throws {
        try database.execute(
            """
            UPDATE completions SET day = ?, recorded_at = ?, value = ?, note = ?, stamp = ?, device_id = ?
            WHERE id = ? AND deleted_at IS NULL
            """,
            [
                completion.day.dayNumber, completion.recordedAt.timeIntervalSince1970, completion.value,
                completion.note, stamp.description, deviceID, completion.id.uuidString,
            ])
        try invalidateCheckpoint(of: completion.habitID, from: min(completion.day, previousDay ?? completion.day))
    }

    /// Deletes `completion` (a tombstone).
    public func delete(_ completion: Completion) throws {
        try database.execute(
            "UPDATE completions SET deleted_at = ?, stamp = ?, device_id = ? WHERE id = ? AND deleted_at IS NULL",
            [now.timeIntervalSince1970, stamp.description, deviceID, completion.id.uuidString])
        try invalidateCheckpoint(of: completion.habitID, from: completion.day)
    }

    // MARK: Skips

    /// Adds `skip`.
    public func insert(_ skip: Skip) throws {
        try database.execute(
            "INSERT INTO skips(\(Skip.selection), stamp, device_id) VALUES (?, ?, ?, ?, ?, ?, ?)",
            StatementArguments(skip.columnValues + sync))
        try invalidateCheckpoint(of: skip.habitID, from: skip.days.first)
    }

    /// Adds many skips with one prepared statement.
    public func insert(contentsOf skips: some Sequence<Skip>) throws {
        let statement = try database.prepare(
            "INSERT INTO skips(\(Skip.selection), stamp, device_id) VALUES (?, ?, ?, ?, ?, ?, ?)")
        for skip in skips {
            try statement.execute(StatementArguments(skip.columnValues + sync))
            try invalidateCheckpoint(of: skip.habitID, from: skip.days.first)
        }
    }

    /// Deletes `skip` (a tombstone).
    public func delete(_ skip: Skip) throws {
        try database.execute(
            "UPDATE skips SET deleted_at = ?, stamp = ?, device_id = ? WHERE id = ? AND deleted_at IS NULL",
            [now.timeIntervalSince1970, stamp.description, deviceID, skip.id.uuidString])
        try invalidateCheckpoint(of: skip.habitID, from: skip.days.first)
    }

    // MARK: Settings and cache

    /// Sets setting `key` to `value`.
    public func setSetting(_ key: String, to value: String) throws {
        try database.execute(
            """
            INSERT INTO settings(key, value, stamp, device_id) VALUES (?, ?, ?, ?)
            ON CONFLICT(key) DO UPDATE SET value = excluded.value, stamp = excluded.stamp,
            device_id = excluded.device_id
            """, StatementArguments([key, value] + sync))
        // Week start and day start change how every habit's days are read.
        try database.execute("DELETE FROM score_checkpoints")
    }

    /// Saves where `habitID`'s score walk can resume.
    public func saveCheckpoint(_ checkpoint: WalkCheckpoint, of habitID: UUID) throws {
        let data = try JSONEncoder().encode(checkpoint)
        try database.execute(
            """
            INSERT INTO score_checkpoints(habit_id, day, state) VALUES (?, ?, ?)
            ON CONFLICT(habit_id) DO UPDATE SET day = excluded.day, state = excluded.state
            """, [habitID.uuidString, checkpoint.day.dayNumber, String(decoding: data, as: UTF8.self)])
    }

    private func invalidateCheckpoint(of habitID: UUID, from day: LogicalDay) throws {
        try database.execute(
            "DELETE FROM score_checkpoints WHERE habit_id = ? AND day >= ?", [habitID.uuidString, day.dayNumber])
    }

    private func forgetCheckpoint(of habitID: UUID) throws {
        try database.execute("DELETE FROM score_checkpoints WHERE habit_id = ?", [habitID.uuidString])
    }
}
