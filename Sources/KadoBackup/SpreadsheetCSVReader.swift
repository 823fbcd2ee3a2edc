import Foundation
import KadoCore

/// Reads a spreadsheet a person made and saved as CSV: one row per habit and day, under a header
/// that names at least a date and a habit column, with a remark for every choice made.
///
/// ```swift
/// let read = try SpreadsheetCSVReader.read(data, timeZone: .current, dateOrder: .dayMonthYear)
/// ```
///
/// - The header's names are known in English and French and their variants, in any case and
///   order (``SpreadsheetColumn``): date (`date`, `day`, `jour`), habit (`habit`, `name`,
///   `habitude`), value (`value`, `amount`, `valeur`), note (`note`, `comment`, `remarque`).
///   Other columns are not read, and named in a remark. Without a date or a habit column the file
///   is refused, saying which columns were expected and which were found.
/// - Fields are separated by `,` or `;`, whichever the header line uses more (outside quotes); a
///   byte order mark is skipped, quotes follow RFC 4180. Blank rows (`;;;`) are skipped.
/// - Dates: `2016-03-18`, `2016/3/18`, `18/03/2016`, `3/18/2016`, `18.03.2016`, with or without a
///   time after them (ignored). Day and month in either order: the whole file decides from the
///   dates that read only one way, or `dateOrder` does; an ambiguous file (`03/04/2020` and no
///   date above 12) is refused naming the line.
/// - Values: empty, `x`, `yes`, `oui`, `true`, `vrai`, `done`, `fait` and `1` are done; `0`, `no`,
///   `non`, `false`, `faux` are not done; any other number (`2.5`, or `2,5` with its decimal
///   comma) is an amount: the habit is then a counter of target 1 (said). Anything else is refused
///   naming the line and column. Without a value column every row is done.
/// - Every habit is daily (the file carries no schedule: said). Ids derive from the habit's name
///   (and the day, for records), so importing the file again changes nothing.
public enum SpreadsheetCSVReader {
    /// What a spreadsheet carries of a habit and its records: its name; its records' days,
    /// values and notes; no skips.
    public static let coverage = BackupCoverage(
        habitFields: [.name], recordFields: [.day, .value, .note], carriesSkips: false, carriesSkipNotes: false,
        rendering: .exact)

    private static let format = BackupFileFormat.spreadsheet
    private static let doneWords: Set<String> = [
        "", "x", "yes", "y", "oui", "o", "true", "vrai", "done", "fait", "✓", "✔",
    ]
    private static let notDoneWords: Set<String> = ["no", "n", "non", "false", "faux"]

    /// Whether `data` reads as a table a person may have made: its first line is UTF-8 text of
    /// two fields or more, separated by `,` or `;`. The reader then says which columns it needs.
    static func looksLikeTable(_ data: Data) -> Bool {
        var bytes = data.prefix(4096)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let line = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
        guard !line.isEmpty, !line.contains(0), line.count < bytes.count || bytes.count < 4096,
            String(validating: Array(line), as: UTF8.self) != nil
        else { return false }
        return line.contains(UInt8(ascii: ",")) || line.contains(UInt8(ascii: ";"))
    }

    /// The separator of the header line: `;` when it holds more of them than commas, outside quotes.
    static func separator(of data: Data) -> UInt8 {
        var commas = 0
        var semicolons = 0
        var isQuoted = false
        for byte in data.prefix(65_536) {
            if byte == UInt8(ascii: "\"") { isQuoted.toggle() }
            if isQuoted { continue }
            if byte == 0x0A || byte == 0x0D { break }
            if byte == UInt8(ascii: ",") { commas += 1 }
            if byte == UInt8(ascii: ";") { semicolons += 1 }
        }
        return semicolons > commas ? UInt8(ascii: ";") : UInt8(ascii: ",")
    }

