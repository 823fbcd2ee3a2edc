import Foundation
import KadoCore
import KadoTestSupport
import Testing

/// The reminder schedule: where a wall-clock time falls on each logical day (time zones, day
/// starts, daylight-saving changes), which days it rings on, and what rings after a sleep.
/// Every instant is given: no test reads the clock or waits.
@Suite("Reminder schedule")
struct ReminderScheduleTests {
    private static func time(_ text: String) -> ReminderTime {
        guard let time = try? ReminderTime(parsing: text) else { preconditionFailure("not a time: \(text)") }
        return time
    }

    /// (zone, day start, logical day, reminder time, the instant it rings).
    static let placements: [(String, Int, String, String, String)] = [
        // Europe/Paris springs forward on 2026-03-29 at 02:00 (to 03:00): 02:30 does not exist and
        // rings once, at the first instant after the gap.
        ("Europe/Paris", 0, "2026-03-28", "02:30", "2026-03-28T01:30:00Z"),
        ("Europe/Paris", 0, "2026-03-29", "02:30", "2026-03-29T01:00:00Z"),
        ("Europe/Paris", 0, "2026-03-29", "02:00", "2026-03-29T01:00:00Z"),
        ("Europe/Paris", 0, "2026-03-29", "01:59", "2026-03-29T00:59:00Z"),
        ("Europe/Paris", 0, "2026-03-29", "08:00", "2026-03-29T06:00:00Z"),
        // Paris falls back on 2026-10-25 at 03:00 (to 02:00): 02:30 exists twice, rings the first.
        ("Europe/Paris", 0, "2026-10-25", "02:30", "2026-10-25T00:30:00Z"),
        ("Europe/Paris", 0, "2026-10-25", "03:30", "2026-10-25T02:30:00Z"),
        ("Europe/Paris", 0, "2026-10-26", "02:30", "2026-10-26T01:30:00Z"),
        // Days starting at 04:00: a 01:00 or 02:30 reminder is the previous logical day's, on the
        // next calendar date (the gap included).
        ("Europe/Paris", 4, "2026-04-10", "01:00", "2026-04-10T23:00:00Z"),
        ("Europe/Paris", 4, "2026-04-10", "04:00", "2026-04-10T02:00:00Z"),
        ("Europe/Paris", 4, "2026-03-28", "02:30", "2026-03-29T01:00:00Z"),
        ("Europe/Paris", 4, "2026-10-24", "02:30", "2026-10-25T00:30:00Z"),
        // Days starting at 23:00: only 23:xx is on the day's own date.
        ("UTC", 23, "2026-04-10", "23:30", "2026-04-10T23:30:00Z"),
        ("UTC", 23, "2026-04-10", "08:00", "2026-04-11T08:00:00Z"),
        ("UTC", 23, "2026-04-10", "22:59", "2026-04-11T22:59:00Z"),
        ("UTC", 0, "2026-04-10", "00:00", "2026-04-10T00:00:00Z"),
        // America/Havana springs forward at midnight on 2026-03-08 (the day starts at 01:00) and
        // falls back at 01:00 on 2026-11-01 (00:xx happens twice).
        ("America/Havana", 0, "2026-03-08", "00:30", "2026-03-08T05:00:00Z"),
        ("America/Havana", 0, "2026-03-08", "00:00", "2026-03-08T05:00:00Z"),
        ("America/Havana", 0, "2026-03-08", "07:00", "2026-03-08T11:00:00Z"),
        ("America/Havana", 0, "2026-03-07", "23:30", "2026-03-08T04:30:00Z"),
        ("America/Havana", 0, "2026-11-01", "00:30", "2026-11-01T04:30:00Z"),
        ("America/Havana", 0, "2026-11-01", "09:00", "2026-11-01T14:00:00Z"),
        ("America/Havana", 4, "2026-03-07", "00:30", "2026-03-08T05:00:00Z"),
        ("America/Havana", 23, "2026-03-07", "00:30", "2026-03-08T05:00:00Z"),
    ]

