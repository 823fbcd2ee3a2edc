import Foundation
import KadoCore
import KadoSQLite

/// Reads Tickmate's Android database (`tickmate.db`: tables `tracks`, `ticks`, `groups`,
/// `track2groups`) into the domain's types, never writing to the file, with a remark for
/// everything Kadō's habits do not hold as Tickmate said it.
///
/// ```swift
/// let read = try TickmateDatabaseReader.read(data, timeZone: .current)
/// ```
///
/// - Habits are the `tracks`, in Tickmate's order (`order`, then `_id`); a track not `enabled`
///   is archived (at noon of its latest tick's day, or its creation). Tickmate has no schedule
///   (every habit is daily), no reminders and no creation dates (each habit starts on its earliest
///   tick): both said once. `description` is the habit's ``Habit/details``; the first of its
///   `groups` its ``Habit/group``, any other named in a remark.
/// - Ticks: `year`, `month` (counted from 0, as Java's calendar does) and `day` are the day in
///   the person's calendar: the day as written, whatever `timeZone`. With `has_time_info`, the
///   record's ``Completion/recordedAt`` is the first tick's `hour:minute:second` on that day in
///   `timeZone` (through `Calendar`); otherwise noon. A track that allows several ticks a day
///   (`multiple_entries_per_day`) and has some is a counter of ticks a day, of target 1 (said);
///   any other track's repeated ticks are read once (said).
/// - Ids derive from Tickmate's `_id` and the name (and the day, for records): a second import
///   changes nothing.
public enum TickmateDatabaseReader {
    /// What a Tickmate import carries: names, archiving, type, order, descriptions and groups of
    /// habits; days, values and instants of records; no skips.
    public static let coverage = BackupCoverage(
        habitFields: [.name, .type, .archivedAt, .sortOrder, .details, .group],
        recordFields: [.day, .value, .recordedAt],
        carriesSkips: false, carriesSkipNotes: false, rendering: .exact)

    private static let format = BackupFileFormat.tickmate

    /// A track read from the file; its description and groups become the habit's details and
    /// group.
    private struct PendingHabit {
        let tickmateID: Int64
        let name: String
        let order: Int64
        let isArchived: Bool
        let allowsSeveral: Bool
        var details: String?
        var groups: [String] = []
        var days: [LogicalDay: (count: Int, instant: Date?)] = [:]
        var repeated = 0
    }

    /// Reads a Tickmate database from its bytes (through a private read-only copy).
    /// - Parameters:
    ///   - data: The database file's content.
    ///   - timeZone: The person's time zone, in which ticks and habits get their instants.
    ///   - limits: The sizes refused.
    /// - Throws: ``BackupError`` with format ``BackupFileFormat/tickmate`` naming the table, row
    ///   and column at fault.
    public static func read(
        _ data: Data, timeZone: TimeZone, limits: BackupLimits = .standard
    ) throws(BackupError) -> ForeignImport {
        try limits.checkFileSize(data.count, format: format)
        let copy = try ForeignDatabaseCopy(data: data, format: format)
        let tables = try copy.tables()
        guard let trackColumns = tables["tracks"], let tickColumns = tables["ticks"] else {
            let missing = [tables["tracks"] == nil ? "tracks" : nil, tables["ticks"] == nil ? "ticks" : nil]
            throw BackupError(
                .unknownFormat, format: format, problem: .tablesMissing(app: "Tickmate", missing.compactMap { $0 }))
        }
        for column in ["_id", "name"] where !trackColumns.contains(column) {
            throw BackupError(
                .invalid, format: format, field: "tracks.\(column)",
                problem: .loopColumnMissing(table: "tracks", column: column))
        }
        for column in ["_track_id", "year", "month", "day"] where !tickColumns.contains(column) {
            throw BackupError(
                .invalid, format: format, field: "ticks.\(column)",
                problem: .loopColumnMissing(table: "ticks", column: column))
        }
        let trackCount = try copy.count("tracks")
        if trackCount > limits.habits { throw limits.tooManyHabits(trackCount, format: format, field: "tracks") }
        let tickCount = try copy.count("ticks")
        if tickCount > limits.records { throw limits.tooManyRecords(tickCount, format: format, field: "ticks") }

        var habits = try readTracks(copy, columns: trackColumns)
        var byID: [Int64: Int] = [:]
        for (index, pending) in habits.enumerated() { byID[pending.tickmateID] = index }
        try readGroups(copy, tables: tables, into: &habits, byID: byID)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let orphans = try readTicks(copy, columns: tickColumns, calendar: calendar, into: &habits, byID: byID)
        return try finish(habits, timeZone: timeZone, orphans: orphans)
    }

