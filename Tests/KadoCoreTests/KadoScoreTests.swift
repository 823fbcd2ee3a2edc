import Foundation
import KadoCore
import KadoTestSupport
import Testing

@Suite("Kadō score")
struct KadoScoreTests {
    let start = day("2026-01-01")

    /// A daily habit created on `start` and done on its first `count` days, scored on the last.
    func perfect(days count: Int) -> Double {
        var history = HistoryBuilder(createdOn: start)
        history.done(from: start, through: start.adding(days: count - 1))
        return history.timeline().score(asOf: start.adding(days: count - 1))
    }

    @Test(
        "perfect adherence from 0 reaches the reference values",
        arguments: [(10, 0.401), (14, 0.512), (30, 0.785), (66, 0.966), (100, 0.994)])
    func referenceValues(days: Int, expected: Double) {
        #expect(abs(perfect(days: days) - expected) < 0.0005)
    }

    @Test("after 30 perfect days one miss costs 0.039 and ten misses cost 0.315")
    func missesCost() {
        let thirty = perfect(days: 30)
        var history = HistoryBuilder(createdOn: start)
        history.done(from: start, through: start.adding(days: 29))
        let timeline = history.timeline()
        #expect(abs(thirty - timeline.score(asOf: start.adding(days: 30)) - 0.039) < 0.0005)
        #expect(abs(thirty - timeline.score(asOf: start.adding(days: 39)) - 0.315) < 0.0005)
    }

    @Test("a habit created today and done today scores exactly α; not done yet, 0")
    func createdToday() {
        var history = HistoryBuilder(createdOn: start)
        #expect(history.timeline().score(asOf: start) == 0)
        history.record(start)
        let evaluation = history.timeline().evaluate(asOf: start)
        #expect(evaluation.score == KadoScore.alpha)
        #expect(evaluation.scorePercent == 5)
    }

    @Test("today has no grace: a due day not done yet lowers the score")
    func todayCounts() {
        var history = HistoryBuilder(createdOn: start)
        history.done(from: start, through: start.adding(days: 9))
        let timeline = history.timeline()
        let yesterday = timeline.score(asOf: start.adding(days: 9))
        #expect(timeline.score(asOf: start.adding(days: 10)) == yesterday * 0.95)
    }

    @Test("a Mon/Wed/Fri habit done on every due day scores like a daily habit done as many days")
    func specificDaysMatchesDaily() {
        var weekly = HistoryBuilder(.specificDays([.monday, .wednesday, .friday]), createdOn: day("2026-01-05"))
        var dueDays: [LogicalDay] = []
        var current = day("2026-01-05")
        while dueDays.count < 30 {
            if [.monday, .wednesday, .friday].contains(current.weekday) { dueDays.append(current) }
            current = current.adding(days: 1)
        }
        weekly.record(dueDays)
        // Scored on the Saturday after the 30th due day (not due, so unchanged).
        let score = weekly.timeline().score(asOf: dueDays[29].adding(days: 1))
        #expect(abs(score - perfect(days: 30)) < 1e-12)
    }

    @Test("a counter at target scores as a yes; 6 of 8 scores three quarters of it")
    func counterPartialCredit() {
        var atTarget = HistoryBuilder(.daily, .counter(target: 8), createdOn: start)
        atTarget.record(start, value: 5)
        atTarget.record(start, value: 3)
        var above = HistoryBuilder(.daily, .counter(target: 8), createdOn: start)
        above.record(start, value: 12)
        var partial = HistoryBuilder(.daily, .counter(target: 8), createdOn: start)
        partial.record(start, value: 6)
        var below = HistoryBuilder(.daily, .counter(target: 8), createdOn: start)
        below.record(start, value: 2)
        #expect(atTarget.timeline().score(asOf: start) == KadoScore.alpha)
        #expect(above.timeline().score(asOf: start) == KadoScore.alpha)
        #expect(abs(partial.timeline().score(asOf: start) - 0.75 * KadoScore.alpha) < 1e-15)
        #expect(abs(below.timeline().score(asOf: start) - 0.25 * KadoScore.alpha) < 1e-15)
    }

    @Test("timer records are seconds and add up over the day")
    func timer() {
        var history = HistoryBuilder(.daily, .timer(targetSeconds: 1800), createdOn: start)
        history.record(start, value: 600)
        history.record(start, value: 300)
        #expect(abs(history.timeline().score(asOf: start) - 0.5 * KadoScore.alpha) < 1e-15)
        #expect(history.timeline().value(on: start) == 0.5)
    }

    @Test("a note-only record is neither done nor a slip")
    func noteOnly() {
        var yesNo = HistoryBuilder(createdOn: start)
        yesNo.record(start, value: 0, note: "rained")
        #expect(yesNo.timeline().score(asOf: start) == 0)
        #expect(yesNo.timeline().hasRecord(on: start))
        var negative = HistoryBuilder(.daily, .negative, createdOn: start)
        negative.record(start, value: 0, note: "tempted")
        #expect(negative.timeline().score(asOf: start) == KadoScore.alpha)
    }

    @Test("several records on one day count once for a yes/no habit")
    func severalRecords() {
        var history = HistoryBuilder(createdOn: start)
        history.record([start, start, start])
        #expect(history.timeline().score(asOf: start) == KadoScore.alpha)
    }

