import Foundation
import KadoSQLite

/// Writes synthetic Loop databases with the column sets Loop's schema had at each
/// `user_version` (facts from its migrations, restated):
///
/// | version | Habits | Repetitions |
/// |---|---|---|
/// | 8–10 | id, archived, color (ARGB), description, freq_den, freq_num, highlight, name, position, reminder_hour, reminder_min | id, habit, timestamp |
/// | 11–13 | + reminder_days | |
/// | 14–15 | color becomes an index into a 13-colour palette | |
/// | 16–17 | + type | + value |
/// | 18–20 | + target_type, target_value, unit | |
/// | 21 | color becomes an index into the 20-colour palette | |
/// | 22 | | not null, unique (habit, timestamp) |
/// | 23 | + question (the old description moves there) | |
/// | 24 | + uuid | |
/// | 25 | | + notes |
struct LoopDatabaseBuilder {
    /// A habit row; columns the version lacks are left out.
    struct HabitRow {
        var id: Int64
        var name: String
        var freqNum: Int64 = 1
        var freqDen: Int64 = 1
        var archived: Int64 = 0
        var color: Int64 = 0
        var description: String? = ""
        var position: Int64 = 0
        var reminderHour: Int64?
        var reminderMin: Int64?
        var reminderDays: Int64 = 127
        var type: Int64 = 0
        var targetType: Int64 = 0
        var targetValue: Double = 0
        var unit: String = ""
        var question: String? = ""
        var uuid: String?
    }

    /// A repetition row; `value` and `notes` are left out where the version lacks them.
    struct RepetitionRow {
        var habit: Int64
        var day: String
        var value: Int64 = 2
        var notes: String?

        /// Midnight UTC of `day` (YYYY-MM-DD), in milliseconds.
        var timestamp: Int64 {
            let parts = day.split(separator: "-").compactMap { Int($0) }
            var components = DateComponents()
            components.year = parts[0]
            components.month = parts[1]
            components.day = parts[2]
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
            let date = calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
            return Int64(date.timeIntervalSince1970) * 1000
        }
    }

    let version: Int
    var habits: [HabitRow] = []
    var repetitions: [RepetitionRow] = []

    /// The Habits columns at `version`, in the order of Loop's table.
    static func habitColumns(version: Int) -> [String] {
        var columns = [
            "id", "archived", "color", "description", "freq_den", "freq_num", "highlight", "name", "position",
            "reminder_hour", "reminder_min",
        ]
        if version >= 11 { columns.append("reminder_days") }
        if version >= 16 { columns.append("type") }
        if version >= 18 { columns += ["target_type", "target_value", "unit"] }
        if version >= 23 { columns.append("question") }
        if version >= 24 { columns.append("uuid") }
        return columns
    }

    /// The Repetitions columns at `version`.
    static func repetitionColumns(version: Int) -> [String] {
        var columns = ["id", "habit", "timestamp"]
        if version >= 16 { columns.append("value") }
        if version >= 25 { columns.append("notes") }
        return columns
    }

    /// The schema script at `version`.
    static func schema(version: Int) -> String {
        var habits = [
            "id integer primary key autoincrement", "archived integer", "color integer", "description text",
            "freq_den integer", "freq_num integer", "highlight integer", "name text", "position integer",
            "reminder_hour integer", "reminder_min integer",
        ]
        if version >= 11 { habits.append("reminder_days integer not null default 127") }
        if version >= 16 { habits.append("type integer not null default 0") }
        if version >= 18 {
            habits += [
                "target_type integer not null default 0", "target_value real not null default 0",
                "unit text not null default \"\"",
            ]
        }
        if version >= 23 { habits.append("question text") }
        if version >= 24 { habits.append("uuid text") }
        var repetitions: [String]
        if version >= 22 {
            repetitions = [
                "id integer primary key autoincrement", "habit integer not null references habits(id)",
                "timestamp integer not null", "value integer not null",
            ]
        } else {
            repetitions = [
                "id integer primary key autoincrement", "habit integer references habits(id)", "timestamp integer",
            ]
            if version >= 16 { repetitions.append("value integer not null default 2") }
        }
        if version >= 25 { repetitions.append("notes text") }
        var script = "CREATE TABLE android_metadata (locale TEXT);\n"
        script += "CREATE TABLE Habits (" + habits.joined(separator: ", ") + ");\n"
        script += "CREATE TABLE Repetitions (" + repetitions.joined(separator: ", ") + ");\n"
        if version >= 22 {
            script += "CREATE UNIQUE INDEX idx_repetitions_habit_timestamp ON Repetitions(habit, timestamp);\n"
        } else if version >= 13 {
            script += "CREATE INDEX idx_repetitions_habit_timestamp ON Repetitions(habit, timestamp);\n"
        }
        if version < 20 {
            script += "CREATE TABLE Checkmarks (id integer primary key autoincrement, habit integer, "
            script += "timestamp integer, value integer);\n"
        }
        if version >= 19 {
            script += "CREATE TABLE Events (id integer primary key autoincrement, timestamp integer, "
            script += "message text, server_id integer);\n"
        }
        return script
    }

    /// Writes the database to `path` (which must not exist) and returns the path.
    @discardableResult
    func write(to path: String) throws -> String {
        let database = try Database(
            path: path, configuration: .init(usesWriteAheadLog: false, enforcesForeignKeys: false))
        try database.execute(sql: "PRAGMA synchronous = OFF")
        try database.execute(sql: Self.schema(version: version))
        try database.setUserVersion(version)
        try database.execute(sql: "BEGIN")
        let habitColumns = Self.habitColumns(version: version)
        let habitSQL =
            "INSERT INTO Habits (" + habitColumns.joined(separator: ", ") + ") VALUES ("
            + habitColumns.map { _ in "?" }.joined(separator: ", ") + ")"
        for habit in habits {
            let values: [String: (any SQLiteValueConvertible)?] = [
                "id": habit.id, "archived": habit.archived, "color": habit.color, "description": habit.description,
                "freq_den": habit.freqDen, "freq_num": habit.freqNum, "highlight": 0, "name": habit.name,
                "position": habit.position, "reminder_hour": habit.reminderHour, "reminder_min": habit.reminderMin,
                "reminder_days": habit.reminderDays, "type": habit.type, "target_type": habit.targetType,
                "target_value": habit.targetValue, "unit": habit.unit, "question": habit.question,
                "uuid": habit.uuid,
            ]
            let statement = try database.prepare(habitSQL)
            for (index, column) in habitColumns.enumerated() {
                try statement.bind(values[column] ?? nil, at: index + 1)
            }
            try statement.execute()
        }
        let repetitionColumns = Self.repetitionColumns(version: version).filter { $0 != "id" }
        let repetitionSQL =
            "INSERT INTO Repetitions (" + repetitionColumns.joined(separator: ", ") + ") VALUES ("
            + repetitionColumns.map { _ in "?" }.joined(separator: ", ") + ")"
        for repetition in repetitions {
            let values: [String: (any SQLiteValueConvertible)?] = [
                "habit": repetition.habit, "timestamp": repetition.timestamp, "value": repetition.value,
                "notes": repetition.notes,
            ]
            let statement = try database.prepare(repetitionSQL)
            for (index, column) in repetitionColumns.enumerated() {
                try statement.bind(values[column] ?? nil, at: index + 1)
            }
            try statement.execute()
        }
        try database.execute(sql: "COMMIT")
        return path
    }
}
