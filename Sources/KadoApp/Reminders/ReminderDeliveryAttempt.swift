import Foundation
import KadoCore

/// One failed attempt at a delivery that will be tried again.
public struct ReminderDeliveryAttempt: Hashable, Sendable {
    /// Which attempt failed (1 for the first).
    public let number: Int
    /// Why it failed (`HTTP 500`, `timed out`).
    public let reason: String
    /// How long until the next attempt, in seconds.
    public let retryIn: TimeInterval

    /// An attempt's account.
    public init(number: Int, reason: String, retryIn: TimeInterval) {
        self.number = number
        self.reason = reason
        self.retryIn = retryIn
    }
}
