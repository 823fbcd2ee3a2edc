import Foundation
import KadoBackup
import KadoCore

/// A record or a skip stored on a day outside ``LogicalDay/supported``, which an older version
/// accepted: no backup carries it (it would not import back), and it can be removed.
public struct UnsupportedRecord: Hashable, Sendable {
    /// A record or a skip.
    public enum Kind: String, Hashable, Sendable {
        /// A record (a completion).
        case record
        /// A skip or a pause.
        case skip
    }

    /// A record or a skip.
    public let kind: Kind
    /// Its habit.
    public let habitID: UUID
    /// Its habit's name (its id when the habit is gone).
    public let habitName: String
    /// Its day (a skip's first day).
    public let day: LogicalDay
    /// A skip's last day (`nil` for a record or a one-day skip).
    public let lastDay: LogicalDay?
    /// Its id.
    let id: UUID
}
