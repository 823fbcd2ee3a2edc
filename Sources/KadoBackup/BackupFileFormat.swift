import Foundation
import KadoCore

/// The formats Kadō reads and writes.
public enum BackupFileFormat: String, CaseIterable, Sendable {
    /// Kadō's JSON backup: lossless.
    case json
    /// Kadō's 16-column CSV backup, for Kadō and spreadsheets.
    case csv
    /// A Loop Habit Tracker database backup (read only).
    case loop
    /// HabitBull's CSV export (read only).
    case habitBull
    /// Loop Habit Tracker's CSV export: its zip archive, or the folder it unpacks to (read only).
    case loopCSV
    /// Rewire's Android database (read only).
    case rewire
    /// Tickmate's Android database (read only).
    case tickmate
    /// A spreadsheet a person made, saved as CSV: a date and a habit column at least (read only).
    case spreadsheet

    /// The format of `data`, from its content: JSON starts with `{`; an SQLite database is Loop's,
    /// Rewire's or Tickmate's by the tables it holds; a Kadō CSV and a HabitBull export have their
    /// header lines, checked before a spreadsheet's (a header naming a date and a habit column, or
    /// any first line of two fields or more, whose reader then says which columns it expected).
    /// `nil` when it is none of these.
    public static func detect(_ data: Data) -> BackupFileFormat? {
        var bytes = data.prefix(64)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.starts(with: Array("SQLite format 3\0".utf8)) { return ForeignDatabaseCopy.format(of: data) }
        guard let first = bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else { return nil }
        if first == UInt8(ascii: "{") { return .json }
        if bytes.starts(with: Array("format_version,".utf8)) { return .csv }
        if HabitBullCSVReader.hasHeader(bytes) { return .habitBull }
        if LoopCSVExportReader.isExport(data) { return .loopCSV }
        if SpreadsheetCSVReader.looksLikeTable(data) { return .spreadsheet }
        return nil
    }
}
