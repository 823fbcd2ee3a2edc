import Foundation
import KadoCore

/// What a new habit is made of; everything else (id, creation time, position) the tracker sets.
public struct HabitDraft: Hashable, Sendable {
    /// The name.
    public var name: String
    /// How often.
    public var frequency: Frequency
    /// What a day asks for.
    public var type: HabitType
    /// The unit of a counter or at-most habit.
    public var unit: String?
    /// The colour.
    public var color: HabitColor
    /// An SF Symbol name.
    public var icon: String
    /// Whether a daily reminder is on.
    public var remindersEnabled: Bool
    /// The reminder hour, 0–23.
    public var reminderHour: Int
    /// The reminder minute, 0–59.
    public var reminderMinute: Int
    /// Which score the habit shows.
    public var scoreModel: ScoreModel
    /// The description, as typed (blank for none).
    public var details: String?
    /// The group, as typed (trimmed; blank for none).
    public var group: String?
    /// The first day the habit counts (``Habit/startDay``), today or earlier; `nil` to let the
    /// creation day and the records decide.
    public var startDay: LogicalDay?

    /// A draft with Kadō's defaults for everything but the name.
    public init(
        name: String, frequency: Frequency = .daily, type: HabitType = .binary, unit: String? = nil,
        color: HabitColor = .blue, icon: String = Habit.defaultIcon, remindersEnabled: Bool = false,
        reminderHour: Int = 9, reminderMinute: Int = 0, scoreModel: ScoreModel = .kado, details: String? = nil,
        group: String? = nil, startDay: LogicalDay? = nil
    ) {
        self.name = name
        self.frequency = frequency
        self.type = type
        self.unit = unit
        self.color = color
        self.icon = icon
        self.remindersEnabled = remindersEnabled
        self.reminderHour = reminderHour
        self.reminderMinute = reminderMinute
        self.scoreModel = scoreModel
        self.details = details
        self.group = group
        self.startDay = startDay
    }
}
