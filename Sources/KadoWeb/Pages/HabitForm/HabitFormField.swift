import KadoApp
import KadoCore

/// The inputs of the habit form. The raw value is both the input's `name` and its `id`.
enum HabitFormField: String, CaseIterable, Sendable {
    case name, group, details, startedOn, color, icon, frequency, perWeek, days, interval, times, window, type
    case counterTarget, counterUnit, timerMinutes, atMostTarget, atMostUnit
    case reminder, reminderTime, snoozeMinutes, scoreModel
    /// "From when?" and its date (the edit form of a habit with a past).
    case changeFrom, changeFromDay
}
