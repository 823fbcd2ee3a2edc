import Foundation
import KadoSQLite

/// One device signed in to the web app, or one script's bearer token: what the database keeps of
/// it (``HabitStore``'s `web_sessions`, schema migrations 8 and 12). Its secret itself is never
/// stored, only the secret's SHA-256 digest.
public struct WebSessionRecord: Hashable, Sendable {
    /// How the device holds its credential.
    public enum Kind: String, Sendable, CaseIterable {
        /// A browser signed in by pairing: its cookie holds the secret.
        case browser
        /// A script or a Shortcut: it sends the secret as a bearer token.
        case script
    }

    /// The SHA-256 digest (hex) of the credential's secret.
    public var digest: String
    /// When the device signed in (a token: when it was made).
    public var createdAt: Date
    /// When a request last came with it (kept to the hour: see ``HabitStore/noteWebSessionUse(digest:at:address:)``).
    public var lastSeenAt: Date
    /// The browser's `User-Agent`, cut short, as it signed in (empty for a script).
    public var agent: String
    /// A browser or a script.
    public var kind: Kind
    /// Its name: made from its browser, or given to a script's token; renamable.
    public var name: String
    /// The address its last noted request came from (empty until one is noted).
    public var address: String

    /// A record.
    public init(
        digest: String, createdAt: Date, lastSeenAt: Date, agent: String, kind: Kind = .browser, name: String = "",
        address: String = ""
    ) {
        self.digest = digest
        self.createdAt = createdAt
        self.lastSeenAt = lastSeenAt
        self.agent = agent
        self.kind = kind
        self.name = name
        self.address = address
    }

    /// How the device is named on screens and in `kado serve devices`: the first 8 characters of
    /// its digest. Public: the digest of a 256-bit secret tells nothing of it.
    public var publicID: String { String(digest.prefix(8)) }
}

/// The web app's devices and pairings: a device's own bookkeeping, written without moving the
/// change clock (nothing here syncs or goes into a backup).
extension HabitStore {
    private static let sessionColumns = "digest, created_at, last_seen_at, agent, kind, name, address"

    private static func session(_ row: Row) throws -> WebSessionRecord {
        WebSessionRecord(
            digest: try row[0], createdAt: Date(timeIntervalSince1970: try row[1]),
            lastSeenAt: Date(timeIntervalSince1970: try row[2]), agent: try row[3],
            kind: WebSessionRecord.Kind(rawValue: try row[4]) ?? .browser, name: try row[5], address: try row[6])
    }

    /// Keeps a new device.
    public func addWebSession(_ session: WebSessionRecord) throws {
        _ = try writeCache { writer in
            try Self.insert(session, into: writer.database)
        }
    }

    private static func insert(_ session: WebSessionRecord, into database: Database) throws {
        try database.execute(
            "INSERT INTO web_sessions(\(sessionColumns)) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                session.digest, session.createdAt.timeIntervalSince1970, session.lastSeenAt.timeIntervalSince1970,
                session.agent, session.kind.rawValue, session.name, session.address,
            ])
    }

    /// The device whose secret has `digest`, if it was not signed out.
    public func webSession(digest: String) throws -> WebSessionRecord? {
        try reading {
            try database.queryFirst(
                "SELECT \(Self.sessionColumns) FROM web_sessions WHERE digest = ?", [digest], Self.session)
        }
    }

    /// Every device not signed out, the most recently seen first.
    public func webSessions() throws -> [WebSessionRecord] {
        try reading {
            try database.query(
                "SELECT \(Self.sessionColumns) FROM web_sessions ORDER BY last_seen_at DESC, digest", [],
                Self.session)
        }
    }

    /// Notes that the device `digest` was used at `instant` from `address`, when its record is an
    /// hour or more older or the address changed: a page load writes nothing most of the time.
    public func noteWebSessionUse(digest: String, at instant: Date, address: String) throws {
        _ = try writeCache { writer in
            try writer.database.execute(
                """
                UPDATE web_sessions SET last_seen_at = ?, address = ?
                WHERE digest = ? AND (last_seen_at <= ? OR address IS NOT ?)
                """,
                [instant.timeIntervalSince1970, address, digest, instant.timeIntervalSince1970 - 3600, address])
        }
    }

    /// Renames the device `digest`. - Returns: whether there was one.
    @discardableResult
    public func renameWebSession(digest: String, to name: String) throws -> Bool {
        try writeCache { writer in
            try writer.database.execute(
                "UPDATE web_sessions SET name = ? WHERE digest = ? AND name IS NOT ?", [name, digest, name])
            return writer.database.changes > 0
        }
    }

    /// Signs the device `digest` out. - Returns: whether there was one.
    @discardableResult
    public func removeWebSession(digest: String) throws -> Bool {
        try writeCache { writer in
            try writer.database.execute("DELETE FROM web_sessions WHERE digest = ?", [digest])
            return writer.database.changes > 0
        }
    }

    /// Signs out the browsers that signed in before `cutoff` (expired); scripts' tokens last
    /// until revoked. - Returns: how many were signed out.
    @discardableResult
    public func removeWebSessions(begunBefore cutoff: Date) throws -> Int {
        let expired = try reading {
            try database.queryFirst(
                "SELECT count(*) FROM web_sessions WHERE kind = 'browser' AND created_at < ?",
                [cutoff.timeIntervalSince1970]
            ) { row in try row[0] as Int } ?? 0
        }
        // A page load that finds nothing expired writes nothing.
        guard expired > 0 else { return 0 }
        return try writeCache { writer in
            try writer.database.execute(
                "DELETE FROM web_sessions WHERE kind = 'browser' AND created_at < ?", [cutoff.timeIntervalSince1970])
            return writer.database.changes
        }
    }

    // MARK: - Pairings

    /// Keeps a new pairing (its code's digest) valid until `expiresAt`, and forgets those expired.
    public func addWebPairing(digest: String, createdAt: Date, expiresAt: Date) throws {
        _ = try writeCache { writer in
            try writer.database.execute(
                "DELETE FROM web_pairings WHERE expires_at <= ?", [createdAt.timeIntervalSince1970])
            try writer.database.execute(
                "INSERT INTO web_pairings(digest, created_at, expires_at) VALUES (?, ?, ?)",
                [digest, createdAt.timeIntervalSince1970, expiresAt.timeIntervalSince1970])
        }
    }

    /// Uses the pairing whose code has `digest`, once: when it exists and has not expired at
    /// `instant`, it is gone and `session` is kept in its place, in one transaction (two devices
    /// opening the same code cannot both sign in). - Returns: whether it signed `session` in.
    public func redeemWebPairing(digest: String, at instant: Date, for session: WebSessionRecord) throws -> Bool {
        try writeCache { writer in
            try writer.database.execute(
                "DELETE FROM web_pairings WHERE digest = ? AND expires_at > ?", [digest, instant.timeIntervalSince1970])
            guard writer.database.changes > 0 else { return false }
            try Self.insert(session, into: writer.database)
            return true
        }
    }

    /// The pairings not yet used nor expired at `instant`.
    public func openWebPairings(at instant: Date) throws -> Int {
        try reading {
            try database.queryFirst(
                "SELECT count(*) FROM web_pairings WHERE expires_at > ?", [instant.timeIntervalSince1970]
            ) { row in try row[0] as Int } ?? 0
        }
    }
}
