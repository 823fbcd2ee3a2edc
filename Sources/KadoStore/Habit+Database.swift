import Foundation
import KadoCore
import KadoSQLite

extension Habit {
    /// The columns read by ``init(row:)``, in order.
    static let selection = """
        id, name, frequency, type, unit, color, icon, created_at, archived_at, reminders_enabled, \
        reminder_hour, reminder_minute, sort_order, score_model, details, group_name, start_day, earlier_rules
        """

    /// How many columns ``selection`` reads: a query that selects more after them reads the
    /// first of those at this index.
    static let columnCount = 18

    /// Reads a habit from a row of ``selection``.
    init(row: Row) throws {
        let idText: String = try row[0]
        func corrupt(_ field: String, _ value: String) -> StoreError {
            .corruptRow(table: "habits", id: idText, field: field, value: value)
        }
        guard let id = UUID(storedText: idText) else { throw corrupt("id", idText) }
        let frequencyText: String = try row[2]
        guard let frequency = Frequency(storageText: frequencyText) else { throw corrupt("frequency", frequencyText) }
        let typeText: String = try row[3]
        guard let type = HabitType(storageText: typeText) else { throw corrupt("type", typeText) }
        let colorText: String = try row[5]
        guard let color = HabitColor(rawValue: colorText) else { throw corrupt("color", colorText) }
        let modelText: String = try row[13]
        guard let model = ScoreModel(rawValue: modelText) else { throw corrupt("score_model", modelText) }
        let archived: Double? = try row[8]
        let startNumber: Int? = try row[16]
        let startDay = startNumber.map(LogicalDay.init(dayNumber:))
        if let startDay, !startDay.isSupported { throw corrupt("start_day", String(startDay.dayNumber)) }
        let earlierText: String? = try row[17]
        // The versions come before `|`; the stamps sync merges them by after it (``RuleTimeline``).
        let earlierRules = try earlierText.map { text in
            let versions = text.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let rules = versions.isEmpty ? [] : [EarlierRules](storageText: String(versions))
            guard let rules, !text.isEmpty,
                versions.count == text.count || Self.stampsRead(text, current: frequency, type, model)
            else { throw corrupt("earlier_rules", text) }
            return rules
        }
        self.init(
            id: id, name: try row[1], frequency: frequency, type: type, unit: try row[4], color: color,
            icon: try row[6], createdAt: Date(timeIntervalSince1970: try row[7]),
            archivedAt: archived.map(Date.init(timeIntervalSince1970:)), remindersEnabled: try row[9],
            reminderHour: try row[10], reminderMinute: try row[11], sortOrder: try row[12], scoreModel: model,
            details: try row[14], group: try row[15], startDay: startDay, earlierRules: earlierRules ?? [])
    }

    /// Whether the stamps of the `earlier_rules` text `text` read, with the versions before them.
    private static func stampsRead(
        _ text: String, current frequency: Frequency, _ type: HabitType, _ model: ScoreModel
    ) -> Bool {
        RuleTimeline(
            current: HabitRules(frequency: frequency, type: type, scoreModel: model), text: text, rowStamp: .zero)
            != nil
    }

    /// The values of every column but the sync ones, in the order of ``selection``; the
    /// `earlier_rules` text without stamps (``StoreWriter/stampedColumnValues(of:)`` adds them).
    var columnValues: [(any SQLiteValueConvertible)?] {
        [
            id.storageText, name, frequency.storageText, type.storageText, unit, color.rawValue, icon,
            createdAt.timeIntervalSince1970, archivedAt?.timeIntervalSince1970, remindersEnabled, reminderHour,
            reminderMinute, sortOrder, scoreModel.rawValue, details, group, startDay?.dayNumber,
            earlierRules.isEmpty ? nil : earlierRules.storageText,
        ]
    }
}

extension Completion {
    /// The columns read by ``init(row:)``, in order.
    static let selection = "id, habit_id, day, recorded_at, value, note"