    @Test("a reminder time rings at its wall-clock time on each logical day", arguments: placements)
    func placement(zone: String, start: Int, dayText: String, timeText: String, expected: String) throws {
        let boundary = try DayBoundary(timeZone: TestCalendars.zone(zone), startHour: start)
        let rung = ReminderSchedule.instant(of: Self.time(timeText), on: day(dayText), boundary: boundary)
        #expect(rung == instant(expected), "\(rung)")
        // And it belongs to that logical day, so that a check-in at that instant is that day's.
        #expect(boundary.logicalDay(containing: rung) == day(dayText))
    }

    @Test(
        "across each daylight-saving change a daily reminder rings exactly once a day",
        arguments: [
            ("Europe/Paris", "2026-03-26", "02:30"), ("Europe/Paris", "2026-10-22", "02:30"),
            ("America/Havana", "2026-03-05", "00:30"), ("America/Havana", "2026-10-29", "00:30"),
            ("Europe/Paris", "2026-03-26", "03:00"), ("America/Havana", "2026-10-29", "01:00"),
        ])
    func oncePerDay(zone: String, firstDay: String, timeText: String) throws {
        let calendar = TestCalendars.calendar(zone)
        let history = HistoryBuilder(createdOn: day(firstDay).adding(days: -1), calendar: calendar)
        let reminder = Reminder(habitID: history.habit.id, time: Self.time(timeText))
        let subject = ReminderSchedule.Subject(timeline: history.timeline(), reminders: [reminder])
        let start = calendar.boundary.start(of: day(firstDay))
        let end = calendar.boundary.start(of: day(firstDay).adding(days: 7))
        let rung = ReminderSchedule.occurrences(of: [subject], after: start, through: end, boundary: calendar.boundary)
        #expect(rung.map(\.day) == (0..<7).map { day(firstDay).adding(days: $0) })
        #expect(rung.allSatisfy { $0.verdict == .fires })
        #expect(Set(rung.map(\.instant)).count == 7)
    }

    /// A habit's history for the verdict table, built around Friday 2026-04-10.
    struct VerdictCase: Sendable, CustomTestStringConvertible {
        let name: String
        let frequency: Frequency
        let type: HabitType
        let records: [(String, Double)]
        let skips: [(String, String)]
        let archived: Bool
        let onlyIfNotDone: Bool
        let includingDone: Bool
        let day: String
        let verdict: ReminderOccurrence.Verdict
        var testDescription: String { name }

        init(
            _ name: String, _ frequency: Frequency = .daily, _ type: HabitType = .binary,
            records: [(String, Double)] = [], skips: [(String, String)] = [], archived: Bool = false,
            onlyIfNotDone: Bool = true, includingDone: Bool = false, on day: String = "2026-04-10",
            then verdict: ReminderOccurrence.Verdict
        ) {
            self.name = name
            self.frequency = frequency
            self.type = type
            self.records = records
            self.skips = skips
            self.archived = archived
            self.onlyIfNotDone = onlyIfNotDone
            self.includingDone = includingDone
            self.day = day
            self.verdict = verdict
        }
    }

