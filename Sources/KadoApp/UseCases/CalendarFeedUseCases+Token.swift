import Foundation
import KadoCore

/// The feed's token: a calendar app can neither sign in nor keep a cookie, so the feed's address
/// carries a secret of its own (`/calendar.ics?token=…`). One at a time: making one replaces the
/// one before, revoking it closes the feed. Only its digest is kept; it opens the feed and
/// nothing else, and no device's credential opens the feed.
extension CalendarFeedUseCases {
    /// Makes the feed's token, replacing any before it, and returns it, to be shown once: 32
    /// bytes from the system's cryptographic generator, as hex; only its SHA-256 is kept.
    public func makeFeedToken() throws(AppError) -> String {
        let token = RandomSecret.hex(byteCount: 32)
        let now = moment()
        try perform { try store.replaceCalendarFeedToken(digest: SHA256.hex(token), createdAt: now) }
        return token
    }

    /// Revokes the feed's token: the feed answers no one until another is made.
    /// - Returns: whether there was one.
    @discardableResult
    public func revokeFeedToken() throws(AppError) -> Bool {
        try perform { try store.removeCalendarFeedToken() }
    }

    /// When the feed's token was made, or `nil` when there is none (never made, or revoked).
    public func feedTokenMadeAt() throws(AppError) -> Date? {
        try perform { try store.calendarFeedToken() }?.createdAt
    }

    /// Whether `token` is the feed's token: its digest compared with the one kept, in time that
    /// does not depend on how much of it matches.
    public func isFeedToken(_ token: String) throws(AppError) -> Bool {
        guard let kept = try perform({ try store.calendarFeedToken() }) else { return false }
        let presented = Array(SHA256.hex(token).utf8)
        let expected = Array(kept.digest.utf8)
        guard presented.count == expected.count else { return false }
        var difference: UInt8 = 0
        for index in presented.indices { difference |= presented[index] ^ expected[index] }
        return difference == 0
    }
}
