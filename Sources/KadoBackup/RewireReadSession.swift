import Foundation
import KadoCore
import KadoSQLite

/// One reading of a Rewire database, as ``RewireDatabaseReader`` documents it.
struct RewireReadSession {
    /// A habit read from the file, waiting for its check-ins to date it; its description and
    /// category become the habit's details and group.
    struct PendingHabit {
        var habit: Habit
        let rewireID: Int64
        let order: Int64
        let name: String
        let isArchived: Bool
        var startDay: LogicalDay?
        var details: String?
        var group: String?
        var firstDay: LogicalDay?
        var lastDay: LogicalDay?
        var records: [LogicalDay: (done: Bool, note: String?)] = [:]
        var notDone: [Int64: Int] = [:]
        var remarks: [ImportRemark] = []
    }

    let copy: ForeignDatabaseCopy
    let timeZone: TimeZone
    let limits: BackupLimits
    var instants: NoonInstants
    private let format = BackupFileFormat.rewire

    init(copy: ForeignDatabaseCopy, timeZone: TimeZone, limits: BackupLimits) {
        self.copy = copy
        self.timeZone = timeZone
        self.limits = limits
        instants = NoonInstants(timeZone: timeZone)
    }

    mutating func run() throws(BackupError) -> ForeignImport {
        let tables = try copy.tables()
        guard let habitColumns = tables["habits"], let checkInColumns = tables["checkins"] else {
            let missing = [tables["habits"] == nil ? "Habits" : nil, tables["checkins"] == nil ? "CHECKINS" : nil]
            throw BackupError(
                .unknownFormat, format: format, problem: .tablesMissing(app: "Rewire", missing.compactMap { $0 }))
        }
        for column in ["_id", "name"] where !habitColumns.contains(column) {
            throw BackupError(
                .invalid, format: format, field: "Habits.\(column)",
                problem: .loopColumnMissing(table: "Habits", column: column))
        }
        for column in ["habit_id", "date", "type"] where !checkInColumns.contains(column) {
            throw BackupError(
                .invalid, format: format, field: "CHECKINS.\(column)",
                problem: .loopColumnMissing(table: "CHECKINS", column: column))
        }
        let habitCount = try copy.count("Habits")
        if habitCount > limits.habits { throw limits.tooManyHabits(habitCount, format: format, field: "Habits") }
        let checkInCount = try copy.count("CHECKINS")
        if checkInCount > limits.records {
            throw limits.tooManyRecords(checkInCount, format: format, field: "CHECKINS")
        }
        let categories = try readCategories(tables["category"])
        var habits = try readHabits(columns: habitColumns, categories: categories)
        var byID: [Int64: Int] = [:]
        for (index, pending) in habits.enumerated() { byID[pending.rewireID] = index }
        var orphans = 0
        try readCheckIns(columns: checkInColumns, into: &habits, byID: byID, orphans: &orphans)
        var reminders: [UUID: [BackupReminder]] = [:]
        if let reminderColumns = tables["reminders"],
            ["habit_id", "time"].allSatisfy(reminderColumns.contains)
        {
            try readReminders(columns: reminderColumns, into: &habits, byID: byID, reminders: &reminders)
        }
        return try finish(habits, reminders: reminders, orphans: orphans)
    }

    // MARK: Habits

    private func readCategories(_ columns: Set<String>?) throws(BackupError) -> [Int64: String] {
        guard let columns, columns.contains("_id"), columns.contains("category_name") else { return [:] }
        var names: [Int64: String] = [:]
        for values in try copy.rows("SELECT \"_id\", \"category_name\" FROM \"category\"") {
            let id = ForeignCell(value: values[0], format: format, field: "category._id")
            guard let key = id.optionalInteger() else { continue }
            let name = ForeignCell(value: values[1], format: format, field: "category[_id=\(key)].category_name")
            if let text = try name.text() { names[key] = text }
        }
        return names
    }

