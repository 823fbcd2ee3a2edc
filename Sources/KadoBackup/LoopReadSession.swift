import Foundation
import KadoCore
import KadoSQLite

/// One reading of a Loop database: detects the schema, reads the habits and their repetitions,
/// and maps them as ``LoopDatabaseReader`` documents.
struct LoopReadSession {
    /// The Habits columns the reader uses, when present.
    static let habitColumns = [
        "id", "name", "freq_num", "freq_den", "archived", "color", "description", "position", "reminder_hour",
        "reminder_min", "reminder_days", "type", "target_type", "target_value", "unit", "question", "uuid",
    ]
    /// The Habits columns without which a file is not a Loop database.
    static let requiredHabitColumns = ["id", "name", "freq_num", "freq_den"]
    /// Milliseconds in a day: Loop's timestamps are midnight UTC.
    static let millisecondsPerDay: Int64 = 86_400_000
    /// The days a timestamp may fall on: Kadō's supported range (``LogicalDay/supported``).
    static let dayRange: ClosedRange<Int> = LogicalDay.firstSupported.dayNumber...LogicalDay.lastSupported.dayNumber

    let database: Database
    let limits: BackupLimits
    var instants: NoonInstants
    var notes: [LoopImportNote] = []
    var userVersion = 0

    init(database: Database, timeZone: TimeZone, limits: BackupLimits = .standard) {
        self.database = database
        self.limits = limits
        self.instants = NoonInstants(timeZone: timeZone)
    }

    // MARK: Running

    mutating func run() throws(BackupError) -> LoopImport {
        try sqlite {
            // Refuse functions from the file's schema (views, triggers); check cell sizes, so a
            // damaged page is reported rather than read.
            try database.execute(sql: "PRAGMA trusted_schema = OFF; PRAGMA cell_size_check = ON")
        }
        let tables = try sqlite {
            try database.query(
                "SELECT lower(name) FROM sqlite_schema WHERE type = 'table' AND lower(name) IN ('habits', 'repetitions')"
            ) { row in try row[0] as String }
        }
        let hasHabits = tables.contains("habits")
        let hasRepetitions = tables.contains("repetitions")
        guard hasHabits, hasRepetitions else {
            let missing = [hasHabits ? nil : "Habits", hasRepetitions ? nil : "Repetitions"].compactMap { $0 }
            throw BackupError(.unknownFormat, format: .loop, problem: .loopTablesMissing(missing))
        }
        userVersion = try sqlite { try database.userVersion() }
        guard LoopDatabaseReader.supportedVersions.contains(userVersion) else {
            throw BackupError(
                .unsupportedVersion, format: .loop, field: "user_version",
                problem: .loopVersion(userVersion, supported: LoopDatabaseReader.supportedVersions))
        }
        let habitColumns = try columns(of: "Habits")
        for column in Self.requiredHabitColumns where !habitColumns.contains(column) {
            throw BackupError(
                .invalid, format: .loop, field: "Habits.\(column)",
                problem: .loopColumnMissing(table: "Habits", column: column))
        }
        let repetitionColumns = try columns(of: "Repetitions")
        for column in ["habit", "timestamp"] where !repetitionColumns.contains(column) {
            throw BackupError(
                .invalid, format: .loop, field: "Repetitions.\(column)",
                problem: .loopColumnMissing(table: "Repetitions", column: column))
        }

        try checkCounts()
        var pending = try readHabits(columns: habitColumns)
        let latestDay = try readRepetitions(columns: repetitionColumns, into: &pending)
        return try finish(
            pending, latestDay: latestDay, coverage: .loop(carriesNotes: repetitionColumns.contains("notes")))
    }

