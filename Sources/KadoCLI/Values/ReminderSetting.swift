import KadoCore

/// What `--remind` sets: no reminder, or a daily reminder at a time of day.
public enum ReminderSetting: Hashable, Sendable {
    /// No reminder (`--remind off`).
    case off
    /// A daily reminder at `hour` (0–23) and `minute` (0–59).
    case at(hour: Int, minute: Int)

    /// Writes the setting into `habit`'s reminder fields; `off` keeps the last time for later.
    public func apply(to habit: inout Habit) {
        switch self {
        case .off:
            habit.remindersEnabled = false
        case .at(let hour, let minute):
            habit.remindersEnabled = true
            habit.reminderHour = hour
            habit.reminderMinute = minute
        }
    }
}