    private static func readTracks(_ copy: ForeignDatabaseCopy, columns present: Set<String>) throws(BackupError)
        -> [PendingHabit]
    {
        let wanted = ["_id", "name", "description", "enabled", "multiple_entries_per_day", "order"]
        let selected = wanted.filter(present.contains)
        let index = Dictionary(uniqueKeysWithValues: selected.enumerated().map { ($1, $0) })
        let sql = "SELECT " + selected.map { "\"\($0)\"" }.joined(separator: ", ") + " FROM \"tracks\""
        var pending: [PendingHabit] = []
        var seen = Set<Int64>()
        for values in try copy.rows(sql) {
            let id = try ForeignCell(value: values[0], format: format, field: "tracks._id").integer()
            guard seen.insert(id).inserted else {
                throw BackupError(
                    .invalid, format: format, field: "tracks._id", problem: .loopRow(.idTwice(loopID: id)))
            }
            func cell(_ column: String) -> ForeignCell {
                ForeignCell(
                    value: index[column].map { values[$0] } ?? .null, format: format,
                    field: "tracks[_id=\(id)].\(column)")
            }
            guard let name = try cell("name").text() else {
                throw BackupError(
                    .invalid, format: format, field: "tracks[_id=\(id)].name", problem: .loopRow(.noName(loopID: id)))
            }
            pending.append(
                PendingHabit(
                    tickmateID: id, name: name, order: cell("order").optionalInteger() ?? .max,
                    isArchived: (cell("enabled").optionalInteger() ?? 1) == 0,
                    allowsSeveral: (cell("multiple_entries_per_day").optionalInteger() ?? 0) != 0,
                    details: try cell("description").text()))
        }
        pending.sort { ($0.order, $0.tickmateID) < ($1.order, $1.tickmateID) }
        return pending
    }

    private static func readGroups(
        _ copy: ForeignDatabaseCopy, tables: [String: Set<String>], into habits: inout [PendingHabit],
        byID: [Int64: Int]
    ) throws(BackupError) {
        guard let groupColumns = tables["groups"], let linkColumns = tables["track2groups"],
            groupColumns.isSuperset(of: ["_id", "name"]), linkColumns.isSuperset(of: ["_track_id", "_group_id"])
        else { return }
        let sql =
            "SELECT l.\"_track_id\", g.\"name\" FROM \"track2groups\" l JOIN \"groups\" g ON g.\"_id\" = l.\"_group_id\" "
            + "ORDER BY g.\"order\", g.\"_id\""
        let orderable = groupColumns.contains("order") ? sql : sql.replacingOccurrences(of: "g.\"order\", ", with: "")
        for values in try copy.rows(orderable) {
            guard
                let track = ForeignCell(value: values[0], format: format, field: "track2groups._track_id")
                    .optionalInteger(),
                let index = byID[track],
                let name = try ForeignCell(value: values[1], format: format, field: "groups.name").text(),
                !habits[index].groups.contains(name)
            else { continue }
            habits[index].groups.append(name)
        }
    }

