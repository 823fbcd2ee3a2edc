import Foundation
import KadoCore
import KadoSQLite

/// A row of Loop's Habits table, read strictly: each column as the storage class Loop writes, or
/// `NULL` where Loop allows it.
struct LoopHabitRow {
    /// A measurable habit's target.
    struct Measurable {
        var target: Double
        var isAtMost: Bool
    }

    let loopID: Int64
    let name: String
    let frequencyTimes: Int64
    let frequencyDays: Int64
    let isArchived: Bool
    let color: Int64
    let description: String?
    let descriptionIsQuestion: Bool
    let question: String?
    let position: Int64?
    let reminder: (hour: Int, minute: Int)?
    let reminderDays: Int64?
    let measurable: Measurable?
    let unit: String?
    let uuid: String?

    init(values: [SQLiteValue], index: [String: Int]) throws(BackupError) {
        func value(_ column: String) -> SQLiteValue {
            guard let position = index[column], position < values.count else { return .null }
            return values[position]
        }
        guard let loopID = try Self.integer(value("id"), "Habits.id", nil) else {
            throw BackupError(.invalid, format: .loop, field: "Habits.id", problem: .loopRow(.noID))
        }
        self.loopID = loopID
        guard let name = try Self.text(value("name"), "Habits.name", loopID),
            name.contains(where: { !$0.isWhitespace })
        else {
            throw BackupError(.invalid, format: .loop, field: "Habits.name", problem: .loopRow(.noName(loopID: loopID)))
        }
        self.name = name

        let times = try Self.integer(value("freq_num"), "Habits.freq_num", loopID)
        let days = try Self.integer(value("freq_den"), "Habits.freq_den", loopID)
        guard let times, let days, times >= 1, days >= 1, days <= 366 else {
            let shown = "\(times.map(String.init) ?? "NULL")/\(days.map(String.init) ?? "NULL")"
            throw BackupError(
                .invalid, format: .loop, field: "Habits.freq_num",
                problem: .loopRow(.frequency(loopID: loopID, name: name, shown: shown)))
        }
        frequencyTimes = times
        frequencyDays = days

        isArchived = (try Self.integer(value("archived"), "Habits.archived", loopID) ?? 0) != 0
        color = try Self.integer(value("color"), "Habits.color", loopID) ?? 0
        position = try Self.integer(value("position"), "Habits.position", loopID)
        uuid = try Self.text(value("uuid"), "Habits.uuid", loopID)

        question = try Self.text(value("question"), "Habits.question", loopID)
        description = try Self.text(value("description"), "Habits.description", loopID)
        descriptionIsQuestion = index["question"] == nil

        let hour = try Self.integer(value("reminder_hour"), "Habits.reminder_hour", loopID)
        let minute = try Self.integer(value("reminder_min"), "Habits.reminder_min", loopID)
        if let hour, let minute {
            guard (0...23).contains(hour), (0...59).contains(minute) else {
                throw BackupError(
                    .invalid, format: .loop, field: "Habits.reminder_hour",
                    problem: .loopRow(.reminder(loopID: loopID, name: name, hour: hour, minute: minute)))
            }
            reminder = (Int(hour), Int(minute))
        } else {
            reminder = nil
        }
        reminderDays = try Self.integer(value("reminder_days"), "Habits.reminder_days", loopID)

        let type = try index["type"] == nil ? 0 : Self.integer(value("type"), "Habits.type", loopID)
        switch type {
        case 0:
            measurable = nil
            unit = nil
        case 1:
            let targetType =
                try index["target_type"] == nil
                ? 0 : Self.integer(value("target_type"), "Habits.target_type", loopID)
            guard let targetType, targetType == 0 || targetType == 1 else {
                throw BackupError(
                    .invalid, format: .loop, field: "Habits.target_type",
                    problem: .loopRow(
                        .targetType(loopID: loopID, name: name, shown: targetType.map(String.init) ?? "NULL")))
            }
            let target = try index["target_value"] == nil ? 0 : Self.number(value("target_value"), loopID)
            guard let target, target.isFinite, target >= 0, target <= 1_000_000_000 else {
                throw BackupError(
                    .invalid, format: .loop, field: "Habits.target_value",
                    problem: .loopRow(.target(loopID: loopID, name: name, shown: target.map { String($0) } ?? "NULL")))
            }
            measurable = Measurable(target: target, isAtMost: targetType == 1)
            unit = try Self.text(value("unit"), "Habits.unit", loopID)
        default:
            throw BackupError(
                .invalid, format: .loop, field: "Habits.type",
                problem: .loopRow(.type(loopID: loopID, name: name, shown: type.map(String.init) ?? "NULL")))
        }
    }

    /// A whole number, `nil` for `NULL`; an error for text, a blob or a fraction.
    static func integer(_ value: SQLiteValue, _ field: String, _ loopHabit: Int64?) throws(BackupError) -> Int64? {
        switch value {
        case .null: return nil
        case .integer(let number): return number
        case .real(let number):
            if let exact = Int64(exactly: number) { return exact }
        default: break
        }
        throw mismatch(value, field, loopHabit, expected: .wholeNumber)
    }

    /// A number (`target_value`), `nil` for `NULL`; an error for text or a blob.
    static func number(_ value: SQLiteValue, _ loopHabit: Int64?) throws(BackupError) -> Double? {
        switch value {
        case .null: return nil
        case .integer(let number): return Double(number)
        case .real(let number): return number
        default: throw mismatch(value, "Habits.target_value", loopHabit, expected: .number)
        }
    }

    /// Text, `nil` for `NULL`; an error for a number or a blob.
    static func text(_ value: SQLiteValue, _ field: String, _ loopHabit: Int64?) throws(BackupError) -> String? {
        switch value {
        case .null: return nil
        case .text(let text): return text
        default: throw mismatch(value, field, loopHabit, expected: .text)
        }
    }

    static func mismatch(
        _ value: SQLiteValue, _ field: String, _ loopHabit: Int64?, expected: BackupError.LoopStorage
    ) -> BackupError {
        let found: BackupError.LoopValue =
            switch value {
            case .null: .null
            case .integer(let number): .integer(number)
            case .real(let number): .real(number)
            case .text(let text): .text(String(text.prefix(40)))
            case .blob(let bytes): .blob(bytes: bytes.count)
            }
        return BackupError(
            .invalid, format: .loop, field: field,
            problem: .loopRow(.storage(loopID: loopHabit, column: field, found: found, expected: expected)))
    }
}