    /// Reads a spreadsheet's CSV.
    /// - Parameters:
    ///   - data: The file's bytes.
    ///   - timeZone: The person's time zone, in which records and habits get their instants.
    ///   - dateOrder: The order of day and month, when the person says it.
    ///   - limits: The sizes refused.
    /// - Throws: ``BackupError`` with format ``BackupFileFormat/spreadsheet``, naming the line and
    ///   column.
    public static func read(
        _ data: Data, timeZone: TimeZone, dateOrder: DateOrder? = nil, limits: BackupLimits = .standard
    ) throws(BackupError) -> ForeignImport {
        try limits.checkFileSize(data.count, format: format)
        let separator = separator(of: data)
        let records: [CSVRecord]
        do {
            records = try CSVReader.records(in: data, skippingBlankLines: true, separator: separator)
        } catch {
            throw BackupError(.invalid, format: format, line: error.line, problem: .csvSyntax(error.problem))
        }
        guard let header = records.first else {
            throw BackupError(.invalid, format: format, line: 1, problem: .emptyFile)
        }
        var columns: [SpreadsheetColumn: Int] = [:]
        var ignored: [String] = []
        for (index, name) in header.fields.enumerated() {
            let written = name.trimmingCharacters(in: .whitespaces)
            if let column = SpreadsheetColumn(header: written), columns[column] == nil {
                columns[column] = index
            } else if !written.isEmpty {
                ignored.append(written)
            }
        }
        guard let dateIndex = columns[.date], let habitIndex = columns[.habit] else {
            throw BackupError(
                .invalid, format: format, line: header.line,
                problem: .spreadsheetColumns(
                    missing: [columns[.date] == nil ? "date" : nil, columns[.habit] == nil ? "habit" : nil]
                        .compactMap { $0 },
                    found: header.fields.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }))
        }
        let dateName = header.fields[dateIndex]
        let rows = records.dropFirst().filter { row in
            !row.fields.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty }
        }
        if rows.count > limits.records {
            throw limits.tooManyRecords(rows.count, format: format, line: rows[rows.startIndex + limits.records].line)
        }
        func field(_ row: CSVRecord, _ index: Int?) -> String {
            guard let index, index < row.fields.count else { return "" }
            return row.fields[index]
        }
        var resolver = DateOrderResolver(given: dateOrder)
        var dates: [WrittenDate] = []
        dates.reserveCapacity(rows.count)
        for row in rows {
            if row.fields.count > header.fields.count,
                !row.fields[header.fields.count...].allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty })
            {
                throw BackupError(
                    .invalid, format: format, line: row.line,
                    problem: .rowColumnCount(found: row.fields.count, expected: header.fields.count))
            }
            let text = field(row, dateIndex)
            guard let date = WrittenDate(text) ?? WrittenDate(namedMonth: text) else {
                throw BackupError(
                    .invalid, format: format, line: row.line, field: dateName,
                    problem: text.trimmingCharacters(in: .whitespaces).isEmpty
                        ? .emptyValue(expected: .calendarDate)
                        : .notExpected(shown: KadoBackupLayout.quoted(text), expected: .calendarDate))
            }
            resolver.note(date, text: text, line: row.line)
            dates.append(date)
        }
        let (order, decision) = try resolver.decide(format: format, field: dateName)
        var builder = ForeignHabitBuilder(timeZone: timeZone, format: format, tag: "spreadsheet", limits: limits)
        switch decision {
        case .unneeded: break
        case .given(let order): builder.fileRemarks.append(ImportRemark(habit: nil, .datesReadAsGiven(order)))
        case .evidence(let order, let text, let line):
            builder.fileRemarks.append(
                ImportRemark(habit: nil, .datesReadAs(order, shown: KadoBackupLayout.quoted(text), line: line)))
        }
        builder.fileRemarks.append(ImportRemark(habit: nil, .importedAsDaily))
        if !ignored.isEmpty { builder.fileRemarks.append(ImportRemark(habit: nil, .columnsIgnored(ignored))) }
        let decimalComma = separator == UInt8(ascii: ";")
        for (row, date) in zip(rows, dates) {
            let name = field(row, habitIndex).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !name.isEmpty else {
                throw BackupError(
                    .invalid, format: format, line: row.line, field: header.fields[habitIndex],
                    problem: .emptyValue(expected: .string))
            }
            guard let day = date.day(in: order), day.isSupported else {
                throw BackupError(
                    .invalid, format: format, line: row.line, field: dateName,
                    problem: .notExpected(
                        shown: KadoBackupLayout.quoted(field(row, dateIndex)), expected: .calendarDate))
            }
            let written = field(row, columns[.value]).trimmingCharacters(in: .whitespaces)
            guard let value = value(of: written, decimalComma: decimalComma) else {
                throw BackupError(
                    .invalid, format: format, line: row.line, field: columns[.value].map { header.fields[$0] },
                    problem: .notExpected(
                        shown: KadoBackupLayout.quoted(written),
                        expected: .oneOf(
                            "empty, x, yes, oui, true or 1 (done), 0, no, non or false (not done), or a number")))
            }
            let note = field(row, columns[.note]).trimmingCharacters(in: .whitespacesAndNewlines)
            try builder.add(
                ForeignHabitBuilder.Row(
                    habit: name, day: day, value: value, shownValue: written, note: note.isEmpty ? nil : note,
                    line: row.line))
        }
        return try builder.build(coverage: coverage)
    }

    /// The amount a value cell says: 1 for done, 0 for not done, the number otherwise; `nil` for
    /// anything else.
    static func value(of written: String, decimalComma: Bool) -> Double? {
        let word = written.lowercased()
        if doneWords.contains(word) { return 1 }
        if notDoneWords.contains(word) { return 0 }
        var number = word.replacingOccurrences(of: " ", with: "")
        // `2,5` is two and a half where `;` separates fields, or when quoted without a point.
        if decimalComma || !number.contains(".") { number = number.replacingOccurrences(of: ",", with: ".") }
        guard !number.isEmpty,
            number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
            let value = Double(number), value.isFinite
        else { return nil }
        return value
    }
}
