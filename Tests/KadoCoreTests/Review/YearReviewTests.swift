import Foundation
import KadoCore
import KadoTestSupport
import Testing

/// A habit's year in review (``HabitTimeline/year(_:asOf:)``) and the whole year's summary
/// (``YearSummary``): streaks clipped to the year, months and their ties, a habit begun mid-year,
/// terms changed from a date, counters partly done, skips and pauses, the heatmap's rows by week
/// start, days across DST changes, and the comeback rule.
@Suite("Year in review: the core")
struct YearReviewTests {
    /// Well after 2025, so the whole year is over.
    let later = day("2026-06-01")

    @Test("the best streak counts from 1 January: a run across New Year is cut at it")
    func streakAcrossNewYear() {
        var history = HistoryBuilder(createdOn: day("2025-12-01"))
        history.done(from: day("2025-12-20"), through: day("2026-01-10"))
        let timeline = history.timeline()
        #expect(timeline.year(2025, asOf: later).bestStreak == 12)
        #expect(timeline.year(2026, asOf: later).bestStreak == 10)
        // The core's own streak over the whole history saw one run of 22 days.
        #expect(timeline.evaluate(asOf: day("2026-01-10")).bestStreak == 22)
    }

    struct MonthCase: Sendable, CustomTestStringConvertible {
        let label: String
        /// Days not done, by month (1…12): every other day of the year is done.
        let missed: [Int: Int]
        let best: Int
        let worst: Int
        var testDescription: String { label }
    }

    @Test(
        "best and worst month by share of due days done, ties to the earlier month",
        arguments: [
            MonthCase(label: "all equal: January both", missed: [:], best: 1, worst: 1),
            MonthCase(label: "two worst tie: the earlier", missed: [3: 31, 4: 30], best: 1, worst: 3),
            MonthCase(label: "one worse", missed: [2: 1, 6: 20, 9: 1], best: 1, worst: 6),
            MonthCase(
                label: "January not the best",
                missed: [
                    1: 5, 2: 2, 3: 2, 4: 2, 5: 2, 6: 2, 7: 2, 8: 2,
                    9: 2, 10: 2, 11: 2, 12: 1,
                ], best: 12, worst: 1),
        ])
    func months(_ test: MonthCase) {
        var history = HistoryBuilder(createdOn: day("2024-12-01"))
        // Set by hand: a January missed from its first day is still the habit's.
        history.habit.startDay = day("2025-01-01")
        var date = day("2025-01-01")
        var missedLeft = test.missed
        while date.year == 2025 {
            if let left = missedLeft[date.month], left > 0 {
                missedLeft[date.month] = left - 1
            } else {
                history.record(date)
            }
            date = date.adding(days: 1)
        }
        let year = history.timeline().year(2025, asOf: later)
        #expect(year.bestMonth?.month == test.best)
        #expect(year.worstMonth?.month == test.worst)
        #expect(year.daysDue == 365)
        #expect(year.daysDone == 365 - test.missed.values.reduce(0, +))
    }

    @Test("months compare as exact fractions: 2 of 4 ties 1 of 2")
    func exactShares() {
        let a = MonthTally(month: 1, due: 4, done: 2)
        let b = MonthTally(month: 2, due: 2, done: 1)
        #expect(!a.isBetter(than: b) && !b.isBetter(than: a))
        #expect(MonthTally(month: 3, due: 3, done: 2).isBetter(than: a))
    }

    @Test("a habit begun mid-year: the days before are before its start, its months without due days left out")
    func startedMidYear() {
        var history = HistoryBuilder(createdOn: day("2025-07-01"))
        history.done(from: day("2025-07-01"), through: day("2025-12-31"))
        let year = history.timeline().year(2025, asOf: later)
        #expect(year.days.prefix(181).allSatisfy { $0 == .beforeStart })
        #expect(year.days.dropFirst(181).allSatisfy { $0 == .done })
        #expect(year.daysDue == 184)
        #expect(year.bestStreak == 184)
        #expect(year.months.prefix(6).allSatisfy { $0.due == 0 })
        #expect(year.bestMonth?.month == 7)
        #expect(year.monthEndScores.prefix(6).allSatisfy { $0 == nil })
        #expect(year.monthEndScores[6] != nil)
        // Climbing from its start is no comeback.
        #expect(year.rise == nil)
    }

