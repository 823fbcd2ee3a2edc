import Foundation
import KadoBackup
import KadoCore
import KadoStore

/// A coming reminder with its habit: what `kado remind next` lists, and why it will or will not
/// ring.
public struct UpcomingReminder: Hashable, Sendable {
    /// The habit it reminds of.
    public let habit: Habit
    /// The reminder on its day, with its instant and verdict.
    public let occurrence: ReminderOccurrence
    /// Whether it was put off by *Snooze*: its instant is when it rings again.
    public let isSnoozed: Bool

    /// `occurrence` of a reminder of `habit`, snoozed or not.
    public init(habit: Habit, occurrence: ReminderOccurrence, isSnoozed: Bool = false) {
        self.habit = habit
        self.occurrence = occurrence
        self.isSnoozed = isSnoozed
    }
}

extension ReminderUseCases {
    /// The reminders of `habit`, earliest time first.
    public func all(of habit: Habit) throws(AppError) -> [Reminder] {
        try perform { try store.reminders(of: habit.id) }
    }

    /// Makes `times` the reminder times of `habit` (a time given twice counts once; none turns
    /// its reminders off). A time it had already keeps its reminder; `onlyIfNotDone` and
    /// `snoozeMinutes`, when given, apply to every reminder of the habit, and a new reminder
    /// otherwise takes the habit's current ones (the defaults for its first).
    ///
    /// The habit's own reminder fields, which Kadō's backups and devices without the reminders
    /// table read, follow the earliest time (off when there is none, keeping the last time).
    /// Both are saved in one transaction, journaled as an edit of the habit (one undo step).
    /// - Returns: the habit as saved (its reminder fields), and its reminders, earliest first.
    /// - Throws: ``AppError/invalid(_:)`` (a snooze length out of range); nothing is written then.
    @discardableResult
    public func setReminders(
        of habit: Habit, to times: [ReminderTime], onlyIfNotDone: Bool? = nil, snoozeMinutes: Int? = nil,
        in context: AppContext? = nil
    ) throws(AppError) -> (habit: Habit, reminders: [Reminder]) {
        let existing = try reminders.all(of: habit)
        let reminders = reminderRows(
            of: habit, at: times, replacing: existing, onlyIfNotDone: onlyIfNotDone, snoozeMinutes: snoozeMinutes)
        if let error = reminders.lazy.flatMap(\.validationErrors).first { throw .invalid(error) }
        let mirrored = Self.mirroring(reminders, into: habit)
        guard reminders != existing || mirrored != habit else { return (habit, reminders) }
        try write(in: context, recording: UndoableChange(.editHabit, habits: [habit])) { writer in
            try writer.setReminders(reminders, of: habit.id)
            if mirrored != habit { try writer.update(mirrored) }
        }
        return (mirrored, reminders)
    }

    /// The reminders of every habit that ring after `start` up to `end`, each with its verdict,
    /// in the order they ring (see ``ReminderSchedule/occurrences(of:after:through:boundary:includingDone:)``).
    /// - Parameters:
    ///   - start: from when; now by default.
    ///   - hours: how far ahead, 24 hours by default.
    ///   - includingDone: whether reminders only for days not done ring on done days too.
    public func upcomingReminders(
        from start: Date? = nil, hours: Int = 24, includingDone: Bool = false, in context: AppContext? = nil
    ) throws(AppError) -> [UpcomingReminder] {
        let context = try self.context(given: context)
        let start = start ?? now()
        let end = context.calendar.boundary.calendar.date(byAdding: .hour, value: max(1, hours), to: start) ?? start
        let (subjects, named) = try reminderSubjects(from: start, calendar: context.calendar)
        let scheduled = ReminderSchedule.occurrences(
            of: subjects, after: start, through: end, boundary: context.calendar.boundary, includingDone: includingDone
        ).compactMap { occurrence in
            named[occurrence.reminder.habitID].map { UpcomingReminder(habit: $0, occurrence: occurrence) }
        }
        // What *Snooze* put off rings again at its time, as the scheduler will ring it: with
        // the verdict of its day as the records are now.
        let log = ReminderFiringLog.read(at: ReminderFiringLog.path(forDatabase: databasePath))
        let subjectsByHabit = Dictionary(subjects.map { ($0.timeline.habit.id, $0) }) { first, _ in first }
        let snoozed = log.snoozed.compactMap { snooze -> UpcomingReminder? in
            guard snooze.until > start, snooze.until <= end, let subject = subjectsByHabit[snooze.habit],
                let reminder = subject.reminders.first(where: { $0.id == snooze.reminder }),
                let habit = named[snooze.habit]
            else { return nil }
            let verdict = ReminderSchedule.verdict(
                of: reminder, on: snooze.day, timeline: subject.timeline, includingDone: includingDone)
            return UpcomingReminder(
                habit: habit,
                occurrence: ReminderOccurrence(
                    reminder: reminder, day: snooze.day, instant: snooze.until, verdict: verdict),
                isSnoozed: true)
        }
        guard !snoozed.isEmpty else { return scheduled }
        return (scheduled + snoozed).sorted { $0.occurrence.instant < $1.occurrence.instant }
    }