    static let verdicts: [VerdictCase] = [
        .init("daily, not done", then: .fires),
        .init("daily, done", records: [("2026-04-10", 1)], then: .done),
        .init("daily, done, reminder rings anyway", records: [("2026-04-10", 1)], onlyIfNotDone: false, then: .fires),
        .init(
            "daily, done, asked to include done days", records: [("2026-04-10", 1)], includingDone: true, then: .fires),
        .init("daily, done yesterday only", records: [("2026-04-09", 1)], then: .fires),
        .init("Mon Wed Fri on a Friday", .specificDays([.monday, .wednesday, .friday]), then: .fires),
        .init(
            "Mon Wed Fri on a Saturday", .specificDays([.monday, .wednesday, .friday]), on: "2026-04-11", then: .notDue),
        .init("every 2 days, on the cycle", .everyNDays(2), on: "2026-04-11", then: .fires),
        .init("every 2 days, off the cycle", .everyNDays(2), on: "2026-04-10", then: .notDue),
        .init(
            "every 3 days, done on the 8th", .everyNDays(3), records: [("2026-04-08", 1)], on: "2026-04-10",
            then: .notDue),
        .init(
            "every 3 days, due on the 11th after the 8th", .everyNDays(3), records: [("2026-04-08", 1)],
            on: "2026-04-11", then: .fires),
        .init("3 days a week, quota still open", .daysPerWeek(3), records: [("2026-04-07", 1)], then: .fires),
        .init(
            "3 days a week, quota met before", .daysPerWeek(3),
            records: [("2026-04-06", 1), ("2026-04-07", 1), ("2026-04-08", 1)], then: .notDue),
        .init(
            "3 days a week, today fills the quota", .daysPerWeek(3),
            records: [("2026-04-07", 1), ("2026-04-08", 1), ("2026-04-10", 1)], then: .done),
        .init("2 times in 3 days, open", .timesInDays(times: 2, days: 3), records: [("2026-04-09", 1)], then: .fires),
        .init(
            "2 times in 3 days, met", .timesInDays(times: 2, days: 3), records: [("2026-04-08", 1), ("2026-04-09", 1)],
            then: .notDue),
        .init("counter 8, 3 so far", .daily, .counter(target: 8), records: [("2026-04-10", 3)], then: .fires),
        .init("counter 8, reached", .daily, .counter(target: 8), records: [("2026-04-10", 8)], then: .done),
        .init(
            "timer 30 min, 10 so far", .daily, .timer(targetSeconds: 1800), records: [("2026-04-10", 600)], then: .fires
        ),
        .init("negative, no slip yet", .daily, .negative, then: .fires),
        .init("at most 2, one so far", .daily, .atMost(target: 2), records: [("2026-04-10", 1)], then: .fires),
        .init("skipped day", skips: [("2026-04-10", "2026-04-10")], then: .excused),
        .init("inside a pause", skips: [("2026-04-05", "2026-04-20")], then: .excused),
        .init("the day after a pause", skips: [("2026-04-05", "2026-04-09")], then: .fires),
        .init("archived", archived: true, then: .archived),
        .init("before the habit was created", on: "2026-03-31", then: .notDue),
    ]

