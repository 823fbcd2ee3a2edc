import Foundation
import KadoCore
import KadoTestSupport
import Testing

/// Score checkpoints of habits whose terms change "from a date": a walk resumed from one gives
/// what the whole walk gives, and a version added or removed from a day invalidates only the
/// checkpoints from that day on.
@Suite("Terms that change from a date: checkpoints")
struct RuleVersionCheckpointTests {
    /// A habit changed twice, with two years of seeded records.
    static func history(weekStart: Weekday, model: ScoreModel) -> HistoryBuilder {
        var history = HistoryBuilder(
            .daily, .counter(target: 4), createdOn: day("2024-01-10"),
            calendar: TestCalendars.calendar(weekStart: weekStart), scoreModel: model)
        var generator = SeededGenerator(seed: UInt64(weekStart.rawValue))
        for offset in 0..<800 where generator.chance(0.6) {
            history.record(day("2024-01-10").adding(days: offset), value: Double(generator.int(in: 1...6)))
        }
        history.habit.ruleVersions = [
            RuleVersion(start: nil, rules: history.habit.rules),
            RuleVersion(
                start: day("2024-07-17"),
                rules: HabitRules(frequency: .daysPerWeek(3), type: .counter(target: 5), scoreModel: model)),
            RuleVersion(
                start: day("2025-02-03"),
                rules: HabitRules(frequency: .everyNDays(2), type: .counter(target: 2), scoreModel: .loop)),
        ]
        return history
    }

    @Test(
        "a walk resumed from any rung gives the score and streaks of the whole walk",
        arguments: [Weekday.monday, .sunday])
    func resumed(weekStart: Weekday) throws {
        for model in [ScoreModel.kado, .loop] {
            let history = Self.history(weekStart: weekStart, model: model)
            let today = day("2026-02-20")
            let full = history.timeline()
            let (expected, checkpoints) = full.evaluate(
                asOf: today,
                taking: CheckpointRequest(before: today.adding(days: -21), latest: true, rungsFrom: day("2024-01-01")))
            #expect(checkpoints.count > 5)
            for checkpoint in checkpoints {
                let needed = checkpoint.recordsNeeded(for: history.habit)
                let resumed = HabitTimeline(
                    habit: history.habit, completions: history.completions.filter { $0.day >= needed },
                    skips: history.skips, calendar: history.calendar, resumingFrom: checkpoint)
                #expect(resumed.resumePoint == checkpoint, "\(checkpoint.day)")
                #expect(resumed.evaluate(asOf: today) == expected, "\(model) from \(checkpoint.day)")
            }
        }
    }

    @Test("a version added or removed from a day leaves the checkpoints before it valid and drops the later ones")
    func invalidation() throws {
        var history = Self.history(weekStart: .monday, model: .kado)
        let today = day("2026-02-20")
        let request = CheckpointRequest(before: today.adding(days: -21), latest: true, rungsFrom: day("2024-01-01"))
        let (_, before) = history.timeline().evaluate(asOf: today, taking: request)
        let added = day("2025-06-11")
        history.habit.ruleVersions.append(
            RuleVersion(
                start: added, rules: HabitRules(frequency: .daily, type: .counter(target: 3), scoreModel: .kado)))
        #expect(history.habit.earlierRules.count == 3)
        for checkpoint in before {
            let resumed = HabitTimeline(
                habit: history.habit, completions: history.completions, skips: history.skips,
                calendar: history.calendar, resumingFrom: checkpoint)
            #expect((resumed.resumePoint != nil) == (checkpoint.day < added), "added: \(checkpoint.day)")
        }
        // Removing it again: the checkpoints saved with it are valid before its day only.
        let (_, with) = history.timeline().evaluate(asOf: today, taking: request)
        history.habit.ruleVersions.removeAll { $0.start == added }
        history.habit.ruleVersions = history.habit.ruleVersions
        for checkpoint in with {
            let resumed = HabitTimeline(
                habit: history.habit, completions: history.completions, skips: history.skips,
                calendar: history.calendar, resumingFrom: checkpoint)
            #expect((resumed.resumePoint != nil) == (checkpoint.day < added), "removed: \(checkpoint.day)")
        }
    }

    @Test("a habit never changed from a date keeps the signature Kadō always wrote")
    func singleVersionSignature() throws {
        var history = HistoryBuilder(.daysPerWeek(3), .counter(target: 4), createdOn: day("2025-01-06"))
        history.done(from: day("2025-01-06"), through: day("2025-03-01"))
        let (_, checkpoint) = history.timeline().evaluate(asOf: day("2025-03-20"), checkpointBefore: day("2025-03-10"))
        let saved = try #require(checkpoint)
        #expect(saved.signature == "v3|week3|counter|4.0|kado|2025-01-06|-|2")
    }
}
