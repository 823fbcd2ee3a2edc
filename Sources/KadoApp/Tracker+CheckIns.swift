import Foundation
import KadoCore
import KadoStore

/// What a check-in did.
public enum CheckInOutcome: String, Hashable, Sendable {
    /// A record was written.
    case recorded
    /// The day was already done: nothing changed.
    case alreadyDone
    /// Records were removed (or cleared to keep their note).
    case removed
    /// There was nothing to undo.
    case nothingToUndo
    /// The day's value was set.
    case valueSet
    /// The days were excused.
    case skipped
    /// The note was saved.
    case noted
    /// The day already was as asked (the same value, the same note, already excused): nothing
    /// was written.
    case unchanged
    /// An empty note removed the day's note.
    case noteRemoved
    /// An empty note was given for a day that has none: nothing changed.
    case nothingToRemove
}

extension Tracker {
    /// Marks a yes/no habit done on `day` (a slip, for a negative habit). Never duplicates: a day
    /// already done stays as it is.
    /// - Throws: ``AppError/wrongType(habit:action:hint:)`` for counters, timers and at-most
    ///   habits, which take a value; ``AppError/archived(habit:)``; ``AppError/futureDay(_:)``.
    @discardableResult
    public func complete(_ habit: Habit, on day: LogicalDay) throws(AppError) -> CheckInOutcome {
        try checkLoggable(habit, on: day)
        switch habit.type {
        case .binary, .negative: break
        case .counter, .timer, .atMost:
            throw .wrongType(
                habit: habit.name, action: "marked done",
                hint: "it takes a value: kado log \"\(habit.name)\" VALUE")
        }
        let calendar = try calendar()
        return try write { writer -> CheckInOutcome in
            let records = try store.completions(of: habit.id, on: day)
            if records.contains(where: \.isPositive) { return .alreadyDone }
            if var noteOnly = records.first {
                noteOnly.value = 1
                try writer.update(noteOnly)
            } else {
                try writer.insert(
                    Completion(
                        habitID: habit.id, day: day,
                        recordedAt: calendar.boundary.instant(on: day, keepingTimeOf: moment()),
                        value: 1))
            }
            return .recorded
        }
    }

    /// Removes what was logged on `day`: records with a note are kept as note-only records.
    @discardableResult
    public func undo(_ habit: Habit, on day: LogicalDay) throws(AppError) -> CheckInOutcome {
        try checkLoggable(habit, on: day)
        return try write { writer -> CheckInOutcome in
            let records = try store.completions(of: habit.id, on: day).filter(\.isPositive)
            guard !records.isEmpty else { return .nothingToUndo }
            try clear(records, with: writer)
            return .removed
        }
    }

    /// Done if not done, undone if done.
    @discardableResult
    public func toggle(_ habit: Habit, on day: LogicalDay) throws(AppError) -> CheckInOutcome {
        switch habit.type {
        case .binary, .negative: break
        case .counter, .timer, .atMost:
            throw .wrongType(
                habit: habit.name, action: "toggled", hint: "it takes a value: kado log \"\(habit.name)\" VALUE")
        }
        let records = try perform { try store.completions(of: habit.id, on: day) }
        return records.contains(where: \.isPositive) ? try undo(habit, on: day) : try complete(habit, on: day)
    }

    /// Sets (or, with `adding`, increases) the day's value of a counter, timer or at-most habit.
    /// Timer values are minutes, stored as seconds. A total of 0 removes the day's records,
    /// keeping those with a note.
    /// - Throws: ``AppError/wrongType(habit:action:hint:)`` for yes/no and negative habits;
    ///   ``AppError/invalid(_:)`` for a negative, infinite or huge value.
    @discardableResult
    public func log(_ habit: Habit, value: Double, adding: Bool = false, on day: LogicalDay) throws(AppError)
        -> CheckInOutcome
    {
        try checkLoggable(habit, on: day)
        let scale: Double
        switch habit.type {
        case .binary:
            throw .wrongType(
                habit: habit.name, action: "given a value",
                hint: "it is a yes/no habit: kado done \"\(habit.name)\"")
        case .negative:
            throw .wrongType(
                habit: habit.name, action: "given a value",
                hint: "it is a habit to avoid: kado done \"\(habit.name)\" logs a slip")
        case .timer: scale = 60
        case .counter, .atMost: scale = 1
        }
        guard value.isFinite, value >= 0 || adding, abs(value * scale) <= 1_000_000_000 else {
            throw .invalid(
                .init(field: "VALUE", value: String(value), problem: "must be a number from 0 to 1000000000"))
        }
        let calendar = try calendar()
        return try write { writer -> CheckInOutcome in
            let records = try store.completions(of: habit.id, on: day)
            let current = records.reduce(0) { $0 + max(0, $1.value) }
            let total = max(0, adding ? current + value * scale : value * scale)
            if let error = habit.type.dayTotalValidationError(total, field: "VALUE") { throw error }
            guard total != current || records.count > 1 else { return .unchanged }
            try clear(records.dropFirst().filter { $0.value > 0 }, with: writer)
            if total == 0 {
                try clear(Array(records.prefix(1)), with: writer)
            } else if var first = records.first {
                first.value = total
                try writer.update(first)
            } else {
                try writer.insert(
                    Completion(
                        habitID: habit.id, day: day,
                        recordedAt: calendar.boundary.instant(on: day, keepingTimeOf: moment()), value: total))
            }
            return .valueSet
        }
    }

