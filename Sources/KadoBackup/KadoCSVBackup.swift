import Foundation
import KadoCore

/// Kadō's 16-column CSV backup (Kadō 1.7+), both ways: for Kadō and for spreadsheets.
///
/// One row per record, the habit's fields repeated on each; a habit without records gets one row
/// whose four record columns are empty. RFC 4180 quoting, LF line endings, `value` and targets as
/// Swift's `Double` description (`1.0`, `600.0`), booleans `true`/`false`, instants as in the
/// JSON backup, text that looks like a spreadsheet formula written verbatim (as Kadō does).
///
/// The 16 columns cannot carry everything: the encoder returns what it left
/// out (skips and pauses, the order of habits, units, at-most limits, Loop schedules, the score
/// model, settings, the recording time of records written on another day, empty notes), and
/// writes Kadō's closest stand-ins, the same as in the JSON backup's Kadō-visible keys:
/// an at-most limit as a counter with the limit as target, Loop's "N times in D days" as the
/// nearest `days_per_week` (see ``KadoJSONBackup``), and a record's instant moved onto its
/// logical day when it was recorded on another one.
public enum KadoCSVBackup {
    /// The header, exactly as Kadō writes it.
    public static let columns = [
        "format_version", "habit_id", "habit_name", "frequency", "type", "created_at", "archived_at", "color",
        "icon", "reminders_enabled", "reminder_hour", "reminder_minute", "completion_id", "completion_date",
        "value", "note",
    ]

    /// Encodes `contents` as Kadō's CSV backup.
    ///
    /// - Parameters:
    ///   - contents: the habits and records to write.
    ///   - timeZone: the time zone in which Kadō will bucket each record's instant into a day.
    /// - Returns: the UTF-8 CSV, and what the 16 columns could not carry, one ``CSVOmission`` per
    ///   kind of thing (3 skips and pauses, the unit of 2 habits); empty when nothing was left out.
    public static func encode(_ contents: BackupContents, timeZone: TimeZone) -> (
        data: Data, omissions: [CSVOmission]
    ) {
        KadoCSVEncoding.encode(contents, timeZone: timeZone)
    }

    /// Decodes a Kadō CSV backup.
    ///
    /// LF and CRLF line endings, a leading UTF-8 byte order mark, blank lines and a trailing line
    /// break are accepted; booleans are read in any case. The first row of a habit gives its
    /// fields; a repeated `completion_id` keeps its first row. A record's logical day is the
    /// calendar day of its instant in `timeZone` (Kadō's midnight boundary); habits are numbered
    /// for sorting in the order they first appear.
    ///
    /// - Throws: ``BackupError`` of kind `unsupportedVersion` for a newer `format_version`, and
    ///   of kind `invalid` naming the line (1-based, header = 1, the line on which the row starts)
    ///   and, for a bad value, the column and the value: a wrong header, an empty file, a row
    ///   with the wrong number of columns, an unterminated quote, invalid UTF-8, a value that
    ///   cannot be read or that breaks one of KadoCore's rules (a day or an instant outside
    ///   ``LogicalDay/supported`` included); of kind `tooLarge` for a file over `limits` (the
    ///   most habits and records read, ``BackupLimits/standard``), its size checked before it is
    ///   read and its counts before any habit is.
    public static func decode(
        _ data: Data, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> BackupContents {
        try KadoCSVDecoding.decode(data, timeZone: timeZone, limits: limits)
    }

    /// Decodes the Kadō CSV backup at `path` as ``decode(_:timeZone:limits:)`` does, reading it a
    /// piece at a time: neither the file nor its rows are ever held, only what they decode to.
    /// - Returns: `nil` when the file cannot be opened (the caller says why).
    /// - Throws: as ``decode(_:timeZone:limits:)``.
    /// - Complexity: O(n) in the file's size, read twice; memory O(1) in it beyond the contents.
    public static func decode(
        fileAt path: String, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> BackupContents? {
        guard let source = BackupByteSource(fileAt: path) else { return nil }
        return try KadoCSVDecoding.decode(source: source, timeZone: timeZone, limits: limits)
    }

    /// Reads the Kadō CSV backup at `path` for an import that reads it as it parses: the whole
    /// file is checked as ``decode(_:timeZone:limits:)`` checks it, and only its habits and where
    /// each habit's rows are is kept (``KadoCSVBackupIndex``).
    /// - Returns: `nil` when the file cannot be opened (the caller says why).
    /// - Throws: as ``decode(_:timeZone:limits:)``, the same error for the same file.
    /// - Complexity: O(n) in the file's size, read three times (syntax and counts, values, hash);
    ///   memory O(its habits and the stretches of their rows) plus 8 bytes a record while it is
    ///   read.
    public static func index(
        fileAt path: String, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> KadoCSVBackupIndex? {
        guard let source = BackupByteSource(fileAt: path) else { return nil }
        return try KadoCSVBackupIndex.read(source, origin: .file(path: path), timeZone: timeZone, limits: limits)
    }

    /// ``index(fileAt:timeZone:limits:)`` of bytes in memory (an upload): they are kept, and
    /// each habit's records read from them when imported.
    /// - Throws: as ``decode(_:timeZone:limits:)``.
    public static func index(
        _ data: Data, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> KadoCSVBackupIndex {
        try KadoCSVBackupIndex.read(
            BackupByteSource(data: data), origin: .data(data), timeZone: timeZone, limits: limits)
    }
}
