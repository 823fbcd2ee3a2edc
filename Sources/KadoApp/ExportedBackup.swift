import Foundation
import KadoBackup
import KadoCore

/// A backup written by ``BackupUseCases/exportBackup(format:appVersion:)``: its bytes, what it holds,
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
    /// version), left out so that the backup imports back; ``BackupUseCases/removeUnsupportedRecords()``
    /// removes them from the database.
    public let leftOut: [UnsupportedRecord]
}

/// Something the database holds that a CSV backup cannot carry, and how much of it: the CSV
/// writer's own account (``CSVOmission``), under the name front ends use without importing the
/// backup codecs.
public typealias ExportOmission = CSVOmission
