import Foundation
import KadoBackup
import KadoCore

/// What ``BackupUseCases/exportBackup(format:appVersion:into:)`` wrote: how much, what it holds, what its
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
