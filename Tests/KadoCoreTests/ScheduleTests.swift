import Foundation
import KadoCore
import KadoTestSupport
import Testing

@Suite("Schedules")
struct ScheduleTests {
    let start = day("2026-03-02")  // a Monday

    @Test("N days a week: the window is the 6 days before, so logging a day never changes whether it was due")
    func rollingWindowExcludesTheDay() {
        var history = HistoryBuilder(.daysPerWeek(2), createdOn: start)
        history.record([start, start.adding(days: 1)])
        let timeline = history.timeline()
        #expect(timeline.isDue(on: start.adding(days: 1)))  // only one record before it
        #expect(!timeline.isOutstanding(on: start.adding(days: 1)))  // its own record fills the quota
        #expect(!timeline.isDue(on: start.adding(days: 2)))
        #expect(!timeline.isDue(on: start.adding(days: 6)))
        #expect(timeline.isDue(on: start.adding(days: 7)))  // the Monday left the window
    }

    @Test("Monday to Friday on a 5-a-week habit keeps every day due (Kadō issue #57)")
    func issue57() {
        var history = HistoryBuilder(.daysPerWeek(5), createdOn: start)
        var due: [Bool] = []
        for week in 0..<6 {
            history.done(from: start.adding(days: 7 * week), through: start.adding(days: 7 * week + 4))
        }
        let timeline = history.timeline()
        for offset in 0..<42 { due.append(timeline.isDue(on: start.adding(days: offset))) }
        // Every weekday is due; weekends are not (5 records in the 6 days before).
        for (offset, isDue) in due.enumerated() {
            #expect(isDue == (offset % 7 < 5), "day \(offset)")
        }
        // 30 due days, all done: the score of 30 perfect daily days, not a frozen one.
        let evaluation = timeline.evaluate(asOf: start.adding(days: 39))
        #expect(evaluation.scorePercent == 79)
    }

    @Test("every N days: anchored on the last completion, a miss does not reschedule")
    func everyNDaysMiss() {
        var history = HistoryBuilder(.everyNDays(2), createdOn: start)
        history.record(start)
        let timeline = history.timeline()
        #expect(timeline.isDue(on: start.adding(days: 2)))
        #expect(!timeline.isDue(on: start.adding(days: 3)))
        #expect(timeline.isDue(on: start.adding(days: 4)))
    }

    @Test("every N days: a negative habit never re-anchors on a slip")
    func negativeNeverReanchors() {
        var history = HistoryBuilder(.everyNDays(3), .negative, createdOn: start)
        history.record(start.adding(days: 1))
        let timeline = history.timeline()
        #expect(timeline.isDue(on: start.adding(days: 3)))
        #expect(!timeline.isDue(on: start.adding(days: 4)))
        #expect(!timeline.isCounted(on: start.adding(days: 1)))
    }

    @Test("the archive day is still due; the day after is not")
    func archiveDay() {
        var history = HistoryBuilder(createdOn: start)
        history.archive(on: start.adding(days: 3))
        let timeline = history.timeline()
        #expect(timeline.isDue(on: start.adding(days: 3)))
        #expect(!timeline.isDue(on: start.adding(days: 4)))
        #expect(!timeline.isDue(on: start.adding(days: -1)))
    }

    @Test(
        "every schedule × every type: single-day answers agree with the walk and scores stay in 0…1",
        arguments: [
            Frequency.daily, .daysPerWeek(3), .specificDays([.monday, .friday]), .everyNDays(3),
            .timesInDays(times: 2, days: 10), .timesInDays(times: 1, days: 1),
        ],
        [HabitType.binary, .counter(target: 3), .timer(targetSeconds: 600), .negative, .atMost(target: 2)])
    func everyCombination(frequency: Frequency, type: HabitType) {
        var history = HistoryBuilder(frequency, type, createdOn: start)
        var generator = SeededGenerator(seed: 42)
        for offset in -5..<120 where Int.random(in: 0..<10, using: &generator) < 6 {
            history.record(start.adding(days: offset), value: Double(Int.random(in: 0...900, using: &generator)))
        }
        history.skip(from: start.adding(days: 50), through: start.adding(days: 56))
        let timeline = history.timeline()
        let today = start.adding(days: 110)
        let cells = timeline.cells(from: start.adding(days: -10), through: today.adding(days: 3), asOf: today)
        for (offset, cell) in cells.enumerated() {
            let current = start.adding(days: offset - 10)
            switch cell {
            case .future: #expect(current > today)
            case .skipped: #expect(timeline.isExcused(on: current) && timeline.isInLifetime(current))
            case .scored(let value):
                #expect(timeline.isCounted(on: current))
                #expect(value == timeline.value(on: current))
            case .offSchedule: #expect(!timeline.isCounted(on: current) && timeline.positiveRecords(on: current) > 0)
            case .notDue: #expect(!timeline.isCounted(on: current))
            }
        }
        let evaluation = timeline.evaluate(asOf: today)
        #expect((0...1).contains(evaluation.score))
        #expect(evaluation.bestStreak >= evaluation.currentStreak)
        let scores = timeline.scores(from: start.adding(days: -10), through: today, asOf: today)
        #expect(scores.last?.score == evaluation.score)
    }
}
