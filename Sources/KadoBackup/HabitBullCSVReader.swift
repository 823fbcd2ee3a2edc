import Foundation
import KadoCore

/// Reads HabitBull's CSV export (`HabitName,HabitDescription,HabitCategory,CalendarDate,Value,
/// CommentText`, one row per habit and day) into the domain's types, with a remark for
/// everything the file says that Kadō's habits do not hold and every choice made where the
/// file says nothing.
///
/// ```swift
/// let read = try HabitBullCSVReader.read(data, timeZone: .current)
/// for remark in read.remarks { print(remark) }  // other categories, what was left out
/// ```
///
/// - Habits are the distinct `HabitName`s (trimmed), in the order they first appear. The export
///   carries no schedule (every habit is daily: said once) nor goal. A habit whose values are
///   all 0 or 1 is yes/no; one with any other amount is a counter of target 1 (said).
///   `HabitDescription` is the habit's ``Habit/details`` (each distinct one of its rows, one per
///   line); `HabitCategory` its ``Habit/group`` (the first one; another is a remark).
/// - `CalendarDate` is `2016-03-18`, or `11/5/2020` with the day and month in either order: the
///   order of the whole file comes from the dates that read only one way (a number above 12),
///   or from `dateOrder`; a file that shows both orders, or none where it matters, is refused
///   naming the line.
/// - `Value` above 0 is a record of that amount (1 for a yes/no habit), 0 is a day not done
///   (nothing, or a note-only record of value 0 when `CommentText` holds a note). A value
///   below 0 or above 1,000,000,000 (HabitBull writes −2150000000 for a day it holds no value
///   of) is not imported, and said.
/// - A row repeating a day of a habit exactly is read once; one giving the day again with another
///   value or note is left out; both are said.
/// - Ids derive from the habit's name (and the day, for records), so importing the file again
///   changes nothing. ``Habit/createdAt`` is noon, in `timeZone`, of the habit's earliest day.
public enum HabitBullCSVReader {
    /// The columns of HabitBull's export, in its order (`CommentText` may be missing).
    public static let columns = [
        "HabitName", "HabitDescription", "HabitCategory", "CalendarDate", "Value", "CommentText",
    ]

    /// What a HabitBull import carries of a habit and its records: its name, description and
    /// category (group); its records' days, values and notes; no skips.
    public static let coverage = BackupCoverage(
        habitFields: [.name, .details, .group], recordFields: [.day, .value, .note], carriesSkips: false,
        carriesSkipNotes: false,
        rendering: .exact)

