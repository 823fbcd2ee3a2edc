import Foundation
import KadoCore
import KadoTestSupport
import Testing

/// The calendar feed's events and document: which days each habit is shown on (every kind of
/// schedule, a version of the terms from a day inside the window, skips, pauses, archived
/// habits), done days, reminders as alarms across daylight-saving changes in Paris and New York,
/// the generated `VTIMEZONE` against Foundation's transitions, a 04:00 day start, and UIDs that
/// stay the same. Every instant is given: nothing reads the clock.
@Suite("The calendar feed: events and document")
struct CalendarFeedTests {
    static let habitID = UUID(uuidString: "6F1C2D3E-4A5B-4C6D-8E9F-0A1B2C3D4E5F") ?? UUID()

    static func time(_ text: String) -> ReminderTime {
        guard let time = try? ReminderTime(parsing: text) else { preconditionFailure("not a time: \(text)") }
        return time
    }

    /// A subject: `habit` with done days `done` (records of value 1, or `values`), `skips`, and
    /// reminders at `times`, under `calendar`.
    static func subject(
        _ habit: Habit, done: [String] = [], values: [String: Double] = [:], skips: [DayRange] = [],
        times: [String] = [], calendar: HabitCalendar
    ) -> ReminderSchedule.Subject {
        let records =
            done.map { Completion(habitID: habit.id, day: day($0), recordedAt: calendar.boundary.start(of: day($0))) }
            + values.map {
                Completion(
                    habitID: habit.id, day: day($0.key), recordedAt: calendar.boundary.start(of: day($0.key)),
                    value: $0.value)
            }
        let timeline = HabitTimeline(
            habit: habit, completions: records, skips: skips.map { Skip(habitID: habit.id, days: $0) },
            calendar: calendar)
        return ReminderSchedule.Subject(
            timeline: timeline, reminders: times.map { Reminder(habitID: habit.id, time: time($0)) })
    }

    static func habit(
        _ name: String = "Read", frequency: Frequency = .daily, type: HabitType = .binary,
        created: String = "2026-01-01T12:00:00Z", id: UUID = UUID()
    ) -> Habit {
        Habit(id: id, name: name, frequency: frequency, type: type, createdAt: instant(created))
    }

    /// The days of `events` as `YYYY-MM-DD`.
    static func days(_ events: [CalendarFeedEvent]) -> [String] { events.map { "\($0.day)" } }

    /// The unfolded content lines of a document.
    static func lines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    // MARK: - Which days

    @Test("every kind of schedule is shown on the days it asks for, from today (no record yet)")
    func schedules() {
        let calendar = TestCalendars.utc
        let today = day("2026-04-06")  // a Monday
        let now = calendar.boundary.start(of: today)
        func shown(_ frequency: Frequency, done: [String] = []) -> [String] {
            let subject = Self.subject(Self.habit(frequency: frequency), done: done, calendar: calendar)
            return Self.days(
                CalendarFeedSchedule.events(
                    of: [subject], today: today, days: 7, pastDays: 0, now: now, boundary: calendar.boundary))
        }
        let week = (0..<7).map { "\(today.adding(days: $0))" }
        #expect(shown(.daily) == week)
        #expect(shown(.specificDays([.monday, .wednesday, .friday])) == ["2026-04-06", "2026-04-08", "2026-04-10"])
        // Every 3 days from the latest day done (2026-04-04): the 7th, then the 10th.
        #expect(shown(.everyNDays(3), done: ["2026-04-04"]) == ["2026-04-07", "2026-04-10"])
        // A rolling quota not yet met asks every day until it is: the future has no records.
        #expect(shown(.daysPerWeek(3)) == week)
        // 2 times in 3 days, met by the 5th and the 4th: not due before the window moves past them.
        #expect(shown(.timesInDays(times: 2, days: 3), done: ["2026-04-04", "2026-04-05"]).first == "2026-04-07")
    }

