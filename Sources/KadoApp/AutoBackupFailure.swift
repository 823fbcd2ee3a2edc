import Foundation
import KadoCore

/// The last automatic backup that could not be written, kept beside the database
/// (`kado.backup-status.json`) until a backup is written again: what the Settings page and
/// `kado backup list` show.
public struct AutoBackupFailure: Codable, Hashable, Sendable {
    /// The logical day whose backup it was.
    public var day: LogicalDay
    /// When it was tried.
    public var at: Date
    /// Why it failed.
    public var error: AutoBackupError
}
