import Foundation
import KadoCore
import KadoTestSupport
import Testing

@Suite("Streaks")
struct StreakTests {
    let start = day("2026-03-02")  // a Monday

    @Test("today is a grace day: not done yet does not break the streak")
    func graceDay() {
        var history = HistoryBuilder(createdOn: start)
        history.done(from: start, through: start.adding(days: 9))
        let timeline = history.timeline()
        #expect(timeline.evaluate(asOf: start.adding(days: 9)).currentStreak == 10)
        #expect(timeline.evaluate(asOf: start.adding(days: 10)).currentStreak == 10)
        #expect(timeline.evaluate(asOf: start.adding(days: 11)).currentStreak == 0)
        #expect(timeline.evaluate(asOf: start.adding(days: 11)).bestStreak == 10)
    }

    @Test("best is the longest run and never below current")
    func best() {
        var history = HistoryBuilder(createdOn: start)
        history.done(from: start, through: start.adding(days: 6))
        history.done(from: start.adding(days: 9), through: start.adding(days: 11))
        let evaluation = history.timeline().evaluate(asOf: start.adding(days: 11))
        #expect(evaluation.currentStreak == 3)
        #expect(evaluation.bestStreak == 7)
        let runs = history.timeline().longestRuns(5, asOf: start.adding(days: 11))
        #expect(runs.map(\.length) == [7, 3])
        #expect(runs.first?.first == start)
        #expect(runs.first?.last == start.adding(days: 6))
    }

    @Test("fixed weekdays pass over the days that are not due")
    func specificDays() {
        var history = HistoryBuilder(.specificDays([.monday, .thursday]), createdOn: start)
        history.record([start, start.adding(days: 3), start.adding(days: 7), start.adding(days: 10)])
        let evaluation = history.timeline().evaluate(asOf: start.adding(days: 13))  // a Sunday
        #expect(evaluation.currentStreak == 4)
        #expect(!evaluation.isDue)
    }

    @Test("every N days: an early completion restarts the cycle and counts for the streak")
    func everyNDays() {
        var history = HistoryBuilder(.everyNDays(3), createdOn: start)
        // Due on day 0; done day 0, early on day 2, then due day 5 done; day 8 missed.
        history.record([start, start.adding(days: 2), start.adding(days: 5)])
        let timeline = history.timeline()
        #expect(timeline.isDue(on: start))
        #expect(!timeline.isDue(on: start.adding(days: 2)))
        #expect(timeline.isCounted(on: start.adding(days: 2)))
        #expect(!timeline.isDue(on: start.adding(days: 3)))
        #expect(timeline.isDue(on: start.adding(days: 5)))
        #expect(timeline.evaluate(asOf: start.adding(days: 7)).currentStreak == 3)
        #expect(timeline.evaluate(asOf: start.adding(days: 8)).currentStreak == 3)
        #expect(timeline.evaluate(asOf: start.adding(days: 9)).currentStreak == 0)
    }

    @Test("a negative habit counts days without a slip, today included")
    func negative() {
        var history = HistoryBuilder(.daily, .negative, createdOn: start)
        history.record(start.adding(days: 3))
        let timeline = history.timeline()
        #expect(timeline.evaluate(asOf: start.adding(days: 2)).currentStreak == 3)
        // As in Kadō, today is a grace day whatever happened on it: a slip today shows tomorrow.
        #expect(timeline.evaluate(asOf: start.adding(days: 3)).currentStreak == 3)
        #expect(timeline.evaluate(asOf: start.adding(days: 4)).currentStreak == 1)
        #expect(timeline.evaluate(asOf: start.adding(days: 6)).currentStreak == 3)
        #expect(timeline.evaluate(asOf: start.adding(days: 6)).bestStreak == 3)
    }

