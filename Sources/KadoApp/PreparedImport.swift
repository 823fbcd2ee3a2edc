import Foundation
import KadoBackup
import KadoCore

/// An import worked out against the database and not applied yet: the summary a front end
/// shows, and the plan behind it. ``BackupUseCases/importBackup(_:)`` applies exactly this plan when
/// the database has not changed since it was made, and works it out again otherwise.
public struct PreparedImport: Sendable {
    /// The file being imported, as read.
    public let file: BackupFile
    /// Its contents with the text fields may not hold replaced: what the plan imports. For a
    /// file read as it parses (``BackupFile/streamed``), its habits alone: the plan holds its
    /// counts and what it decided of the habits, and its records are read from the file again,
    /// a habit at a time, when it is applied (the file known by its size, time and hash:
    /// ``BackupIndex/identity``).
    let contents: BackupContents
    /// What becomes of the file's new habits named like a habit here.
    public let nameMatches: NameMatchChoice
    /// Whether what changed here after the file is kept or reverted.
    public let mode: ImportMode
    /// What applying it changes, as planned (``ImportSummary/isDryRun`` is true).
    public let summary: ImportSummary
    /// The plan the summary describes.
    let plan: ImportPlan
    /// Names and notes of the file whose characters are replaced.
    let replacedText: [ImportSummary.LeftOut]
    /// The database the plan was made against.
    let databasePath: String
    /// The database's last change stamp when the plan was made.
    let changeStamp: String?

    /// Everything the import brings, its records and skips too, with the text fields may not
    /// hold replaced: ``contents``, or for a file read as it parses, every habit's records read
    /// from it (what a restore that replaces the database compares with it).
    /// - Complexity: O(the file's records), in memory too.
    func wholeContents() throws(AppError) -> BackupContents {
        guard file.streamed != nil else { return contents }
        return BackupUseCases.replacingForbiddenText(in: try file.wholeContents()).0
    }

    /// The ids of the file's habits that are merged into a habit here of the same name.
    public var mergedHabits: Set<UUID> {
        Set(summary.nameMatches.filter(\.isMerged).map(\.incomingID))
    }
}