    /// The reminder rows `habit` has once its times are `times` (see ``Reminder/rows(of:at:replacing:onlyIfNotDone:snoozeMinutes:makeID:)``).
    func reminderRows(
        of habit: Habit, at times: [ReminderTime], replacing existing: [Reminder], onlyIfNotDone: Bool?,
        snoozeMinutes: Int?
    ) -> [Reminder] {
        Reminder.rows(
            of: habit.id, at: times, replacing: existing, onlyIfNotDone: onlyIfNotDone, snoozeMinutes: snoozeMinutes,
            makeID: store.makeID)
    }

    /// `habit` with its own reminder fields following `reminders` (sorted): on at the earliest
    /// time, or off with the last time kept.
    static func mirroring(_ reminders: [Reminder], into habit: Habit) -> Habit {
        var habit = habit
        if let first = reminders.first {
            habit.remindersEnabled = true
            habit.reminderHour = first.time.hour
            habit.reminderMinute = first.time.minute
        } else {
            habit.remindersEnabled = false
        }
        return habit
    }

    /// The reminder times a habit's own reminder fields stand for: one, or none when off.
    static func legacyTimes(of habit: Habit) -> [ReminderTime] {
        guard habit.remindersEnabled,
            // An invalid stored time stands for no reminder, as when reminders are off.
            let time = try? ReminderTime(hour: habit.reminderHour, minute: habit.reminderMinute)
        else { return [] }
        return [time]
    }
}

extension Reminder {
    /// The reminder rows of `habitID` once its reminders are `restored` (a backup's): each takes
    /// the row of an existing reminder at its time (one row each, so a time held twice keeps
    /// both), or a new id from `makeID`, with the backup's settings.
    static func rows(
        of habitID: UUID, restoring restored: [BackupReminder], replacing existing: [Reminder], makeID: () -> UUID
    ) -> [Reminder] {
        var unused = existing
        return restored.map { entry in
            let id: UUID
            if let index = unused.firstIndex(where: { $0.time == entry.time }) {
                id = unused.remove(at: index).id
            } else {
                id = makeID()
            }
            return Reminder(
                id: id, habitID: habitID, time: entry.time, onlyIfNotDone: entry.onlyIfNotDone,
                snoozeMinutes: entry.snoozeMinutes)
        }
    }

    /// The reminder rows of `habitID` once its times are `times` (each once, earliest first): a
    /// time it had keeps its row; a new one takes the settings of its current reminders (the
    /// defaults for its first) and an id from `makeID`; `onlyIfNotDone` and `snoozeMinutes`, when
    /// given, apply to all.
    static func rows(
        of habitID: UUID, at times: [ReminderTime], replacing existing: [Reminder], onlyIfNotDone: Bool?,
        snoozeMinutes: Int?, makeID: () -> UUID
    ) -> [Reminder] {
        var unused = existing
        return Set(times).sorted().map { time in
            var reminder: Reminder
            if let index = unused.firstIndex(where: { $0.time == time }) {
                reminder = unused.remove(at: index)
            } else {
                reminder = Reminder(
                    id: makeID(), habitID: habitID, time: time, onlyIfNotDone: existing.first?.onlyIfNotDone ?? true,
                    snoozeMinutes: existing.first?.snoozeMinutes ?? Reminder.defaultSnoozeMinutes)
            }
            if let onlyIfNotDone { reminder.onlyIfNotDone = onlyIfNotDone }
            if let snoozeMinutes { reminder.snoozeMinutes = snoozeMinutes }
            return reminder
        }
    }
}
