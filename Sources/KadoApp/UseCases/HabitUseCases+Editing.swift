import Foundation
import KadoBackup
import KadoCore
import KadoStore

extension HabitUseCases {
    /// Creates a habit at the end of the list.
    /// - Parameters:
    ///   - reminders: every reminder of the habit (a form's times and settings), which its own
    ///     reminder fields then follow; `nil` for the one those fields of `draft` say.
    ///   - context: the context already read (``context()``), or `nil` to read it (a clock
    ///     outside the supported days cannot date a new habit).
    /// - Throws: ``AppError/invalid(_:)`` naming the first broken rule, or the limit when the
    ///   database already holds ``BackupLimits/habits`` habits; nothing is written then.
    @discardableResult
    public func createHabit(_ draft: HabitDraft, reminders choice: ReminderChoice? = nil, in context: AppContext? = nil)
        throws(AppError) -> Habit
    {
        try create(
            draft, times: choice?.times, onlyIfNotDone: choice?.onlyIfNotDone, snoozeMinutes: choice?.snoozeMinutes,
            in: context)
    }

    /// Creates a habit at the end of the list with `times` as its reminder times, the habit and
    /// its reminders in one transaction (one undo step): what `kado add --remind 08:00,18:30`
    /// does. Each reminder takes the defaults of a habit's first reminder.
    /// - Parameters:
    ///   - times: the reminder times (a time given twice counts once; none: no reminder).
    ///   - context: the context already read (``context()``), or `nil` to read it.
    /// - Throws: as ``createHabit(_:reminders:in:)``; nothing is written then.
    @discardableResult
    public func createHabit(_ draft: HabitDraft, reminderTimes times: [ReminderTime], in context: AppContext? = nil)
        throws(AppError) -> Habit
    {
        try create(draft, times: times, onlyIfNotDone: nil, snoozeMinutes: nil, in: context)
    }

    /// ``createHabit(_:reminders:in:)``: `times`, when given, become the habit's reminder times
    /// (its own reminder fields following them), with `onlyIfNotDone` and `snoozeMinutes` for
    /// all of them (the defaults when `nil`); `nil` for the one reminder `draft`'s fields say.
    private func create(
        _ draft: HabitDraft, times: [ReminderTime]?, onlyIfNotDone: Bool?, snoozeMinutes: Int?,
        in context: AppContext?
    ) throws(AppError) -> Habit {
        let context = try self.context(given: context)
        let existing = try all(includingArchived: true)
        if existing.count >= limits.habits {
            throw .invalid(
                .init(
                    field: "habits", value: String(existing.count + 1), rule: .habitLimitReached(maximum: limits.habits)
                ))
        }
        var habit = Habit(
            id: store.makeID(), name: draft.name.trimmingCharacters(in: .whitespacesAndNewlines),
            frequency: draft.frequency,
            type: draft.type, unit: draft.unit, color: draft.color, icon: draft.icon, createdAt: moment(),
            remindersEnabled: draft.remindersEnabled, reminderHour: draft.reminderHour,
            reminderMinute: draft.reminderMinute, sortOrder: (existing.map(\.sortOrder).max() ?? -1) + 1,
            scoreModel: draft.scoreModel, details: Habit.normalizedDetails(draft.details),
            group: Habit.normalizedGroup(draft.group), startDay: draft.startDay)
        try Self.refuseStartAfterToday(habit, today: context.today)
        let reminders = reminders.reminderRows(
            of: habit, at: times ?? ReminderUseCases.legacyTimes(of: habit), replacing: [],
            onlyIfNotDone: onlyIfNotDone,
            snoozeMinutes: snoozeMinutes)
        if let error = reminders.lazy.flatMap(\.validationErrors).first { throw .invalid(error) }
        if times != nil { habit = ReminderUseCases.mirroring(reminders, into: habit) }
        if let error = habit.validationErrors.first { throw .invalid(error) }
        try refuseNameClash(habit, among: existing)
        try write(in: context, recording: UndoableChange(.addHabit, habits: [habit])) { writer in
            try writer.insert(habit)
            if !reminders.isEmpty { try writer.setReminders(reminders, of: habit.id) }
        }
        return habit
    }

    /// Changes a habit with `change`, then validates and saves it.
    ///
    /// A change of the habit's own reminder fields (one time, or off: what the web form and
    /// `--remind` with one time set) makes that time the habit's only reminder, or turns its
    /// reminders off; any other change leaves its reminders (``setReminders(of:to:onlyIfNotDone:snoozeMinutes:in:)``).
    /// - Parameters:
    ///   - reminders: every reminder of the habit (a form's times and settings), which its own
    ///     reminder fields then follow, saved in the same transaction; `nil` to leave them to
    ///     the rule above.
    ///   - context: the context already read (``context()``), whose settings the widget
    ///     snapshot is published with; `nil` to let the publisher read them.
    /// - Throws: ``AppError/invalid(_:)``; nothing is written then.
    @discardableResult
    public func editHabit(
        _ habit: Habit, reminders choice: ReminderChoice? = nil, in context: AppContext? = nil,
        _ change: (inout Habit) -> Void
    ) throws(AppError) -> Habit {
        try edit(
            habit, times: choice?.times, onlyIfNotDone: choice?.onlyIfNotDone, snoozeMinutes: choice?.snoozeMinutes,
            in: context, as: .editHabit, change)
    }