    @Test("terms changed from a date: each day judged by the version in force")
    func ruleChange() throws {
        var history = HistoryBuilder(createdOn: day("2024-12-01"))
        history.habit.startDay = day("2025-01-01")
        history.habit = history.habit.changingRules(from: .day(day("2025-07-01"))) {
            $0.frequency = .specificDays([.monday])
        }
        var date = day("2025-01-01")
        while date.year == 2025 {
            if date.weekday == .monday { history.record(date) }
            date = date.adding(days: 1)
        }
        let year = history.timeline().year(2025, asOf: later)
        let first = day("2025-01-01")
        // A Tuesday before the change was due and missed; one after it was not due.
        #expect(year.days[first.days(to: day("2025-02-04"))] == .missed)
        #expect(year.days[first.days(to: day("2025-08-05"))] == .notDue)
        #expect(year.days[first.days(to: day("2025-08-04"))] == .done)
        let mondaysFromJuly = (0..<184).filter { day("2025-07-01").adding(days: $0).weekday == .monday }.count
        #expect(year.daysDue == 181 + mondaysFromJuly)
        // From July on, every due day (a Monday) was done: the streak runs on over the days not due.
        #expect(year.bestStreak == mondaysFromJuly + 1)
        // January and May both had 4 Mondays done of 31 due days: the earlier is the worst.
        #expect(year.worstMonth?.month == 1)
        #expect(year.bestMonth?.month == 7)
    }

    @Test("a counter short of its target is partly done and breaks the streak; at its target, done")
    func counterPartly() {
        var history = HistoryBuilder(.daily, .counter(target: 8), createdOn: day("2024-12-01"))
        history.record(day("2025-03-01"), value: 8)
        history.record(day("2025-03-02"), value: 3)
        history.record(day("2025-03-03"), value: 5)
        history.record(day("2025-03-03"), value: 4)
        let year = history.timeline().year(2025, asOf: later)
        let first = day("2025-01-01")
        #expect(year.days[first.days(to: day("2025-03-01"))] == .done)
        #expect(year.days[first.days(to: day("2025-03-02"))] == .partly)
        #expect(year.days[first.days(to: day("2025-03-03"))] == .done)
        #expect(year.days[first.days(to: day("2025-03-04"))] == .missed)
        #expect(year.bestStreak == 1)
        #expect(year.daysDone == 2)
        #expect(year.checkIns == 4)
    }

    @Test("a skipped day and a pause are told apart, and neither breaks the streak")
    func skipsAndPauses() {
        var history = HistoryBuilder(createdOn: day("2024-12-01"))
        history.done(from: day("2025-01-01"), through: day("2025-01-31"))
        history.skip(from: day("2025-01-10"), through: day("2025-01-10"))
        history.skip(from: day("2025-01-20"), through: day("2025-01-24"))
        history.completions.removeAll {
            [
                day("2025-01-10"), day("2025-01-20"), day("2025-01-21"), day("2025-01-22"),
                day("2025-01-23"), day("2025-01-24"),
            ].contains($0.day)
        }
        let year = history.timeline().year(2025, asOf: later)
        #expect(year.days[9] == .skipped)
        #expect(year.days[19...23].allSatisfy { $0 == .paused })
        #expect(year.bestStreak == 31 - 6)
        #expect(year.months[0].due == 25)
        #expect(year.months[0].done == 25)
    }

    @Test(
        "the heatmap's rows start on the person's first day of the week",
        arguments: [(Weekday.monday, 3, 53), (.sunday, 4, 53), (.saturday, 5, 53)])
    func weekStart(_ weekStart: Weekday, _ firstRow: Int, _ columns: Int) {
        // 1 January 2026 is a Thursday.
        let grid = YearHeatmapGrid(year: 2026, weekStart: weekStart)
        #expect(grid.cell(ofDay: 0).row == firstRow)
        #expect(grid.cell(ofDay: 0).column == 0)
        #expect(grid.rowWeekdays.first == weekStart)
        #expect(grid.rowWeekdays[firstRow] == .thursday)
        #expect(grid.columnCount == columns)
        // 31 December, a Thursday too, in the last column.
        #expect(grid.cell(ofDay: 364) == (columns - 1, firstRow))
        // Each day's row is its weekday's.
        for index in [0, 45, 180, 300] {
            let weekday = day("2026-01-01").adding(days: index).weekday
            #expect(grid.rowWeekdays[grid.cell(ofDay: index).row] == weekday)
        }
    }

    @Test("a leap year starting on the week's last day needs 54 columns")
    func leapYearColumns() {
        // 1 January 2028 is a Saturday, and 2028 has 366 days.
        #expect(YearHeatmapGrid(year: 2028, weekStart: .sunday).columnCount == 54)
        #expect(YearHeatmapGrid(year: 2028, weekStart: .monday).columnCount == 53)
    }

    @Test(
        "days across a DST change each count once, on their own day",
        arguments: [
            ("Europe/Paris", ["2025-03-30", "2025-10-26"]), ("America/New_York", ["2025-03-09", "2025-11-02"]),
        ])
    func daylightSaving(_ zone: String, _ changes: [String]) {
        let calendar = TestCalendars.calendar(zone)
        var history = HistoryBuilder(createdOn: day("2024-12-01"), calendar: calendar)
        history.done(from: day("2025-01-01"), through: day("2025-12-31"))
        let year = history.timeline().year(2025, asOf: later)
        #expect(year.days.count == 365)
        #expect(year.daysDue == 365 && year.daysDone == 365)
        #expect(year.bestStreak == 365)
        for change in changes {
            #expect(year.days[day("2025-01-01").days(to: day(change))] == .done)
        }
    }

