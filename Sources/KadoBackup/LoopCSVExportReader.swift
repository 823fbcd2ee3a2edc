import Foundation
import KadoCore

/// Reads what Loop Habit Tracker's "Export as CSV" writes — a zip archive, or the folder it
/// unpacks to — into the domain's types, with a remark for everything Kadō does not import as
/// the files say it.
///
/// - `Habits.csv` gives the habits, in its order: `Name`; `Type` `YES_NO` (yes/no) or
///   `NUMERICAL` (a counter for `Target Type` `AT_LEAST`, an at-most limit for `AT_MOST`, with
///   `Target Value` and `Unit`); `FrequencyNumerator`/`FrequencyDenominator` (1/1 is daily,
///   anything else N times in D days); `Color` (`#RRGGBB`, the nearest of Kadō's colours);
///   `Archived?`; `Description` is the habit's ``Habit/details``, and `Question`, which has no
///   place in a Kadō habit, is their first line (a remark says so).
/// - Each habit's folder (`001 Meditate/`, by its `Position`) holds its `Checkmarks.csv`
///   (`Date,Value,Notes`); without one, its column of the top-level `Checkmarks.csv` is read.
///   `YES_MANUAL` is a check-in; `YES_AUTO` is a day Loop filled in itself from the schedule,
///   not a check-in (their count is said); `SKIP` is a one-day skip; `NO` and `UNKNOWN` are
///   nothing; a number is a measurable habit's amount in thousandths (2500 is 2.5). A note on a
///   day without a check-in stays, on a record of no amount.
/// - The export carries no reminders and no creation date: ``Habit/createdAt`` is noon of the
///   habit's earliest day in the files (said once); an archived habit's ``Habit/archivedAt`` is
///   noon of its latest.
/// - Ids derive from the habit's name (and its rank among habits of that name), the day and the
///   kind, so importing the export again changes nothing.
public enum LoopCSVExportReader {
    /// What the export carries of a habit and its records: no icon, order, creation date,
    /// reminders or score model.
    public static let coverage = BackupCoverage(
        habitFields: [.name, .frequency, .type, .unit, .color, .archivedAt, .details],
        recordFields: [.day, .value, .note],
        carriesSkips: true, carriesSkipNotes: true, rendering: .loop)

    /// The habits' file.
    public static let habitsFile = "Habits.csv"
    /// The columns of `Habits.csv` Kadō needs.
    static let requiredColumns = ["Position", "Name"]

    /// Whether the zip archive `data` holds a `Habits.csv` at its top or in one folder.
    static func isExport(_ data: Data) -> Bool {
        guard ZipArchive.looksLikeZip(data.prefix(4)), let names = ZipArchive.names(in: data) else { return false }
        return names.contains {
            $0 == habitsFile || ($0.hasSuffix("/" + habitsFile) && $0.split(separator: "/").count == 2)
        }
    }

    /// Reads the export's zip archive.
    /// - Throws: ``BackupError`` with format ``BackupFileFormat/loopCSV``.
    public static func read(zip data: Data, timeZone: TimeZone, limits: BackupLimits = .standard) throws(BackupError)
        -> ForeignImport
    {
        try limits.checkFileSize(data.count, format: .loopCSV)
        let files: [String: Data]
        do {
            files = try ZipArchive.files(in: data, maximumBytes: limits.fileBytes)
        } catch let problem as ArchiveProblem {
            throw BackupError(.invalid, format: .loopCSV, problem: .archive(problem))
        } catch let large as ZipArchive.ArchiveTooLarge {
            throw limits.fileTooLarge(large.bytes, format: .loopCSV)
        } catch {
            throw BackupError(.invalid, format: .loopCSV, problem: .described(String(describing: error)))
        }
        return try read(files: files, timeZone: timeZone, limits: limits)
    }

    /// Reads the export's files, by their paths inside the archive or folder (`Habits.csv`,
    /// `001 Meditate/Checkmarks.csv`); one folder above them all is allowed.
    /// - Throws: ``BackupError`` with format ``BackupFileFormat/loopCSV``, naming the file (as the
    ///   field), the line and the column.
    public static func read(files: [String: Data], timeZone: TimeZone, limits: BackupLimits = .standard)
        throws(BackupError) -> ForeignImport
    {
        // Loop's archive holds the files at its top; an unpacked copy may sit in one folder.
        var root = ""
        if files[habitsFile] == nil {
            guard let nested = files.keys.sorted().first(where: { $0.hasSuffix("/" + habitsFile) }) else {
                throw BackupError(.invalid, format: .loopCSV, problem: .archive(.missingFile(habitsFile)))
            }
            root = String(nested.dropLast(habitsFile.count))
        }
        let inRoot = files.reduce(into: [String: Data]()) { result, item in
            if item.key.hasPrefix(root) { result[String(item.key.dropFirst(root.count))] = item.value }
        }
        var session = Session(timeZone: timeZone, limits: limits)
        try session.readHabits(inRoot[habitsFile] ?? Data())
        try session.readCheckmarks(inRoot)
        return try session.finish()
    }
}

