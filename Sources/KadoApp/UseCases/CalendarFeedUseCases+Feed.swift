import Foundation
import KadoCore

/// The feed itself: which habits are due on which of the coming days, as events, and the
/// document a calendar subscribes to (``CalendarFeedDocument``).
extension CalendarFeedUseCases {
    /// The days a feed may cover from today: a day to a year (and a day, for a leap year).
    public static let dayRange = CalendarFeedSchedule.dayRange
    /// The days it covers unless told: 30.
    public static let defaultDays = CalendarFeedSchedule.defaultDays
    /// The past days it shows before today, marked done when they were.
    public static let pastDays = CalendarFeedSchedule.defaultPastDays

    /// The active habits' events from ``pastDays`` before today through `days − 1` after it, and
    /// the context they were computed in. Read fresh each time: a check-in made a minute ago is
    /// marked done.
    /// - Throws: ``AppError/invalid(_:)`` for `days` outside ``dayRange``.
    public func events(days: Int = defaultDays, in context: AppContext? = nil) throws(AppError) -> (
        events: [CalendarFeedEvent], context: AppContext
    ) {
        guard Self.dayRange.contains(days) else {
            throw .invalid(
                .init(
                    field: "days", value: String(days),
                    rule: .outOfRange(
                        minimum: Self.dayRange.lowerBound, maximum: Self.dayRange.upperBound, unit: .none)))
        }
        let now = moment()
        let context = try self.context(given: context)
        let active = try habits.all()
        guard !active.isEmpty else { return ([], context) }
        let reminders = try perform { try store.remindersByHabit() }
        let first = context.today.adding(days: -Self.pastDays)
        let timelines = try views.timelines(of: active, calendar: context.calendar, resumingBefore: first)
        let subjects = timelines.map {
            ReminderSchedule.Subject(
                timeline: $0, reminders: (reminders[$0.habit.id] ?? []).sorted { $0.time < $1.time })
        }
        let events = CalendarFeedSchedule.events(
            of: subjects, today: context.today, days: days, pastDays: Self.pastDays, now: now,
            boundary: context.calendar.boundary)
        return (events, context)
    }

    /// The feed as an iCalendar document: ``events(days:in:)`` in the person's time zone, named
    /// in their language, stamped now.
    /// - Throws: ``AppError/invalid(_:)`` for `days` outside ``dayRange``.
    public func document(days: Int = defaultDays) throws(AppError) -> CalendarFeedDocument {
        let (events, context) = try events(days: days)
        return CalendarFeedDocument(
            events: events, name: Self.calendarName(in: context.settings.language),
            timeZone: context.calendar.boundary.timeZone, stamp: moment())
    }

    /// The name a calendar app shows for the feed.
    static func calendarName(in language: Language) -> String {
        AppWording(language).text("app.calendarFeed.name")
    }
}