    @Test("a version of the terms from a day inside the window judges the days from it on")
    func ruleVersion() {
        let calendar = TestCalendars.utc
        let today = day("2026-04-06")
        let habit = Self.habit().changingRules(from: .day(day("2026-04-09"))) {
            $0.frequency = .specificDays([.monday])
        }
        let events = CalendarFeedSchedule.events(
            of: [Self.subject(habit, calendar: calendar)], today: today, days: 14, pastDays: 0,
            now: calendar.boundary.start(of: today), boundary: calendar.boundary)
        #expect(Self.days(events) == ["2026-04-06", "2026-04-07", "2026-04-08", "2026-04-13"])
    }

    @Test("archived habits are absent; skipped and paused days are left out")
    func absent() throws {
        let calendar = TestCalendars.utc
        let today = day("2026-04-06")
        var archived = Self.habit("Old")
        archived.archivedAt = instant("2026-04-20T00:00:00Z")
        let paused = Self.subject(
            Self.habit("Swim"),
            skips: [
                try DayRange(from: day("2026-04-07"), through: day("2026-04-10")), DayRange(day: day("2026-04-12")),
            ],
            calendar: calendar)
        let events = CalendarFeedSchedule.events(
            of: [Self.subject(archived, calendar: calendar), paused], today: today, days: 8, pastDays: 0,
            now: calendar.boundary.start(of: today), boundary: calendar.boundary)
        #expect(events.allSatisfy { $0.name == "Swim" })
        #expect(Self.days(events) == ["2026-04-06", "2026-04-11", "2026-04-13"])
    }

