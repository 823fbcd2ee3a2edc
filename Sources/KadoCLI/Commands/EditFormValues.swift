import KadoCore

/// What the form of `kado edit HABIT` edits: the habit and its reminder times.
struct EditFormValues: Hashable, Sendable {
    /// The habit, as the form's lines change it.
    var habit: Habit
    /// Its reminder times, earliest first (none: reminders off).
    var reminderTimes: [ReminderTime]
}