    /// Whether `bytes` (the file's start, after any byte order mark) begin with HabitBull's
    /// header: its first four column names, in any case.
    static func hasHeader<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        let start = Array(columns.prefix(4).joined(separator: ",").utf8)
        guard bytes.count >= start.count else { return false }
        return zip(bytes, start).allSatisfy { lowercased($0) == lowercased($1) }
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
    }

    /// Reads a HabitBull export.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - timeZone: The person's time zone, in which records and creation dates get their
    ///     instants (noon of their day).
    ///   - dateOrder: The order of dates written with slashes, when the person says it.
    ///   - limits: The sizes refused.
    /// - Throws: ``BackupError`` with format ``BackupFileFormat/habitBull``, naming the line and
    ///   column.
    public static func read(
        _ data: Data, timeZone: TimeZone, dateOrder: DateOrder? = nil, limits: BackupLimits = .standard
    ) throws(BackupError) -> ForeignImport {
        try limits.checkFileSize(data.count, format: .habitBull)
        let records: [CSVRecord]
        do {
            records = try CSVReader.records(in: data, skippingBlankLines: true)
        } catch {
            throw BackupError(
                .invalid, format: .habitBull, line: error.line, field: column(error.fieldIndex),
                problem: .csvSyntax(error.problem))
        }
        guard let header = records.first else {
            throw BackupError(.invalid, format: .habitBull, line: 1, problem: .emptyFile)
        }
        let width = try checkHeader(header)
        let rows = records.dropFirst()
        if rows.count > limits.records {
            throw limits.tooManyRecords(
                rows.count, format: .habitBull, line: rows[rows.startIndex + limits.records].line)
        }
        var resolver = DateOrderResolver(given: dateOrder)
        var dates: [WrittenDate] = []
        dates.reserveCapacity(rows.count)
        for row in rows {
            guard row.fields.count == width else {
                throw BackupError(
                    .invalid, format: .habitBull, line: row.line,
                    problem: .rowColumnCount(found: row.fields.count, expected: width))
            }
            let text = row.fields[3]
            guard let date = WrittenDate(text) else {
                throw BackupError(
                    .invalid, format: .habitBull, line: row.line, field: columns[3],
                    problem: text.trimmingCharacters(in: .whitespaces).isEmpty
                        ? .emptyValue(expected: .calendarDate)
                        : .notExpected(shown: KadoBackupLayout.quoted(text), expected: .calendarDate))
            }
            resolver.note(date, text: text, line: row.line)
            dates.append(date)
        }
        let (order, decision) = try resolver.decide(format: .habitBull, field: columns[3])
        var builder = ForeignHabitBuilder(timeZone: timeZone, format: .habitBull, tag: "habitbull")
        switch decision {
        case .unneeded: break
        case .given(let order): builder.fileRemarks.append(ImportRemark(habit: nil, .datesReadAsGiven(order)))
        case .evidence(let order, let text, let line):
            builder.fileRemarks.append(
                ImportRemark(habit: nil, .datesReadAs(order, shown: KadoBackupLayout.quoted(text), line: line)))
        }
        builder.fileRemarks.append(ImportRemark(habit: nil, .importedAsDaily))
        for (row, date) in zip(rows, dates) {
            let name = row.fields[0].trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else {
                throw BackupError(
                    .invalid, format: .habitBull, line: row.line, field: columns[0],
                    problem: .emptyValue(expected: .string))
            }
            guard let day = date.day(in: order), day.isSupported else {
                throw BackupError(
                    .invalid, format: .habitBull, line: row.line, field: columns[3],
                    problem: .notExpected(shown: KadoBackupLayout.quoted(row.fields[3]), expected: .calendarDate))
            }
            let valueText = row.fields[4].trimmingCharacters(in: .whitespaces)
            guard let value = Double(valueText), valueText.allSatisfy({ $0.isASCII && $0 != "_" }) else {
                throw BackupError(
                    .invalid, format: .habitBull, line: row.line, field: columns[4],
                    problem: valueText.isEmpty
                        ? .emptyValue(expected: .number)
                        : .notExpected(shown: KadoBackupLayout.quoted(row.fields[4]), expected: .number))
            }
            let note = width > 5 ? row.fields[5] : ""
            try builder.add(
                ForeignHabitBuilder.Row(
                    habit: name, description: row.fields[1], category: row.fields[2], day: day,
                    value: value, shownValue: valueText, note: note.isEmpty ? nil : note, line: row.line))
        }
        return try builder.build(coverage: coverage)
    }

    /// Checks the header and returns its width (5 or 6 columns).
    private static func checkHeader(_ header: CSVRecord) throws(BackupError) -> Int {
        let fields = header.fields
        guard fields.count == 5 || fields.count == 6 else {
            throw BackupError(
                .invalid, format: .habitBull, line: header.line,
                problem: .headerColumnCount(found: fields.count, expected: 6, isForeign: false))
        }
        for (index, name) in fields.enumerated()
        where name.trimmingCharacters(in: .whitespaces).lowercased() != columns[index].lowercased() {
            throw BackupError(
                .invalid, format: .habitBull, line: header.line, field: columns[index],
                problem: .foreignHeader(shown: KadoBackupLayout.quoted(name), expected: columns[index]))
        }
        return fields.count
    }

    private static func column(_ index: Int) -> String? {
        columns.indices.contains(index) ? columns[index] : nil
    }
}
