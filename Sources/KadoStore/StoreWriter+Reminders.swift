import Foundation
import KadoCore
import KadoSQLite

extension StoreWriter {
    /// Makes `reminders` the reminders of `habitID`: each is added or saved (a row that did not
    /// change is not written, so it keeps its stamp), and every other live reminder of the habit
    /// is deleted (a tombstone). Reminders change no score or snapshot, so no habit is touched.
    /// - Precondition: every reminder is one of `habitID`'s (a caller's mistake otherwise, not
    ///   a person's input).
    /// - Returns: whether a row was written.
    /// - Throws: the first ``ValidationError`` of a reminder, before anything is written;
    ///   ``StoreError`` from the database.
    @discardableResult
    public func setReminders(_ reminders: [Reminder], of habitID: UUID) throws -> Bool {
        precondition(reminders.allSatisfy { $0.habitID == habitID }, "a reminder of another habit")
        if let error = reminders.lazy.flatMap(\.validationErrors).first { throw error }
        let before = database.totalChanges
        try undoCapture?.capture(.reminders, ofHabit: habitID, in: database)
        for reminder in reminders {
            try undoCapture?.capture(.reminders, id: reminder.id, habitID: habitID, in: database)
        }
        let save = try database.prepare(
            """
            INSERT INTO reminders(\(Reminder.selection), stamp, device_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT(id) DO UPDATE SET hour = excluded.hour, minute = excluded.minute,
            only_if_not_done = excluded.only_if_not_done, snooze_minutes = excluded.snooze_minutes,
            stamp = excluded.stamp, device_id = excluded.device_id, deleted_at = NULL
            WHERE reminders.habit_id = excluded.habit_id
            AND (reminders.hour, reminders.minute, reminders.only_if_not_done, reminders.snooze_minutes,
                reminders.deleted_at IS NULL)
            IS NOT (excluded.hour, excluded.minute, excluded.only_if_not_done, excluded.snooze_minutes, 1)
            """)
        for reminder in reminders {
            try save.execute(StatementArguments(reminder.columnValues + [stamp.description, deviceID]))
        }
        let kept = reminders.map(\.id.storageText)
        let others =
            kept.isEmpty ? "" : "AND id NOT IN (\(Array(repeating: "?", count: kept.count).joined(separator: ", ")))"
        let arguments: [(any SQLiteValueConvertible)?] =
            [now.timeIntervalSince1970, stamp.description, deviceID, habitID.storageText] + kept
        try database.execute(
            """
            UPDATE reminders SET deleted_at = ?, stamp = ?, device_id = ?
            WHERE habit_id = ? AND deleted_at IS NULL \(others)
            """, StatementArguments(arguments))
        return database.totalChanges != before
    }
}
