import Foundation
import KadoBackup

/// Why a file cannot be read as a backup, before anything is compared or written: the front end
/// names the file and phrases ``problem`` in the person's language.
public struct BackupFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Problem: Equatable, Sendable {
        /// The file cannot be read (missing, a folder, no permission).
        case cannotRead
        /// It holds nothing but blank space.
        case empty
        /// It is larger than a backup may be; both sizes in bytes.
        case tooLarge(bytes: Int, limit: Int)
        /// It is neither a Kadō backup (JSON or CSV) nor a Loop Habit Tracker database.
        case unknownFormat
        /// It is in `format` but cannot be decoded; `detail` is the reader's English account
        /// (the line, the field, the value).
        case undecodable(format: BackupFormat, detail: String)
    }

    /// What is wrong with the file.
    public let problem: Problem

    /// An error for `problem`.
    public init(_ problem: Problem) {
        self.problem = problem
    }

    /// Whether the file could not be read at all (an I/O failure) rather than read and refused.
    public var isReadFailure: Bool { problem == .cannotRead }

    /// In English, following the file's name (`backup.json: is empty: …`).
    public var description: String {
        switch problem {
        case .cannotRead: "cannot be read"
        case .empty: "is empty: there is nothing in it to import"
        case .tooLarge(let bytes, let limit):
            "is \(BackupLimits.grouped(bytes)) bytes, larger than the \(BackupLimits.describe(bytes: limit)) a backup may be"
        case .unknownFormat: "is neither a Kadō backup (JSON or CSV) nor a Loop Habit Tracker database"
        case .undecodable(_, let detail): detail
        }
    }
}
