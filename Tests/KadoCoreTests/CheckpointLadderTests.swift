import Foundation
import KadoCore
import KadoTestSupport
import Testing

@Suite("The ladder of checkpoints")
struct CheckpointLadderTests {
    struct RungCase: Sendable, CustomTestStringConvertible {
        let day: String
        let weekStart: Weekday
        let isRung: Bool
        var testDescription: String { "\(day), weeks from \(weekStart): \(isRung)" }
    }

    static let rungCases: [RungCase] = [
        // 2026-03-29 is a Sunday: the next week (to 2026-04-05) ends in the second quarter.
        RungCase(day: "2026-03-29", weekStart: .monday, isRung: true),
        RungCase(day: "2026-03-22", weekStart: .monday, isRung: false),
        // With weeks from Sunday, weeks end on Saturdays.
        RungCase(day: "2026-03-29", weekStart: .sunday, isRung: false),
        RungCase(day: "2026-03-28", weekStart: .sunday, isRung: true),
        RungCase(day: "2025-12-27", weekStart: .sunday, isRung: true),
        RungCase(day: "2026-01-03", weekStart: .sunday, isRung: false),
        // A quarter whose last day ends a week: that week is its last complete one.
        RungCase(day: "2024-06-30", weekStart: .monday, isRung: true),
        RungCase(day: "2024-06-23", weekStart: .monday, isRung: false),
        RungCase(day: "2026-03-31", weekStart: .monday, isRung: false),
    ]

    @Test("a rung is the end of a quarter's last complete week", arguments: rungCases)
    func rung(_ test: RungCase) {
        #expect(WalkCheckpoint.isRung(day(test.day), weekStart: test.weekStart) == test.isRung)
    }

    @Test("every quarter has exactly one rung, for every week start")
    func oneRungPerQuarter() {
        for weekStart in Weekday.allCases {
            var perQuarter: [Int: Int] = [:]
            var current = day("2015-01-01")
            while current < day("2030-01-01") {
                if WalkCheckpoint.isRung(current, weekStart: weekStart) {
                    #expect(current.adding(days: 1).weekday == weekStart)
                    perQuarter[current.year * 4 + (current.month - 1) / 3, default: 0] += 1
                }
                current = current.adding(days: 1)
            }
            #expect(perQuarter.count == 60 && perQuarter.values.allSatisfy { $0 == 1 }, "\(weekStart)")
        }
    }

    static let frequencies: [Frequency] = [
        .daily, .daysPerWeek(3), .daysPerWeek(6), .specificDays([.tuesday, .saturday]), .everyNDays(3),
        .timesInDays(times: 2, days: 30),
    ]

    @Test(
        "resuming from any checkpoint of the ladder gives a walk from the first day's score, streaks, periods and scores",
        arguments: frequencies, [ScoreModel.kado, .loop])
    func resumedFromAnyRung(frequency: Frequency, model: ScoreModel) throws {
        let types: [HabitType] = [.binary, .counter(target: 4), .negative, .atMost(target: 2)]
        for (typeIndex, type) in types.enumerated() {
            for weekStart in [Weekday.monday, .sunday] {
                var generator = SeededGenerator(seed: UInt64(typeIndex * 97 + weekStart.rawValue * 7 + 1))
                let start = day("2023-01-01")
                var history = HistoryBuilder(
                    frequency, type, createdOn: start.adding(days: 10),
                    calendar: TestCalendars.calendar(weekStart: weekStart), scoreModel: model)
                let today = day("2026-02-14")
                for offset in 0...start.days(to: today) where generator.chance(0.5) {
                    history.record(start.adding(days: offset), value: Double(generator.int(in: 0...6)))
                }
                for _ in 0..<3 {
                    let pause = start.adding(days: generator.int(in: 30...1100))
                    history.skip(from: pause, through: pause.adding(days: generator.int(in: 0...15)))
                }
                let full = history.timeline()
                let request = CheckpointRequest(
                    before: today.adding(days: -42), latest: true, rungsFrom: day("2023-06-01"))
                let (evaluation, checkpoints) = full.evaluate(asOf: today, taking: request)
                #expect(evaluation == full.evaluate(asOf: today))
                #expect(checkpoints.count >= 10, "about one a quarter, then the latest")
                for checkpoint in checkpoints {
                    #expect(checkpoint.day < request.before && checkpoint.day >= day("2023-06-01"))
                    let needed = checkpoint.recordsNeeded(for: history.habit)
                    let resumed = HabitTimeline(
                        habit: history.habit, completions: history.completions.filter { $0.day >= needed },
                        skips: history.skips, calendar: history.calendar, resumingFrom: checkpoint)
                    #expect(resumed.resumePoint == checkpoint)
                    let first = checkpoint.day.adding(days: 1)
                    let name = "\(type) \(weekStart) from \(checkpoint.day)"
                    #expect(resumed.evaluate(asOf: today) == full.evaluate(asOf: today), "\(name)")
                    #expect(
                        resumed.scores(from: first, through: today, asOf: today)
                            == full.scores(from: first, through: today, asOf: today), "\(name)")
                    #expect(
                        resumed.cells(from: first, through: today, asOf: today)
                            == full.cells(from: first, through: today, asOf: today), "\(name)")
                }
            }
        }
    }
}
