import Foundation
import KadoCore

/// Reads ``KadoCSVBackup`` a piece of the file at a time, never holding the file or its rows:
/// a first pass checks its syntax, header and counts, a second reads each row into the contents.
/// What is wrong is said as a reader of the whole file would: a syntax error anywhere first, then
/// the header, then the counts, then the rows in order.
enum KadoCSVDecoding {
    static func decode(_ data: Data, timeZone: TimeZone, limits: BackupLimits) throws(BackupError) -> BackupContents {
        try decode(source: BackupByteSource(data: data), timeZone: timeZone, limits: limits)
    }

    /// Decodes the bytes of `source`, read twice, a window at a time.
    /// - Complexity: O(n) in the size of the source; memory O(1) in it beyond the contents.
    static func decode(source: BackupByteSource, timeZone: TimeZone, limits: BackupLimits) throws(BackupError)
        -> BackupContents
    {
        let recordCount = try check(source, limits: limits)
        var state = State(boundary: DayBoundary(timeZone: timeZone))
        // Room for every record at once: an array or a table that grows doubles, holding its
        // old storage and the new one together for a moment.
        state.contents.completions.reserveCapacity(recordCount)
        state.completionIDs.reserveCapacity(recordCount)
        try forEachRow(source) { row, _ throws(BackupError) in
            let (habit, fields) = try state.read(row)
            // A repeated completion_id keeps its first row; its rules are not checked.
            guard let fields, state.completionIDs.insert(fields.id).inserted else { return }
            let completion = state.completion(fields, habit: habit)
            try state.check(completion, row: row, habit: habit)
            state.contents.completions.append(completion)
        }
        return state.contents
    }

    /// The first pass over `source`: its size, its syntax, its header and its counts, checked as
    /// a reader of the whole file checks them, first one first.
    /// - Returns: the number of rows with a `completion_id` (records, repeats included).
    static func check(_ source: BackupByteSource, limits: BackupLimits) throws(BackupError) -> Int {
        try limits.checkFileSize(source.count, format: .csv)
        var header: CSVRecord?
        var firstRow: CSVRecord?
        var counts = Counts(limits: limits)
        try read(source) { record, _ throws(BackupError) in
            if header == nil {
                header = record
                return
            }
            if firstRow == nil { firstRow = record }
            counts.count(record)
        }
        guard let header else {
            throw BackupError(.invalid, format: .csv, line: 1, problem: .emptyFile)
        }
        try checkHeader(header, firstRow: firstRow)
        try counts.check()
        return counts.records
    }

    /// Calls `body` with each data row of `source` (the header passed over) and the byte offset
    /// at which it starts, in order.
    static func forEachRow(
        _ source: BackupByteSource, _ body: (Row, Int) throws(BackupError) -> Void
    ) throws(BackupError) {
        var isHeader = true
        try read(source) { record, offset throws(BackupError) in
            if isHeader {
                isHeader = false
                return
            }
            try body(Row(record: record), offset)
        }
    }

    /// Calls `body` with each record of `source` and the byte offset at which it starts, in
    /// order.
    private static func read(
        _ source: BackupByteSource, _ body: (CSVRecord, Int) throws(BackupError) -> Void
    ) throws(BackupError) {
        var reader = CSVStreamReader(source: source, skippingBlankLines: true)
        while true {
            let record: CSVRecord?
            do {
                record = try reader.next()
            } catch {
                throw syntaxError(error)
            }
            guard let record else { return }
            try body(record, reader.recordStart)
        }
    }

    /// A CSV syntax error as the error of the file.
    static func syntaxError(_ error: CSVReadError) -> BackupError {
        BackupError(
            .invalid, format: .csv, line: error.line, field: columnName(error.fieldIndex),
            problem: .csvSyntax(error.problem))
    }