    /// Refuses more habits, or more repetitions, than ``limits`` allow, counted before any row is
    /// read.
    func checkCounts() throws(BackupError) {
        func count(_ table: String) throws(BackupError) -> Int {
            try sqlite { try database.queryFirst("SELECT count(*) FROM \"\(table)\"") { try $0[0] as Int } } ?? 0
        }
        let habits = try count("Habits")
        if habits > limits.habits { throw limits.tooManyHabits(habits, format: .loop, field: "Habits") }
        let repetitions = try count("Repetitions")
        if repetitions > limits.records {
            throw limits.tooManyRecords(repetitions, format: .loop, field: "Repetitions")
        }
    }

    /// The lower-cased names of a table's columns.
    func columns(of table: String) throws(BackupError) -> Set<String> {
        let names = try sqlite {
            try database.query("PRAGMA table_info(\"\(table)\")") { row -> String in
                let value: SQLiteValue = try row[1]
                if case .text(let name) = value { return name.lowercased() }
                return ""
            }
        }
        return Set(names)
    }

    // MARK: Habits

    /// A habit read from the file, waiting for its repetitions to date it.
    struct PendingHabit {
        var habit: Habit
        let loopID: Int64
        let isArchived: Bool
        var firstDay: LogicalDay?
        var lastDay: LogicalDay?
        var completions: [Completion] = []
        var skips: [Skip] = []
    }

    /// Reads every habit, in Loop's order (position, then id), without dates yet.
    mutating func readHabits(columns present: Set<String>) throws(BackupError) -> [PendingHabit] {
        let selected = Self.habitColumns.filter { present.contains($0) }
        let index = Dictionary(uniqueKeysWithValues: selected.enumerated().map { ($1, $0) })
        let sql = "SELECT " + selected.map { "\"\($0)\"" }.joined(separator: ", ") + " FROM \"Habits\""
        let rows = try sqlite { try database.query(sql) { row in row.values } }

        var raw: [LoopHabitRow] = []
        raw.reserveCapacity(rows.count)
        for values in rows {
            raw.append(try LoopHabitRow(values: values, index: index))
        }
        raw.sort { ($0.position ?? .max, $0.loopID) < ($1.position ?? .max, $1.loopID) }

        var pending: [PendingHabit] = []
        var loopIDs = Set<Int64>()
        var ids: [UUID: LoopHabitRow] = [:]
        for (rank, row) in raw.enumerated() {
            guard loopIDs.insert(row.loopID).inserted else {
                throw BackupError(
                    .invalid, format: .loop, field: "Habits.id", problem: .loopRow(.idTwice(loopID: row.loopID)))
            }
            let habit = makeHabit(row, sortOrder: rank)
            if let other = ids.updateValue(row, forKey: habit.id) {
                throw BackupError(
                    .invalid, format: .loop, field: "Habits.uuid",
                    problem: .loopRow(
                        .uuidTwice(
                            firstID: other.loopID, firstName: other.name, secondID: row.loopID, secondName: row.name,
                            uuid: habit.id)))
            }
            pending.append(PendingHabit(habit: habit, loopID: row.loopID, isArchived: row.isArchived))
        }
        return pending
    }

