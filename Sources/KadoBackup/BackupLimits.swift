/// How large a backup may be, and how many habits a database may hold: sizes no real history
/// reaches, which keep an import's memory and the widget snapshot bounded.
///
/// Why these numbers:
/// - The benchmarks' largest matrix, L (1,000 habits × 10 years: 2,670,174 records and 7,812
///   skips; its export is 450 MiB of JSON or 481 MiB of CSV, see BENCHMARKS.md), is the volume
///   Kadō is built and measured for, and imports; every limit sits above it with room to spare.
///   A person with 50 habits for 30 years writes about 550,000 records and a 95 MiB JSON file.
/// - ``fileBytes`` bounds the time an import takes and, for the formats read whole, its memory:
///   a Kadō JSON or CSV backup is read as it streams, a window of the file at a time, checked
///   whole by a first pass that keeps its habits and where each habit's records are, then
///   imported a habit at a time (``BackupIndex``), so that its memory follows its largest habit,
///   not its size; another app's file is read whole (or, for a Loop database, copied to a
///   temporary file). 1 GiB is twice L's CSV.
/// - ``records`` (records and skips in one file) bounds the decoded contents (a record takes about
///   100 bytes decoded, with what an import keeps beside it): 5,000,000 is almost twice L.
/// - ``archiveBytes`` bounds what a zip archive (Loop's CSV export) may hold once inflated, and
///   the archive itself: a few megabytes of zip can declare, or inflate to, gigabytes, so the
///   bytes really inflated are counted as they come and reading stops at the limit. Loop's export
///   of 100 habits over 10 years is about 12 MB of CSV; 128 MiB is ten times that, and keeps an
///   import of any archive to a few hundred MiB of memory.
/// - ``habits`` bounds every screen and the widget snapshot, which hold every habit: Today, the
///   status bar and Overview stay quick at L's 1,000 habits; 2,000 is twice that. It counts every
///   habit of the database, archived ones too, and applies to creating a habit as well.
public struct BackupLimits: Hashable, Sendable {
    /// The largest backup file read, in bytes (a Loop database with its `-wal` file).
    public var fileBytes: Int
    /// The most records and skips one file may hold, together.
    public var records: Int
    /// The most habits a database may hold, archived ones included (after an import, too).
    public var habits: Int
    /// The most bytes a zip archive may be, and the most its entries read may inflate to,
    /// together (Loop's CSV export, zipped or unpacked).
    public var archiveBytes: Int

    /// Limits from their parts (tests use small ones; the product uses ``standard``).
    public init(
        fileBytes: Int = Self.standard.fileBytes, records: Int = Self.standard.records,
        habits: Int = Self.standard.habits, archiveBytes: Int = Self.standard.archiveBytes
    ) {
        self.fileBytes = fileBytes
        self.records = records
        self.habits = habits
        self.archiveBytes = archiveBytes
    }

    private init(standardFileBytes: Int, records: Int, habits: Int, archiveBytes: Int) {
        self.fileBytes = standardFileBytes
        self.records = records
        self.habits = habits
        self.archiveBytes = archiveBytes
    }

    /// The limits Kadō enforces: 1 GiB per file, 5,000,000 records and skips, 2,000 habits,
    /// 128 MiB in a zip archive.
    public static let standard = BackupLimits(
        standardFileBytes: 1 << 30, records: 5_000_000, habits: 2_000, archiveBytes: 128 << 20)

    /// `1 GiB`, `64 MiB`, `900 bytes`: a size as messages give it.
    public static func describe(bytes: Int) -> String {
        let units: [(Int, String)] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
        for (size, name) in units where bytes >= size {
            let value = Double(bytes) / Double(size)
            let shown = value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)
            return "\(shown) \(name)"
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }

    /// `5,000,000`: a count with its thousands grouped, whatever the locale.
    public static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return count < 0 ? "-" + text : text
    }

    /// The error for a file of `size` bytes, larger than ``fileBytes``.
    func fileTooLarge(_ size: Int, format: BackupFileFormat?) -> BackupError {
        BackupError(
            .tooLarge, format: format,
            problem: .fileTooLarge(bytes: size, limit: fileBytes))
    }

    /// The error for a file holding more than ``records`` records and skips.
    func tooManyRecords(_ count: Int, format: BackupFileFormat, line: Int? = nil, field: String? = nil) -> BackupError {
        BackupError(
            .tooLarge, format: format, line: line, field: field,
            problem: .tooManyRecords(count, limit: records))
    }

    /// The error for a file holding more than ``habits`` habits.
    func tooManyHabits(_ count: Int, format: BackupFileFormat, line: Int? = nil, field: String? = nil) -> BackupError {
        BackupError(
            .tooLarge, format: format, line: line, field: field,
            problem: .tooManyHabits(count, limit: habits))
    }

    /// Refuses `size` bytes when it is more than ``fileBytes``.
    func checkFileSize(_ size: Int, format: BackupFileFormat?) throws(BackupError) {
        if size > fileBytes { throw fileTooLarge(size, format: format) }
    }
}
