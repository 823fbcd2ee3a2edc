import Foundation
import KadoCore
import KadoSQLite

/// When each row last changed: what an import of an older file compares it with, so that a
/// change made here (or on another device, and synced) after the file was written is kept.
/// Read only; the stamps are those sync orders versions by (``HybridLogicalClock``).
extension HabitStore {
    /// The stamp of the last change of every row of `table` (deleted ones included: a deletion
    /// is a change), by id; with `habitID`, only the rows of that habit (records, skips,
    /// reminders). Settings have no id: ask ``settingStamps()``.
    /// - Complexity: O(n) in the rows read.
    public func changeStamps(in table: RowVersion.Table, ofHabit habitID: UUID? = nil) throws -> [UUID:
        HybridLogicalClock]
    {
        precondition(table != .settings, "settings are read by settingStamps()")
        var stamps: [UUID: HybridLogicalClock] = [:]
        var filter = ""
        var arguments: StatementArguments = []
        if let habitID, table != .habits {
            filter = " WHERE habit_id = ?"
            arguments = [habitID.storageText]
        }
        try stampRead {
            try database.forEachRow("SELECT id, stamp FROM \(table.rawValue)\(filter)", arguments) { row in
                let idText: String = try row[0]
                let stampText: String = try row[1]
                guard let id = UUID(storedText: idText),
                    let stamp = HybridLogicalClock(stampText)
                else { return }
                stamps[id] = stamp
            }
        }
        return stamps
    }

    /// The stamp of the last change of each setting that follows the user from device to device
    /// (``RowVersion/Table/followingSettings``), by key; a setting never written has none.
    public func settingStamps() throws -> [String: HybridLogicalClock] {
        var stamps: [String: HybridLogicalClock] = [:]
        try stampRead {
            try database.forEachRow("SELECT key, stamp FROM settings", []) { row in
                let key: String = try row[0]
                guard RowVersion.Table.followingSettings.contains(key), let stamp = HybridLogicalClock(try row[1])
                else { return }
                stamps[key] = stamp
            }
        }
        return stamps
    }

    private func stampRead(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let error as SQLiteError {
            throw StoreError.from(error, path: path)
        }
    }
}