extension LoopCSVExportReader {
    /// One file's CSV, with errors naming the file.
    static func records(_ data: Data, file: String) throws(BackupError) -> [CSVRecord] {
        do {
            return try CSVReader.records(in: data, skippingBlankLines: true)
        } catch {
            throw BackupError(
                .invalid, format: .loopCSV, line: error.line, field: file, problem: .csvSyntax(error.problem))
        }
    }

    /// An error about `file`'s line and column.
    static func error(_ file: String, _ line: Int, _ column: String, _ problem: BackupError.Problem) -> BackupError {
        BackupError(.invalid, format: .loopCSV, line: line, field: "\(file), column \(column)", problem: problem)
    }

    struct PendingHabit {
        var habit: Habit
        var position: Int?
        var line: Int
        var isNumerical: Bool
        var remarks: [ImportRemark] = []
        var days: Set<LogicalDay> = []
        var earliest: LogicalDay?
        var latest: LogicalDay?
        var autoDays = 0
    }

    struct Session {
        let timeZone: TimeZone
        let limits: BackupLimits
        var instants: NoonInstants
        var habits: [PendingHabit] = []
        var completions: [Completion] = []
        var skips: [Skip] = []

        init(timeZone: TimeZone, limits: BackupLimits) {
            self.timeZone = timeZone
            self.limits = limits
            instants = NoonInstants(timeZone: timeZone)
        }

