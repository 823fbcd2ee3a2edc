import Foundation
import KadoCore

/// What a first pass over a Kadō CSV backup keeps of it so that an import reads it as it parses
/// (``BackupIndex``): the whole file checked as ``KadoCSVBackup/decode(_:timeZone:limits:)`` checks
/// it (the same errors, naming the same line, column and value, first one first), its habits,
/// and where each habit's rows are — never its records. An import then reads one habit's records
/// at a time (``KadoCSVRecordReader``), so that its memory follows the largest habit and the list
/// of habits, not the file.
///
/// ## Where a habit's rows are
/// Kadō writes a habit's rows one after another, but a CSV edited in a spreadsheet may give them
/// in any order, the rows of several habits interleaved. Each habit keeps the stretches of
/// consecutive rows that are its own: the byte offset and line of the first and how many rows
/// follow (16 bytes each). A file as Kadō writes it has one stretch a habit, so the index holds
/// the habits and not the rows; a file whose habits alternate row by row has one stretch a row,
/// and the index then grows with the rows (16 bytes each), still far below the records
/// themselves, and its habits' records are read by moving to each stretch in turn.
///
/// ## Repeated ids
/// A repeated `completion_id` keeps its first row (as a reader of the whole file does). The
/// first pass keeps 8 bytes of each id, sorted once it is over; only when two are equal (a
/// repeat, or two ids that share those bytes) is the file read again, holding the ids whose bytes
/// are shared, to find the rows that repeat one, which every reader then passes over.
///
/// A file is known by its bytes (``identity``): a reader refuses to open it once it changed.
public struct KadoCSVBackupIndex: BackupIndex {
    /// The habits, in the file's order, as read (text a field may not hold not yet replaced),
    /// numbered for sorting in the order they first appear.
    public let habits: [Habit]
    /// What the file carries of each habit (``BackupCoverage/kadoCSV``).
    public let coverage: [UUID: BackupCoverage]
    /// The records the file holds (a repeated id counted once), all habits together.
    public let recordCount: Int
    /// The file's size, time and hash when it was read; `nil` for bytes in memory.
    public let identity: BackupFileIdentity?
    /// Each habit's positions in the order of ``habits``.
    let places: [KadoCSVHabitPlace]
    /// The byte offsets of the rows that repeat an earlier row's `completion_id` (passed over).
    let repeatedRows: Set<Int>
    let origin: BackupOrigin
    let timeZone: TimeZone

    /// Kadō CSV.
    public var format: BackupFileFormat { .csv }

    /// The habits and their coverage; a Kadō CSV carries no settings nor reminders list.
    public var habitContents: BackupContents {
        BackupContents(habits: habits, coverage: coverage)
    }

    /// `nil`: a Kadō CSV does not say when it was written.
    public var exportedAt: Date? { nil }

    /// 0: a Kadō CSV carries no skips.
    public var skipCount: Int { 0 }

    /// The habits with records in the order of their first record in the file, then the others
    /// in the file's order.
    public let readingOrder: [Int]

    /// The number of records of the habit at `index` of ``habits`` (and 0 skips).
    public func counts(ofHabitAt index: Int) -> (completions: Int, skips: Int) {
        (places[index].completionCount, 0)
    }

    /// A reader of each habit's records, on the same bytes (``BackupIndex/recordReader(checkingHash:)``).
    /// - Complexity: O(n) in the file's size when `checkingHash`; O(1) otherwise.
    public func recordReader(checkingHash: Bool) -> (any BackupRecordReader)? {
        guard var source = origin.source(matching: identity, checkingHash: checkingHash) else { return nil }
        // Each stretch of rows is a jump: a small window, so that a file whose habits alternate
        // row by row costs a few KiB a row, not a megabyte.
        source.windowSize = KadoCSVRecordReader.windowSize
        return KadoCSVRecordReader(
            reader: CSVStreamReader(source: source, skippingBlankLines: true), habits: habits, places: places,
            repeatedRows: repeatedRows, boundary: DayBoundary(timeZone: timeZone))
    }

