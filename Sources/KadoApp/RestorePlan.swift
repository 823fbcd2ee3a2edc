import Foundation
import KadoCore

/// A restore worked out and not yet applied (``Tracker/restorePlan(fileAt:)``): the import
/// summary of what the file brings, and what the database holds that the file does not, which
/// the restore removes. Applying it (``Tracker/restore(_:)``) makes the database hold exactly
/// the file's habits, records, skips, reminders and settings.
public struct RestorePlan: Sendable {
    /// The file, as given.
    public let path: String
    /// What the file brings: new and changed habits and records, the settings.
    public let summary: ImportSummary
    /// The habits here the file does not hold (removed with their records), by name, in order.
    public let removedHabits: [String]
    /// The records of the habits the file holds that the file does not.
    public let removedRecords: Int
    /// The skips of the habits the file holds that the file does not.
    public let removedSkips: Int
    /// Whether the habits' order differs from the file's.
    public let reorders: Bool
    /// The import prepared from the file.
    let prepared: PreparedImport

    /// Whether applying it changes anything.
    public var changesAnything: Bool {
        summary.changesAnything || !removedHabits.isEmpty || removedRecords > 0 || removedSkips > 0 || reorders
    }
}
