import KadoCore

/// What the form of `kado edit HABIT` edits: the habit and its reminders.
struct EditFormValues: Hashable, Sendable {
    /// The habit, as the form's lines change it.
    var habit: Habit
    /// Its reminder times, earliest first (none: reminders off).
    var reminderTimes: [ReminderTime]
    /// Whether its reminders stay quiet on a day already done.
    var onlyIfNotDone = true
    /// How many minutes *Snooze* puts its reminders off.
    var snoozeMinutes = Reminder.defaultSnoozeMinutes
    /// From when a change of the habit's terms (`every`, `type`'s target or limit, `score`) holds:
    /// `nil` (an empty `from:`) for the default, today when the habit has a past.
    var from: RuleStartText?
    /// The day `since: yesterday` and `since: -3` count from (not edited).
    var today = LogicalDay.lastSupported

    /// The values of `habit` and its `reminders` (their settings are the first one's: the
    /// command line and the forms set them for all at once; the defaults when there is none).
    init(habit: Habit, reminders: [Reminder]) {
        self.habit = habit
        reminderTimes = reminders.map(\.time)
        onlyIfNotDone = reminders.first?.onlyIfNotDone ?? true
        snoozeMinutes = reminders.first?.snoozeMinutes ?? Reminder.defaultSnoozeMinutes
    }

    /// The values of `habit` with `reminderTimes` and the default reminder settings.
    init(habit: Habit, reminderTimes: [ReminderTime]) {
        self.habit = habit
        self.reminderTimes = reminderTimes
    }
}
