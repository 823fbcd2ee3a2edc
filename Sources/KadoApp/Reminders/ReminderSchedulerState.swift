import Foundation
import KadoCore
import Synchronization

/// Who rings a database's reminders.
public enum ReminderSchedulerState: Hashable, Sendable {
    /// The scheduler of this process (`kado serve, pid 4242`).
    case here(holder: String)
    /// Another process holds them (`holder` as it said, empty when it did not).
    case elsewhere(holder: String)
    /// Nobody: no reminder rings until `kado serve` or `kado remind run` starts.
    case nowhere
    /// The lock file at `path` cannot be read (`reason`: the system's words).
    case unknown(path: String, reason: String)
}
