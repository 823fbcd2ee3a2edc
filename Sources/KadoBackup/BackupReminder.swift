import Foundation
import KadoCore

/// One reminder of a habit as a backup carries it: its time, whether it stays quiet once the
/// day is done, its snooze length (a reminder's id is the database's own, not carried).
public struct BackupReminder: Hashable, Sendable {
    /// When it rings.
    public var time: ReminderTime
    /// Whether it stays quiet on a day already done.
    public var onlyIfNotDone: Bool
    /// How many minutes *Snooze* puts it off.
    public var snoozeMinutes: Int

    /// A reminder from its parts.
    public init(time: ReminderTime, onlyIfNotDone: Bool = true, snoozeMinutes: Int = Reminder.defaultSnoozeMinutes) {
        self.time = time
        self.onlyIfNotDone = onlyIfNotDone
        self.snoozeMinutes = snoozeMinutes
    }

    /// What a backup carries of `reminder`.
    public init(_ reminder: Reminder) {
        self.init(time: reminder.time, onlyIfNotDone: reminder.onlyIfNotDone, snoozeMinutes: reminder.snoozeMinutes)
    }

    /// Earlier first, then by their settings: the order backups write them in.
    static func written(_ reminders: [BackupReminder]) -> [BackupReminder] {
        reminders.sorted {
            ($0.time.minuteOfDay, $0.onlyIfNotDone ? 1 : 0, $0.snoozeMinutes)
                < ($1.time.minuteOfDay, $1.onlyIfNotDone ? 1 : 0, $1.snoozeMinutes)
        }
    }

    /// Whether `reminders` say what a habit's one reminder field says: Kadō's fields alone
    /// carry them (none, or one time with the default settings).
    static func fitKadoFields(_ reminders: [BackupReminder]) -> Bool {
        reminders.isEmpty
            || (reminders.count == 1 && reminders[0].onlyIfNotDone
                && reminders[0].snoozeMinutes == Reminder.defaultSnoozeMinutes)
    }

    /// Whether `reminders` agree with `habit`'s own reminder fields: on at the earliest time,
    /// or off when there are none.
    static func agree(_ reminders: [BackupReminder], with habit: Habit) -> Bool {
        guard let first = reminders.min(by: { $0.time < $1.time }) else { return !habit.remindersEnabled }
        return habit.remindersEnabled && habit.reminderHour == first.time.hour
            && habit.reminderMinute == first.time.minute
    }
}
