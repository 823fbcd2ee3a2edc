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

    /// Whether the zip archive `data` holds a `Habits.csv` at its top or in one folder — or,
    /// without one, another zip archive (an export zipped again), which its reader then refuses
    /// by name rather than leave the file unrecognised.
    static func isExport(_ data: Data) -> Bool {
        guard ZipArchive.looksLikeZip(data.prefix(4)), let names = ZipArchive.names(in: data) else { return false }
        return names.contains(where: isHabitsPath) || names.contains(where: isArchiveName)
    }

    /// Whether `path` is the export's `Habits.csv`, at its top or in one folder.
    static func isHabitsPath(_ path: String) -> Bool {
        path == habitsFile || (path.hasSuffix("/" + habitsFile) && path.split(separator: "/").count == 2)
    }

    /// Whether `path` names a zip archive.
    static func isArchiveName(_ path: String) -> Bool {
        path.lowercased().hasSuffix(".zip")
    }

    /// Reads the export's zip archive. Only `Habits.csv` and the `Checkmarks.csv` files are
    /// inflated, one at a time, and never more than ``BackupLimits/archiveBytes`` in all
    /// (whatever the archive declares); an archive inside it is never opened.
    /// - Throws: ``BackupError`` with format ``BackupFileFormat/loopCSV``.
    public static func read(zip data: Data, timeZone: TimeZone, limits: BackupLimits = .standard) throws(BackupError)
        -> ForeignImport
    {
        try limits.checkFileSize(data.count, format: .loopCSV)
        if data.count > limits.archiveBytes {
            throw BackupError(
                .tooLarge, format: .loopCSV, problem: .fileTooLarge(bytes: data.count, limit: limits.archiveBytes))
        }
        var archive: ZipArchive
        do {
            archive = try ZipArchive(data, maximumInflatedBytes: limits.archiveBytes)
        } catch {
            throw BackupError(.invalid, format: .loopCSV, problem: .archive(error))
        }
        return try read(&archive, timeZone: timeZone, limits: limits)
    }

    /// Reads the export's files, by their paths inside the archive or folder (`Habits.csv`,
    /// `001 Meditate/Checkmarks.csv`); one folder above them all is allowed.
    /// - Throws: ``BackupError`` with format ``BackupFileFormat/loopCSV``, naming the file (as the
    ///   field), the line and the column.
    public static func read(files: [String: Data], timeZone: TimeZone, limits: BackupLimits = .standard)
        throws(BackupError) -> ForeignImport
    {
        var source = LoopExportFilesInMemory(files: files)
        return try read(&source, timeZone: timeZone, limits: limits)
    }

    /// Reads the export from `source`, each file when it is needed.
    static func read<Source: LoopExportFiles>(_ source: inout Source, timeZone: TimeZone, limits: BackupLimits)
        throws(BackupError) -> ForeignImport
    {
        let paths = source.paths
        // Loop's archive holds the files at its top; an unpacked copy may sit in one folder.
        var root = ""
        if !paths.contains(habitsFile) {
            guard let nested = paths.sorted().first(where: { $0.hasSuffix("/" + habitsFile) }) else {
                if let inner = paths.first(where: isArchiveName) {
                    throw BackupError(.invalid, format: .loopCSV, problem: .archive(.nestedArchive(entry: inner)))
                }
                throw BackupError(.invalid, format: .loopCSV, problem: .archive(.missingFile(habitsFile)))
            }
            root = String(nested.dropLast(habitsFile.count))
        }
        // What is read, by its path below the root: the habits, then each Checkmarks.csv.
        var inRoot: [String: String] = [:]
        for path in paths where path.hasPrefix(root) {
            let relative = String(path.dropFirst(root.count))
            if relative == habitsFile || relative == "Checkmarks.csv" || relative.hasSuffix("/Checkmarks.csv") {
                inRoot[relative] = path
            }
        }
        try source.checkSizes(of: inRoot.keys.sorted().compactMap { inRoot[$0] })
        var session = Session(timeZone: timeZone, limits: limits)
        var habitsData = Data()
        if let path = inRoot[habitsFile], let data = try source.contents(of: path) { habitsData = data }
        try session.readHabits(habitsData)
        try session.readCheckmarks(in: inRoot, from: &source)
        return try session.finish()
    }
}

extension LoopCSVExportReader {
    /// One file's CSV records, read one at a time, with errors naming the file: a file of
    /// millions of lines is refused at the first line over a limit, never held whole.
    struct Rows {
        var cursor: CSVRecordCursor
        let file: String

