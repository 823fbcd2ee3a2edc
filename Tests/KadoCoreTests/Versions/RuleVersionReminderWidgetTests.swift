import Foundation
import KadoCore
import KadoTestSupport
import Testing

/// A change of terms from a date where the habit goes beyond its walk: which days its reminders
/// ring (a schedule change moves them from its day on, the days before ring as they did) and what
/// the widget snapshot shows (the target of the terms in force each day: today's for today).
@Suite("Terms that change from a date: reminders and the widget")
struct RuleVersionReminderWidgetTests {
    static let weekdays: Set<Weekday> = [.monday, .tuesday, .wednesday, .thursday, .friday]

    @Test(
        "every day → weekdays from a day: after it only weekdays ring, before it every day, in three time zones and at 04:00",
        arguments: [("UTC", 0), ("Pacific/Auckland", 0), ("America/Los_Angeles", 4)])
    func remindersFollowTheSchedule(zone: String, startHour: Int) throws {
        let calendar = TestCalendars.calendar(zone, startHour: startHour)
        let boundary = calendar.boundary
        let change = day("2026-03-04")  // a Wednesday
        let habit = Habit(name: "Walk", createdAt: boundary.start(of: day("2026-02-01")))
            .changingRules(from: .day(change)) { $0.frequency = .specificDays(Self.weekdays) }
        #expect(habit.ruleVersions.count == 2)
        let reminder = Reminder(habitID: habit.id, time: try ReminderTime(hour: 8, minute: 0))
        let timeline = HabitTimeline(habit: habit, completions: [Completion](), calendar: calendar)
        let first = day("2026-02-21")
        let last = day("2026-03-15")
        let rung = ReminderSchedule.occurrences(
            of: [ReminderSchedule.Subject(timeline: timeline, reminders: [reminder])],
            after: boundary.start(of: first), through: boundary.start(of: last.adding(days: 1)), boundary: boundary)
        let byDay = Dictionary(rung.map { ($0.day, $0.verdict) }, uniquingKeysWith: { first, _ in first })
        var day = first
        while day <= last {
            let rings = day < change || Self.weekdays.contains(day.weekday)
            #expect(byDay[day] == (rings ? .fires : .notDue), "\(zone) \(day) (\(day.weekday))")
            day = day.adding(days: 1)
        }
        // The days before the change ring exactly as the habit without the change rang them.
        var unchanged = habit
        unchanged.ruleVersions = [RuleVersion(start: nil, rules: habit.ruleVersions[0].rules)]
        let before = ReminderSchedule.occurrences(
            of: [
                ReminderSchedule.Subject(
                    timeline: HabitTimeline(habit: unchanged, completions: [Completion](), calendar: calendar),
                    reminders: [reminder])
            ], after: boundary.start(of: first), through: boundary.start(of: change), boundary: boundary)
        #expect(before == rung.filter { $0.day < change })
    }

    @Test("the widget snapshot shows the target in force each day: today's from today, the earlier one before")
    func widgetReadsTodaysRule() throws {
        let calendar = TestCalendars.utc
        let today = day("2026-03-10")
        let habit = Habit(name: "Water", type: .counter(target: 8), createdAt: instant("2026-02-01T09:00:00Z"))
            .changingRules(from: .day(today)) { $0.type = .counter(target: 10) }
        let completions = [
            Completion(
                habitID: habit.id, day: today.adding(days: -1), recordedAt: instant("2026-03-09T09:00:00Z"), value: 8),
            Completion(habitID: habit.id, day: today, recordedAt: instant("2026-03-10T09:00:00Z"), value: 8),
        ]
        let timeline = HabitTimeline(habit: habit, completions: completions, calendar: calendar)
        let series = WidgetSnapshotBuilder(calendar: calendar).series(
            of: [timeline], from: today, generatedAt: instant("2026-03-10T10:00:00Z"))
        let todays = try #require(series.days.first)
        #expect(todays.habits.first?.target == 10)
        // 8 of 10 today: not complete; yesterday 8 of 8 was.
        #expect(todays.today.first?.status == .partial)
        let yesterday = try #require(series.precedingDays?.last)
        #expect(yesterday.day == today.adding(days: -1))
        #expect(yesterday.habits.first?.target == 8)
        #expect(yesterday.today.first?.status == .complete)
    }
}
