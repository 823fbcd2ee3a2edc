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

extension CheckInUseCases {
    /// Checks `habit` in on `day`: the one path every check-in takes, from the command line, the web
    /// forms and the JSON API today, and from a notification action or a remote change later.
    ///
    /// It reads the context once (unless given), loads the habit list once to resolve `habit`,
    /// decides here — and nowhere else — whether the habit's type allows `action`
    /// (``CheckIn/refusal(for:)``) and whether the day may be logged (supported, not after today
    /// unless a skip, not archived), writes in one transaction (a check-in that changes nothing
    /// writes nothing), publishes the widget snapshot once (``write(_:)``), and returns the habit's
    /// summary from the walk made in that transaction, so that no caller walks again to show it.
    ///
    /// - Parameters:
    ///   - action: what to do.
    ///   - habit: the habit, by id or by what a person typed.
    ///   - day: the day (the first one, for a skip); `nil` for today.
    ///   - context: the context already read (``context()``), or `nil` to read it.
    /// - Throws: ``AppError/habitNotFound(_:suggestion:)``, ``AppError/ambiguousHabit(_:candidates:)``,
    ///   ``AppError/wrongType(habit:kind:action:)``, ``AppError/archived(habit:)``,
    ///   ``AppError/futureDay(_:)``, ``AppError/invalid(_:)`` (a value, a note, a range, a day
    ///   outside the supported ones), ``AppError/store(_:)``. Nothing is written then.
    @discardableResult
    public func checkIn(
        _ action: CheckIn, habit: HabitReference, day: LogicalDay? = nil, in context: AppContext? = nil
    ) throws(AppError) -> CheckInResult {
        // One reference resolves to exactly one result (or throws).
        let results = try checkIn(action, habits: [habit], day: day, in: context)
        guard let result = results.first else { throw .habitNotFound("\(habit)") }
        return result
    }

    /// Checks several habits in on `day` in one transaction (`kado done A B C`): every habit is
    /// resolved and every rule of ``checkIn(_:habit:day:in:)`` is made for each before anything is
    /// written, so that one unknown, ambiguous, archived or wrongly typed habit leaves every habit
    /// as it was. A habit named twice is checked in once. The widget snapshot is published once.
    ///
    /// - Parameters:
    ///   - action: what to do to each habit's day.
    ///   - habits: the habits, by id or by what a person typed, in the order the results follow.
    ///   - day: the day (the first one, for a skip); `nil` for today.
    ///   - context: the context already read (``context()``), or `nil` to read it.
    /// - Returns: one result a habit, in the order given (a habit named twice once, where first named).
    /// - Throws: what ``checkIn(_:habit:day:in:)`` throws, for the first habit that cannot be checked
    ///   in; nothing is written then.
    /// - Complexity: one load of the habit list, one write transaction, one walk a habit.
    @discardableResult
    public func checkIn(
        _ action: CheckIn, habits references: [HabitReference], day: LogicalDay? = nil, in context: AppContext? = nil
    ) throws(AppError) -> [CheckInResult] {
        let context = try self.context(given: context)
        let all = try habits.all(includingArchived: true)
        var resolved: [(habit: Habit, position: Int)] = []
        for reference in references {
            let found = try resolve(reference, among: all)
            if !resolved.contains(where: { $0.habit.id == found.habit.id }) { resolved.append(found) }
        }
        let day = day ?? context.today
        var changes: [(StoreWriter) throws -> CheckInOutcome] = []
        for (habit, _) in resolved { changes.append(try validated(action, habit: habit, day: day, context: context)) }
        let change = { (done: ([CheckInOutcome], [HabitSummary])) in
            UndoableChange.checkIn(action, habits: resolved.map(\.habit), outcomes: done.0, day: day)
        }
        let (outcomes, summaries) = try write(in: context, journaling: change) {
            writer -> ([CheckInOutcome], [HabitSummary]) in
            let before = store.changeCount
            let outcomes = try changes.map { try $0(writer) }
            // The summaries from the records just written, in the same transaction. Their fresher
            // checkpoints are saved with the change, never on their own: a check-in that changed
            // nothing writes nothing.
            var fresh: [(UUID, WalkCheckpoint)] = []
            let timelines = try views.timelines(
                of: resolved.map(\.habit), calendar: context.calendar, resumingBefore: context.today)
            let summaries = zip(timelines, resolved).map { timeline, entry in
                self.views.summary(of: timeline, today: context.today, position: entry.position, fresh: &fresh)
            }
            if store.changeCount != before {
                for (id, checkpoint) in fresh { try writer.saveCheckpoint(checkpoint, of: id) }
            }
            return (outcomes, summaries)
        }
        return zip(resolved, zip(outcomes, summaries)).map { entry, done in
            CheckInResult(outcome: done.0, habit: entry.habit, day: day, summary: done.1)
        }
    }

