import Foundation
import KadoCore
import KadoStore

/// What one look at the clock found: the notices to send now, how many reminders missed by more
/// than the grace period were dropped, and when something may ring next.
public struct ReminderTick: Hashable, Sendable {
    /// The notices to send, in the order they rang.
    public let notices: [ReminderNotice]
    /// Reminders missed (a sleep, a stop) by more than the grace period: not rung.
    public let dropped: Int
    /// The next instant a reminder or a snooze rings within the coming hour, if any.
    public let next: Date?
}