    /// Reads a completion from a row of ``selection``. When the query fixed the habit, pass its id
    /// as `knownHabitID`: parsing a UUID string is a large share of reading a record.
    init(row: Row, knownHabitID: UUID? = nil) throws {
        let idText: String = try row[0]
        guard let id = UUID(storedText: idText) else {
            throw StoreError.corruptRow(table: "completions", id: idText, field: "id", value: idText)
        }
        let habitID: UUID
        if let knownHabitID {
            habitID = knownHabitID
        } else {
            let habitText: String = try row[1]
            guard let parsed = UUID(storedText: habitText) else {
                throw StoreError.corruptRow(table: "completions", id: idText, field: "habit_id", value: habitText)
            }
            habitID = parsed
        }
        self.init(
            id: id, habitID: habitID, day: LogicalDay(dayNumber: try row[2]),
            recordedAt: Date(timeIntervalSince1970: try row[3]), value: try row[4], note: try row[5])
    }

    /// The values of every column but the sync ones, in the order of ``selection``.
    var columnValues: [(any SQLiteValueConvertible)?] {
        [id.storageText, habitID.storageText, day.dayNumber, recordedAt.timeIntervalSince1970, value, note]
    }
}

extension Skip {
    /// The columns read by ``init(row:)``, in order.
    static let selection = "id, habit_id, first_day, last_day, note"

    /// Reads a skip from a row of ``selection``.
    init(row: Row) throws {
        let idText: String = try row[0]
        guard let id = UUID(storedText: idText) else {
            throw StoreError.corruptRow(table: "skips", id: idText, field: "id", value: idText)
        }
        let habitText: String = try row[1]
        guard let habitID = UUID(storedText: habitText) else {
            throw StoreError.corruptRow(table: "skips", id: idText, field: "habit_id", value: habitText)
        }
        let first = LogicalDay(dayNumber: try row[2])
        let last = LogicalDay(dayNumber: try row[3])
        // An invalid range is reported as the corrupt row below, with its value.
        guard let range = try? DayRange(from: first, through: last) else {
            throw StoreError.corruptRow(table: "skips", id: idText, field: "last_day", value: last.description)
        }
        self.init(id: id, habitID: habitID, days: range, note: try row[4])
    }

    /// The values of every column but the sync ones, in the order of ``selection``.
    var columnValues: [(any SQLiteValueConvertible)?] {
        [id.storageText, habitID.storageText, days.first.dayNumber, days.last.dayNumber, note]
    }
}

extension Reminder {
    /// The columns read by ``init(row:)``, in order.
    static let selection = "id, habit_id, hour, minute, only_if_not_done, snooze_minutes"

    /// Reads a reminder from a row of ``selection``.
    init(row: Row) throws {
        let idText: String = try row[0]
        func corrupt(_ field: String, _ value: String) -> StoreError {
            .corruptRow(table: "reminders", id: idText, field: field, value: value)
        }
        guard let id = UUID(storedText: idText) else { throw corrupt("id", idText) }
        let habitText: String = try row[1]
        guard let habitID = UUID(storedText: habitText) else { throw corrupt("habit_id", habitText) }
        let hour: Int = try row[2]
        let minute: Int = try row[3]
        // An invalid time is reported as the corrupt row below, with its value.
        guard let time = try? ReminderTime(hour: hour, minute: minute) else {
            throw corrupt("hour", "\(hour):\(minute)")
        }
        let snooze: Int = try row[5]
        guard Reminder.snoozeMinutesRange.contains(snooze) else { throw corrupt("snooze_minutes", String(snooze)) }
        self.init(id: id, habitID: habitID, time: time, onlyIfNotDone: try row[4], snoozeMinutes: snooze)
    }

    /// The values of every column but the sync ones, in the order of ``selection``.
    var columnValues: [(any SQLiteValueConvertible)?] {
        [id.storageText, habitID.storageText, time.hour, time.minute, onlyIfNotDone, snoozeMinutes]
    }
}