    /// Makes every rule of `action` on `habit` and `day` — the type's, then the day's (a supported
    /// one; an archived habit takes nothing; only a skip may be after today), then the value's,
    /// text's or range's — and returns the change to run in the write transaction, which
    /// reads the day as it is there. The one place these rules are made: a batch of operations
    /// from an offline queue (``OperationUseCases``) goes through it too.
    /// - Parameter madeAt: when the person acted, for an operation sent later: its records are
    ///   stamped at that time of day (on `day`); `nil` for now.
    func validated(
        _ action: CheckIn, habit: Habit, day: LogicalDay, context: AppContext, madeAt: Date? = nil
    ) throws(AppError) -> (StoreWriter) throws -> CheckInOutcome {
        if let refusal = action.refusal(for: habit) { throw refusal }
        // A skip's days are checked as its range (``Skip/validationErrors`` names the end outside).
        if !action.allowsFutureDays, !day.isSupported { throw .invalid(.unsupportedDay(field: "day", day)) }
        if habit.isArchived { throw .archived(habit: habit.name) }
        if !action.allowsFutureDays, day > context.today { throw .futureDay(day) }
        let recordedAt = context.calendar.boundary.instant(on: day, keepingTimeOf: madeAt ?? moment())
        switch action {
        case .done:
            return { writer in try self.markDone(habit, on: day, recordedAt: recordedAt, writer: writer) }
        case .undo:
            return { writer in try self.undo(habit, on: day, writer: writer) }
        case .toggle:
            return { writer in
                let isDone = try writer.completions(of: habit.id, on: day).contains(where: \.isPositive)
                return isDone
                    ? try self.undo(habit, on: day, writer: writer)
                    : try self.markDone(habit, on: day, recordedAt: recordedAt, writer: writer)
            }
        case .set(let value), .add(let value):
            var adding = false
            if case .add = action { adding = true }
            // Timer values are typed in minutes and stored in seconds.
            let scale: Double = if case .timer = habit.type { 60 } else { 1 }
            guard value.isFinite, value >= 0 || adding, abs(value * scale) <= 1_000_000_000 else {
                throw .invalid(
                    .init(
                        field: "VALUE", value: String(value),
                        rule: .outOfRange(minimum: 0, maximum: 1_000_000_000, unit: .number)))
            }
            return { writer in
                try self.setTotal(
                    of: habit, on: day, to: value * scale, adding: adding, recordedAt: recordedAt, writer: writer)
            }
        case .note(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard trimmed.count <= Completion.maximumNoteLength else {
                throw .invalid(
                    .init(
                        field: "note", value: String(trimmed.prefix(20)) + "…",
                        rule: .tooLong(maximum: Completion.maximumNoteLength)))
            }
            if let violation = TextRules.violation(of: trimmed, field: "note", kind: .lines) {
                throw .invalid(violation)
            }
            return { writer in try self.setNote(of: habit, on: day, to: trimmed, recordedAt: recordedAt, writer: writer)
            }
        case .skip(let last, let note):
            let skip = try validatedSkip(of: habit, from: day, through: last, note: note, today: context.today)
            return { writer in
                // Excusing days already excused (with the same note, or none given) changes nothing.
                let existing = try writer.skips(of: habit.id)
                if existing.contains(where: {
                    $0.days.first <= skip.days.first && skip.days.last <= $0.days.last
                        && (note == nil || $0.note == note)
                }) {
                    return .unchanged
                }
                try writer.insert(skip)
                return .skipped
            }
        case .increase, .decrease, .amount:
            // A step or a day editor's amount is one of the actions above, by the habit's type.
            return try validated(
                action.resolved(for: CheckInStyle(habit.type)), habit: habit, day: day, context: context,
                madeAt: madeAt)
        }
    }

    /// The skip of `first` through `last`, or why it cannot be: at most ``Skip/maximumLength``
    /// days, ending within a year from today, with a valid note.
    private func validatedSkip(
        of habit: Habit, from first: LogicalDay, through last: LogicalDay, note: String?, today: LogicalDay
    ) throws(AppError) -> Skip {
        let days: DayRange
        do {
            days = try DayRange(from: first, through: last)
        } catch {
            throw .invalid(error)
        }
        guard days.count <= Skip.maximumLength else {
            throw .invalid(
                .init(
                    field: "range", value: "\(days.first)..\(days.last)",
                    rule: .pauseTooLong(maximumDays: Skip.maximumLength)))
        }
        if days.last > today.adding(days: 366) {
            throw .invalid(
                .init(field: "range", value: "\(days.first)..\(days.last)", rule: .endsTooFarAhead))
        }
        let skip = Skip(id: store.makeID(), habitID: habit.id, days: days, note: note)
        if let error = skip.validationErrors.first { throw .invalid(error) }
        return skip
    }

    private func markDone(_ habit: Habit, on day: LogicalDay, recordedAt: Date, writer: StoreWriter) throws
        -> CheckInOutcome
    {
        let records = try writer.completions(of: habit.id, on: day)
        if records.contains(where: \.isPositive) { return .alreadyDone }
        if var noteOnly = records.first {
            noteOnly.value = 1
            try writer.update(noteOnly)
        } else {
            try writer.insert(
                Completion(id: store.makeID(), habitID: habit.id, day: day, recordedAt: recordedAt, value: 1))
        }
        return .recorded
    }

    private func undo(_ habit: Habit, on day: LogicalDay, writer: StoreWriter) throws -> CheckInOutcome {
        let records = try writer.completions(of: habit.id, on: day).filter(\.isPositive)
        guard !records.isEmpty else { return .nothingToUndo }
        try clear(records, with: writer)
        return .removed
    }

    /// Sets (or, `adding`, increases) the day's total, in stored units; 0 removes the day's
    /// records, keeping those with a note.
    ///
    /// How each is recorded is what sync merges (``DayTotalRecord``, docs/sync.md "Set and add"):
    /// a total that is set (or lowered) goes in the day's total record — the same row on every
    /// device, so the latest setting wins — and clears the day's other records; an increase goes
    /// in the total record when this device wrote it last, else in this device's own increase
    /// record, so that increases made on two devices add up.
    private func setTotal(
        of habit: Habit, on day: LogicalDay, to amount: Double, adding: Bool, recordedAt: Date, writer: StoreWriter
    ) throws -> CheckInOutcome {
        let records = try writer.completions(of: habit.id, on: day)
        let current = records.reduce(0) { $0 + max(0, $1.value) }
        let total = max(0, adding ? current + amount : amount)
        if let error = habit.type.dayTotalValidationError(total, field: "VALUE") { throw error }
        let totalID = DayTotalRecord.id(habit: habit.id, day: day)
        if adding, amount > 0 {
            let ownID = DayTotalRecord.id(habit: habit.id, day: day, device: store.deviceID)
            var target = records.first { $0.id == ownID }
            if let total = records.first(where: { $0.id == totalID }),
                try store.lastWriter(ofCompletion: totalID) == store.deviceID
            {
                target = total
            }
            if var record = target {
                record.value = max(0, record.value) + amount
                try writer.update(record)
            } else {
                // Deleted before (a tombstone) or never written: saving brings the row back.
                _ = try writer.save(contentsOf: [
                    Completion(id: ownID, habitID: habit.id, day: day, recordedAt: recordedAt, value: amount)
                ])
            }
            return .valueSet
        }
        guard total != current || records.count > 1 else { return .unchanged }
        try clear(records.filter { $0.id != totalID && $0.value > 0 }, with: writer)
        let existing = records.first { $0.id == totalID }
        if total == 0 {
            if let existing { try clear([existing], with: writer) }
        } else if var existing {
            existing.value = total
            try writer.update(existing)
        } else {
            // Deleted before (a tombstone) or never written: saving brings the row back.
            _ = try writer.save(contentsOf: [
                Completion(id: totalID, habitID: habit.id, day: day, recordedAt: recordedAt, value: total)
            ])
        }
        return .valueSet
    }

    /// Sets the day's note (`text` already trimmed and checked); an empty text removes it.
    private func setNote(of habit: Habit, on day: LogicalDay, to text: String, recordedAt: Date, writer: StoreWriter)
        throws -> CheckInOutcome
    {
        let records = try writer.completions(of: habit.id, on: day)
        if text.isEmpty {
            let noted = records.filter { $0.note != nil }
            if noted.isEmpty { return .nothingToRemove }
            for var record in noted {
                record.note = nil
                if record.value == 0 { try writer.delete(record) } else { try writer.update(record) }
            }
            return .noteRemoved
        }
        if records.first?.note == text { return .unchanged }
        if var first = records.first {
            first.note = text
            try writer.update(first)
        } else {
            try writer.insert(
                Completion(
                    id: store.makeID(), habitID: habit.id, day: day, recordedAt: recordedAt, value: 0, note: text))
        }
        return .noted
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

    // MARK: - Shorthands

    /// ``checkIn(_:habit:day:in:)`` with ``CheckIn/done``: marks a yes/no habit done on `day` (a
    /// slip, for a negative habit); a day already done stays as it is.
    @discardableResult
    public func complete(_ habit: Habit, on day: LogicalDay) throws(AppError) -> CheckInOutcome {
        try checkIn(.done, habit: .id(habit.id), day: day).outcome
    }

    /// ``checkIn(_:habit:day:in:)`` with ``CheckIn/undo``.
    @discardableResult
    public func undo(_ habit: Habit, on day: LogicalDay) throws(AppError) -> CheckInOutcome {
        try checkIn(.undo, habit: .id(habit.id), day: day).outcome
    }

    /// ``checkIn(_:habit:day:in:)`` with ``CheckIn/toggle``.
    @discardableResult
    public func toggle(_ habit: Habit, on day: LogicalDay) throws(AppError) -> CheckInOutcome {
        try checkIn(.toggle, habit: .id(habit.id), day: day).outcome
    }

    /// ``checkIn(_:habit:day:in:)`` with ``CheckIn/set(_:)`` (or, `adding`, ``CheckIn/add(_:)``):
    /// the day's value of a counter, timer (minutes) or at-most habit.
    @discardableResult
    public func log(_ habit: Habit, value: Double, adding: Bool = false, on day: LogicalDay) throws(AppError)
        -> CheckInOutcome
    {
        try checkIn(adding ? .add(value) : .set(value), habit: .id(habit.id), day: day).outcome
    }

    /// ``checkIn(_:habit:day:in:)`` with ``CheckIn/skip(through:note:)``: excuses `days` (one day
    /// or a pause); the score stays and the streak neither breaks nor grows.
    @discardableResult
    public func skip(_ habit: Habit, days: DayRange, note: String? = nil) throws(AppError) -> CheckInOutcome {
        try checkIn(.skip(through: days.last, note: note), habit: .id(habit.id), day: days.first).outcome
    }

    /// ``checkIn(_:habit:day:in:)`` with ``CheckIn/note(_:)``.
    @discardableResult
    public func note(_ habit: Habit, text: String, on day: LogicalDay) throws(AppError) -> CheckInOutcome {
        try checkIn(.note(text), habit: .id(habit.id), day: day).outcome
    }
}