    @Test("a negative habit rises on clean days and drops on a slip")
    func negative() {
        var history = HistoryBuilder(.daily, .negative, createdOn: start)
        history.record(start.adding(days: 2))
        let timeline = history.timeline()
        let expected = KadoScore.step(from: KadoScore.step(from: KadoScore.alpha, value: 1), value: 0)
        #expect(abs(timeline.score(asOf: start.adding(days: 2)) - expected) < 1e-15)
        #expect(timeline.effectiveStart == start)
    }

    @Test("an archived habit's score is frozen at its archive day")
    func archiveFreezes() {
        var history = HistoryBuilder(createdOn: start)
        history.done(from: start, through: start.adding(days: 19))
        history.record(start.adding(days: 25))  // logged after archiving: ignored
        history.archive(on: start.adding(days: 9))
        let timeline = history.timeline()
        let frozen = timeline.score(asOf: start.adding(days: 9))
        #expect(abs(frozen - perfect(days: 10)) < 1e-12)
        #expect(timeline.score(asOf: start.adding(days: 40)) == frozen)
        #expect(timeline.evaluate(asOf: start.adding(days: 40)).currentStreak == 10)
    }

    @Test("a backdated first completion moves the start before the creation day")
    func backdated() {
        var history = HistoryBuilder(createdOn: start.adding(days: 10))
        history.done(from: start, through: start.adding(days: 29))
        let timeline = history.timeline()
        #expect(timeline.effectiveStart == start)
        #expect(abs(timeline.score(asOf: start.adding(days: 29)) - perfect(days: 30)) < 1e-12)
    }

    @Test("a first completion after creation starts the schedule on that day")
    func lateStart() {
        var history = HistoryBuilder(createdOn: start)
        history.record(start.adding(days: 10))
        let timeline = history.timeline()
        #expect(timeline.effectiveStart == start.adding(days: 10))
        #expect(!timeline.isDue(on: start.adding(days: 5)))
        #expect(timeline.score(asOf: start.adding(days: 10)) == KadoScore.alpha)
    }

    @Test("a skipped day and a pause leave the score where it was")
    func skipsFreeze() {
        var history = HistoryBuilder(createdOn: start)
        history.done(from: start, through: start.adding(days: 9))
        history.skip(from: start.adding(days: 10), through: start.adding(days: 10))
        history.skip(from: start.adding(days: 12), through: start.adding(days: 20))
        let timeline = history.timeline()
        let before = timeline.score(asOf: start.adding(days: 9))
        #expect(timeline.score(asOf: start.adding(days: 10)) == before)
        #expect(timeline.score(asOf: start.adding(days: 11)) == before * 0.95)
        #expect(timeline.score(asOf: start.adding(days: 20)) == before * 0.95)
        #expect(!timeline.isCounted(on: start.adding(days: 15)))
        #expect(timeline.isDue(on: start.adding(days: 15)))
    }

    @Test("a day done despite a skip counts as done")
    func recordBeatsSkip() {
        var history = HistoryBuilder(createdOn: start)
        history.skip(from: start, through: start.adding(days: 3))
        history.record(start.adding(days: 1))
        let timeline = history.timeline()
        #expect(!timeline.isExcused(on: start.adding(days: 1)))
        #expect(timeline.score(asOf: start.adding(days: 3)) == KadoScore.alpha)
    }

    @Test("every-2-days done every day scores like a daily habit, not about 0")
    func everyNDaysDoneDaily() {
        var history = HistoryBuilder(.everyNDays(2), createdOn: start)
        history.done(from: start, through: start.adding(days: 29))
        #expect(abs(history.timeline().score(asOf: start.adding(days: 29)) - perfect(days: 30)) < 1e-12)
    }

    @Test("at-most: within the limit is a full day, twice the limit is nothing")
    func atMost() {
        var history = HistoryBuilder(.daily, .atMost(target: 2), createdOn: start)
        history.record(start, value: 1)
        history.record(start.adding(days: 1), value: 3)
        history.record(start.adding(days: 2), value: 4)
        let timeline = history.timeline()
        #expect(timeline.value(on: start) == 1)
        #expect(timeline.value(on: start.adding(days: 1)) == 0.5)
        #expect(timeline.value(on: start.adding(days: 2)) == 0)
        #expect(timeline.value(on: start.adding(days: 3)) == 1)
        #expect(timeline.effectiveStart == start)
        #expect(timeline.isDone(on: start))
        #expect(!timeline.isDone(on: start.adding(days: 1)))
    }

    @Test("scores for a chart follow the day-by-day walk and freeze after archiving")
    func scoreHistory() {
        var history = HistoryBuilder(createdOn: start)
        history.done(from: start, through: start.adding(days: 4))
        history.archive(on: start.adding(days: 4))
        let timeline = history.timeline()
        let scores = timeline.scores(
            from: start.adding(days: -3), through: start.adding(days: 8), asOf: start.adding(days: 7))
        #expect(scores.map(\.day) == (0...7).map { start.adding(days: $0) })
        for (offset, entry) in scores.enumerated() {
            #expect(entry.score == timeline.score(asOf: start.adding(days: offset)))
        }
        #expect(scores.last?.score == scores[4].score)
    }
}
