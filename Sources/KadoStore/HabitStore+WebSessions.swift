import Foundation
import KadoSQLite

/// One browser signed in to the web app: what the database keeps of it (``HabitStore``'s
/// `web_sessions`, schema migration 8). The session's id itself is never stored.
public struct WebSessionRecord: Hashable, Sendable {
    /// The SHA-256 digest (hex) of the session's id.
    public var digest: String
    /// When the browser signed in.
    public var createdAt: Date
    /// When a request last came with it (kept to the hour: see ``HabitStore/noteWebSessionUse(digest:at:)``).
    public var lastSeenAt: Date
    /// The browser's `User-Agent`, cut short, as it signed in.
    public var agent: String

    /// A session record.
    public init(digest: String, createdAt: Date, lastSeenAt: Date, agent: String) {
        self.digest = digest
        self.createdAt = createdAt
        self.lastSeenAt = lastSeenAt
        self.agent = agent
    }
}

/// The web app's sign-in sessions: a device's own bookkeeping, written without moving the change
/// clock (nothing here syncs or goes into a backup).
extension HabitStore {
    /// Keeps a new session.
    public func addWebSession(_ session: WebSessionRecord) throws {
        _ = try writeCache { writer in
            try writer.database.execute(
                "INSERT INTO web_sessions(digest, created_at, last_seen_at, agent) VALUES (?, ?, ?, ?)",
                [
                    session.digest, session.createdAt.timeIntervalSince1970, session.lastSeenAt.timeIntervalSince1970,
                    session.agent,
                ])
        }
    }

    /// The session whose id has `digest`, if it was not ended.
    public func webSession(digest: String) throws -> WebSessionRecord? {
        try reading {
            try database.queryFirst(
                "SELECT digest, created_at, last_seen_at, agent FROM web_sessions WHERE digest = ?", [digest]
            ) { row in
                WebSessionRecord(
                    digest: try row[0], createdAt: Date(timeIntervalSince1970: try row[1]),
                    lastSeenAt: Date(timeIntervalSince1970: try row[2]), agent: try row[3])
            }
        }
    }

    /// Every session not ended, the most recently used first.
    public func webSessions() throws -> [WebSessionRecord] {
        try reading {
            try database.query(
                "SELECT digest, created_at, last_seen_at, agent FROM web_sessions ORDER BY last_seen_at DESC, digest",
                []
            ) { row in
                WebSessionRecord(
                    digest: try row[0], createdAt: Date(timeIntervalSince1970: try row[1]),
                    lastSeenAt: Date(timeIntervalSince1970: try row[2]), agent: try row[3])
            }
        }
    }

    /// Notes that the session `digest` was used at `instant`, when its record is an hour or more
    /// older: a page load writes nothing most of the time.
    public func noteWebSessionUse(digest: String, at instant: Date) throws {
        _ = try writeCache { writer in
            try writer.database.execute(
                "UPDATE web_sessions SET last_seen_at = ? WHERE digest = ? AND last_seen_at <= ?",
                [instant.timeIntervalSince1970, digest, instant.timeIntervalSince1970 - 3600])
        }
    }

    /// Ends the session `digest` (signing out). - Returns: whether there was one.
    @discardableResult
    public func removeWebSession(digest: String) throws -> Bool {
        try writeCache { writer in
            try writer.database.execute("DELETE FROM web_sessions WHERE digest = ?", [digest])
            return writer.database.changes > 0
        }
    }

    /// Ends every session (a new access token), or those begun before `cutoff` (expired).
    /// - Returns: how many were ended.
    @discardableResult
    public func removeWebSessions(begunBefore cutoff: Date? = nil) throws -> Int {
        try writeCache { writer in
            if let cutoff {
                try writer.database.execute(
                    "DELETE FROM web_sessions WHERE created_at < ?", [cutoff.timeIntervalSince1970])
            } else {
                try writer.database.execute("DELETE FROM web_sessions", [])
            }
            return writer.database.changes
        }
    }
}

extension HabitStore {
    /// Keeps `digest` as setting `key` (the web app's access token's digest) and ends every
    /// session, in one transaction: a new token signs every browser out.
    public func replaceWebToken(digest: String, settingKey key: String) throws {
        _ = try writeCache { writer in
            try writer.setSetting(key, to: digest)
            try writer.database.execute("DELETE FROM web_sessions", [])
        }
    }
}
