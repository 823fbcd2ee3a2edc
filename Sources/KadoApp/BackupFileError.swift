import Foundation
import KadoBackup
import KadoSync

/// Why a file cannot be read as a backup, before anything is compared or written: the front end
/// names the file and phrases ``problem`` in the person's language.
public struct BackupFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Problem: Equatable, Sendable {
        /// The file cannot be read (missing, a folder, no permission), in the system's words.
        case cannotRead(SystemFailure)
        /// The path names something that is not a file (a named pipe, a device, a socket),
        /// refused before it is read: a FIFO would be waited on for ever, `/dev/null` holds nothing.
        case notAFile(StoreFileKind)
        /// It holds nothing but blank space.
        case empty
        /// It is larger than a backup may be; both sizes in bytes.
        case tooLarge(bytes: Int, limit: Int)
        /// It is none of the formats Kadō reads (``BackupFormat``).
        case unknownFormat
        /// It is in `format` but cannot be decoded; `detail` says where and what.
        case undecodable(format: BackupFormat, detail: Detail)
        /// It changed while an import read it a habit at a time, and again when it was read
        /// anew (written meanwhile, twice): nothing was imported.
        case changedWhileRead
    }

    /// Where a backup's reader stopped, and why: the line, the field or column, and the problem
    /// as a value (``BackupProblem``) front ends phrase.
    public struct Detail: Hashable, Sendable, CustomStringConvertible {
        /// The format the reader named (the file's, or `nil` when it named none).
        public let format: BackupFormat?
        /// The 1-based line, when known.
        public let line: Int?
        /// The field (a JSON path, a Loop column) or the CSV column, when known.
        public let field: String?
        /// Whether ``field`` is a CSV column.
        public let isColumn: Bool
        /// What is wrong.
        public let problem: BackupProblem

        /// A detail from its parts.
        public init(
            format: BackupFormat?, line: Int? = nil, field: String? = nil, isColumn: Bool = false,
            problem: BackupProblem
        ) {
            self.format = format
            self.line = line
            self.field = field
            self.isColumn = isColumn
            self.problem = problem
        }

        /// The detail of a reader's error.
        init(_ error: BackupError) {
            self.init(
                format: error.format.map(BackupFormat.init), line: error.line, field: error.field,
                isColumn: error.fieldIsColumn, problem: error.problem)
        }

        /// `Kadō CSV, line 12, column value: "abc" is not a number`, as the reader says it.
        public var description: String {
            BackupError.describe(
                format: format.map(Self.fileFormat), line: line, field: field,
                isColumn: isColumn, problem: problem)
        }

        /// The reader's name for `format` (whose raw values differ for HabitBull and Loop's CSV
        /// export: matching them by raw value lost those formats' names in English).
        static func fileFormat(_ format: BackupFormat) -> BackupFileFormat {
            switch format {
            case .json: .json
            case .csv: .csv
            case .loop: .loop
            case .habitBull: .habitBull
            case .loopCSV: .loopCSV
            case .rewire: .rewire
            case .tickmate: .tickmate
            case .spreadsheet: .spreadsheet
            }
        }
    }

    /// What is wrong with the file.
    public let problem: Problem

    /// An error for `problem`.
    public init(_ problem: Problem) {
        self.problem = problem
    }

    /// Whether the file could not be read at all (an I/O failure) rather than read and refused.
    public var isReadFailure: Bool {
        if case .cannotRead = problem { return true }
        if case .notAFile = problem { return true }
        return false
    }

    /// In English, following the file's name (`backup.json: is empty: …`).
    public var description: String {
        switch problem {
        case .cannotRead(let failure): "cannot be read: \(failure.words)"
        case .notAFile(let kind): "is \(kind.description), not a file: choose a backup file"
        case .empty: "is empty: there is nothing in it to import"
        case .tooLarge(let bytes, let limit):
            "is \(BackupLimits.grouped(bytes)) bytes, larger than the \(BackupLimits.describe(bytes: limit)) a backup may be"
        case .unknownFormat:
            "is neither a Kadō backup (JSON or CSV), a Loop Habit Tracker database or CSV export, a HabitBull CSV "
                + "export, a Rewire or Tickmate database, nor a spreadsheet CSV (a header with a date and a habit column)"
        case .undecodable(_, let detail): detail.description
        case .changedWhileRead: "changed while it was read: import it again once nothing writes it"
        }
    }
}

/// What a backup's reader found wrong (``BackupFileError/Detail/problem``), by the name front ends
/// use for it.
public typealias BackupProblem = BackupError.Problem

/// What a value of a backup was expected to be (``BackupProblem/notExpected(shown:expected:)``).
public typealias BackupExpectedValue = BackupError.Expected

/// The kind of a JSON value a backup holds (``BackupProblem/wrongJSONKind(expected:found:shown:)``).
public typealias BackupJSONKind = BackupError.JSONKind

/// An item of a backup a problem is about (``BackupProblem/brokenRule(_:_:)``).
public typealias BackupItem = BackupError.Item

/// The kind of item an ID belongs to (``BackupProblem/duplicateID(_:id:earlier:)``).
public typealias BackupItemKind = BackupError.ItemKind

/// What a reader found where it did not belong (the end of the file, a character, a byte).
public typealias BackupUnexpected = BackupError.Unexpected

/// Where in JSON's grammar a parser stopped.
public typealias BackupJSONPlace = BackupError.JSONPlace

/// Why a text is not JSON (``BackupProblem/jsonSyntax(column:_:)``).
public typealias BackupJSONSyntax = BackupError.JSONSyntax

/// Why a text is not CSV (``BackupProblem/csvSyntax(_:)``).
public typealias BackupCSVSyntax = BackupError.CSVSyntax

/// Why a Loop database cannot be read (``BackupProblem/loopFile(_:)``).
public typealias BackupLoopFileProblem = BackupError.LoopFileProblem

/// A row of a Loop database Kadō cannot take (``BackupProblem/loopRow(_:)``).
public typealias BackupLoopRowProblem = BackupError.LoopRowProblem

/// A cell of a Loop database as a problem shows it.
public typealias BackupLoopValue = BackupError.LoopValue

/// What Loop stores in a column.
public typealias BackupLoopStorage = BackupError.LoopStorage

/// Why a zip archive or an unpacked folder cannot be read (``BackupProblem/archive(_:)``).
public typealias BackupArchiveProblem = KadoBackup.ArchiveProblem

/// Why contents cannot be written as a backup (``BackupProblem/notWritable(_:)``).
public typealias BackupWriteProblem = BackupError.WriteProblem