    @Test("the past 7 days are shown, done ones marked; today only when its target is reached")
    func doneDays() {
        let calendar = TestCalendars.utc
        let today = day("2026-04-10")
        let read = Self.subject(
            Self.habit("Read"), done: ["2026-04-02", "2026-04-04", "2026-04-09", "2026-04-10"], calendar: calendar)
        let water = Self.subject(
            Self.habit("Water", type: .counter(target: 8)),
            values: ["2026-04-08": 8, "2026-04-09": 3, "2026-04-10": 5],
            calendar: calendar)
        let sugar = Self.subject(
            Self.habit("No sugar", type: .negative), done: ["2026-04-05"], calendar: calendar)
        let events = CalendarFeedSchedule.events(
            of: [read, water, sugar], today: today, days: 2, pastDays: 7, now: calendar.boundary.start(of: today),
            boundary: calendar.boundary)
        func marks(_ name: String) -> [String] {
            events.filter { $0.name == name }.map { "\($0.day)\($0.isDone ? "✓" : "")" }
        }
        #expect(
            marks("Read") == [
                "2026-04-03", "2026-04-04✓", "2026-04-05", "2026-04-06", "2026-04-07", "2026-04-08", "2026-04-09✓",
                "2026-04-10✓", "2026-04-11",
            ])
        #expect(marks("Water").filter { $0.hasSuffix("✓") } == ["2026-04-08✓"])
        // A habit to avoid: a day without a slip is kept; today is not kept before it ends.
        #expect(marks("No sugar").first == "2026-04-03✓")
        #expect(marks("No sugar").contains("2026-04-05"))
        #expect(marks("No sugar").contains("2026-04-10"))
    }

    @Test("a day done off its schedule is shown as done; the 8th day back is not shown")
    func doneOffSchedule() {
        let calendar = TestCalendars.utc
        let today = day("2026-04-10")  // a Friday
        let subject = Self.subject(
            Self.habit(frequency: .specificDays([.monday])), done: ["2026-04-02", "2026-04-08"], calendar: calendar)
        let events = CalendarFeedSchedule.events(
            of: [subject], today: today, days: 4, pastDays: 7, now: calendar.boundary.start(of: today),
            boundary: calendar.boundary)
        #expect(events.map { "\($0.day)\($0.isDone ? "✓" : "")" } == ["2026-04-06", "2026-04-08✓", "2026-04-13"])
    }

    // MARK: - Reminders, time zones, daylight saving

    /// (zone, day, reminder, the UTC instant the alarm rings, the local `DTSTART`): the day after
    /// the last Sunday of March and of October in Paris, and the days around New York's changes.
    static let crossings: [(String, String, String, String, String)] = [
        ("Europe/Paris", "2026-03-27", "08:00", "20260327T070000Z", "20260327T080000"),
        ("Europe/Paris", "2026-03-30", "08:00", "20260330T060000Z", "20260330T080000"),
        ("Europe/Paris", "2026-10-23", "08:00", "20261023T060000Z", "20261023T080000"),
        ("Europe/Paris", "2026-10-26", "08:00", "20261026T070000Z", "20261026T080000"),
        ("America/New_York", "2026-03-06", "08:00", "20260306T130000Z", "20260306T080000"),
        ("America/New_York", "2026-03-09", "08:00", "20260309T120000Z", "20260309T080000"),
        ("America/New_York", "2026-10-30", "08:00", "20261030T120000Z", "20261030T080000"),
        ("America/New_York", "2026-11-02", "08:00", "20261102T130000Z", "20261102T080000"),
        // The gap: 02:30 on the day Paris springs forward rings at 03:00 local, 01:00 UTC.
        ("Europe/Paris", "2026-03-29", "02:30", "20260329T010000Z", "20260329T030000"),
    ]

    @Test("a reminder is an alarm at its UTC instant and the event starts at its wall-clock time", arguments: crossings)
    func acrossDaylightSaving(zone: String, dayText: String, timeText: String, alarm: String, start: String) throws {
        let calendar = TestCalendars.calendar(zone)
        let today = day(dayText).adding(days: -5)
        let habit = Self.habit(id: Self.habitID)
        let events = CalendarFeedSchedule.events(
            of: [Self.subject(habit, times: [timeText], calendar: calendar)], today: today, days: 10, pastDays: 0,
            now: calendar.boundary.start(of: today), boundary: calendar.boundary)
        let document = CalendarFeedDocument(
            events: events, name: "Habits", timeZone: calendar.boundary.timeZone, stamp: instant("2026-01-01T00:00:00Z")
        )
        let lines = Self.lines(document.text)
        let uid = "UID:6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f-\(ICSDateTime.date(day(dayText)))@kado"
        let begin = try #require(lines.firstIndex(of: uid))
        let end = try #require(lines[begin...].firstIndex(of: "END:VEVENT"))
        let event = Array(lines[begin..<end])
        #expect(event.contains("DTSTART;TZID=\(zone):\(start)"))
        #expect(event.contains("TRIGGER;VALUE=DATE-TIME:\(alarm)"))
        #expect(event.filter { $0.hasPrefix("TRIGGER") }.count == 1)
    }

    @Test(
        "the VTIMEZONE lists the offset at the start, then exactly Foundation's transitions within the span",
        arguments: ["Europe/Paris", "America/New_York", "Australia/Lord_Howe", "Asia/Tokyo", "UTC"])
    func timeZoneMatchesFoundation(zone: String) throws {
        let timeZone = TestCalendars.zone(zone)
        let start = instant("2026-01-15T10:00:00Z")
        let end = instant("2027-01-15T10:00:00Z")
        let rules = ICSTimeZone(timeZone: timeZone, from: start, through: end)
        var expected: [Date] = []
        var cursor = start
        while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next <= end {
            expected.append(next)
            cursor = next
        }
        #expect(rules.observances.first?.onset == start)
        #expect(Array(rules.observances.dropFirst().map(\.onset)) == expected)
        for observance in rules.observances.dropFirst() {
            #expect(observance.offsetFrom == timeZone.secondsFromGMT(for: observance.onset.addingTimeInterval(-1)))
            #expect(observance.offsetTo == timeZone.secondsFromGMT(for: observance.onset))
            #expect(observance.isDaylight == timeZone.isDaylightSavingTime(for: observance.onset))
        }
        // Written as the RFC asks: each onset as local time under the offset before it.
        let lines = rules.lines
        let starts = lines.filter { $0.hasPrefix("DTSTART:") }
        #expect(starts.count == rules.observances.count)
        #expect(lines.first == "BEGIN:VTIMEZONE" && lines.last == "END:VTIMEZONE")
        #expect(lines.contains("TZID:\(timeZone.identifier)"))
        if zone == "Europe/Paris" {
            #expect(expected.count == 2)
            #expect(
                lines.joined(separator: "|").contains(
                    "BEGIN:DAYLIGHT|DTSTART:20260329T020000|TZOFFSETFROM:+0100|TZOFFSETTO:+0200|END:DAYLIGHT"))
            #expect(
                lines.joined(separator: "|").contains(
                    "BEGIN:STANDARD|DTSTART:20261025T030000|TZOFFSETFROM:+0200|TZOFFSETTO:+0100|END:STANDARD"))
        }
        if zone == "America/New_York" {
            #expect(
                lines.joined(separator: "|").contains(
                    "BEGIN:DAYLIGHT|DTSTART:20260308T020000|TZOFFSETFROM:-0500|TZOFFSETTO:-0400|END:DAYLIGHT"))
        }
        if zone == "Asia/Tokyo" || zone == "UTC" { #expect(expected.isEmpty) }
    }

    @Test("with days starting at 04:00, a 01:00 reminder is the day's event on the next calendar date")
    func dayStart() throws {
        let calendar = TestCalendars.calendar("Europe/Paris", startHour: 4)
        let today = day("2026-04-10")
        let habit = Self.habit(id: Self.habitID)
        let events = CalendarFeedSchedule.events(
            of: [Self.subject(habit, times: ["01:00", "21:30"], calendar: calendar)], today: today, days: 2,
            pastDays: 0, now: instant("2026-04-10T12:00:00Z"), boundary: calendar.boundary)
        #expect(Self.days(events) == ["2026-04-10", "2026-04-11"])
        // The day's first reminder is 21:30 on the 10th; 01:00 rings on the 11th, still the 10th's.
        #expect(events[0].start == instant("2026-04-10T19:30:00Z"))
        #expect(events[0].alarms == [instant("2026-04-10T19:30:00Z"), instant("2026-04-10T23:00:00Z")])
        let text = CalendarFeedDocument(
            events: events, name: "Habits", timeZone: calendar.boundary.timeZone, stamp: instant("2026-04-10T12:00:00Z")
        ).text
        #expect(text.contains("UID:6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f-20260410@kado\r\n"))
        #expect(text.contains("DTSTART;TZID=Europe/Paris:20260410T213000\r\n"))
        // The logical day starts at 04:00: at 03:00 on the 11th it is still the 10th.
        let early = CalendarFeedSchedule.events(
            of: [Self.subject(habit, times: ["01:00"], calendar: calendar)], today: today, days: 1, pastDays: 0,
            now: instant("2026-04-10T12:00:00Z"), boundary: calendar.boundary)
        #expect(early.first?.start == instant("2026-04-10T23:00:00Z"))
    }

    @Test("alarms already rung, and those of a day already done, are left out")
    func alarmsToCome() {
        let calendar = TestCalendars.calendar("Europe/Paris")
        let today = day("2026-04-10")
        let read = Self.subject(Self.habit("Read"), done: ["2026-04-10"], times: ["20:00"], calendar: calendar)
        let run = Self.subject(Self.habit("Run"), times: ["07:00", "20:00"], calendar: calendar)
        let events = CalendarFeedSchedule.events(
            of: [read, run], today: today, days: 2, pastDays: 1, now: instant("2026-04-10T12:00:00Z"),
            boundary: calendar.boundary)
        func alarms(_ name: String, _ dayText: String) -> [Date]? {
            events.first { $0.name == name && $0.day == day(dayText) }?.alarms
        }
        #expect(alarms("Run", "2026-04-09") == [])
        #expect(alarms("Run", "2026-04-10") == [instant("2026-04-10T18:00:00Z")])
        #expect(alarms("Read", "2026-04-10") == [])
        #expect(alarms("Run", "2026-04-11") == [instant("2026-04-11T05:00:00Z"), instant("2026-04-11T18:00:00Z")])
        // The event keeps its time even when its alarms are gone.
        #expect(
            events.first { $0.name == "Run" && $0.day == day("2026-04-09") }?.start == instant("2026-04-09T05:00:00Z"))
    }

    // MARK: - The document

    @Test("the document: its calendar properties, all-day and timed events, done marks, escaping, CRLF")
    func document() throws {
        let calendar = TestCalendars.calendar("Europe/Paris")
        let today = day("2026-04-10")
        var named = Self.habit(#"Run, swim; read \ rest"#, id: Self.habitID)
        named.details = "a description that stays out"
        let events = CalendarFeedSchedule.events(
            of: [
                Self.subject(named, done: ["2026-04-09"], calendar: calendar),
                Self.subject(Self.habit("Méditer"), times: ["08:00"], calendar: calendar),
            ], today: today, days: 1, pastDays: 1, now: instant("2026-04-10T05:00:00Z"), boundary: calendar.boundary)
        let document = CalendarFeedDocument(
            events: events, name: "Kadō habits", timeZone: calendar.boundary.timeZone,
            stamp: instant("2026-04-10T05:00:07Z"))
        let text = document.text
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
        let lines = Self.lines(text)
        #expect(
            Array(lines.prefix(6)) == [
                "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Kado for Swift//Kado//EN", "CALSCALE:GREGORIAN",
                "METHOD:PUBLISH", "X-WR-CALNAME:Kadō habits",
            ])
        #expect(lines.last == "END:VCALENDAR")
        #expect(lines.filter { $0 == "BEGIN:VEVENT" }.count == 4)
        #expect(lines.filter { $0 == "BEGIN:VTIMEZONE" }.count == 1)
        #expect(lines.filter { $0 == "DTSTAMP:20260410T050007Z" }.count == 4)
        #expect(lines.contains(#"SUMMARY:✓ Run\, swim\; read \\ rest"#))
        #expect(lines.contains(#"SUMMARY:Run\, swim\; read \\ rest"#))
        #expect(lines.filter { $0 == "STATUS:CONFIRMED" }.count == 1)
        #expect(lines.contains("DTSTART;VALUE=DATE:20260409") && lines.contains("DTEND;VALUE=DATE:20260410"))
        #expect(lines.contains("DTSTART;TZID=Europe/Paris:20260410T080000"))
        #expect(lines.contains("TRIGGER;VALUE=DATE-TIME:20260410T060000Z"))
        #expect(lines.filter { $0 == "TRANSP:TRANSPARENT" }.count == 4)
        #expect(!text.contains("description that stays out") && !text.contains("DESCRIPTION:a "))
        // Without a habit with reminders, no VTIMEZONE.
        let allDay = CalendarFeedDocument(
            events: events.filter { $0.start == nil }, name: "K", timeZone: calendar.boundary.timeZone,
            stamp: .distantPast)
        #expect(!allDay.text.contains("VTIMEZONE"))
    }

    @Test("UIDs are the habit's id and the day: the same in two runs, and after a rename; the digest ignores DTSTAMP")
    func stableUIDs() {
        let calendar = TestCalendars.utc
        let today = day("2026-04-10")
        var habit = Self.habit("Read", id: Self.habitID)
        func document(_ habit: Habit, stamp: String) -> CalendarFeedDocument {
            CalendarFeedDocument(
                events: CalendarFeedSchedule.events(
                    of: [Self.subject(habit, calendar: calendar)], today: today, days: 3, pastDays: 0,
                    now: calendar.boundary.start(of: today), boundary: calendar.boundary),
                name: "K", timeZone: calendar.boundary.timeZone, stamp: instant(stamp))
        }
        let first = document(habit, stamp: "2026-04-10T08:00:00Z")
        let second = document(habit, stamp: "2026-04-10T09:00:00Z")
        func uids(_ document: CalendarFeedDocument) -> [String] {
            Self.lines(document.text).filter { $0.hasPrefix("UID:") }
        }
        #expect(
            uids(first) == [
                "UID:6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f-20260410@kado",
                "UID:6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f-20260411@kado",
                "UID:6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f-20260412@kado",
            ])
        #expect(uids(second) == uids(first))
        #expect(first.text != second.text)
        #expect(first.contentDigest == second.contentDigest)
        habit.name = "Read 20 pages"
        let renamed = document(habit, stamp: "2026-04-10T08:00:00Z")
        #expect(uids(renamed) == uids(first))
        #expect(renamed.contentDigest != first.contentDigest)
    }
}
