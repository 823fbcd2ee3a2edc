import Foundation

/// One reminder on one logical day: the instant it rings, and whether it will.
public struct ReminderOccurrence: Hashable, Sendable {
    /// The reminder.
    public let reminder: Reminder
    /// The logical day it reminds of (with days starting at 04:00, a 01:00 reminder is the
    /// previous day's).
    public let day: LogicalDay
    /// When it rings: its time on the wall clock of that day, the first instant after a
    /// daylight-saving gap that swallows it, the first of the two when the clock goes back.
    public let instant: Date
    /// Whether it rings, or why not.
    public let verdict: Verdict

    /// A reminder's occurrence.
    public init(reminder: Reminder, day: LogicalDay, instant: Date, verdict: Verdict) {
        self.reminder = reminder
        self.day = day
        self.instant = instant
        self.verdict = verdict
    }

    /// Whether an occurrence rings, or why it stays quiet.
    public enum Verdict: String, Hashable, Sendable, CaseIterable {
        /// It rings.
        case fires
        /// The habit is archived.
        case archived
        /// The habit's schedule does not ask for it that day (or the day is before it was created).
        case notDue
        /// A skip or a pause excuses the day.
        case excused
        /// The day is done already and the reminder is only for a day not done yet.
        case done
    }
}
