import Foundation
import KadoCore
import KadoTestSupport
import Testing

/// The one reading of a day that every screen marks (``DayOutcome``): a slip, or an at-most habit
/// over its limit, is failed whatever its value v(D); progress is only a counter's or a timer's.
@Suite("A day's outcome")
struct DayOutcomeTests {
    @Test(
        "each kind reads a value as one outcome",
        arguments: [
            (HabitTypeKind.binary, 1.0, DayOutcome.met), (.binary, 0, .notMet),
            (.counter, 1, .met), (.counter, 0.375, .partial), (.counter, 0, .notMet),
            (.timer, 1, .met), (.timer, 0.5, .partial), (.timer, 0, .notMet),
            (.negative, 1, .met), (.negative, 0, .failed),
            // At most 2: 2 is within (1), 3 is v(D) 0.5, 4 and more 0; all over the limit.
            (.atMost, 1, .met), (.atMost, 0.5, .failed), (.atMost, 0.25, .failed), (.atMost, 0, .failed),
        ] as [(HabitTypeKind, Double, DayOutcome)])
    func outcome(kind: HabitTypeKind, value: Double, expected: DayOutcome) {
        #expect(DayOutcome(kind: kind, value: value) == expected)
        #expect(DayOutcome(.scored(value), kind: kind) == expected)
        #expect(DayOutcome(.offSchedule(value), kind: kind) == expected)
    }

    @Test("a day without a value has no outcome", arguments: [DayCell.future, .notDue, .skipped])
    func noValue(cell: DayCell) {
        for kind in HabitTypeKind.allCases { #expect(DayOutcome(cell, kind: kind) == nil) }
    }

    @Test("the marks: ✓ met, ◐ partial, ○ not met, ✗ failed")
    func marks() {
        #expect(DayOutcome.allCases.map(\.mark) == ["✓", "◐", "○", "✗"])
    }
}

/// A counter or a timer counted in weeks ("N days a week"): on screens, a week is kept with N days
/// whose target was met; Kadō's numbers keep counting records.
@Suite("The displayed streak of a week-counted counter counts days whose target was met")
struct WeeklyTargetMetStreakTests {
    /// Wednesday 2026-04-15, the third day of a Monday week.
    static let today = day("2026-04-15")

    @Test(
        "weeks count met days on screens, records in Kadō's numbers",
        arguments: [
            // (type, days ago with their values, shown current, shown week progress, Kadō's current)
            // Last week is Monday 6 to Sunday 12 April (7 to 9 days ago), the week before from 14 to 16.
            (HabitType.counter(target: 8), [(7, 1.0), (8, 1), (9, 1)], 0, 0, 2),
            (.counter(target: 8), [(7, 8), (8, 8), (9, 8)], 2, nil, 2),
            (.counter(target: 8), [(7, 8), (8, 8), (9, 3), (0, 8)], 0, 1, 2),
            (.counter(target: 8), [(0, 8), (1, 3)], 0, 1, 1),
            (.timer(targetSeconds: 600), [(7, 60), (8, 60), (9, 60), (14, 600), (15, 600), (16, 600)], 0, 0, 3),
            (.timer(targetSeconds: 600), [(7, 600), (8, 900), (9, 600), (14, 600), (15, 600), (16, 600)], 3, nil, 3),
            (.binary, [(7, 1), (8, 1), (9, 1)], 2, nil, 2),
        ] as [(HabitType, [(Int, Double)], Int, Int?, Int)])
    func weeks(type: HabitType, records: [(Int, Double)], shown: Int, week: Int?, kado: Int) {
        var builder = HistoryBuilder(.daysPerWeek(3), type, createdOn: Self.today.adding(days: -60))
        for (daysAgo, value) in records { builder.record(Self.today.adding(days: -daysAgo), value: value) }
        let evaluation = builder.timeline().evaluate(asOf: Self.today)
        #expect(evaluation.currentStreak == kado, "Kadō's number is kept")
        #expect(evaluation.streakDisplay.unit == .weeks)
        #expect(evaluation.streakDisplay.current == shown)
        #expect(evaluation.streakDisplay.week?.done == week)
        #expect(evaluation.streakDisplay.best >= evaluation.streakDisplay.current)
    }
}

/// Today is not over: while it is open (counted, neither met nor failed for good) it is no missed
/// day in the statistics, the report's periods and the full-screen grid's weeks, in every zone,
/// day start and week start — like the streak's grace day.
@Suite("Today is not missed before it ends")
struct TodayGraceStatisticsTests {
    static let calendars: [HabitCalendar] = ["UTC", "Europe/Paris", "America/Havana"].flatMap { zone in
        [0, 4].flatMap { hour in
            [Weekday.monday, .sunday].map { TestCalendars.calendar(zone, startHour: hour, weekStart: $0) }
        }
    }

    @Test(
        "today open is left out; kept, or failed for good, it counts",
        arguments: calendars,
        [
            // (type, today's value: nil for nothing, whether today counts)
            (HabitType.binary, nil as Double?, false), (.binary, 1, true),
            (.counter(target: 8), 4, false), (.counter(target: 8), 8, true),
            (.timer(targetSeconds: 600), 300, false),
            (.negative, nil, true), (.negative, 1, true), (.atMost(target: 2), 3, true),
        ] as [(HabitType, Double?, Bool)])
    func today(calendar: HabitCalendar, test: (HabitType, Double?, Bool)) throws {
        let (type, value, counts) = test
        let today = day("2026-03-29")  // a Sunday, the night Paris moves its clocks forward
        var builder = HistoryBuilder(.daily, type, createdOn: today.adding(days: -13), calendar: calendar)
        // Kept on every day before today (a habit to avoid or to keep under a limit: nothing logged).
        if type.recordsMeanDone {
            for daysAgo in 1...13 { builder.record(today.adding(days: -daysAgo), value: type.target ?? 1) }
        }
        if let value { builder.record(today, value: value) }
        let timeline = builder.timeline()
        let statistics = timeline.statistics(asOf: today)
        #expect(statistics.countedDays == (counts ? 14 : 13))
        let week = try #require(statistics.summaries(by: .week).last)
        let daysInWeek = calendar.weekStart == .monday ? 7 : 1
        #expect(week.countedDays == (counts ? daysInWeek : daysInWeek - 1))
        // The full-screen grid's week view reads the same periods.
        let window = timeline.periodWindow(by: .week, from: today.adding(days: -13), asOf: today)
        #expect(window.summaries.last?.countedDays == week.countedDays)
        #expect(window.summaries.last?.valueTotal == week.valueTotal)
        // The day after, today is decided: an undone day is a missed one (and the new today is open
        // for a habit to do, kept so far for one to avoid).
        let after = timeline.statistics(asOf: today.adding(days: 1))
        #expect(after.countedDays == 14 + (type.recordsMeanDone ? 0 : 1))
    }
}
