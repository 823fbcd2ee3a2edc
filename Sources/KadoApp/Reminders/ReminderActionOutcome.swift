import Foundation
import KadoCore
import KadoStore

/// What a notification's action did.
public enum ReminderActionOutcome: Hashable, Sendable {
    /// *Done* checked the habit in (through ``CheckInUseCases/checkIn(_:habit:day:in:)``).
    case checkedIn(CheckInResult)
    /// *Snooze* put the reminder off until `until`.
    case snoozed(until: Date)
}