    @Test(
        "N days a week counts weeks of the chosen week start; the current week is a grace",
        arguments: [Weekday.monday, .sunday])
    func weeks(weekStart: Weekday) {
        let calendar = TestCalendars.calendar(weekStart: weekStart)
        var history = HistoryBuilder(.daysPerWeek(2), createdOn: start, calendar: calendar)
        // Mon 2, Tue 3 · Wed 11, Thu 12 · Mon 16, Fri 20 · nothing the week of the 23rd.
        history.record([day("2026-03-02"), day("2026-03-03"), day("2026-03-11"), day("2026-03-12")])
        history.record([day("2026-03-16"), day("2026-03-20")])
        let timeline = history.timeline()
        let evaluation = timeline.evaluate(asOf: day("2026-03-25"))
        #expect(evaluation.streakUnit == .weeks)
        // Monday weeks: 2–8 ✓, 9–15 ✓, 16–22 ✓, current 23–29 grace → 4.
        // Sunday weeks: 1–7 ✓, 8–14 ✓, 15–21 ✓, current 22–28 grace → 4.
        #expect(evaluation.currentStreak == 4)
        #expect(evaluation.bestStreak == 4)
        #expect(timeline.evaluate(asOf: day("2026-04-01")).currentStreak == 1)
    }

    @Test("N days a week counts records, not days: two on one day fill a quota of two")
    func weeksCountRecords() {
        var history = HistoryBuilder(.daysPerWeek(2), createdOn: start)
        history.record([start, start])
        let timeline = history.timeline()
        #expect(timeline.evaluate(asOf: start.adding(days: 8)).currentStreak == 2)
    }

    @Test("a skipped day neither breaks nor extends a streak")
    func skip() {
        var history = HistoryBuilder(createdOn: start)
        history.done(from: start, through: start.adding(days: 4))
        history.skip(from: start.adding(days: 5), through: start.adding(days: 8))
        history.done(from: start.adding(days: 9), through: start.adding(days: 10))
        #expect(history.timeline().evaluate(asOf: start.adding(days: 10)).currentStreak == 7)
    }

    @Test("a week excused entirely is passed over by a weekly streak")
    func pausedWeek() {
        var history = HistoryBuilder(.daysPerWeek(3), createdOn: start)
        history.record([start, start.adding(days: 1), start.adding(days: 2)])
        history.skip(from: start.adding(days: 7), through: start.adding(days: 13))
        history.record([start.adding(days: 14), start.adding(days: 15), start.adding(days: 16)])
        #expect(history.timeline().evaluate(asOf: start.adding(days: 22)).currentStreak == 3)
    }

    @Test("records after today are ignored")
    func futureIgnored() {
        var history = HistoryBuilder(createdOn: start)
        history.done(from: start, through: start.adding(days: 2))
        history.done(from: start.adding(days: 4), through: start.adding(days: 9))
        let evaluation = history.timeline().evaluate(asOf: start.adding(days: 3))
        #expect(evaluation.currentStreak == 3)
        #expect(evaluation.bestStreak == 3)
    }

    @Test("an archived habit reports its streak as of archiving")
    func archived() {
        var history = HistoryBuilder(createdOn: start)
        history.done(from: start, through: start.adding(days: 5))
        history.archive(on: start.adding(days: 5))
        #expect(history.timeline().evaluate(asOf: start.adding(days: 30)).currentStreak == 6)
    }

    @Test("a habit created today has no streak until it is done")
    func createdToday() {
        var history = HistoryBuilder(createdOn: start)
        #expect(history.timeline().evaluate(asOf: start).currentStreak == 0)
        history.record(start)
        #expect(history.timeline().evaluate(asOf: start).currentStreak == 1)
    }

    @Test("a daily streak runs unbroken through DST weeks", arguments: ["Europe/Paris", "America/Havana"])
    func dstWeeks(zone: String) {
        for startHour in [0, 4, 23] {
            let calendar = TestCalendars.calendar(zone, startHour: startHour)
            // Check in at 00:30 and 23:30 wall-clock-ish instants on each day around the changes.
            var history = HistoryBuilder(createdOn: day("2026-03-01"), calendar: calendar)
            var current = day("2026-03-01")
            while current <= day("2026-04-05") {
                let begin = calendar.boundary.start(of: current)
                let end = calendar.boundary.start(of: current.adding(days: 1)).addingTimeInterval(-60)
                for instant in [begin.addingTimeInterval(60), end] {
                    history.record(calendar.boundary.logicalDay(containing: instant))
                }
                current = current.adding(days: 1)
            }
            let evaluation = history.timeline().evaluate(asOf: day("2026-04-05"))
            #expect(evaluation.currentStreak == 36)
            #expect(evaluation.bestStreak == 36)
        }
    }
}