    private mutating func readHabits(
        columns present: Set<String>, categories: [Int64: String]
    ) throws(BackupError) -> [PendingHabit] {
        let wanted = [
            "_id", "name", "order_num", "description", "category", "archived", "schedule", "days", "period",
            "active_days", "repeating_count", "start_date",
        ]
        let selected = wanted.filter(present.contains)
        let index = Dictionary(uniqueKeysWithValues: selected.enumerated().map { ($1, $0) })
        let sql = "SELECT " + selected.map { "\"\($0)\"" }.joined(separator: ", ") + " FROM \"Habits\""
        var pending: [PendingHabit] = []
        var seen = Set<Int64>()
        for values in try copy.rows(sql) {
            let id = try ForeignCell(value: values[0], format: format, field: "Habits._id").integer()
            guard seen.insert(id).inserted else {
                throw BackupError(
                    .invalid, format: format, field: "Habits._id", problem: .loopRow(.idTwice(loopID: id)))
            }
            func cell(_ column: String) -> ForeignCell {
                ForeignCell(
                    value: index[column].map { values[$0] } ?? .null, format: format,
                    field: "Habits[_id=\(id)].\(column)")
            }
            guard let name = try cell("name").text() else {
                throw BackupError(
                    .invalid, format: format, field: "Habits[_id=\(id)].Name", problem: .loopRow(.noName(loopID: id)))
            }
            var remarks: [ImportRemark] = []
            let frequency = try schedule(cell: cell, name: name, remarks: &remarks)
            var startDay: LogicalDay?
            if let text = try cell("start_date").text() { startDay = Self.day(text) }
            let categoryID = try cell("category").integerOrNull()
            var hasher = StableHasher128(tag: "rewire.habit")
            hasher.combine(id)
            hasher.combine(name)
            let habit = Habit(
                id: hasher.uuid(), name: name, frequency: frequency, createdAt: Date(timeIntervalSince1970: 0))
            pending.append(
                PendingHabit(
                    habit: habit, rewireID: id, order: cell("order_num").optionalInteger() ?? .max, name: name,
                    isArchived: (cell("archived").optionalInteger() ?? 0) != 0, startDay: startDay,
                    details: try cell("description").text(), group: categoryID.flatMap { categories[$0] },
                    remarks: remarks))
        }
        pending.sort { ($0.order, $0.rewireID) < ($1.order, $1.rewireID) }
        return pending
    }

    /// Rewire's schedule as Kadō's, or the error naming the value.
    private func schedule(
        cell: (String) -> ForeignCell, name: String, remarks: inout [ImportRemark]
    ) throws(BackupError) -> Frequency {
        let kind = cell("schedule")
        switch kind.optionalInteger() ?? -1 {
        case 0:
            let days = try weekdays(cell("active_days"))
            guard !days.isEmpty else { throw cell("active_days").refused(.oneOf("weekdays 0 (Monday) to 6 (Sunday)")) }
            return days.count == 7 ? .daily : .specificDays(Set(days))
        case 1:
            let times = try cell("days").integer()
            let period = cell("period")
            let window: Int
            switch period.optionalInteger() {
            case 0: window = 7
            case 1: window = 31
            case 2: window = 365
            default: throw period.refused(.oneOf("0 (a week), 1 (a month), 2 (a year)"))
            }
            guard times >= 1, times <= window else {
                throw cell("days").refused(.oneOf("a number of times from 1 to \(window)"))
            }
            if window == 7 { return times == 7 ? .daily : .daysPerWeek(Int(times)) }
            remarks.append(ImportRemark(habit: name, window == 31 ? .timesAMonth(Int(times)) : .timesAYear(Int(times))))
            return times == window ? .daily : .timesInDays(times: Int(times), days: window)
        case 2:
            let interval = cell("repeating_count")
            guard let days = interval.optionalInteger(), (1...365).contains(days) else {
                throw interval.refused(.oneOf("a number of days from 1 to 365"))
            }
            return days == 1 ? .daily : .everyNDays(Int(days))
        default:
            throw kind.refused(.oneOf("0 (fixed weekdays), 1 (times a period), 2 (every N days)"))
        }
    }

