import Dispatch
import Foundation
import KadoCore
import Synchronization

/// What the reminder service tells its front end (`kado remind run` prints each; `kado serve`
/// logs them).
public enum ReminderEvent: Sendable {
    /// A reminder rang: its notice goes to every channel.
    case rang(ReminderNotice)
    /// What became of a notice on a channel.
    case delivered(ReminderNotice, channel: ReminderChannelKind, ReminderDelivery)
    /// An attempt at a delivery failed and will be tried again.
    case retrying(ReminderNotice, channel: ReminderChannelKind, ReminderDeliveryAttempt)
    /// Reminders missed by more than the grace period (a sleep, a stop) were dropped.
    case dropped(count: Int)
    /// The person chose an action on a notice, and this is what it did.
    case acted(ReminderNotice, ReminderAction, ReminderActionOutcome)
    /// Looking at the schedule or an action failed (the store could not be read…); the service
    /// goes on.
    case failed(AppError)
}