    @Test("a reminder rings only on a due day not excused, of a habit not archived, not done", arguments: verdicts)
    func verdict(_ example: VerdictCase) throws {
        var history = HistoryBuilder(example.frequency, example.type, createdOn: day("2026-04-01"))
        for (text, value) in example.records { history.record(day(text), value: value) }
        for (first, last) in example.skips { history.skip(from: day(first), through: day(last)) }
        if example.archived { history.archive(on: day("2026-04-09")) }
        let reminder = Reminder(
            habitID: history.habit.id, time: Self.time("18:00"), onlyIfNotDone: example.onlyIfNotDone)
        #expect(
            ReminderSchedule.verdict(
                of: reminder, on: day(example.day), timeline: history.timeline(), includingDone: example.includingDone)
                == example.verdict)
    }

    @Test("several reminders a day ring in time order, each once, days starting at 04:00")
    func severalADay() throws {
        let calendar = TestCalendars.calendar("Europe/Paris", startHour: 4)
        var history = HistoryBuilder(createdOn: day("2026-04-01"), calendar: calendar)
        history.record(day("2026-04-10"))
        let id = history.habit.id
        let reminders = ["08:00", "12:30", "01:00", "18:30"].map { Reminder(habitID: id, time: Self.time($0)) }
        let subject = ReminderSchedule.Subject(timeline: history.timeline(), reminders: reminders)
        let rung = ReminderSchedule.occurrences(
            of: [subject], after: instant("2026-04-10T04:00:00Z"), through: instant("2026-04-12T04:00:00Z"),
            boundary: calendar.boundary)
        let summary = rung.map { "\($0.day) \($0.reminder.time) \($0.verdict)" }
        #expect(
            summary == [
                "2026-04-10 08:00 done", "2026-04-10 12:30 done", "2026-04-10 18:30 done",
                "2026-04-10 01:00 done", "2026-04-11 08:00 fires", "2026-04-11 12:30 fires",
                "2026-04-11 18:30 fires", "2026-04-11 01:00 fires",
            ])
        #expect(rung.map(\.instant) == rung.map(\.instant).sorted())
    }

    /// (what the scheduler last covered, now, the times of the reminders that ring, dropped).
    static let sleeps: [(String, String?, String, [String], [String])] = [
        ("on time", "2026-04-10T07:59:00Z", "2026-04-10T08:00:00Z", ["08:00"], []),
        ("nothing yet", "2026-04-10T07:00:00Z", "2026-04-10T07:59:00Z", [], []),
        ("woke 9 min late: rings once", "2026-04-10T07:00:00Z", "2026-04-10T08:09:00Z", ["08:00"], []),
        ("woke 2 hours late: dropped", "2026-04-10T07:00:00Z", "2026-04-10T10:00:00Z", [], ["08:00", "08:10"]),
        (
            "two missed within the grace: only the latest", "2026-04-10T07:00:00Z", "2026-04-10T08:12:00Z", ["08:10"],
            ["08:00"]
        ),
        ("slept all night: none of yesterday's", "2026-04-09T19:00:00Z", "2026-04-10T07:30:00Z", [], ["20:00"]),
        ("first run, no last run: only the grace", nil, "2026-04-10T08:05:00Z", ["08:00"], []),
        ("first run long after: nothing", nil, "2026-04-10T09:00:00Z", [], []),
    ]

    @Test(
        "after a sleep a reminder missed by less than the grace rings once, older ones are dropped", arguments: sleeps)
    func afterASleep(name: String, lastRun: String?, now: String, ringing: [String], dropped: [String]) throws {
        let history = HistoryBuilder(createdOn: day("2026-04-01"))
        let id = history.habit.id
        let reminders = ["08:00", "08:10", "20:00"].map { Reminder(habitID: id, time: Self.time($0)) }
        let subject = ReminderSchedule.Subject(timeline: history.timeline(), reminders: reminders)
        let result = ReminderSchedule.due(
            [subject], lastRun: lastRun.map(instant), now: instant(now), boundary: TestCalendars.utc.boundary,
            grace: 15 * 60)
        #expect(result.ring.map(\.reminder.time.description) == ringing, "\(name)")
        #expect(result.dropped.map(\.reminder.time.description) == dropped, "\(name)")
    }

    @Test("a done habit's missed reminder does not ring after a sleep; two habits ring one each")
    func sleepAcrossHabits() throws {
        var done = HistoryBuilder(createdOn: day("2026-04-01"), name: "Read")
        done.record(day("2026-04-10"))
        var open = HistoryBuilder(createdOn: day("2026-04-01"), name: "Run")
        open.habit = Habit(id: HistoryBuilder.uuid(9, 9), name: "Run", createdAt: done.habit.createdAt)
        let subjects = [done, open].map { history in
            ReminderSchedule.Subject(
                timeline: history.timeline(),
                reminders: ["08:00", "08:05"].map { Reminder(habitID: history.habit.id, time: Self.time($0)) })
        }
        let result = ReminderSchedule.due(
            subjects, lastRun: instant("2026-04-10T07:00:00Z"), now: instant("2026-04-10T08:06:00Z"),
            boundary: TestCalendars.utc.boundary)
        #expect(result.ring.map(\.reminder.habitID) == [open.habit.id])
        #expect(result.ring.map(\.reminder.time.description) == ["08:05"])
    }
}