    /// Changes a habit with `change` and makes `times` its reminder times, then validates and
    /// saves both in one transaction (one undo step): what `kado edit` does with `--remind` or its
    /// form. A time the habit had already keeps its reminder and its settings; a new one takes
    /// the habit's current settings (``setReminders(of:to:onlyIfNotDone:snoozeMinutes:in:)``).
    /// - Parameters:
    ///   - times: the reminder times (none turns the reminders off); `nil` to leave them to the
    ///     rule of ``editHabit(_:reminders:in:_:)``.
    ///   - context: the context already read (``context()``); `nil` to let the publisher read it.
    /// - Throws: ``AppError/invalid(_:)``; nothing is written then.
    @discardableResult
    public func editHabit(
        _ habit: Habit, reminderTimes times: [ReminderTime]?, in context: AppContext? = nil,
        _ change: (inout Habit) -> Void
    ) throws(AppError) -> Habit {
        try edit(habit, times: times, onlyIfNotDone: nil, snoozeMinutes: nil, in: context, as: .editHabit, change)
    }

    /// ``editHabit(_:reminders:in:_:)``, journaled for undo as a change of `kind`: `times`, when
    /// given, become the habit's reminder times, with `onlyIfNotDone` and `snoozeMinutes` for all
    /// of them (each keeps its own, or a new one the habit's, when `nil`).
    func edit(
        _ habit: Habit, times: [ReminderTime]? = nil, onlyIfNotDone: Bool? = nil, snoozeMinutes: Int? = nil,
        in context: AppContext?, as kind: UndoableChange.Kind, _ change: (inout Habit) -> Void
    ) throws(AppError) -> Habit {
        var edited = habit
        change(&edited)
        // A change of the type's kind rewrites the whole history: every version takes the new type
        // (a front end that sets only the current terms changes the current version otherwise).
        if edited.type.kind != habit.type.kind, edited.hasRuleVersions {
            let type = edited.type
            edited = edited.changingRules(from: .wholeHistory) { $0.type = type }
        }
        // Current terms set back to the earlier ones: the version that changed nothing goes.
        if edited.hasRuleVersions { edited.ruleVersions = edited.ruleVersions }
        // A blank description or group is none; a group is kept without the spaces around it
        // (only what the change set: a value that came from a file stays as it came).
        if edited.details != habit.details { edited.details = Habit.normalizedDetails(edited.details) }
        if edited.group != habit.group { edited.group = Habit.normalizedGroup(edited.group) }
        let reminders: [Reminder]?
        if let times {
            let existing = try self.reminders.all(of: habit)
            let rows = self.reminders.reminderRows(
                of: edited, at: times, replacing: existing, onlyIfNotDone: onlyIfNotDone,
                snoozeMinutes: snoozeMinutes)
            if let error = rows.lazy.flatMap(\.validationErrors).first { throw .invalid(error) }
            edited = ReminderUseCases.mirroring(rows, into: edited)
            reminders = rows == existing ? nil : rows
        } else {
            let times = ReminderUseCases.legacyTimes(of: edited)
            reminders =
                times == ReminderUseCases.legacyTimes(of: habit)
                ? nil
                : self.reminders.reminderRows(
                    of: edited, at: times, replacing: try self.reminders.all(of: habit), onlyIfNotDone: nil,
                    snoozeMinutes: nil)
        }
        if let error = edited.validationErrors.first { throw .invalid(error) }
        // A start another device set in a later time zone may be ahead of today here: only a
        // start changed now must have come.
        if edited.startDay != habit.startDay { try Self.refuseStartAfterToday(edited, today: try self.context().today) }
        if edited.name != habit.name { try refuseNameClash(edited, among: try all(includingArchived: true)) }
        guard edited != habit || reminders != nil else { return habit }
        try write(in: context, recording: UndoableChange(kind, habits: [habit])) { writer in
            if edited != habit { try writer.update(edited) }
            if let reminders { try writer.setReminders(reminders, of: habit.id) }
        }
        return edited
    }

    /// Refuses a start date set by hand after `today`: a habit starts on a day that has come.
    static func refuseStartAfterToday(_ habit: Habit, today: LogicalDay) throws(AppError) {
        if let start = habit.startDay, start > today {
            throw .invalid(.init(field: "startDay", value: start.description, rule: .startsAfterToday))
        }
    }

