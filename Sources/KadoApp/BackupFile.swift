import Foundation
import KadoBackup
import KadoCore

/// A backup file read and decoded, not imported yet: what ``BackupUseCases/importPlan(_:nameMatches:)``
/// works out against the database. Made by ``BackupUseCases/readBackup(fileAt:)`` or
/// ``BackupUseCases/readBackup(_:)``.
public struct BackupFile: Sendable {
    /// The format it was read as.
    public let format: BackupFormat
    /// What it holds: for a Kadō JSON or CSV file read as it parses (``streamed``), its habits,
    /// settings, reminders and coverage only, never its records.
    let contents: BackupContents
    /// A Kadō JSON or CSV file checked whole and read a habit at a time when imported (its
    /// records stay in the file): the import's memory follows its largest habit, not the file.
    let streamed: (any BackupIndex)?
    /// The file's path, when it was read from one (what an import reads again, and reads again
    /// whole if it changed meanwhile).
    let path: String?
    /// What another app's file says that the contents do not hold as such (descriptions,
    /// categories, values left out) and the choices its reader made where the file says nothing:
    /// the summary shows them. Empty for Kadō's own files and Loop's database.
    public let remarks: [ImportRemark]
    /// When the file says it was written (a Kadō JSON backup's `exportedAt`); `nil` when it does
    /// not say (Kadō's CSV, other apps' files). A row changed or deleted here at or after this
    /// instant is newer than the file (``ImportMode``).
    public let writtenAt: Date?

    /// Everything the file holds, its records and skips too: ``contents``, or for a file read as
    /// it parses, every habit's records read from it again.
    /// - Throws: ``AppError/backupFile(_:)`` when the file changed or can no longer be read.
    /// - Complexity: O(the file's records), in memory too.
    func wholeContents() throws(AppError) -> BackupContents {
        guard let streamed else { return contents }
        let read: BackupContents?
        do {
            read = try streamed.contents()
        } catch {
            throw .backupFile(BackupFileError(.undecodable(format: format, detail: .init(error))))
        }
        guard let read else { throw .backupFile(BackupUseCases.fileChanged) }
        return read
    }

    /// The file's habits, in its order (archived ones too).
    public var habits: [Habit] { contents.habits }

    /// A file of `format` holding `contents` (for tests and tools that build contents in code),
    /// written at `writtenAt` when it says so.
    public init(contents: BackupContents, format: BackupFormat, remarks: [ImportRemark] = [], writtenAt: Date? = nil) {
        self.contents = contents
        self.format = format
        self.remarks = remarks
        self.writtenAt = writtenAt
        self.streamed = nil
        self.path = nil
    }

    /// The Kadō JSON or CSV file `index` describes, read at `path` (`nil` for bytes in memory).
    init(streamed index: any BackupIndex, path: String?) {
        self.contents = index.habitContents
        self.format = BackupFormat(index.format)
        self.remarks = []
        self.writtenAt = index.exportedAt
        self.streamed = index
        self.path = path
    }
}

/// A remark on another app's file (``BackupFile/remarks``): what is not imported as the file says
/// it, or a choice made where the file says nothing.
public typealias ImportRemark = KadoBackup.ImportRemark

/// The order of a date's parts in another app's file or a spreadsheet (`--date-format`).
public typealias DateOrder = KadoBackup.DateOrder
