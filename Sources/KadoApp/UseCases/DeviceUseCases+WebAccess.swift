import Foundation
import KadoCore
import KadoStore

extension DeviceUseCases {
    /// The SHA-256 digest (hex) of the web app's access token, once one was generated.
    ///
    /// Only the digest is kept, so the token itself is shown once, when it is made.
    public func webTokenDigest() throws(AppError) -> String? {
        try perform { try store.setting(Settings.Key.webTokenDigest) }
    }

    /// Stores the digest of a new web access token (replacing any previous one) and ends every
    /// sign-in session, in one transaction. A setting of this device that sync never sends: it
    /// does not move the change clock.
    public func setWebTokenDigest(_ digest: String) throws(AppError) {
        try perform { try store.replaceWebToken(digest: digest, settingKey: Settings.Key.webTokenDigest) }
    }

    // MARK: - Sign-in sessions

    /// How long a sign-in lasts: a year from signing in, unless signed out or a new access token
    /// is made before.
    public static let webSessionLifetime: TimeInterval = 365 * 86_400

    /// Keeps a new sign-in session whose random id is `id` (only its digest is kept), for the
    /// browser that calls itself `agent`.
    public func beginWebSession(id: String, agent: String) throws(AppError) {
        let now = moment()
        let record = WebSessionRecord(
            digest: SHA256.hex(id), createdAt: now, lastSeenAt: now, agent: String(agent.prefix(200)))
        try perform {
            try store.removeWebSessions(begunBefore: now.addingTimeInterval(-Self.webSessionLifetime))
            try store.addWebSession(record)
        }
    }

    /// Whether `id` is a session not ended nor expired; notes its use (at most once an hour).
    public func isWebSession(_ id: String) throws(AppError) -> Bool {
        let digest = SHA256.hex(id)
        let now = moment()
        guard let session = try perform({ try store.webSession(digest: digest) }) else { return false }
        guard session.createdAt > now.addingTimeInterval(-Self.webSessionLifetime) else {
            try perform { try store.removeWebSession(digest: digest) }
            return false
        }
        if now.timeIntervalSince(session.lastSeenAt) >= 3600, !isReadOnly {
            do {
                try perform { try store.noteWebSessionUse(digest: digest, at: now) }
            } catch {
                // The session stays valid: its use is noted again at its next request.
                logFailure("a web session's use was not noted", error)
            }
        }
        return true
    }

    /// Ends the session `id` (signing out): its cookie signs no one in any more, wherever it is.
    /// - Returns: whether there was one.
    @discardableResult
    public func endWebSession(_ id: String) throws(AppError) -> Bool {
        try perform { try store.removeWebSession(digest: SHA256.hex(id)) }
    }

    /// The sessions not ended, the most recently used first.
    public func webSessions() throws(AppError) -> [WebSessionRecord] {
        try perform { try store.webSessions() }
    }
}
