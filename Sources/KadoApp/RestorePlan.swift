import Foundation
import KadoCore

/// A restore worked out and not yet applied (``BackupUseCases/restorePlan(fileAt:mode:)``).
///
/// By default (``ImportMode/merge``) a restore brings back what the file holds and the database
/// lacks, and changes nothing newer: it is an import of the file that keeps every later change.
/// With ``ImportMode/replace`` it makes the database hold exactly the file's habits, records,
/// skips, reminders and settings: what the database holds that the file does not is removed, and
/// what changed since is reverted, on every device that syncs with this one (``lost``,
/// ``reach``). Applying it (``BackupUseCases/restore(_:)``) does one or the other.
public struct RestorePlan: Sendable {
    /// The file, as given.
    public let path: String
    /// Whether later changes are kept (the default) or the database is put back to the file.
    public let mode: ImportMode
    /// What the file brings: new and changed habits and records, the settings; in a merge, what
    /// changed here after the file and is kept (``ImportSummary/laterChanges``).
    public let summary: ImportSummary
    /// The habits here the file does not hold (removed with their records), by name, in order;
    /// none in a merge.
    public let removedHabits: [String]
    /// The records of the habits the file holds that the file does not; none in a merge.
    public let removedRecords: Int
    /// The skips of the habits the file holds that the file does not; none in a merge.
    public let removedSkips: Int
    /// Whether the habits' order becomes the file's (a replace only).
    public let reorders: Bool
    /// In a replace, everything here that it deletes or reverts: records (check-ins and notes),
    /// skips, habits and settings that differ from the file or that it lacks, and the
    /// deletions made since that it undoes. Empty in a merge.
    public let lost: ImportSummary.LaterChanges
    /// The devices the restore reaches: this one, and every device that syncs with it.
    public let reach: SyncReach
    /// The import prepared from the file.
    let prepared: PreparedImport

    /// When the file says it was written (`exportedAt`).
    public var fileWrittenAt: Date? { prepared.file.writtenAt }

    /// Whether applying it changes anything.
    public var changesAnything: Bool {
        summary.changesAnything || !removedHabits.isEmpty || removedRecords > 0 || removedSkips > 0 || reorders
    }
}
