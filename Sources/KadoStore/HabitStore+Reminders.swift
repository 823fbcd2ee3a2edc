import Foundation
import KadoCore
import KadoSQLite

extension HabitStore {
    /// The reminders of `habitID` (none once it is deleted), earliest time first.
    public func reminders(of habitID: UUID) throws -> [Reminder] {
        try remindersRead(
            """
            SELECT \(Reminder.selection) FROM reminders
            WHERE habit_id = ? AND deleted_at IS NULL
            AND EXISTS (SELECT 1 FROM habits h WHERE h.id = reminders.habit_id AND h.deleted_at IS NULL)
            ORDER BY hour, minute, id
            """, [habitID.storageText])
    }

    /// The reminders of every habit that is not deleted (archived ones included), by habit; a
    /// habit without any has no entry. Each habit's are earliest time first.
    public func remindersByHabit() throws -> [UUID: [Reminder]] {
        let all = try remindersRead(
            """
            SELECT \(Reminder.selection) FROM reminders
            WHERE deleted_at IS NULL AND habit_id IN (SELECT id FROM habits WHERE deleted_at IS NULL)
            ORDER BY hour, minute, id
            """, [])
        return Dictionary(grouping: all, by: \.habitID)
    }

    private func remindersRead(_ sql: String, _ arguments: StatementArguments) throws -> [Reminder] {
        do {
            return try database.query(sql, arguments) { row in try Reminder(row: row) }
        } catch let error as SQLiteError {
            throw StoreError.from(error, path: path)
        }
    }
}