        init(_ data: Data, file: String) {
            cursor = CSVReader.cursor(over: data, skippingBlankLines: true)
            self.file = file
        }

        /// The next record, or `nil` after the last.
        mutating func next() throws(BackupError) -> CSVRecord? {
            do {
                return try cursor.next()
            } catch {
                throw BackupError(
                    .invalid, format: .loopCSV, line: error.line, field: file, problem: .csvSyntax(error.problem))
            }
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
            var rows = Rows(data, file: file)
            guard let header = try rows.next() else {
                throw BackupError(.invalid, format: .loopCSV, line: 1, field: file, problem: .emptyFile)
            }
            let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces) }
            for required in LoopCSVExportReader.requiredColumns where !names.contains(required) {
                throw LoopCSVExportReader.error(file, 1, required, .missing)
            }
            var seen: [String: Int] = [:]
            while let row = try rows.next() {
                if habits.count >= limits.habits {
                    throw limits.tooManyHabits(habits.count + 1, format: .loopCSV, line: row.line)
                }
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

        /// Reads each habit's `Checkmarks.csv` (`inRoot` maps the paths below the export's root to
        /// the source's), one file at a time, else its column of the top-level one.
        mutating func readCheckmarks<Source: LoopExportFiles>(in inRoot: [String: String], from source: inout Source)
            throws(BackupError)
        {
            // Each habit's own file, found by the position its folder starts with.
            var ownFiles: [Int: String] = [:]
            for relative in inRoot.keys.sorted() where relative.hasSuffix("/Checkmarks.csv") {
                let folder = relative.split(separator: "/").first.map(String.init) ?? ""
                let digits = folder.prefix { $0.isNumber && $0.isASCII }
                guard let position = Int(digits),
                    let index = habits.firstIndex(where: { $0.position == position })
                else { continue }
                ownFiles[index] = relative
            }
            var sharedHabits: [Int] = []
            for index in habits.indices {
                if let relative = ownFiles[index], let path = inRoot[relative],
                    let data = try source.contents(of: path)
                {
                    try readOwn(data, file: relative, habit: index)
                } else if inRoot["Checkmarks.csv"] != nil {
                    sharedHabits.append(index)
                }
            }
            if !sharedHabits.isEmpty, let path = inRoot["Checkmarks.csv"] {
                try readShared(try source.contents(of: path) ?? Data(), habits: sharedHabits)
                // The shared file is read once for all its habits, row by row: the records go back
                // in the order of the habits, each one's in the file's order, as if read one by one.
                let order = Dictionary(
                    habits.enumerated().map { ($0.element.habit.id, $0.offset) },
                    uniquingKeysWith: { first, _ in first })
                completions = stableSorted(completions) { order[$0.habitID] ?? 0 }
                skips = stableSorted(skips) { order[$0.habitID] ?? 0 }
            }
        }

        /// `items` sorted by `key`, those of one key in their order.
        private func stableSorted<Item>(_ items: [Item], by key: (Item) -> Int) -> [Item] {
            items.enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }.map(\.element)
        }

        mutating func readOwn(_ data: Data, file: String, habit index: Int) throws(BackupError) {
            var rows = Rows(data, file: file)
            guard let header = try rows.next() else { return }
            let names = header.fields.map { $0.trimmingCharacters(in: .whitespaces) }
            guard let dateColumn = names.firstIndex(of: "Date"), let valueColumn = names.firstIndex(of: "Value") else {
                throw LoopCSVExportReader.error(file, header.line, names.contains("Date") ? "Value" : "Date", .missing)
            }
            let noteColumn = names.firstIndex(of: "Notes")
            while let row = try rows.next() {
                func field(_ index: Int?) -> String {
                    guard let index, index < row.fields.count else { return "" }
                    return row.fields[index]
                }
                try take(
                    date: field(dateColumn), value: field(valueColumn), note: field(noteColumn), file: file,
                    line: row.line, habit: index)
            }
        }

        /// Reads the columns of the habits `indices` in the top-level `Checkmarks.csv`, in one pass.
        mutating func readShared(_ data: Data, habits indices: [Int]) throws(BackupError) {
            var rows = Rows(data, file: "Checkmarks.csv")
            guard let header = try rows.next() else { return }
            // Column 0 is the date; then one column a habit, in the order of Habits.csv.
            let columns = indices.map { ($0, $0 + 1) }.filter { $0.1 < header.fields.count }
            while let row = try rows.next() {
                for (index, column) in columns where column < row.fields.count {
                    try take(
                        date: row.fields[0], value: row.fields[column], note: "", file: "Checkmarks.csv",
                        line: row.line, habit: index)
                }
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