    /// Checks the whole of `source` and keeps what an import reads first.
    /// - Throws: as ``KadoCSVBackup/decode(_:timeZone:limits:)``, the same error for the same
    ///   file.
    /// - Complexity: O(n) in the file's size, read three times (syntax and counts, values, hash)
    ///   and once more when two ids share their 8 bytes; memory O(its habits and their
    ///   stretches) plus 8 bytes a record while it is read.
    static func read(
        _ source: BackupByteSource, origin: BackupOrigin, timeZone: TimeZone, limits: BackupLimits
    ) throws(BackupError) -> KadoCSVBackupIndex {
        let rowsWithRecords = try KadoCSVDecoding.check(source, limits: limits)
        var state = KadoCSVDecoding.State(boundary: DayBoundary(timeZone: timeZone))
        var places: [KadoCSVHabitPlace] = []
        var keys: [UInt64] = []
        keys.reserveCapacity(rowsWithRecords)
        var previousHabit = -1
        try KadoCSVDecoding.forEachRow(source) { row, offset throws(BackupError) in
            let (habit, fields) = try state.read(row)
            if habit == places.count { places.append(KadoCSVHabitPlace()) }
            if habit == previousHabit, let last = places[habit].stretches.indices.last {
                places[habit].stretches[last].rows += 1
            } else {
                places[habit].stretches.append(
                    .init(offset: offset, line: Int32(truncatingIfNeeded: row.line), rows: 1))
            }
            previousHabit = habit
            guard let fields else { return }
            let key = KadoCSVDecoding.key(of: fields.id)
            do throws(BackupError) {
                try state.check(state.completion(fields, habit: habit), row: row, habit: habit)
            } catch {
                // A row that repeats an earlier id is passed over before its rules are checked.
                guard keys.contains(key), try Self.isRepeated(fields.id, before: offset, in: source) else {
                    throw error
                }
            }
            keys.append(key)
            places[habit].completionCount += 1
            if places[habit].firstRecord == nil { places[habit].firstRecord = offset }
        }
        keys.sort()
        var repeatedKeys = Set<UInt64>()
        for index in keys.indices.dropFirst() where keys[index] == keys[index - 1] { repeatedKeys.insert(keys[index]) }
        keys = []
        let habits = state.contents.habits
        let repeatedRows =
            repeatedKeys.isEmpty
            ? [] : try Self.repeatedRows(in: source, sharing: repeatedKeys, habits: habits, places: &places)
        // Hashed once the file is known sound: its size and time are those it had when it was
        // opened, so a change while it was read shows as well.
        var hashed = source
        let identity: BackupFileIdentity? =
            if case .file = origin { BackupFileIdentity(source: &hashed) } else { nil }
        let withRecords = places.indices.filter { places[$0].completionCount > 0 }
            .sorted { (places[$0].firstRecord ?? 0) < (places[$1].firstRecord ?? 0) }
        let withoutRecords = places.indices.filter { places[$0].completionCount == 0 }
        return KadoCSVBackupIndex(
            habits: habits, coverage: state.contents.coverage,
            recordCount: places.reduce(0) { $0 + $1.completionCount }, identity: identity, places: places,
            repeatedRows: repeatedRows, origin: origin, timeZone: timeZone, readingOrder: withRecords + withoutRecords)
    }

    /// Whether a row of `source` before byte `offset` has the `completion_id` `id`: read again
    /// from the start (only a record that breaks a rule, whose 8 bytes an earlier id shares,
    /// asks).
    private static func isRepeated(_ id: UUID, before offset: Int, in source: BackupByteSource) throws(BackupError)
        -> Bool
    {
        var reader = CSVStreamReader(source: source, skippingBlankLines: true)
        var isHeader = true
        while let record = try next(&reader), reader.recordStart < offset {
            if isHeader {
                isHeader = false
                continue
            }
            if KadoCSVRecordReader.recordID(of: record) == id { return true }
        }
        return false
    }

    /// The rows of `source` that repeat the `completion_id` of an earlier row, among those whose
    /// id's 8 bytes are in `keys`; each repeat taken off its habit's count in `places`, and each
    /// habit's first record found again.
    private static func repeatedRows(
        in source: BackupByteSource, sharing keys: Set<UInt64>, habits: [Habit], places: inout [KadoCSVHabitPlace]
    ) throws(BackupError) -> Set<Int> {
        let habitIndex = Dictionary(habits.enumerated().map { ($0.element.id, $0.offset) }) { first, _ in first }
        for index in places.indices { places[index].firstRecord = nil }
        var seen = Set<UUID>()
        var repeated = Set<Int>()
        var reader = CSVStreamReader(source: source, skippingBlankLines: true)
        var isHeader = true
        while let record = try next(&reader) {
            if isHeader {
                isHeader = false
                continue
            }
            guard let id = KadoCSVRecordReader.recordID(of: record),
                let habit = UUID(uuidString: record.fields[KadoCSVDecoding.Column.habitID.rawValue])
                    .flatMap({ habitIndex[$0] })
            else { continue }
            if keys.contains(KadoCSVDecoding.key(of: id)), !seen.insert(id).inserted {
                repeated.insert(reader.recordStart)
                places[habit].completionCount -= 1
                continue
            }
            if places[habit].firstRecord == nil { places[habit].firstRecord = reader.recordStart }
        }
        return repeated
    }

    /// The next record of `reader`, its syntax errors those of the file.
    private static func next(_ reader: inout CSVStreamReader) throws(BackupError) -> CSVRecord? {
        do {
            return try reader.next()
        } catch {
            throw KadoCSVDecoding.syntaxError(error)
        }
    }
}
