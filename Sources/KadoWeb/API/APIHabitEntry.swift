import Foundation
import KadoApp
import KadoCore

/// `GET /api/habits`: one habit's definition, without computing its history.
struct APIHabitEntry: Encodable {
    let id: UUID
    let name: String
    let position: Int
    let every: String
    let type: String
    let kind: HabitTypeKind
    let target: Double?
    let unit: String?
    let color: HabitColor
    let icon: String
    /// The reminder time (`07:30`) when reminders are on.
    let reminder: String?
    let archived: Bool
    /// The habit's group, when it is in one (`null` otherwise).
    let group: String?
    /// The habit's description, when it has one (`null` otherwise).
    let details: String?
    /// The first day the habit counts, when its owner set one (`null` otherwise).
    let since: LogicalDay?
    /// The versions of the habit's terms, oldest first, as `kado show --json` lists them; `null`
    /// when they never changed from a date (``APIRuleVersion``).
    let versions: [APIRuleVersion]?

    init(_ habit: Habit, position: Int) {
        id = habit.id
        name = habit.name
        self.position = position
        every = HabitNotation.every(habit.frequency)
        type = HabitNotation.type(habit.type)
        kind = habit.type.kind
        target = habit.type.target
        unit = habit.unit
        color = habit.color
        icon = habit.icon
        reminder =
            habit.remindersEnabled
            ? String(habit.reminderHour).leftPadded(to: 2) + ":" + String(habit.reminderMinute).leftPadded(to: 2)
            : nil
        archived = habit.isArchived
        group = habit.group
        details = habit.details
        since = habit.startDay
        versions = APIRuleVersion.list(of: habit)
    }
}
