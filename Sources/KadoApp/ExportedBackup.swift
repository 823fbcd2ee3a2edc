import Foundation
import KadoBackup
import KadoCore

/// A backup written by ``Tracker/exportBackup(format:appVersion:)``: its bytes, what it holds,
/// what its format could not carry and what the database holds that no backup may carry.
public struct ExportedBackup: Sendable {
    /// JSON or CSV.
    public let format: BackupFormat
    /// The file's bytes.
    public let data: Data
    /// How many habits it holds (archived ones too).
    public let habitCount: Int
    /// How many records it holds.
    public let recordCount: Int
    /// What the format cannot carry (CSV: skips, units, …); empty for JSON.
    public let notCarried: [ExportOmission]
    /// Records and skips stored on days outside ``LogicalDay/supported`` (written by an older
    /// version), left out so that the backup imports back; ``Tracker/removeUnsupportedRecords()``
    /// removes them from the database.
    public let leftOut: [UnsupportedRecord]
}

/// Something the database holds that a CSV backup cannot carry, and how much of it: the CSV
/// writer's own account (``CSVOmission``), under the name front ends use without importing the
/// backup codecs.
public typealias ExportOmission = CSVOmission

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

/// What ``Tracker/exportBackup(format:appVersion:into:)`` wrote: how much, what it holds, what its
/// format could not carry and what the database holds that no backup may carry.
public struct ExportSummary: Sendable {
    /// JSON or CSV.
    public let format: BackupFormat
    /// The size of the file written.
    public let byteCount: Int
    /// How many habits it holds (archived ones too).
    public let habitCount: Int
    /// How many records it holds.
    public let recordCount: Int
    /// What the format cannot carry (CSV: skips, units, …); empty for JSON.
    public let notCarried: [ExportOmission]
    /// Records and skips stored on days outside ``LogicalDay/supported``, left out.
    public let leftOut: [UnsupportedRecord]
}