    /// Archives a habit now: it leaves Today and keeps its history; its score freezes.
    /// - Parameter context: the context already read (``context()``), or `nil` to read it (a
    ///   clock outside the supported days cannot date the archive).
    @discardableResult
    public func archive(_ habit: Habit, in context: AppContext? = nil) throws(AppError) -> Habit {
        guard habit.archivedAt == nil else { return habit }
        let context = try self.context(given: context)
        let archivedAt = moment()
        return try edit(habit, in: context, as: .archiveHabit) { $0.archivedAt = archivedAt }
    }

    /// Brings an archived habit back.
    /// - Parameter context: the context already read (``context()``), or `nil` (see
    ///   ``editHabit(_:in:_:)``).
    @discardableResult
    public func unarchive(_ habit: Habit, in context: AppContext? = nil) throws(AppError) -> Habit {
        try edit(habit, in: context, as: .unarchiveHabit) { $0.archivedAt = nil }
    }

    /// How many records `habit` has (what deleting it would remove, as a confirmation says).
    public func recordCount(of habit: Habit) throws(AppError) -> Int {
        try perform { try store.completions(of: habit.id).count }
    }

    /// Deletes a habit: moves it to the trash with its records, skips and reminders, where it can
    /// be restored for ``trashRetentionDays`` days (``restoreFromTrash(_:in:)``).
    /// - Parameter context: the context already read (``context()``), or `nil` (see
    ///   ``editHabit(_:in:_:)``).
    public func delete(_ habit: Habit, in context: AppContext? = nil) throws(AppError) {
        try write(in: context, recording: UndoableChange(.deleteHabit, habits: [habit])) {
            try $0.deleteHabit(habit.id)
        }
    }

    /// Moves an active habit to `position` (1-based) among the active habits.
    /// - Parameter context: the context already read (``context()``), or `nil` (see
    ///   ``editHabit(_:in:_:)``).
    /// - Throws: ``AppError/invalid(_:)`` when `position` is out of range.
    public func move(_ habit: Habit, to position: Int, in context: AppContext? = nil) throws(AppError) {
        let all = try all(includingArchived: true)
        var active = all.filter { !$0.isArchived }
        guard let index = active.firstIndex(where: { $0.id == habit.id }) else { throw .archived(habit: habit.name) }
        guard (1...active.count).contains(position) else {
            throw .invalid(
                .init(
                    field: "position", value: String(position),
                    rule: .outOfRange(minimum: 1, maximum: active.count, unit: .none)))
        }
        let moved = active.remove(at: index)
        active.insert(moved, at: position - 1)
        let archived = all.filter(\.isArchived)
        try write(in: context, recording: UndoableChange(.moveHabit, habits: [habit])) {
            try $0.reorder(active.map(\.id) + archived.map(\.id))
        }
    }

    /// Refuses a name that the lookup could not tell from another habit's (archived ones
    /// included): it would make both ambiguous for ever. Habits that came to share a name
    /// otherwise (two devices creating it, a trash restore, an import) are kept, and listed by
    /// ``nameClashes()``.
    func refuseNameClash(_ habit: Habit, among habits: [Habit]) throws(AppError) {
        let others = habits.filter { $0.id != habit.id }
        if let other = HabitMatcher.clash(of: habit.name, among: others, name: \.name) {
            throw .invalid(.init(field: "name", value: habit.name, rule: .sameNameAs(other.name)))
        }
    }

    /// The groups of habits (archived ones included) whose names the lookup cannot tell apart, in
    /// the habits' order: each must be named by its id until one is renamed.
    /// - Complexity: O(n) in the habits (each name folded once).
    public func nameClashes() throws(AppError) -> [[Habit]] {
        let habits = try all(includingArchived: true)
        if let memo = work.nameClashMemo, memo.habits == habits { return memo.clashes }
        var groups: [String: [Habit]] = [:]
        var order: [String] = []
        for habit in habits {
            let trimmed = habit.name.trimmingCharacters(in: .whitespacesAndNewlines)
            let folded = HabitMatcher.folded(trimmed)
            // Two names clash when they are the same, or fold to the same non-empty key (the
            // same name always folds the same).
            let key = folded.isEmpty ? "\u{0}" + trimmed : folded
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(habit)
        }
        let clashes = order.compactMap { groups[$0] }.filter { $0.count > 1 }
        work.nameClashMemo = (habits, clashes)
        return clashes
    }

    /// For each habit whose name another shares (``nameClashes()``), its place among them by
    /// creation (then id) and how many they are: what screens show beside the name ("1 of 2")
    /// until one is renamed.
    public func nameTwins() throws(AppError) -> [UUID: NameTwin] {
        var twins: [UUID: NameTwin] = [:]
        for group in try nameClashes() {
            let ordered = group.sorted { ($0.createdAt, $0.id.uuidString) < ($1.createdAt, $1.id.uuidString) }
            for (index, habit) in ordered.enumerated() {
                twins[habit.id] = NameTwin(position: index + 1, count: ordered.count, name: habit.name)
            }
        }
        return twins
    }
}