    /// Reads every tick; returns how many name no track of the file.
    private static func readTicks(
        _ copy: ForeignDatabaseCopy, columns present: Set<String>, calendar: Calendar,
        into habits: inout [PendingHabit], byID: [Int64: Int]
    ) throws(BackupError) -> Int {
        let optional = ["hour", "minute", "second", "has_time_info"].map { present.contains($0) ? "\"\($0)\"" : "NULL" }
        let order = present.contains("_id") ? "\"_id\"" : "rowid"
        let sql =
            "SELECT \"_track_id\", \"year\", \"month\", \"day\", " + optional.joined(separator: ", ") + ", \(order) "
            + "FROM \"ticks\" ORDER BY \(order)"
        var orphans = 0
        for values in try copy.rows(sql) {
            let rowID = ForeignCell(value: values[8], format: format, field: "ticks._id").optionalInteger() ?? 0
            func cell(_ index: Int, _ column: String) -> ForeignCell {
                ForeignCell(value: values[index], format: format, field: "ticks[_id=\(rowID)].\(column)")
            }
            guard let track = cell(0, "_track_id").optionalInteger(), let index = byID[track] else {
                orphans += 1
                continue
            }
            let year = try cell(1, "year").integer()
            let month = try cell(2, "month").integer()
            let dayOfMonth = try cell(3, "day").integer()
            guard (1...9999).contains(year), (0...11).contains(month), (1...31).contains(dayOfMonth),
                let day = LogicalDay(year: Int(year), month: Int(month) + 1, day: Int(dayOfMonth)), day.isSupported
            else {
                throw BackupError(
                    .invalid, format: format, field: "ticks[_id=\(rowID)].year/month/day",
                    problem: .notExpected(
                        shown: "\(cell(1, "year").shown)/\(cell(2, "month").shown)/\(cell(3, "day").shown)",
                        expected: .oneOf(
                            "a day of the calendar from \(LogicalDay.supportedDescription) (months counted from 0)")))
            }
            if let kept = habits[index].days[day] {
                habits[index].days[day] = (kept.count + 1, kept.instant)
                continue
            }
            var instant: Date?
            if (cell(7, "has_time_info").optionalInteger() ?? 0) != 0,
                let hour = cell(4, "hour").optionalInteger(), let minute = cell(5, "minute").optionalInteger(),
                let second = cell(6, "second").optionalInteger(), (0...23).contains(hour), (0...59).contains(minute),
                (0...59).contains(second)
            {
                let components = DateComponents(
                    year: day.year, month: day.month, day: day.day, hour: Int(hour), minute: Int(minute),
                    second: Int(second))
                // A time a clock change skips moves out of its day: noon is then kept.
                if let date = calendar.date(from: components),
                    calendar.dateComponents([.year, .month, .day], from: date)
                        == DateComponents(year: day.year, month: day.month, day: day.day)
                {
                    instant = date
                }
            }
            habits[index].days[day] = (1, instant)
        }
        return orphans
    }

    private static func finish(_ habits: [PendingHabit], timeZone: TimeZone, orphans: Int) throws(BackupError)
        -> ForeignImport
    {
        var instants = NoonInstants(timeZone: timeZone)
        var contents = BackupContents()
        var remarks = [
            ImportRemark(habit: nil, .importedAsDaily), ImportRemark(habit: nil, .noRemindersOrCreationDates),
        ]
        let anyDay = habits.compactMap { $0.days.keys.min() }.min() ?? LogicalDay(dayNumber: 0)
        for (rank, pending) in habits.enumerated() {
            var hasher = StableHasher128(tag: "tickmate.habit")
            hasher.combine(pending.tickmateID)
            hasher.combine(pending.name)
            let isCounter = pending.allowsSeveral && pending.days.values.contains { $0.count > 1 }
            let first = pending.days.keys.min() ?? anyDay
            var habit = Habit(
                id: hasher.uuid(), name: pending.name, type: isCounter ? .counter(target: 1) : .binary,
                createdAt: instants.noon(of: first), sortOrder: rank,
                details: Habit.foreignDetails(pending.details.map { [$0] } ?? []),
                group: Habit.foreignGroup(pending.groups.first))
            if pending.isArchived { habit.archivedAt = instants.noon(of: pending.days.keys.max() ?? first) }
            if let error = habit.validationErrors.first {
                throw BackupError(
                    .invalid, format: format, field: "tracks[_id=\(pending.tickmateID)]",
                    problem: .loopBrokenRule(loopID: pending.tickmateID, name: pending.name, error))
            }
            contents.habits.append(habit)
            contents.coverage[habit.id] = coverage
            if let kept = habit.group {
                remarks += pending.groups.dropFirst().map {
                    ImportRemark(habit: pending.name, .otherCategory($0, kept: kept))
                }
            }
            if isCounter {
                remarks.append(ImportRemark(habit: pending.name, .ticksCounted))
            } else {
                let repeated = pending.days.values.reduce(0) { $0 + $1.count - 1 }
                if repeated > 0 { remarks.append(ImportRemark(habit: pending.name, .repeatedRows(count: repeated))) }
            }
            for (day, tick) in pending.days.sorted(by: { $0.key < $1.key }) {
                var recordHasher = StableHasher128(tag: "tickmate.completion")
                recordHasher.combine(habit.id)
                recordHasher.combine(Int64(day.dayNumber))
                contents.completions.append(
                    Completion(
                        id: recordHasher.uuid(), habitID: habit.id, day: day,
                        recordedAt: tick.instant ?? instants.noon(of: day), value: isCounter ? Double(tick.count) : 1))
            }
        }
        if orphans > 0 { remarks.append(ImportRemark(habit: nil, .rowsWithoutHabit(table: "ticks", count: orphans))) }
        return ForeignImport(contents: contents, remarks: remarks)
    }
}