    /// 8 bytes of `id`: both halves mixed, so that ids made alike in either half stay apart
    /// (what the first pass of an import keeps of each record's id).
    static func key(of id: UUID) -> UInt64 {
        withUnsafeBytes(of: id.uuid) { raw in
            raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
                ^ (raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self) &* 0x9E37_79B9_7F4A_7C15)
        }
    }

    /// The habits and records of the rows counted so far, and the first row over each limit: a
    /// file holding more than `limits` allow is refused before any habit is read.
    private struct Counts {
        let limits: BackupLimits
        var habits = Set<String>()
        var records = 0
        var firstRowOver: (habits: Int?, records: Int?) = (nil, nil)

        mutating func count(_ row: CSVRecord) {
            let habitColumn = Column.habitID.rawValue
            let recordColumn = Column.completionID.rawValue
            if habitColumn < row.fields.count, habits.insert(row.fields[habitColumn].uppercased()).inserted,
                habits.count > limits.habits, firstRowOver.habits == nil
            {
                firstRowOver.habits = row.line
            }
            if recordColumn < row.fields.count, !row.fields[recordColumn].isEmpty {
                records += 1
                if records > limits.records, firstRowOver.records == nil { firstRowOver.records = row.line }
            }
        }

        /// Refuses more habits, or more records, than the limits allow; the error names the first
        /// row over the limit.
        func check() throws(BackupError) {
            if let line = firstRowOver.habits {
                throw limits.tooManyHabits(habits.count, format: .csv, line: line, field: Column.habitID.name)
            }
            if let line = firstRowOver.records {
                throw limits.tooManyRecords(records, format: .csv, line: line, field: Column.completionID.name)
            }
        }
    }

    static func columnName(_ index: Int) -> String {
        index < KadoCSVBackup.columns.count ? KadoCSVBackup.columns[index] : "\(index + 1)"
    }

    private static func checkHeader(_ header: CSVRecord, firstRow: CSVRecord?) throws(BackupError) {
        let expected = KadoCSVBackup.columns
        if header.fields == expected { return }
        // A header that starts with ours and goes on may be a newer version: let its rows say so.
        if header.fields.count > expected.count, Array(header.fields.prefix(expected.count)) == expected,
            let row = firstRow, let version = row.fields.first.flatMap({ Int($0) }),
            version > KadoBackupLayout.formatVersion
        {
            throw BackupError(
                .unsupportedVersion, format: .csv, line: row.line, field: "format_version",
                problem: .newerVersion(version))
        }
        for (index, name) in expected.enumerated() {
            guard index < header.fields.count else {
                throw BackupError(
                    .invalid, format: .csv, line: header.line, field: name,
                    problem: .headerColumnCount(found: header.fields.count, expected: expected.count, isForeign: true))
            }
            if header.fields[index] != name {
                throw BackupError(
                    .invalid, format: .csv, line: header.fields.isEmpty ? 1 : header.fieldLines[index], field: name,
                    problem: .unexpectedHeader(shown: KadoBackupLayout.quoted(header.fields[index]), expected: name))
            }
        }
        throw BackupError(
            .invalid, format: .csv, line: header.line, field: columnName(expected.count),
            problem: .headerColumnCount(found: header.fields.count, expected: expected.count, isForeign: false))
    }

    /// One data row, with readers of its fields that report the line, the column and the value.
    struct Row {
        let record: CSVRecord

        var line: Int { record.line }

        subscript(_ column: Column) -> String { record.fields[column.rawValue] }

        func line(of column: Column) -> Int {
            column.rawValue < record.fieldLines.count ? record.fieldLines[column.rawValue] : record.line
        }

        /// Whether its four record columns are empty: a row of a habit without records, or
        /// one more row of a habit's fields.
        var hasNoRecord: Bool {
            [Column.completionID, .completionDate, .value, .note].allSatisfy { self[$0].isEmpty }
        }

        func invalid(_ column: Column, _ problem: BackupError.Problem) -> BackupError {
            BackupError(.invalid, format: .csv, line: line(of: column), field: column.name, problem: problem)
        }

        func invalidValue(_ column: Column, expected: BackupError.Expected) -> BackupError {
            let value = self[column]
            return BackupError(
                .invalid, format: .csv, line: line(of: column), field: column.name,
                problem: value.isEmpty
                    ? .emptyValue(expected: expected)
                    : .notExpected(shown: KadoBackupLayout.quoted(value), expected: expected))
        }

        func int(_ column: Column) throws(BackupError) -> Int {
            guard let value = Int(self[column]) else { throw invalidValue(column, expected: .wholeNumber) }
            return value
        }

        func double(_ column: Column) throws(BackupError) -> Double {
            guard let value = Double(self[column]) else { throw invalidValue(column, expected: .number) }
            return value
        }

        func uuid(_ column: Column) throws(BackupError) -> UUID {
            guard let value = UUID(uuidString: self[column]) else { throw invalidValue(column, expected: .uuid) }
            return value
        }

        func date(_ column: Column) throws(BackupError) -> Date {
            guard let value = KadoTimestamp.parse(self[column]) else {
                throw invalidValue(column, expected: .instant)
            }
            return value
        }

        func bool(_ column: Column) throws(BackupError) -> Bool {
            switch self[column].lowercased() {
            case "true": return true
            case "false": return false
            default: throw invalidValue(column, expected: .boolean)
            }
        }

        func frequency() throws(BackupError) -> Frequency {
            let text = self[.frequency]
            let (kind, payload) = Self.split(text)
            let expected = BackupError.Expected.csvSchedule
            switch (kind, payload) {
            case ("daily", nil):
                return .daily
            case ("days_per_week", let payload?):
                guard let count = Int(payload) else { throw invalidValue(.frequency, expected: expected) }
                return KadoBackupLayout.normalized(.daysPerWeek(count))
            case ("specific_days", let payload?):
                var days = Set<Weekday>()
                for part in payload.split(separator: "|") {
                    guard let number = Int(part), let weekday = Weekday(rawValue: number) else {
                        throw invalid(
                            .frequency,
                            .notAWeekday(
                                shown: KadoBackupLayout.quoted(text), part: KadoBackupLayout.quoted(String(part))))
                    }
                    days.insert(weekday)
                }
                return .specificDays(days)
            case ("every_n_days", let payload?):
                guard let interval = Int(payload) else { throw invalidValue(.frequency, expected: expected) }
                return KadoBackupLayout.normalized(.everyNDays(interval))
            default:
                throw invalidValue(.frequency, expected: expected)
            }
        }

        func type() throws(BackupError) -> HabitType {
            let (kind, payload) = Self.split(self[.type])
            let expected = BackupError.Expected.csvHabitType
            switch (kind, payload) {
            case ("binary", nil):
                return .binary
            case ("negative", nil):
                return .negative
            case ("counter", let payload?):
                guard let target = Double(payload) else { throw invalidValue(.type, expected: expected) }
                return .counter(target: target)
            case ("timer", let payload?):
                guard let seconds = Double(payload) else { throw invalidValue(.type, expected: expected) }
                return .timer(targetSeconds: seconds)
            default:
                throw invalidValue(.type, expected: expected)
            }
        }

        /// `kind:payload`, split at the first colon.
        static func split(_ text: String) -> (kind: String, payload: String?) {
            guard let colon = text.firstIndex(of: ":") else { return (text, nil) }
            return (String(text[..<colon]), String(text[text.index(after: colon)...]))
        }
    }

    /// The 16 columns, by position.
    enum Column: Int, CaseIterable {
        case formatVersion
        case habitID
        case habitName
        case frequency
        case type
        case createdAt
        case archivedAt
        case color
        case icon
        case remindersEnabled
        case reminderHour
        case reminderMinute
        case completionID
        case completionDate
        case value
        case note

        var name: String { KadoCSVBackup.columns[rawValue] }

        /// The column a rule of ``Habit/validationErrors`` is about.
        init(habitField field: String) {
            switch field.split(separator: ".").first ?? "" {
            case "name": self = .habitName
            case "frequency": self = .frequency
            case "type": self = .type
            case "icon": self = .icon
            case "createdAt": self = .createdAt
            case "archivedAt": self = .archivedAt
            case "reminderHour": self = .reminderHour
            case "reminderMinute": self = .reminderMinute
            default: self = .habitID
            }
        }
    }

    /// The record columns of a row, read and not yet checked.
    struct RecordFields {
        let id: UUID
        let date: Date
        let value: Double
        let note: String?
    }

    /// The habits and records read so far.
    struct State {
        let boundary: DayBoundary
        var contents = BackupContents()
        var habitIndex: [UUID: Int] = [:]
        var completionIDs = Set<UUID>()

        init(boundary: DayBoundary) {
            self.boundary = boundary
        }

        /// Reads every field of `row`: its habit's, added to the contents when it is the habit's
        /// first row, and its record's, returned unchecked (neither against the rules nor
        /// against the ids before it).
        /// - Returns: the index of its habit in the contents, and its record's fields (`nil` on
        ///   a row whose four record columns are empty).
        mutating func read(_ row: Row) throws(BackupError) -> (habit: Int, record: RecordFields?) {
            guard row.record.fields.count == KadoCSVBackup.columns.count else {
                throw BackupError(
                    .invalid, format: .csv, line: row.line,
                    problem: .rowColumnCount(found: row.record.fields.count, expected: KadoCSVBackup.columns.count))
            }
            let version = try row.int(.formatVersion)
            if version > KadoBackupLayout.formatVersion {
                throw BackupError(
                    .unsupportedVersion, format: .csv, line: row.line(of: .formatVersion), field: "format_version",
                    problem: .newerVersion(version))
            }
            guard version >= 1 else { throw row.invalidValue(.formatVersion, expected: .formatVersion) }
            // Every field is read, also on later rows of a habit, whose metadata is then dropped
            // (the first row of a habit wins).
            let habit = try self.habit(row)
            let index: Int
            if let known = habitIndex[habit.id] {
                index = known
            } else {
                // Characters a name may not hold are replaced on import, and reported then.
                if let rule = habit.replacingForbiddenText().validationErrors.first {
                    let column = Column(habitField: rule.field)
                    throw row.invalid(column, .brokenRule(.habit(index: contents.habits.count, id: habit.id), rule))
                }
                index = contents.habits.count
                habitIndex[habit.id] = index
                contents.habits.append(habit)
                contents.coverage[habit.id] = .kadoCSV
            }
            if row.hasNoRecord { return (index, nil) }
            let id = try row.uuid(.completionID)
            let date = try row.date(.completionDate)
            let value = try row.double(.value)
            let note = row[.note].isEmpty ? nil : row[.note]
            return (index, RecordFields(id: id, date: date, value: value, note: note))
        }

        /// The record `fields` of a row of the habit at `index` of the contents.
        func completion(_ fields: RecordFields, habit index: Int) -> Completion {
            Completion(
                id: fields.id, habitID: contents.habits[index].id, day: boundary.logicalDay(containing: fields.date),
                recordedAt: fields.date, value: fields.value, note: fields.note)
        }

        /// Refuses `completion`, read from `row` for the habit at `index`, when it breaks one of
        /// KadoCore's rules (once the text a note may not hold is replaced, as an import does).
        func check(_ completion: Completion, row: Row, habit index: Int) throws(BackupError) {
            guard let rule = completion.replacingForbiddenText().validationErrors.first else { return }
            let column: Column =
                switch rule.field {
                case "note": .note
                case "day", "recordedAt": .completionDate
                default: .value
                }
            throw row.invalid(
                column, .brokenRule(.record(id: completion.id, habitIndex: index, habitID: completion.habitID), rule))
        }

        func habit(_ row: Row) throws(BackupError) -> Habit {
            let id = try row.uuid(.habitID)
            let frequency = try row.frequency()
            let type = try row.type()
            let createdAt = try row.date(.createdAt)
            let archivedAt = row[.archivedAt].isEmpty ? nil : try row.date(.archivedAt)
            guard let color = HabitColor(rawValue: row[.color]) else {
                let names = HabitColor.allCases.map(\.rawValue).joined(separator: ", ")
                throw row.invalidValue(.color, expected: .colour(names: names))
            }
            return Habit(
                id: id, name: row[.habitName], frequency: frequency, type: type, color: color, icon: row[.icon],
                createdAt: createdAt, archivedAt: archivedAt, remindersEnabled: try row.bool(.remindersEnabled),
                reminderHour: try row.int(.reminderHour), reminderMinute: try row.int(.reminderMinute),
                sortOrder: habitIndex[id] ?? contents.habits.count)
        }
    }
}
