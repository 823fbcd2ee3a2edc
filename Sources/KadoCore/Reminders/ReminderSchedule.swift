import Foundation

/// Which reminders ring when: a pure function of the habits' timelines, their reminders, the
/// day boundary (time zone and day start) and the instants it is asked about. No clock is read.
///
/// Day math goes through the boundary's `Calendar` and ``LogicalDay``: a reminder time is placed
/// on each logical day's wall clock, never by adding seconds.
public enum ReminderSchedule {
    /// A habit's timeline (its records and skips, for due, done and excused days) with its
    /// reminders.
    public struct Subject: Sendable {
        /// The habit's history under the calendar of the schedule.
        public let timeline: HabitTimeline
        /// The habit's reminders.
        public let reminders: [Reminder]

        /// `reminders` of the habit of `timeline`.
        public init(timeline: HabitTimeline, reminders: [Reminder]) {
            self.timeline = timeline
            self.reminders = reminders
        }
    }

    /// The grace period of a reminder missed while the computer slept or Kadō was stopped: one
    /// missed by less still rings (once), an older one is dropped.
    public static let defaultGrace: TimeInterval = 15 * 60

    /// The instant `time` means on logical `day` under `boundary`: the wall-clock time on the
    /// day's calendar date, or on the next date when the time is before the day-start hour. A
    /// time a daylight-saving gap skips rings at the first instant after the gap; a time the
    /// clock goes through twice rings the first time.
    public static func instant(of time: ReminderTime, on day: LogicalDay, boundary: DayBoundary) -> Date {
        let date = (time.hour < boundary.startHour ? day.adding(days: 1) : day).components
        var parts = DateComponents()
        parts.year = date.year
        parts.month = date.month
        parts.day = date.day
        let calendar = boundary.calendar
        let midnight =
            calendar.date(from: parts).map { calendar.startOfDay(for: $0) } ?? boundary.start(of: day)
        return calendar.date(
            bySettingHour: time.hour, minute: time.minute, second: 0, of: midnight,
            matchingPolicy: .nextTime, repeatedTimePolicy: .first, direction: .forward) ?? midnight
    }

    /// Every occurrence of the subjects' reminders ringing after `start` and up to `end`
    /// (`start` < instant ≤ `end`), in the order they ring, each with its verdict.
    /// - Parameter includingDone: whether a reminder only for days not done rings on a done day
    ///   too (the verdict is then ``ReminderOccurrence/Verdict/fires``).
    public static func occurrences(
        of subjects: [Subject], after start: Date, through end: Date, boundary: DayBoundary,
        includingDone: Bool = false
    ) -> [ReminderOccurrence] {
        guard start < end else { return [] }
        // A reminder of day D rings between D's start and the next day's end at the latest.
        let first = boundary.logicalDay(containing: start).adding(days: -1)
        let last = boundary.logicalDay(containing: end)
        var found: [ReminderOccurrence] = []
        for subject in subjects {
            var day = first
            while day <= last {
                for reminder in subject.reminders {
                    let instant = instant(of: reminder.time, on: day, boundary: boundary)
                    guard instant > start, instant <= end else { continue }
                    found.append(
                        ReminderOccurrence(
                            reminder: reminder, day: day, instant: instant,
                            verdict: verdict(
                                of: reminder, on: day, timeline: subject.timeline, includingDone: includingDone)
                        ))
                }
                day = day.adding(days: 1)
            }
        }
        return found.sorted {
            ($0.instant, $0.reminder.time, $0.reminder.id.uuidString)
                < ($1.instant, $1.reminder.time, $1.reminder.id.uuidString)
        }
    }

    /// Whether `reminder` rings on `day`, or why not: never for an archived habit, on a day its
    /// schedule does not ask for, or on an excused day; not on a done day when the reminder is
    /// only for days not done (unless `includingDone`). A yes/no, counter or timer day is done
    /// when it reached its target (or a rolling quota is met); a negative or at-most habit is
    /// never done before its day ends, so its reminders ring.
    public static func verdict(
        of reminder: Reminder, on day: LogicalDay, timeline: HabitTimeline, includingDone: Bool = false
    ) -> ReminderOccurrence.Verdict {
        if timeline.habit.archivedAt != nil { return .archived }
        guard timeline.isDue(on: day) else { return .notDue }
        if timeline.isExcused(on: day) { return .excused }
        if reminder.onlyIfNotDone, !includingDone {
            let reachedTarget = timeline.habit.type.recordsMeanDone && timeline.value(on: day) >= 1
            if reachedTarget || !timeline.isOutstanding(on: day) { return .done }
        }
        return .fires
    }

    /// What a scheduler that last looked at `lastRun` rings at `now`: the occurrences since then
    /// that fire, except those missed by more than `grace` (a sleep, a stop), which are
    /// `dropped`; of a habit's several missed reminders only the latest rings — never a burst.
    /// Without a `lastRun` (the first run), only what rings within `grace` before `now` counts.
    public static func due(
        _ subjects: [Subject], lastRun: Date?, now: Date, boundary: DayBoundary, grace: TimeInterval = defaultGrace
    ) -> (ring: [ReminderOccurrence], dropped: [ReminderOccurrence]) {
        let window = now.addingTimeInterval(-max(0, grace))
        let since = lastRun.map { min($0, now) } ?? window
        let firing = occurrences(of: subjects, after: since, through: now, boundary: boundary).filter {
            $0.verdict == .fires
        }
        var dropped = firing.filter { $0.instant < window }
        var latest: [UUID: ReminderOccurrence] = [:]
        for occurrence in firing where occurrence.instant >= window {
            if let kept = latest[occurrence.reminder.habitID] { dropped.append(kept) }
            latest[occurrence.reminder.habitID] = occurrence
        }
        let ring = latest.values.sorted {
            ($0.instant, $0.reminder.id.uuidString) < ($1.instant, $1.reminder.id.uuidString)
        }
        return (
            ring, dropped.sorted { ($0.instant, $0.reminder.id.uuidString) < ($1.instant, $1.reminder.id.uuidString) }
        )
    }
}