    @Test("the current year: today not yet done is not over, the days after it too, and breaks nothing")
    func soFar() {
        var history = HistoryBuilder(createdOn: day("2025-12-01"))
        history.done(from: day("2026-01-01"), through: day("2026-03-09"))
        let year = history.timeline().year(2026, asOf: day("2026-03-10"))
        let today = day("2026-01-01").days(to: day("2026-03-10"))
        #expect(year.days[today] == .notOver)
        #expect(year.days[(today + 1)...].allSatisfy { $0 == .notOver })
        #expect(year.daysDue == today)
        #expect(year.bestStreak == today)
        #expect(year.monthEndScores[2] != nil)
        #expect(year.monthEndScores[3] == nil)
    }

    @Test("the score's path and rise come from the same walk as the score everywhere else")
    func scorePath() throws {
        var history = HistoryBuilder(createdOn: day("2024-12-01"))
        history.done(from: day("2025-01-01"), through: day("2025-03-31"))
        history.done(from: day("2025-07-01"), through: day("2025-12-31"))
        let timeline = history.timeline()
        let year = timeline.year(2025, asOf: later)
        #expect(year.monthEndScores[2] == timeline.evaluate(asOf: day("2025-03-31")).score)
        #expect(year.monthEndScores[11] == timeline.evaluate(asOf: day("2025-12-31")).score)
        let rise = try #require(year.rise)
        #expect(rise.lowDay == day("2025-06-30"))
        #expect(rise.highDay == day("2025-12-31"))
        #expect(rise.lowScore == timeline.evaluate(asOf: day("2025-06-30")).score)
    }

    /// A year of `done` days done out of `due` due, its score rising by `rise` (none when 0).
    static func habitYear(_ id: Int, done: Int, due: Int, rise: Double = 0, days: [YearDayState]? = nil) -> HabitYear {
        var states = [YearDayState](repeating: .notDue, count: 365)
        for index in 0..<due { states[index] = index < done ? .done : .missed }
        let scoreRise =
            rise > 0
            ? ScoreRise(lowDay: day("2025-02-01"), lowScore: 0.2, highDay: day("2025-09-01"), highScore: 0.2 + rise)
            : nil
        return HabitYear(
            habitID: HistoryBuilder.uuid(9, id), year: 2025, days: days ?? states, bestStreak: 0,
            monthEndScores: Array(repeating: nil, count: 12), checkIns: done, rise: scoreRise)
    }

    @Test("the most consistent needs 28 due days; equal shares go to more due days, then the list's order")
    func mostConsistent() {
        let few = Self.habitYear(1, done: 27, due: 27)
        let good = Self.habitYear(2, done: 45, due: 50)
        let sameShareMoreDays = Self.habitYear(3, done: 90, due: 100)
        #expect(YearSummary([few]).mostConsistent == nil)
        #expect(YearSummary([few, good]).mostConsistent == good.habitID)
        #expect(YearSummary([few, good, sameShareMoreDays]).mostConsistent == sameShareMoreDays.habitID)
        #expect(YearSummary([good, Self.habitYear(4, done: 45, due: 50)]).mostConsistent == good.habitID)
    }

    @Test("the comeback is the largest rise; the first of equal ones; none when no score rose")
    func comeback() {
        let small = Self.habitYear(1, done: 1, due: 2, rise: 0.1)
        let large = Self.habitYear(2, done: 1, due: 2, rise: 0.5)
        let equal = Self.habitYear(3, done: 1, due: 2, rise: 0.5)
        let flat = Self.habitYear(4, done: 1, due: 2)
        #expect(YearSummary([small, large, equal]).comeback == large.habitID)
        #expect(YearSummary([flat]).comeback == nil)
        #expect(YearSummary([]).comeback == nil)
    }

    @Test("a habit only ever falling has no rise")
    func onlyFalling() {
        var history = HistoryBuilder(createdOn: day("2024-06-01"))
        history.done(from: day("2024-06-01"), through: day("2024-12-31"))
        #expect(history.timeline().year(2025, asOf: later).rise == nil)
    }

    @Test("days with every due habit done: at least one due, none missed or partly done")
    func allDone() {
        var first = [YearDayState](repeating: .notDue, count: 365)
        var second = first
        first[0] = .done
        second[0] = .done
        first[1] = .done
        second[1] = .missed
        first[2] = .done
        second[2] = .skipped
        second[3] = .partly
        first[4] = .extra
        let summary = YearSummary([
            Self.habitYear(1, done: 0, due: 0, days: first), Self.habitYear(2, done: 0, due: 0, days: second),
        ])
        #expect(summary.daysAllDone == 2)
        #expect(summary.daysWithDue == 4)
    }
}