    /// Rewire's weekdays (`1,3,5`: 0 is Monday … 6 Sunday), sorted, without repeats.
    private func weekdays(_ cell: ForeignCell) throws(BackupError) -> [Weekday] {
        guard let text = try cell.text() else { return [] }
        var days = Set<Weekday>()
        for part in text.split(separator: ",", omittingEmptySubsequences: true) {
            guard let number = Int(part.trimmingCharacters(in: .whitespaces)), (0...6).contains(number),
                let day = Weekday(rawValue: (number + 1) % 7 + 1)
            else { throw cell.refused(.oneOf("weekdays 0 (Monday) to 6 (Sunday), separated by commas")) }
            days.insert(day)
        }
        return days.sorted { ($0.rawValue + 5) % 7 < ($1.rawValue + 5) % 7 }
    }

    /// A day written `YYYYMMDD`, within Kadō's supported days.
    static func day(_ text: String) -> LogicalDay? {
        let digits = text.trimmingCharacters(in: .whitespaces)
        guard digits.count == 8, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(digits),
            let day = LogicalDay(year: number / 10_000, month: number / 100 % 100, day: number % 100), day.isSupported
        else { return nil }
        return day
    }

    // MARK: Check-ins

    private func readCheckIns(
        columns present: Set<String>, into habits: inout [PendingHabit], byID: [Int64: Int], orphans: inout Int
    ) throws(BackupError) {
        let hasNote = present.contains("note")
        let hasID = present.contains("_id")
        let sql =
            "SELECT \"habit_id\", \"date\", \"type\", " + (hasNote ? "\"note\"" : "NULL") + ", "
            + (hasID ? "\"_id\"" : "rowid") + " FROM \"CHECKINS\" ORDER BY 5"
        for values in try copy.rows(sql) {
            let rowID = ForeignCell(value: values[4], format: format, field: "CHECKINS._id").optionalInteger() ?? 0
            func cell(_ index: Int, _ column: String) -> ForeignCell {
                ForeignCell(value: values[index], format: format, field: "CHECKINS[_id=\(rowID)].\(column)")
            }
            guard let habitID = cell(0, "Habit_id").optionalInteger(), let index = byID[habitID] else {
                orphans += 1
                continue
            }
            let dateCell = cell(1, "date")
            guard let text = try dateCell.text(), let day = Self.day(text) else {
                throw dateCell.refused(.oneOf("a day written YYYYMMDD from \(LogicalDay.supportedDescription)"))
            }
            let kind = try cell(2, "type").integer()
            var note = try cell(3, "note").text()
            if let written = note, written.count > Completion.maximumNoteLength {
                note = String(written.prefix(Completion.maximumNoteLength))
            }
            let done = kind == 0 || kind == 2
            if !done { habits[index].notDone[kind, default: 0] += 1 }
            // Rewire keeps one check-in per habit and day; a file holding two keeps the first.
            guard habits[index].records[day] == nil else { continue }
            habits[index].records[day] = (done, note)
            habits[index].firstDay = min(habits[index].firstDay ?? day, day)
            habits[index].lastDay = max(habits[index].lastDay ?? day, day)
        }
    }

    // MARK: Reminders

