import Foundation
import KadoCore
import KadoStore

/// Rings each reminder once, at its time: the application layer's side of delivery. It reads the
/// schedule (``ReminderSchedule``) from the store at each look, so that "only if not done yet"
/// is decided when the reminder rings (a check-in at 07:59 silences the 08:00 reminder); it
/// remembers on this device what rang and what is snoozed (``ReminderFiringLog``), so that a
/// restart a minute later rings nothing twice and a stop of hours rings at most what the grace
/// period keeps, once; *Done* and *Snooze* come back here.
///
/// It owns its tracker and is used from one thread (``ReminderService`` runs it); the clock is
/// the tracker's, so tests move time without waiting.
public final class ReminderScheduler {
    let tracker: Tracker
    let grace: TimeInterval
    private let logPath: String
    private var log: ReminderFiringLog

    /// A scheduler over `tracker`'s database, ringing reminders missed by less than `grace`.
    public init(tracker: Tracker, grace: TimeInterval = ReminderSchedule.defaultGrace) {
        self.tracker = tracker
        self.grace = grace
        logPath = ReminderFiringLog.path(forDatabase: tracker.databasePath)
        log = ReminderFiringLog.read(at: logPath)
    }

    /// Looks at the clock: the reminders that ring since the last look (each once, only if still
    /// to ring with the records as they are now), and the snoozed ones whose time came. What
    /// rang is written down before it is returned, so a crash rings it at most once.
    /// - Throws: ``AppError`` when the store cannot be read or the log not written; nothing rang
    ///   then (the next look tries again).
    public func tick() throws(AppError) -> ReminderTick {
        let now = tracker.work.now()
        let context = try tracker.context()
        let boundary = context.calendar.boundary
        let since = log.lastRun.map { min($0, now) } ?? now.addingTimeInterval(-grace)
        let (subjects, habits) = try tracker.reminders.reminderSubjects(
            from: min(since, now.addingTimeInterval(-grace)), calendar: context.calendar)
        let (ring, dropped) = ReminderSchedule.due(
            subjects, lastRun: log.lastRun, now: now, boundary: boundary, grace: grace)
        var updated = log
        var notices: [ReminderNotice] = []
        for occurrence in ring where !updated.hasRung(occurrence.reminder.id, on: occurrence.day) {
            guard let habit = habits[occurrence.reminder.habitID] else { continue }
            updated.rung.append(.init(reminder: occurrence.reminder.id, day: occurrence.day, at: now))
            notices.append(ReminderNotice(habit: habit, occurrence: occurrence, language: context.settings.language))
        }
        let timelines = Dictionary(uniqueKeysWithValues: subjects.map { ($0.timeline.habit.id, $0) })
        for snooze in updated.snoozed where snooze.until <= now {
            // A snooze missed by more than the grace period is dropped like a reminder.
            guard snooze.until >= now.addingTimeInterval(-grace), let subject = timelines[snooze.habit],
                let reminder = subject.reminders.first(where: { $0.id == snooze.reminder })
            else { continue }
            guard ReminderSchedule.verdict(of: reminder, on: snooze.day, timeline: subject.timeline) == .fires
            else { continue }
            let occurrence = ReminderOccurrence(
                reminder: reminder, day: snooze.day, instant: snooze.until, verdict: .fires)
            notices.append(
                ReminderNotice(
                    habit: subject.timeline.habit, occurrence: occurrence, language: context.settings.language,
                    isSnoozed: true))
        }
        updated.snoozed.removeAll { $0.until <= now }
        updated.lastRun = now
        // What rang two calendar days ago can no longer ring again (the grace period is minutes).
        updated.forget(before: boundary.calendar.date(byAdding: .day, value: -2, to: now) ?? now)
        try save(updated)
        let coming = ReminderSchedule.occurrences(
            of: subjects, after: now, through: now.addingTimeInterval(3600), boundary: boundary
        ).first?.instant
        let next = ([coming].compactMap { $0 } + updated.snoozed.map(\.until)).min()
        return ReminderTick(notices: notices, dropped: dropped.count, next: next)
    }

    /// Does what the person chose on `notice`'s notification: *Done* checks the habit in for the
    /// reminder's day through the same use case as `kado done` (one step for a counter or a
    /// timer) and forgets its snooze; *Snooze* rings it again after its snooze length.
    /// - Throws: the check-in's ``AppError`` (an archived or deleted habit), or the log's; nothing
    ///   changed then.
    public func perform(_ action: ReminderAction, on notice: ReminderNotice) throws(AppError)
        -> ReminderActionOutcome
    {
        var updated = log
        switch action {
        case .done:
            let result = try tracker.checkIns.checkIn(.increase, habit: .id(notice.habitID), day: notice.day)
            updated.snoozed.removeAll { $0.reminder == notice.reminderID && $0.day == notice.day }
            if updated != log { try save(updated) }
            return .checkedIn(result)
        case .snooze:
            let calendar = try tracker.calendar().boundary.calendar
            let now = tracker.work.now()
            let until = calendar.date(byAdding: .minute, value: notice.snoozeMinutes, to: now) ?? now
            updated.snoozed.removeAll { $0.reminder == notice.reminderID && $0.day == notice.day }
            updated.snoozed.append(
                .init(reminder: notice.reminderID, habit: notice.habitID, day: notice.day, until: until))
            try save(updated)
            return .snoozed(until: until)
        }
    }

    private func save(_ updated: ReminderFiringLog) throws(AppError) {
        do {
            try updated.write(to: logPath, files: tracker.system.files)
        } catch {
            throw AppError.store(.cannotWrite(path: logPath, reason: StoreError.reason(for: error)))
        }
        log = updated
    }
}
