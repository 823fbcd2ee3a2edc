import Foundation
import KadoCore
import KadoTestSupport
import Testing

@Suite("Resuming from a checkpoint")
struct CheckpointTests {
    static let frequencies: [Frequency] = [
        .daily, .daysPerWeek(3), .specificDays([.tuesday, .saturday]), .everyNDays(3),
        .timesInDays(times: 2, days: 30),
    ]
    static let types: [HabitType] = [
        .binary, .counter(target: 4), .timer(targetSeconds: 900), .negative, .atMost(target: 2),
    ]

    @Test(
        "a resumed walk gives exactly the score and streaks of a walk from the start",
        arguments: frequencies, [ScoreModel.kado, .loop])
    func resumedEqualsFull(frequency: Frequency, model: ScoreModel) throws {
        for (typeIndex, type) in Self.types.enumerated() {
            for weekStart in [Weekday.monday, .sunday] {
                var generator = SeededGenerator(seed: UInt64(typeIndex * 31 + weekStart.rawValue))
                let start = day("2025-01-01")
                var history = HistoryBuilder(
                    frequency, type, createdOn: start.adding(days: 20),
                    calendar: TestCalendars.calendar(weekStart: weekStart), scoreModel: model)
                for offset in 0..<400 where generator.chance(0.55) {
                    for _ in 0..<generator.int(in: 1...2) {
                        history.record(start.adding(days: offset), value: Double(generator.int(in: 0...1200)))
                    }
                }
                history.skip(from: start.adding(days: 200), through: start.adding(days: 212))
                history.skip(from: start.adding(days: 380), through: start.adding(days: 381))
                let full = history.timeline()
                let saved = start.adding(days: 370)
                let (_, checkpoint) = full.evaluate(asOf: saved.adding(days: 9), checkpointBefore: saved)
                let resumeFrom = try #require(checkpoint)
                #expect(resumeFrom.day < saved)
                #expect(resumeFrom.day.adding(days: 1).weekday == weekStart)

                let needed = resumeFrom.recordsNeeded(for: history.habit)
                let recent = HabitTimeline(
                    habit: history.habit, completions: history.completions.filter { $0.day >= needed },
                    skips: history.skips, calendar: history.calendar, resumingFrom: resumeFrom)
                #expect(recent.resumePoint == resumeFrom)
                for offset in [0, 1, 9, 25, 40] {
                    let today = saved.adding(days: offset)
                    let expected = full.evaluate(asOf: today)
                    let resumed = recent.evaluate(asOf: today)
                    #expect(resumed == expected, "\(type) \(weekStart) +\(offset)")
                    #expect(recent.isDue(on: today) == full.isDue(on: today))
                }
            }
        }
    }

    @Test("a checkpoint saved for other settings is ignored")
    func signatureMismatch() throws {
        let start = day("2026-01-05")
        var history = HistoryBuilder(.daily, createdOn: start)
        history.done(from: start, through: start.adding(days: 30))
        let (_, saved) = history.timeline().evaluate(
            asOf: start.adding(days: 30), checkpointBefore: start.adding(days: 28))
        let checkpoint = try #require(saved)
        var changed = history
        changed.habit.frequency = .daysPerWeek(3)
        let timeline = HabitTimeline(
            habit: changed.habit, completions: changed.completions, calendar: changed.calendar,
            resumingFrom: checkpoint)
        #expect(timeline.resumePoint == nil)
        #expect(
            timeline.evaluate(asOf: start.adding(days: 30)) == changed.timeline().evaluate(asOf: start.adding(days: 30))
        )
    }

    @Test("no checkpoint is taken on or after today")
    func noCheckpointOnToday() {
        let start = day("2026-01-05")  // a Monday
        var history = HistoryBuilder(.daily, createdOn: start)
        history.done(from: start, through: start.adding(days: 6))
        let (_, checkpoint) = history.timeline().evaluate(
            asOf: start.adding(days: 6), checkpointBefore: start.adding(days: 20))
        #expect(checkpoint == nil)
    }
}
