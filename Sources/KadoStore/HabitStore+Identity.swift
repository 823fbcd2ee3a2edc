import Foundation
import KadoSQLite

/// This device's identity: read again inside every change, and renewed when sync finds that
/// another database publishes under it (a copy put back, a clone).
extension HabitStore {
    /// Reads this device's id inside a transaction, where no other connection can change it.
    func refreshDeviceID(in database: Database) throws {
        if let id = try database.scalar("SELECT value FROM device WHERE key = 'id'", as: String.self), id != deviceID {
            deviceID = id
        }
    }

    /// Makes every synced row whose last change is stamped with device `previous` this device's
    /// (its stamp kept), in one transaction: what a database that took a new identity read back
    /// from the files of its old one, so that it publishes those rows too and a device joining
    /// later needs nothing of a folder no device writes any more.
    /// - Returns: how many rows changed hands.
    /// - Complexity: O(n) in those rows, through each table's `(device_id, stamp)` index.
    @discardableResult
    public func adoptRows(of previous: String) throws -> Int {
        try adoptRows(from: previous)
    }

    /// Makes every synced row this database holds this device's (its stamp kept), in one
    /// transaction: what a device does when it joins another sync group than the one it was in
    /// (a target emptied and set up again, a move to another target). No device of the old
    /// group may come to the new one — a device switched off for good, or put back from a copy
    /// that lost what it had published — so each publishes everything it holds, not only what
    /// it wrote; a version two devices both publish is the same version (``applyRemote``
    /// relabels it, nothing a person sees changes).
    /// - Returns: how many rows changed hands.
    /// - Complexity: O(n) in the rows.
    @discardableResult
    public func adoptEveryRow() throws -> Int {
        try adoptRows(from: nil)
    }

    /// Relabels, in one transaction, the synced rows last changed by `previous` (by any other
    /// device when `nil`) as this device's, their stamps kept.
    private func adoptRows(from previous: String?) throws -> Int {
        if isReadOnly { throw StoreError.cannotWrite(path: path, reason: .openedReadOnly) }
        do {
            return try database.transaction { database in
                try refreshDeviceID(in: database)
                guard previous != deviceID else { return 0 }
                let before = database.totalChanges
                for table in RowVersion.Table.allCases {
                    if let previous {
                        try database.execute(
                            "UPDATE \(table.rawValue) SET device_id = ? WHERE device_id = ?", [deviceID, previous])
                    } else {
                        try database.execute(
                            "UPDATE \(table.rawValue) SET device_id = ? WHERE device_id <> ?", [deviceID, deviceID])
                    }
                }
                return database.totalChanges - before
            }
        } catch let error as SQLiteError {
            throw StoreError.from(error, path: path)
        }
    }

    /// Gives this database a new device id in one transaction: every synced row this device
    /// changed last becomes the new id's (its stamps kept, so no version moves in time), the
    /// sync bookkeeping not kept by `keep` is dropped, and `recording` is saved. The clock does
    /// not move and nothing else changes.
    /// - Parameters:
    ///   - newID: the new id.
    ///   - keep: whether a sync bookkeeping key (``syncStatePrefix``) stays.
    ///   - recording: sync bookkeeping to save with it.
    /// - Throws: ``StoreError``; nothing is changed then.
    /// - Complexity: O(n) in the rows this device wrote.
    public func renewDeviceID(
        to newID: String, keepingSyncState keep: (String) -> Bool, recording: [String: String] = [:]
    ) throws {
        if isReadOnly { throw StoreError.cannotWrite(path: path, reason: .openedReadOnly) }
        do {
            try database.transaction { database in
                try refreshDeviceID(in: database)
                let previous = deviceID
                for table in RowVersion.Table.allCases {
                    try database.execute(
                        "UPDATE \(table.rawValue) SET device_id = ? WHERE device_id = ?", [newID, previous])
                }
                try database.execute("UPDATE device SET value = ? WHERE key = 'id'", [newID])
                let keys = try database.query(
                    "SELECT key FROM device WHERE substr(key, 1, ?) = ?",
                    [Self.syncStatePrefix.count, Self.syncStatePrefix]
                ).map { row -> String in try row[0] }
                for key in keys where !keep(key) {
                    try database.execute("DELETE FROM device WHERE key = ?", [key])
                }
                for (key, value) in recording.sorted(by: { $0.key < $1.key }) where key.hasPrefix(Self.syncStatePrefix)
                {
                    try database.execute(
                        "INSERT INTO device(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                        [key, value])
                }
            }
            deviceID = newID
        } catch let error as SQLiteError {
            throw StoreError.from(error, path: path)
        }
    }
}
