import Foundation
import KadoCore

/// Reads the records of one habit of a Kadō CSV backup at a time, from the stretches of rows the
/// first pass (``KadoCSVBackupIndex``) found.
public struct KadoCSVRecordReader: BackupRecordReader {
    /// The bytes read at once: 16 KiB, about a hundred rows.
    static let windowSize = 1 << 14

    var reader: CSVStreamReader
    let habits: [Habit]
    let places: [KadoCSVHabitPlace]
    let repeatedRows: Set<Int>
    let boundary: DayBoundary

    /// The records of the habit at `index` of ``KadoCSVBackupIndex/habits``, in the file's order,
    /// with the byte offset of each one's row.
    /// - Throws: ``BackupError`` when the bytes no longer read as they did (the file changed
    ///   while it was read).
    /// - Complexity: O(the habit's rows).
    public mutating func records(ofHabitAt index: Int) throws(BackupError) -> BackupHabitRecords {
        let habitID = habits[index].id
        let place = places[index]
        var read = BackupHabitRecords()
        read.completions.reserveCapacity(place.completionCount)
        read.completionPlaces.reserveCapacity(place.completionCount)
        for stretch in place.stretches {
            reader.seek(to: stretch.offset, line: Int(stretch.line))
            for _ in 0..<stretch.rows {
                let record: CSVRecord?
                do throws(CSVReadError) {
                    record = try reader.next()
                } catch {
                    throw KadoCSVDecoding.syntaxError(error)
                }
                let offset = reader.recordStart
                guard let record, record.fields.count == KadoCSVBackup.columns.count,
                    UUID(uuidString: record.fields[KadoCSVDecoding.Column.habitID.rawValue]) == habitID
                else { throw Self.changed(line: reader.line) }
                let row = KadoCSVDecoding.Row(record: record)
                if row.hasNoRecord || repeatedRows.contains(offset) { continue }
                let date = try row.date(.completionDate)
                read.completions.append(
                    Completion(
                        id: try row.uuid(.completionID), habitID: habitID, day: boundary.logicalDay(containing: date),
                        recordedAt: date, value: try row.double(.value), note: row[.note].isEmpty ? nil : row[.note]))
                read.completionPlaces.append(offset)
            }
        }
        guard read.completions.count == place.completionCount else { throw Self.changed(line: reader.line) }
        return read
    }

    /// The `completion_id` of a data row with a record; `nil` for any other row.
    static func recordID(of record: CSVRecord) -> UUID? {
        guard record.fields.count == KadoCSVBackup.columns.count else { return nil }
        let row = KadoCSVDecoding.Row(record: record)
        guard !row.hasNoRecord else { return nil }
        return UUID(uuidString: row[.completionID])
    }

    private static func changed(line: Int) -> BackupError {
        BackupError(.invalid, format: .csv, line: line, problem: .described("the file changed while it was read"))
    }
}
