import Foundation
import KadoCore

/// A way reminders reach the person: the desktop's notification service on the session bus, a
/// push to the phone. Channels are adapters the front ends start and hand to the
/// ``ReminderService``; each is used from any thread, and delivers on the caller's.
public protocol ReminderChannel: AnyObject, Sendable {
    /// Which channel it is.
    var kind: ReminderChannelKind { get }

    /// What the channel can do now, said truthfully: checked each time it is asked (a session
    /// bus may lose its notification service, a push URL may be set meanwhile).
    func state() -> ReminderChannelState

    /// Sends `notice`, blocking the calling thread until it is delivered or given up (a push is
    /// retried with bounded backoff; each failed attempt is told to `attempted`). The person's
    /// answer, when the channel offers actions and they choose one, comes later to `answered`,
    /// on a thread of the channel's.
    func deliver(
        _ notice: ReminderNotice, answered: @escaping @Sendable (ReminderAction) -> Void,
        attempted: @escaping @Sendable (ReminderDeliveryAttempt) -> Void
    ) -> ReminderDelivery

    /// Stops listening for answers and frees what the channel holds; it delivers nothing after.
    func close()
}