    private func readReminders(
        columns present: Set<String>, into habits: inout [PendingHabit], byID: [Int64: Int],
        reminders: inout [UUID: [BackupReminder]]
    ) throws(BackupError) {
        let hasDays = present.contains("active_days")
        let hasID = present.contains("_id")
        let sql =
            "SELECT \"habit_id\", \"time\", " + (hasDays ? "\"active_days\"" : "NULL") + ", "
            + (hasID ? "\"_id\"" : "rowid") + " FROM \"REMINDERS\" ORDER BY 4"
        for values in try copy.rows(sql) {
            let rowID = ForeignCell(value: values[3], format: format, field: "REMINDERS._id").optionalInteger() ?? 0
            func cell(_ index: Int, _ column: String) -> ForeignCell {
                ForeignCell(value: values[index], format: format, field: "REMINDERS[_id=\(rowID)].\(column)")
            }
            guard let habitID = cell(0, "habit_id").optionalInteger(), let index = byID[habitID] else { continue }
            let timeCell = cell(1, "time")
            let minutes = try timeCell.integer()
            guard (0..<1440).contains(minutes),
                // An invalid time is refused below, with the cell that holds it.
                let time = try? ReminderTime(hour: Int(minutes / 60), minute: Int(minutes % 60))
            else { throw timeCell.refused(.oneOf("minutes after midnight from 0 to 1439")) }
            let daysCell = cell(2, "active_days")
            let days = daysCell.isNull ? Weekday.allCases : try weekdays(daysCell)
            let name = habits[index].name
            guard !days.isEmpty else {
                habits[index].remarks.append(ImportRemark(habit: name, .reminderOnNoDay(time: time.description)))
                continue
            }
            let kadoID = habits[index].habit.id
            reminders[kadoID, default: []].append(BackupReminder(time: time))
            let ringsAsKado: Bool =
                switch habits[index].habit.frequency {
                case .specificDays(let due): Set(days) == due || days.count == 7
                default: days.count == 7
                }
            if !ringsAsKado {
                habits[index].remarks.append(
                    ImportRemark(habit: name, .reminderOnWeekdays(time: time.description, days: days)))
            }
        }
    }

    // MARK: Finishing

    private mutating func finish(
        _ habits: [PendingHabit], reminders: [UUID: [BackupReminder]], orphans: Int
    ) throws(BackupError) -> ForeignImport {
        var contents = BackupContents()
        var remarks: [ImportRemark] = []
        for (rank, pending) in habits.enumerated() {
            var habit = pending.habit
            let first = [pending.startDay, pending.firstDay].compactMap { $0 }.min() ?? LogicalDay(dayNumber: 0)
            habit.createdAt = instants.noon(of: first)
            habit.sortOrder = rank
            habit.details = Habit.foreignDetails(pending.details.map { [$0] } ?? [])
            habit.group = Habit.foreignGroup(pending.group)
            if pending.isArchived { habit.archivedAt = instants.noon(of: max(pending.lastDay ?? first, first)) }
            if let written = reminders[habit.id].map(BackupReminder.written), let earliest = written.first {
                habit.remindersEnabled = true
                habit.reminderHour = earliest.time.hour
                habit.reminderMinute = earliest.time.minute
                if written.count > 1 { contents.reminders[habit.id] = written }
            }
            if let error = habit.validationErrors.first {
                throw BackupError(
                    .invalid, format: format, field: "Habits[_id=\(pending.rewireID)]",
                    problem: .loopBrokenRule(loopID: pending.rewireID, name: pending.name, error))
            }
            contents.habits.append(habit)
            contents.coverage[habit.id] = RewireDatabaseReader.coverage
            remarks += pending.remarks
            for (kind, count) in pending.notDone.sorted(by: { $0.key < $1.key }) {
                remarks.append(ImportRemark(habit: pending.name, .checkInsNotDone(kind: kind, count: count)))
            }
            for (day, record) in pending.records.sorted(by: { $0.key < $1.key }) where record.done || record.note != nil
            {
                var hasher = StableHasher128(tag: "rewire.completion")
                hasher.combine(habit.id)
                hasher.combine(Int64(day.dayNumber))
                contents.completions.append(
                    Completion(
                        id: hasher.uuid(), habitID: habit.id, day: day, recordedAt: instants.noon(of: day),
                        value: record.done ? 1 : 0, note: record.note))
            }
        }
        if orphans > 0 {
            remarks.append(ImportRemark(habit: nil, .rowsWithoutHabit(table: "CHECKINS", count: orphans)))
        }
        return ForeignImport(contents: contents, remarks: remarks)
    }
}
