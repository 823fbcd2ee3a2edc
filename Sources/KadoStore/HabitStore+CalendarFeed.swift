import Foundation
import KadoSQLite

/// The calendar feed's token (schema migration 14): the digest of its secret and when it was
/// made, one at most, written without moving the change clock (it is this device's own: nothing
/// here syncs or goes into a backup).
extension HabitStore {
    /// The digest of the feed's token and when it was made, or `nil` when there is none.
    public func calendarFeedToken() throws -> (digest: String, createdAt: Date)? {
        try reading {
            try database.queryFirst("SELECT digest, created_at FROM calendar_feed WHERE id = 1", []) { row in
                (digest: try row[0] as String, createdAt: Date(timeIntervalSince1970: try row[1]))
            }
        }
    }

    /// Keeps `digest` as the feed's token, made at `createdAt`, in place of any before it.
    public func replaceCalendarFeedToken(digest: String, createdAt: Date) throws {
        _ = try writeCache { writer in
            try writer.database.execute(
                "INSERT OR REPLACE INTO calendar_feed(id, digest, created_at) VALUES (1, ?, ?)",
                [digest, createdAt.timeIntervalSince1970])
        }
    }

    /// Forgets the feed's token. - Returns: whether there was one.
    @discardableResult
    public func removeCalendarFeedToken() throws -> Bool {
        try writeCache { writer in
            try writer.database.execute("DELETE FROM calendar_feed")
            return writer.database.changes > 0
        }
    }
}
