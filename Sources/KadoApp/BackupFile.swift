import Foundation
import KadoBackup
import KadoCore

/// A backup file read and decoded, not imported yet: what ``Tracker/importPlan(_:nameMatches:)``
/// works out against the database. Made by ``Tracker/readBackup(fileAt:)`` or
/// ``Tracker/readBackup(_:)``.
public struct BackupFile: Sendable {
    /// The format it was read as.
    public let format: BackupFormat
    /// What it holds.
    let contents: BackupContents

    /// The file's habits, in its order (archived ones too).
    public var habits: [Habit] { contents.habits }

    /// A file of `format` holding `contents` (for tests and tools that build contents in code).
    public init(contents: BackupContents, format: BackupFormat) {
        self.contents = contents
        self.format = format
    }
}
