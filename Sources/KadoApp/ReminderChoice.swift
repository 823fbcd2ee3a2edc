import Foundation
import KadoBackup
import KadoCore
import KadoStore

/// Every reminder of a habit as a form sets them at once: its times, and the settings each of
/// them takes (``HabitUseCases/createHabit(_:reminders:in:)``, ``HabitUseCases/editHabit(_:reminders:in:_:)``).
public struct ReminderChoice: Hashable, Sendable {
    /// The times (a time given twice counts once; none turns the reminders off).
    public var times: [ReminderTime]
    /// Whether they stay quiet on a day already done.
    public var onlyIfNotDone: Bool
    /// How many minutes *Snooze* puts them off, ``Reminder/snoozeMinutesRange``.
    public var snoozeMinutes: Int

    /// A choice from its parts.
    public init(times: [ReminderTime], onlyIfNotDone: Bool = true, snoozeMinutes: Int = Reminder.defaultSnoozeMinutes) {
        self.times = times
        self.onlyIfNotDone = onlyIfNotDone
        self.snoozeMinutes = snoozeMinutes
    }
}
