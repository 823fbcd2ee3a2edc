import Foundation
import KadoBackup

/// The formats of the files Kadō reads (all of them) and writes (JSON and CSV), as front ends
/// name them: which reader or writer runs is the application layer's business.
public enum BackupFormat: String, CaseIterable, Hashable, Sendable {
    /// Kadō's JSON backup: lossless.
    case json
    /// Kadō's 16-column CSV backup, for Kadō and spreadsheets: it cannot carry everything
    /// (``ExportedBackup/notCarried``).
    case csv
    /// A Loop Habit Tracker database backup (read only).
    case loop
    /// HabitBull's CSV export (read only).
    case habitBull = "habitbull"
    /// Loop Habit Tracker's CSV export, zipped or unpacked (read only).
    case loopCSV = "loopcsv"
    /// Rewire's Android database (read only).
    case rewire
    /// Tickmate's Android database (read only).
    case tickmate
    /// A spreadsheet a person made, saved as CSV (read only).
    case spreadsheet

    /// The format of `data`, from its content (JSON starts with `{`, an SQLite database is Loop's,
    /// Rewire's or Tickmate's by its tables, a Kadō CSV, a HabitBull export and a spreadsheet by
    /// their header line); `nil` when it is none of these.
    public static func detect(_ data: Data) -> BackupFormat? {
        BackupFileFormat.detect(data).map(BackupFormat.init)
    }

    /// Whether Kadō writes backups in this format (``BackupUseCases/exportBackup(format:appVersion:)``).
    public var isWritten: Bool { self == .json || self == .csv }

    /// The format the readers and writers name so.
    init(_ format: BackupFileFormat) {
        switch format {
        case .json: self = .json
        case .csv: self = .csv
        case .loop: self = .loop
        case .habitBull: self = .habitBull
        case .loopCSV: self = .loopCSV
        case .rewire: self = .rewire
        case .tickmate: self = .tickmate
        case .spreadsheet: self = .spreadsheet
        }
    }
}
