import KadoApp
import KadoCore

/// What a valid habit form asks for.
struct HabitFormValues: Hashable, Sendable {
    var name: String
    var frequency: Frequency
    var type: HabitType
    var unit: String?
    var color: HabitColor
    var icon: String
    /// Every reminder, with its settings.
    var reminders: ReminderChoice
    var scoreModel: ScoreModel
    /// The group (`nil` for none).
    var group: String?
    /// The description (`nil` for none).
    var details: String?
    /// The start date set by hand (`nil` for none).
    var startDay: LogicalDay?

    /// A new habit with these values.
    var draft: HabitDraft {
        HabitDraft(
            name: name, frequency: frequency, type: type, unit: unit, color: color, icon: icon, scoreModel: scoreModel,
            details: details, group: group, startDay: startDay)
    }

    /// Gives `habit` these values; its id, creation, archive state, position and history stay
    /// (its reminder fields follow ``reminders``, saved with them).
    func apply(to habit: inout Habit) {
        habit.name = name
        habit.frequency = frequency
        habit.type = type
        habit.unit = unit
        habit.color = color
        habit.icon = icon
        habit.scoreModel = scoreModel
        habit.group = group
        habit.details = details
        habit.startDay = startDay
    }
}
