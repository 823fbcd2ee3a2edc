import Foundation

/// Which habits the calendar feed shows on which days: a pure function of the habits' timelines
/// and reminders, the day boundary, today and the instant it is asked at. No clock is read.
///
/// A day is shown when the schedule in force that day asks for the habit (``HabitTimeline/isDue(on:)``,
/// so each day is judged by its own version of the terms) and no skip or pause excuses it, or when
/// it is past or today and was done anyway (an every-N-days habit done early, a weekly quota met
/// on another day). Archived habits are not shown at all. The days covered are the `pastDays`
/// before today (done ones marked as done), today and the days after it, `days` in all from today.
public enum CalendarFeedSchedule {
    /// The days a feed covers from today by default.
    public static let defaultDays = 30
    /// The days a feed may cover from today: a day to a year.
    public static let dayRange = 1...366
    /// The past days shown, so that what was done lately is marked.
    public static let defaultPastDays = 7

    /// The events of `subjects` from `pastDays` before `today` through `days − 1` after it, in
    /// day order, then in the subjects' order.
    /// - Parameters:
    ///   - now: the instant asked at: an alarm that rang before it is left out (a calendar would
    ///     show it as missed), as is one the reminder service would keep quiet (a day already
    ///     done, for a reminder only for days not done).
    /// - Complexity: O(h · (d + p) · r) for h habits, d days, p past days and r reminders each.
    public static func events(
        of subjects: [ReminderSchedule.Subject], today: LogicalDay, days: Int = defaultDays,
        pastDays: Int = defaultPastDays, now: Date, boundary: DayBoundary
    ) -> [CalendarFeedEvent] {
        let active = subjects.filter { !$0.timeline.habit.isArchived }
        let first = today.adding(days: -max(0, pastDays))
        let last = today.adding(days: max(1, days) - 1)
        var events: [CalendarFeedEvent] = []
        var day = first
        while day <= last {
            for subject in active {
                if let event = event(of: subject, on: day, today: today, now: now, boundary: boundary) {
                    events.append(event)
                }
            }
            day = day.adding(days: 1)
        }
        return events
    }

    /// The event of `subject` on `day`, or `nil` when the day is not shown.
    static func event(
        of subject: ReminderSchedule.Subject, on day: LogicalDay, today: LogicalDay, now: Date, boundary: DayBoundary
    ) -> CalendarFeedEvent? {
        let timeline = subject.timeline
        guard timeline.isInLifetime(day), !timeline.isExcused(on: day) else { return nil }
        let recordsMeanDone = timeline.habit.rules(on: day).type.recordsMeanDone
        let doneOffSchedule = day <= today && recordsMeanDone && timeline.positiveRecords(on: day) > 0
        guard timeline.isDue(on: day) || doneOffSchedule else { return nil }
        let isDone: Bool
        if day < today {
            // A past day: met (a yes, the target reached, no slip, within the limit).
            isDone = recordsMeanDone ? timeline.value(on: day) >= 1 : timeline.isDone(on: day)
        } else {
            // Today: only a target reached; a habit to avoid is not kept before its day ends.
            isDone = day == today && recordsMeanDone && timeline.value(on: day) >= 1
        }
        let rings = subject.reminders.map {
            (reminder: $0, instant: ReminderSchedule.instant(of: $0.time, on: day, boundary: boundary))
        }
        let alarms = rings.filter {
            $0.instant > now && ReminderSchedule.verdict(of: $0.reminder, on: day, timeline: timeline) == .fires
        }
        return CalendarFeedEvent(
            habitID: timeline.habit.id, day: day, name: timeline.habit.name, isDone: isDone,
            start: rings.map(\.instant).min(), alarms: alarms.map(\.instant).sorted())
    }
}
