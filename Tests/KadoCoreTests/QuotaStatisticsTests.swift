import Foundation
import KadoCore
import KadoTestSupport
import Testing

/// The week and month summaries of each kind of schedule, and above all of a habit due N days a
/// week, whose weeks ask for N done days (``HabitTimeline/statistics(asOf:)``).
@Suite("Statistics by schedule")
struct QuotaStatisticsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let frequency: Frequency
        let weekStart: Weekday
        /// Done days.
        let done: [String]
        /// Skipped days (first, last).
        var skipped: (String, String)? = nil
        let asOf: String
        /// Each week's (counted, done) days, oldest first.
        let weeks: [[Int]]
        /// Each month's (counted, done) days.
        let months: [[Int]]
        var testDescription: String { name }
    }

    // Weeks around the end of March 2026: Mon 23–Sun 29, Mon 30–Sun 5 April, Mon 6–8 (today).
    // Today, not done yet, is not counted: it is not over (the streak's grace day).
    static let someDays = ["2026-03-23", "2026-03-24", "2026-04-02"]
    static let everyDay = (0...16).map { day("2026-03-23").adding(days: $0).description }

    static let cases: [Case] = [
        Case(
            name: "3 a week, Mon–Wed each week: every week full", frequency: .daysPerWeek(3), weekStart: .monday,
            done: [
                "2026-03-23", "2026-03-24", "2026-03-25", "2026-03-30", "2026-03-31", "2026-04-01",
                "2026-04-06", "2026-04-07", "2026-04-08",
            ],
            asOf: "2026-04-08", weeks: [[3, 3], [3, 3], [3, 3]], months: [[5, 5], [4, 4]]),
        Case(
            name: "6 a week done every day: each week's six, the seventh not counted", frequency: .daysPerWeek(6),
            weekStart: .monday, done: everyDay, asOf: "2026-04-08", weeks: [[6, 6], [6, 6], [3, 3]],
            months: [[8, 8], [7, 7]]),
        Case(
            name: "6 a week done every day, weeks from Sunday", frequency: .daysPerWeek(6), weekStart: .sunday,
            done: everyDay, asOf: "2026-04-08", weeks: [[6, 6], [6, 6], [4, 4]], months: [[9, 9], [7, 7]]),
        Case(
            name: "3 a week short of it: misses on the last days, none yet this week", frequency: .daysPerWeek(3),
            weekStart: .monday, done: someDays, asOf: "2026-04-08", weeks: [[3, 2], [3, 1], [0, 0]],
            months: [[3, 2], [3, 1]]),
        Case(
            name: "3 a week short of it, weeks from Sunday", frequency: .daysPerWeek(3), weekStart: .sunday,
            done: someDays, asOf: "2026-04-08", weeks: [[3, 2], [3, 1], [0, 0]], months: [[3, 2], [3, 1]]),
        Case(
            name: "3 a week with five days skipped: the week asks for the two left", frequency: .daysPerWeek(3),
            weekStart: .monday, done: ["2026-03-23"], skipped: ("2026-03-24", "2026-03-28"), asOf: "2026-03-29",
            weeks: [[1, 1]], months: [[1, 1]]),
        Case(
            name: "every day", frequency: .daily, weekStart: .monday, done: someDays, asOf: "2026-04-08",
            weeks: [[7, 2], [7, 1], [2, 0]], months: [[9, 2], [7, 1]]),
        Case(
            name: "every day, weeks from Sunday", frequency: .daily, weekStart: .sunday, done: someDays,
            asOf: "2026-04-08", weeks: [[6, 2], [7, 1], [3, 0]], months: [[9, 2], [7, 1]]),
        Case(
            name: "Mondays and Thursdays", frequency: .specificDays([.monday, .thursday]), weekStart: .monday,
            done: someDays, asOf: "2026-04-08", weeks: [[2, 1], [2, 1], [1, 0]], months: [[3, 1], [2, 1]]),
        Case(
            name: "Mondays and Thursdays, weeks from Sunday", frequency: .specificDays([.monday, .thursday]),
            weekStart: .sunday, done: someDays, asOf: "2026-04-08", weeks: [[2, 1], [2, 1], [1, 0]],
            months: [[3, 1], [2, 1]]),
        Case(
            name: "every 3 days", frequency: .everyNDays(3), weekStart: .monday, done: someDays, asOf: "2026-04-08",
            weeks: [[3, 2], [3, 1], [0, 0]], months: [[4, 2], [2, 1]]),
        Case(
            name: "every 3 days, weeks from Sunday", frequency: .everyNDays(3), weekStart: .sunday, done: someDays,
            asOf: "2026-04-08", weeks: [[3, 2], [2, 1], [1, 0]], months: [[4, 2], [2, 1]]),
    ]

    @Test("weeks and months count what the schedule asks for", arguments: cases)
    func summaries(_ test: Case) {
        var history = HistoryBuilder(
            test.frequency, createdOn: day("2026-03-23"), calendar: TestCalendars.calendar(weekStart: test.weekStart))
        history.record(test.done.map(day))
        if let skipped = test.skipped { history.skip(from: day(skipped.0), through: day(skipped.1)) }
        let statistics = history.timeline().statistics(asOf: day(test.asOf))
        #expect(statistics.summaries(by: .week).map { [$0.countedDays, $0.doneDays] } == test.weeks)
        #expect(statistics.summaries(by: .month).map { [$0.countedDays, $0.doneDays] } == test.months)
        let year = statistics.summaries(by: .year)
        #expect(year.map(\.countedDays) == [test.months.map { $0[0] }.reduce(0, +)])
    }

    @Test("a days-a-week habit's week: done days count at their value, the rate is the quota met")
    func rate() throws {
        var history = HistoryBuilder(.daysPerWeek(2), createdOn: day("2026-03-23"))
        history.record([day("2026-03-23"), day("2026-03-25"), day("2026-03-26")])
        let weeks = history.timeline().statistics(asOf: day("2026-04-05")).summaries(by: .week)
        #expect(weeks.map(\.completionRate) == [1, 0])
        // Today (Sunday 5 April) could still be done: one day of the second week is missed so far.
        #expect(weeks.map(\.countedDays) == [2, 1])
    }
}