        mutating func readHabits(_ data: Data) throws(BackupError) {
            let file = LoopCSVExportReader.habitsFile
            let rows = try LoopCSVExportReader.records(data, file: file)
            guard let header = rows.first else {
                throw BackupError(.invalid, format: .loopCSV, line: 1, field: file, problem: .emptyFile)
            }
            let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces) }
            for required in LoopCSVExportReader.requiredColumns where !names.contains(required) {
                throw LoopCSVExportReader.error(file, 1, required, .missing)
            }
            if rows.count - 1 > limits.habits {
                throw limits.tooManyHabits(rows.count - 1, format: .loopCSV, line: rows[limits.habits + 1].line)
            }
            var seen: [String: Int] = [:]
            for row in rows.dropFirst() {
                func value(_ column: String) -> String {
                    guard let index = names.firstIndex(of: column), index < row.fields.count else { return "" }
                    return row.fields[index].trimmingCharacters(in: .whitespaces)
                }
                func fail(_ column: String, _ expected: BackupError.Expected) -> BackupError {
                    let text = value(column)
                    return LoopCSVExportReader.error(
                        file, row.line, column,
                        text.isEmpty
                            ? .emptyValue(expected: expected)
                            : .notExpected(shown: KadoBackupLayout.quoted(text), expected: expected))
                }
                let name = value("Name")
                guard !name.isEmpty else { throw fail("Name", .string) }
                let occurrence = seen[name, default: 0]
                seen[name] = occurrence + 1
                var hasher = StableHasher128(tag: "loopcsv.habit")
                hasher.combine(name)
                hasher.combine(Int64(occurrence))
                let numerator = value("FrequencyNumerator").isEmpty ? 1 : Int(value("FrequencyNumerator"))
                let denominator = value("FrequencyDenominator").isEmpty ? 1 : Int(value("FrequencyDenominator"))
                guard let numerator, (1...366).contains(numerator) else {
                    throw fail("FrequencyNumerator", .wholeNumberInRange)
                }
                guard let denominator, (numerator...366).contains(denominator) else {
                    throw fail("FrequencyDenominator", .wholeNumberInRange)
                }
                let isNumerical: Bool
                switch value("Type").uppercased() {
                case "", "YES_NO": isNumerical = false
                case "NUMERICAL", "MEASURABLE": isNumerical = true
                default: throw fail("Type", .oneOf("YES_NO, NUMERICAL"))
                }
                var type = HabitType.binary
                if isNumerical {
                    guard let target = Double(value("Target Value")), target.isFinite, target > 0,
                        target <= ForeignHabitBuilder.maximumValue
                    else { throw fail("Target Value", .number) }
                    switch value("Target Type").uppercased() {
                    case "", "AT_LEAST": type = .counter(target: target)
                    case "AT_MOST": type = .atMost(target: target)
                    default: throw fail("Target Type", .oneOf("AT_LEAST, AT_MOST"))
                    }
                }
                var color = HabitColor.blue
                let colorText = value("Color")
                if !colorText.isEmpty {
                    guard colorText.hasPrefix("#"), colorText.count == 7 || colorText.count == 9,
                        let rgb = UInt32(colorText.dropFirst(), radix: 16)
                    else { throw fail("Color", .rgbColour) }
                    color = LoopColorMapping.nearest(to: rgb & 0xFF_FFFF)
                }
                let archived: Bool
                switch value("Archived?").lowercased() {
                case "", "false": archived = false
                case "true": archived = true
                default: throw fail("Archived?", .boolean)
                }
                let unit = value("Unit")
                // The question (Kadō has no field for one) opens the description, on its own line.
                let question = value("Question").trimmingCharacters(in: .whitespacesAndNewlines)
                let description = value("Description").trimmingCharacters(in: .whitespacesAndNewlines)
                let details = TextRules.replacingForbidden(
                    in: String(
                        [question, description].filter { !$0.isEmpty }.joined(separator: "\n")
                            .prefix(Habit.maximumDetailsLength)),
                    kind: .lines)
                var habit = Habit(
                    id: hasher.uuid(), name: name,
                    frequency: numerator == denominator
                        ? .daily
                        : .timesInDays(times: numerator, days: denominator),
                    type: type, unit: isNumerical && !unit.isEmpty ? unit : nil, color: color,
                    createdAt: Date(timeIntervalSince1970: 0), sortOrder: habits.count, scoreModel: .loop,
                    details: details.isEmpty ? nil : details)
                habit.archivedAt = archived ? habit.createdAt : nil
                if let problem = habit.validationErrors.first {
                    throw BackupError(
                        .invalid, format: .loopCSV, line: row.line, field: file,
                        problem: .brokenRule(.habit(index: habits.count, id: habit.id), problem))
                }
                var pending = PendingHabit(
                    habit: habit, position: Int(value("Position")), line: row.line, isNumerical: isNumerical)
                if !question.isEmpty { pending.remarks.append(ImportRemark(habit: name, .question(question))) }
                habits.append(pending)
            }
        }

        mutating func readCheckmarks(_ files: [String: Data]) throws(BackupError) {
            // Each habit's own file, found by the position its folder starts with.
            var ownFiles: [Int: (String, Data)] = [:]
            for (path, data) in files where path.hasSuffix("/Checkmarks.csv") {
                let folder = path.split(separator: "/").first.map(String.init) ?? ""
                let digits = folder.prefix { $0.isNumber && $0.isASCII }
                guard let position = Int(digits),
                    let index = habits.firstIndex(where: { $0.position == position })
                else { continue }
                ownFiles[index] = (path, data)
            }
            var shared: [CSVRecord]?
            for index in habits.indices {
                if let (path, data) = ownFiles[index] {
                    try readOwn(data, file: path, habit: index)
                } else if let data = files["Checkmarks.csv"] {
                    if shared == nil { shared = try LoopCSVExportReader.records(data, file: "Checkmarks.csv") }
                    try readShared(shared ?? [], habit: index)
                }
            }
        }

        mutating func readOwn(_ data: Data, file: String, habit index: Int) throws(BackupError) {
            let rows = try LoopCSVExportReader.records(data, file: file)
            guard let header = rows.first else { return }
            let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces) }
            guard let dateColumn = names.firstIndex(of: "Date"), let valueColumn = names.firstIndex(of: "Value") else {
                throw LoopCSVExportReader.error(file, header.line, names.contains("Date") ? "Value" : "Date", .missing)
            }
            let noteColumn = names.firstIndex(of: "Notes")
            for row in rows.dropFirst() {
                func field(_ index: Int?) -> String {
                    guard let index, index < row.fields.count else { return "" }
                    return row.fields[index]
                }
                try take(
                    date: field(dateColumn), value: field(valueColumn), note: field(noteColumn), file: file,
                    line: row.line, habit: index)
            }
        }

        mutating func readShared(_ rows: [CSVRecord], habit index: Int) throws(BackupError) {
            guard let header = rows.first else { return }
            // Column 0 is the date; then one column a habit, in the order of Habits.csv.
            let column = index + 1
            guard column < header.fields.count else { return }
            for row in rows.dropFirst() where column < row.fields.count {
                try take(
                    date: row.fields[0], value: row.fields[column], note: "", file: "Checkmarks.csv", line: row.line,
                    habit: index)
            }
        }

        mutating func take(date: String, value: String, note: String, file: String, line: Int, habit index: Int)
            throws(BackupError)
        {
            guard let day = LogicalDay(date.trimmingCharacters(in: .whitespaces)), day.isSupported else {
                throw LoopCSVExportReader.error(
                    file, line, "Date", .notExpected(shown: KadoBackupLayout.quoted(date), expected: .day))
            }
            if completions.count + skips.count >= limits.records {
                throw limits.tooManyRecords(
                    completions.count + skips.count + 1, format: .loopCSV, line: line, field: file)
            }
            var pending = habits[index]
            defer { habits[index] = pending }
            guard pending.days.insert(day).inserted else { return }
            pending.earliest = min(pending.earliest ?? day, day)
            pending.latest = max(pending.latest ?? day, day)
            let habitID = pending.habit.id
            let note: String? = note.isEmpty ? nil : note
            func record(_ amount: Double) -> Completion {
                var hasher = StableHasher128(tag: "loopcsv.completion")
                hasher.combine(habitID)
                hasher.combine(Int64(day.dayNumber))
                return Completion(
                    id: hasher.uuid(), habitID: habitID, day: day, recordedAt: instants.noon(of: day), value: amount,
                    note: note)
            }
            let text = value.trimmingCharacters(in: .whitespaces)
            var made: Completion?
            switch text.uppercased() {
            case "YES_MANUAL":
                made = record(1)
            case "YES_AUTO":
                pending.autoDays += 1
                if note != nil { made = record(0) }
            case "NO", "UNKNOWN", "":
                if note != nil { made = record(0) }
            case "SKIP":
                var hasher = StableHasher128(tag: "loopcsv.skip")
                hasher.combine(habitID)
                hasher.combine(Int64(day.dayNumber))
                skips.append(Skip(id: hasher.uuid(), habitID: habitID, days: DayRange(day: day), note: note))
            default:
                guard pending.isNumerical, let thousandths = Double(text), thousandths.isFinite else {
                    throw LoopCSVExportReader.error(
                        file, line, "Value",
                        .notExpected(
                            shown: KadoBackupLayout.quoted(value),
                            expected: .oneOf(
                                "YES_MANUAL, YES_AUTO, NO, UNKNOWN, SKIP"
                                    + (pending.isNumerical ? ", a number" : ""))))
                }
                let amount = thousandths / 1000
                if amount < 0 || amount > ForeignHabitBuilder.maximumValue {
                    pending.remarks.append(
                        ImportRemark(
                            habit: pending.habit.name,
                            .valueLeftOut(shown: KadoBackupLayout.quoted(value), day: day, line: line)))
                    if note != nil { made = record(0) }
                } else if amount > 0 || note != nil {
                    made = record(amount)
                }
            }
            if let made {
                if let problem = made.validationErrors.first {
                    throw BackupError(
                        .invalid, format: .loopCSV, line: line, field: file,
                        problem: .brokenRule(.record(id: made.id, habitIndex: index, habitID: habitID), problem))
                }
                completions.append(made)
            }
        }

        mutating func finish() throws(BackupError) -> ForeignImport {
            var contents = BackupContents()
            var remarks = [ImportRemark(habit: nil, .noRemindersOrCreationDates)]
            let latestOfAll = habits.compactMap(\.latest).max() ?? LogicalDay(dayNumber: 0)
            for pending in habits {
                var habit = pending.habit
                let created = pending.earliest ?? latestOfAll
                habit.createdAt = instants.noon(of: created)
                if habit.archivedAt != nil { habit.archivedAt = instants.noon(of: pending.latest ?? created) }
                contents.habits.append(habit)
                contents.coverage[habit.id] = LoopCSVExportReader.coverage
                remarks += pending.remarks
                if pending.autoDays > 0 {
                    remarks.append(ImportRemark(habit: habit.name, .autoFilledDays(count: pending.autoDays)))
                }
            }
            contents.completions = completions
            contents.skips = skips
            return ForeignImport(contents: contents, remarks: remarks)
        }
    }
}
