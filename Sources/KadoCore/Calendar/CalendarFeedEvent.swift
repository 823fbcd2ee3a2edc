import Foundation

/// One habit on one logical day, as the calendar feed shows it: an all-day event, or — for a
/// habit with reminders — an event at the time its first reminder rings, with an alarm for each
/// reminder still to ring.
public struct CalendarFeedEvent: Hashable, Sendable {
    /// The habit.
    public let habitID: UUID
    /// The logical day it is for (a 01:00 reminder under a 04:00 day start rings on the next
    /// calendar date, but the event is still this day's).
    public let day: LogicalDay
    /// The habit's name now.
    public let name: String
    /// Whether the day is done (a past day met, or today's target reached).
    public let isDone: Bool
    /// When the habit's first reminder of the day rings: the event's start; `nil` for an all-day
    /// event (a habit without reminders).
    public let start: Date?
    /// When each reminder of the day that will still ring rings, in order: the event's alarms.
    public let alarms: [Date]

    /// An event.
    public init(habitID: UUID, day: LogicalDay, name: String, isDone: Bool, start: Date?, alarms: [Date]) {
        self.habitID = habitID
        self.day = day
        self.name = name
        self.isDone = isDone
        self.start = start
        self.alarms = alarms
    }

    /// The event's `UID`: the habit's stable id and the day (`…-20261207@kado`), the same in every
    /// feed whatever the habit is called, so that a calendar updates the event instead of adding
    /// a second one.
    public var uid: String {
        habitID.uuidString.lowercased() + "-" + ICSDateTime.date(day) + "@kado"
    }
}