    /// The habit a row describes, with the notes on what it cannot hold.
    mutating func makeHabit(_ row: LoopHabitRow, sortOrder: Int) -> Habit {
        let id: UUID
        if let uuid = row.uuid, !uuid.isEmpty {
            id = LoopStableID.parseLoopUUID(uuid) ?? LoopStableID.habit(loopUUID: uuid)
        } else {
            id = LoopStableID.habit(loopID: row.loopID, name: row.name)
        }
        func note(_ kind: LoopImportNote.Kind, _ text: String) {
            notes.append(
                LoopImportNote(kind: kind, loopHabitID: row.loopID, habitID: id, habitName: row.name, text: text))
        }

        var name = row.name
        if name.count > Habit.maximumNameLength {
            name = String(name.prefix(Habit.maximumNameLength))
            note(.adjusted, "the name was shortened to \(Habit.maximumNameLength) characters from \(row.name.count)")
        }

        var times = row.frequencyTimes
        let days = row.frequencyDays
        if times > days {
            note(
                .adjusted,
                "\(times) times in \(days) days asks for more times than days; imported as \(days) in \(days)")
            times = days
        }
        let frequency: Frequency = times == 1 && days == 1 ? .daily : .timesInDays(times: Int(times), days: Int(days))

        var type = HabitType.binary
        var unit: String?
        if let measurable = row.measurable {
            var target = measurable.target
            if target == 0 {
                target = 0.001
                note(.adjusted, "the target 0 became 0.001 (Kadō needs a target above 0)")
            }
            type = measurable.isAtMost ? .atMost(target: target) : .counter(target: target)
            if let text = row.unit, !text.isEmpty {
                unit = text
                if text.count > Habit.maximumUnitLength {
                    unit = String(text.prefix(Habit.maximumUnitLength))
                    note(.adjusted, "the unit \"\(text)\" was shortened to \(Habit.maximumUnitLength) characters")
                }
            }
        }

        // The question (Kadō has no field for one) opens the description, on its own line.
        var texts: [String] = []
        if let question = row.question, question.contains(where: { !$0.isWhitespace }) {
            note(.question, question)
            texts.append(question.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        if let description = row.description,
            description.contains(where: { !$0.isWhitespace })
        {
            if row.descriptionIsQuestion { note(.question, description) }
            texts.append(description.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        var details =
            texts.isEmpty ? nil : TextRules.replacingForbidden(in: texts.joined(separator: "\n"), kind: .lines)
        if let text = details, text.count > Habit.maximumDetailsLength {
            details = String(text.prefix(Habit.maximumDetailsLength))
            note(.adjusted, "the description was shortened to \(Habit.maximumDetailsLength) characters")
        }
        var habit = Habit(
            id: id, name: name, frequency: frequency, type: type, unit: unit,
            color: LoopColorMapping.habitColor(loopColor: row.color, userVersion: userVersion),
            icon: Habit.defaultIcon, createdAt: Date(timeIntervalSince1970: 0), sortOrder: sortOrder,
            scoreModel: .loop, details: details)
        if let reminder = row.reminder {
            habit.remindersEnabled = true
            habit.reminderHour = reminder.hour
            habit.reminderMinute = reminder.minute
            if let weekdays = row.reminderDays, weekdays & 0x7F != 0x7F {
                let names = ["Saturday", "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
                let chosen = (0..<7).filter { weekdays & (1 << $0) != 0 }.map { names[$0] }
                // Sunday first, as Foundation numbers weekdays.
                let ordered = names.dropFirst() + names.prefix(1)
                let text = ordered.filter { chosen.contains($0) }.joined(separator: ", ")
                note(
                    .reminderDays,
                    "Loop reminded only on " + (text.isEmpty ? "no day" : text) + "; Kadō reminds every day")
            }
        }
        return habit
    }

    // MARK: Repetitions

    /// Reads every repetition into its habit's completions and skips; returns the latest day of
    /// any row kept.
    mutating func readRepetitions(
        columns present: Set<String>, into pending: inout [PendingHabit]
    ) throws(BackupError) -> LogicalDay? {
        let hasValue = present.contains("value")
        let hasNotes = present.contains("notes")
        let order = present.contains("id") ? "\"id\"" : "rowid"
        let sql =
            "SELECT \"habit\", \"timestamp\", " + (hasValue ? "\"value\"" : "NULL") + ", "
            + (hasNotes ? "\"notes\"" : "NULL") + " FROM \"Repetitions\" ORDER BY \"habit\", \"timestamp\", "
            + order
        var rows: [RepetitionRow] = []
        try sqlite {
            try database.forEachRow(sql) { row in
                rows.append(
                    RepetitionRow(
                        habit: try row[0] as SQLiteValue, timestamp: try row[1] as SQLiteValue,
                        value: try row[2] as SQLiteValue, note: try row[3] as SQLiteValue))
            }
        }

        var positions: [Int64: Int] = [:]
        for (position, habit) in pending.enumerated() {
            positions[habit.loopID] = position
        }
        var withoutHabitOrDay = 0
        var orphans: [Int64: Int] = [:]
        var duplicates: [Int: Int] = [:]
        var latestDay: LogicalDay?
        // The days each habit already has a row on: Loop keeps one repetition a day.
        var daysSeen: [Int: Set<Int>] = [:]

        for row in rows {
            guard case let loopHabit? = try integer(row.habit, "Repetitions.habit", nil),
                case let timestamp? = try integer(row.timestamp, "Repetitions.timestamp", loopHabit)
            else {
                withoutHabitOrDay += 1
                continue
            }
            guard let position = positions[loopHabit] else {
                orphans[loopHabit, default: 0] += 1
                continue
            }
            let (quotient, remainder) = timestamp.quotientAndRemainder(dividingBy: Self.millisecondsPerDay)
            let dayNumber = Int(remainder < 0 ? quotient - 1 : quotient)
            guard Self.dayRange.contains(dayNumber) else {
                throw rowError("Repetitions.timestamp", .timestamp(loopID: loopHabit, timestamp))
            }
            guard daysSeen[position, default: []].insert(dayNumber).inserted else {
                duplicates[position, default: 0] += 1
                continue
            }
            let day = LogicalDay(dayNumber: dayNumber)
            latestDay = max(latestDay ?? day, day)
            if pending[position].firstDay == nil { pending[position].firstDay = day }
            pending[position].lastDay = day

            let note = try noteText(row.note, loopHabit, position: position, pending: pending)
            let value = hasValue ? try integer(row.value, "Repetitions.value", loopHabit) : 2
            guard let value else {
                throw rowError("Repetitions.value", .noValue(loopID: loopHabit, day: day))
            }
            let habitID = pending[position].habit.id
            let kind = try classify(value, isMeasurable: pending[position].habit.type != .binary, loopHabit, day)
            switch kind {
            case .done(let amount):
                pending[position].completions.append(
                    Completion(
                        id: LoopStableID.completion(habit: habitID, dayNumber: dayNumber), habitID: habitID, day: day,
                        recordedAt: instants.noon(of: day), value: amount, note: note))
            case .skip:
                pending[position].skips.append(
                    Skip(
                        id: LoopStableID.skip(habit: habitID, dayNumber: dayNumber), habitID: habitID,
                        days: DayRange(day: day), note: note))
            case .nothing:
                guard let note else { continue }
                pending[position].completions.append(
                    Completion(
                        id: LoopStableID.completion(habit: habitID, dayNumber: dayNumber), habitID: habitID, day: day,
                        recordedAt: instants.noon(of: day), value: 0, note: note))
            }
        }

        if withoutHabitOrDay > 0 {
            notes.append(
                LoopImportNote(
                    kind: .leftOut, loopHabitID: nil, habitID: nil, habitName: nil,
                    text: "\(withoutHabitOrDay) repetition(s) without a habit or a timestamp were left out"))
        }
        for (loopHabit, count) in orphans.sorted(by: { $0.key < $1.key }) {
            notes.append(
                LoopImportNote(
                    kind: .leftOut, loopHabitID: loopHabit, habitID: nil, habitName: nil,
                    text: "\(count) repetition(s) of habit #\(loopHabit), which is not in the file, were left out"))
        }
        for (position, count) in duplicates.sorted(by: { $0.key < $1.key }) {
            let habit = pending[position]
            notes.append(
                LoopImportNote(
                    kind: .leftOut, loopHabitID: habit.loopID, habitID: habit.habit.id, habitName: habit.habit.name,
                    text: "\(count) repetition(s) on a day that already had one were left out (the first was kept)"))
        }
        return latestDay
    }

    /// A row of Loop's Repetitions table, as stored.
    struct RepetitionRow {
        let habit: SQLiteValue
        let timestamp: SQLiteValue
        let value: SQLiteValue
        let note: SQLiteValue
    }

    /// What a repetition's value means.
    enum RepetitionKind {
        case done(Double)
        case skip
        case nothing
    }

    /// Reads a repetition's value for a yes/no or a measurable habit.
    func classify(
        _ value: Int64, isMeasurable: Bool, _ loopHabit: Int64, _ day: LogicalDay
    ) throws(BackupError) -> RepetitionKind {
        switch value {
        case 3: return .skip
        case -1, 0: return .nothing
        default: break
        }
        if !isMeasurable {
            guard value == 1 || value == 2 else {
                throw rowError("Repetitions.value", .yesNoValue(loopID: loopHabit, value: value, day: day))
            }
            return .done(1)
        }
        guard value > 0, value <= 1_000_000_000_000 else {
            throw rowError("Repetitions.value", .amount(loopID: loopHabit, value: value, day: day))
        }
        return .done(Double(value) / 1000)
    }

    /// A repetition's note: `nil` when empty; shortened (with a note) when too long.
    mutating func noteText(
        _ value: SQLiteValue, _ loopHabit: Int64, position: Int, pending: [PendingHabit]
    ) throws(BackupError) -> String? {
        guard let text = try LoopHabitRow.text(value, "Repetitions.notes", loopHabit), !text.isEmpty else {
            return nil
        }
        guard text.count > Completion.maximumNoteLength else { return text }
        let habit = pending[position]
        notes.append(
            LoopImportNote(
                kind: .adjusted, loopHabitID: loopHabit, habitID: habit.habit.id, habitName: habit.habit.name,
                text: "a note of \(text.count) characters was shortened to \(Completion.maximumNoteLength)"))
        return String(text.prefix(Completion.maximumNoteLength))
    }

    // MARK: Finishing

    /// Dates the habits and gathers everything in the habits' order.
    func finish(
        _ pending: [PendingHabit], latestDay: LogicalDay?, coverage: BackupCoverage
    ) throws(BackupError) -> LoopImport {
        var instants = instants
        var contents = BackupContents()
        let fallbackDay = latestDay ?? LogicalDay(dayNumber: 0)
        for var item in pending {
            let created = item.firstDay ?? fallbackDay
            item.habit.createdAt = instants.noon(of: created)
            if item.isArchived {
                item.habit.archivedAt = instants.noon(of: item.lastDay ?? created)
            }
            // Characters a name may not hold are replaced on import, and reported then.
            if let problem = item.habit.replacingForbiddenText().validationErrors.first {
                throw BackupError(
                    .invalid, format: .loop, field: "Habits.\(problem.field)",
                    problem: .loopBrokenRule(loopID: item.loopID, name: item.habit.name, problem))
            }
            contents.habits.append(item.habit)
            contents.coverage[item.habit.id] = coverage
            contents.completions += item.completions
            contents.skips += item.skips
        }
        return LoopImport(contents: contents, userVersion: userVersion, notes: notes)
    }

    // MARK: Helpers

    /// Runs SQLite work, turning what it throws into a ``BackupError``.
    func sqlite<Value>(_ body: () throws -> Value) throws(BackupError) -> Value {
        do {
            return try body()
        } catch {
            throw LoopDatabaseReader.backupError(from: error)
        }
    }

    /// A whole number, `nil` for `NULL`; an error for anything else.
    func integer(_ value: SQLiteValue, _ field: String, _ loopHabit: Int64?) throws(BackupError) -> Int64? {
        try LoopHabitRow.integer(value, field, loopHabit)
    }

    func rowError(_ field: String, _ problem: BackupError.LoopRowProblem) -> BackupError {
        BackupError(.invalid, format: .loop, field: field, problem: .loopRow(problem))
    }
}