    /// Excuses `days` (one day or a pause): the score stays and the streak neither breaks nor grows.
    @discardableResult
    public func skip(_ habit: Habit, days: DayRange, note: String? = nil) throws(AppError) -> CheckInOutcome {
        // A pause may be planned ahead, so only archived habits are refused.
        if habit.isArchived { throw .archived(habit: habit.name) }
        guard days.count <= Skip.maximumLength else {
            throw .invalid(
                .init(field: "range", value: "\(days.first)..\(days.last)", problem: "must be at most 3660 days"))
        }
        let today = try today()
        if days.last > today.adding(days: 366) {
            throw .invalid(
                .init(
                    field: "range", value: "\(days.first)..\(days.last)", problem: "must end within a year from today"))
        }
        let skip = Skip(habitID: habit.id, days: days, note: note)
        if let error = skip.validationErrors.first { throw .invalid(error) }
        return try write { writer -> CheckInOutcome in
            // Excusing days already excused (with the same note, or none given) changes nothing.
            let existing = try store.skips(of: habit.id)
            if existing.contains(where: {
                $0.days.first <= days.first && days.last <= $0.days.last && (note == nil || $0.note == note)
            }) {
                return .unchanged
            }
            try writer.insert(skip)
            return .skipped
        }
    }

    /// Sets the note of `day` (an empty text removes it: ``CheckInOutcome/noteRemoved``, or
    /// ``CheckInOutcome/nothingToRemove`` without writing when the day has none). A day without a
    /// record gets a note-only record, which is neither done nor a slip.
    @discardableResult
    public func note(_ habit: Habit, text: String, on day: LogicalDay) throws(AppError) -> CheckInOutcome {
        try checkLoggable(habit, on: day)
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count <= Completion.maximumNoteLength else {
            throw .invalid(
                .init(
                    field: "note", value: String(trimmed.prefix(20)) + "…",
                    problem: "must be at most \(Completion.maximumNoteLength) characters"))
        }
        if let violation = TextRules.violation(of: trimmed, field: "note", kind: .lines) { throw .invalid(violation) }
        let calendar = try calendar()
        return try write { writer -> CheckInOutcome in
            let records = try store.completions(of: habit.id, on: day)
            if trimmed.isEmpty {
                let noted = records.filter { $0.note != nil }
                if noted.isEmpty { return .nothingToRemove }
                for var record in noted {
                    record.note = nil
                    if record.value == 0 { try writer.delete(record) } else { try writer.update(record) }
                }
                return .noteRemoved
            }
            if records.first?.note == trimmed { return .unchanged }
            if var first = records.first {
                first.note = trimmed
                try writer.update(first)
            } else {
                try writer.insert(
                    Completion(
                        habitID: habit.id, day: day,
                        recordedAt: calendar.boundary.instant(on: day, keepingTimeOf: moment()), value: 0, note: trimmed
                    ))
            }
            return .noted
        }
    }

    private func checkLoggable(_ habit: Habit, on day: LogicalDay) throws(AppError) {
        if !day.isSupported { throw .invalid(.unsupportedDay(field: "day", day)) }
        if habit.isArchived { throw .archived(habit: habit.name) }
        if day > (try today()) { throw .futureDay(day) }
    }

    /// Deletes records, or clears their value when they carry a note.
    private func clear(_ records: [Completion], with writer: StoreWriter) throws {
        for var record in records {
            if record.note != nil {
                record.value = 0
                try writer.update(record)
            } else {
                try writer.delete(record)
            }
        }
    }
}
