import Foundation
import KadoCore
import KadoTestSupport
import Testing

/// The walk of a habit whose terms change "from a date" against ``RuleChainReference``, day for
/// day: every pair of schedules, every type's target or limit, changes at and within weeks, in
/// three time zones and with a day start of 04:00, with skips and pauses across the change.
@Suite("Terms that change from a date: the walk")
struct RuleVersionWalkTests {
    static let frequencies: [Frequency] = [
        .daily, .daysPerWeek(3), .specificDays([.monday, .wednesday, .friday]), .everyNDays(3),
        .timesInDays(times: 2, days: 10),
    ]

    /// A type and the target or limit it changes to.
    static let typeChanges: [(HabitType, HabitType)] = [
        (.binary, .binary), (.counter(target: 8), .counter(target: 10)),
        (.timer(targetSeconds: 600), .timer(targetSeconds: 1500)), (.negative, .negative),
        (.atMost(target: 3), .atMost(target: 1)),
    ]

    static let calendars: [HabitCalendar] = [
        TestCalendars.calendar("UTC"), TestCalendars.calendar("America/New_York", weekStart: .sunday),
        TestCalendars.calendar("Asia/Kolkata", startHour: 4, weekStart: .saturday),
    ]

    /// A habit of `type` on `old`, changed to `newType` on `new` from `change`, with a seeded
    /// history around it: records of varied amounts, a skipped day and a pause across the change.
    static func history(
        _ old: Frequency, _ new: Frequency, type: HabitType, newType: HabitType, model: ScoreModel,
        change: LogicalDay, calendar: HabitCalendar, seed: UInt64
    ) -> HistoryBuilder {
        var history = HistoryBuilder(
            old, type, createdOn: change.adding(days: -60), calendar: calendar, scoreModel: model)
        var generator = SeededGenerator(seed: seed)
        for offset in -70..<50 where generator.chance(0.6) {
            let amount: Double
            switch type {
            case .timer: amount = Double(generator.int(in: 1...30) * 60)
            case .counter, .atMost: amount = Double(generator.int(in: 1...12))
            case .binary, .negative: amount = 1
            }
            history.record(change.adding(days: offset), value: amount)
        }
        history.skip(from: change.adding(days: -2), through: change.adding(days: 3))
        history.skip(from: change.adding(days: 20), through: change.adding(days: 20))
        history.habit.ruleVersions = [
            RuleVersion(start: nil, rules: HabitRules(frequency: old, type: type, scoreModel: model)),
            RuleVersion(start: change, rules: HabitRules(frequency: new, type: newType, scoreModel: model)),
        ]
        return history
    }

    /// Expects the production walk to give the reference's score on every day, and its streaks
    /// when neither version counts them in weeks.
    static func expectMatchesReference(_ history: HistoryBuilder, asOf today: LogicalDay, _ label: String) {
        let reference = RuleChainReference(
            habit: history.habit, completions: history.completions, skips: history.skips,
            calendar: history.calendar
        ).days(asOf: today)
        let timeline = history.timeline()
        guard let first = reference.first else {
            Issue.record("no day walked: \(label)")
            return
        }
        let scores = timeline.scores(from: first.day, through: today, asOf: today)
        #expect(scores.count == reference.count, "\(label)")
        for (score, expected) in zip(scores, reference) where abs(score.score - expected.score) > 1e-12 {
            Issue.record("\(label): \(score.day) score \(score.score), reference \(expected.score)")
            return
        }
        // Streaks in weeks: "N days a week", or "N times in 7 days" short of every day.
        let countsWeeks = history.habit.ruleVersions.contains { version in
            guard version.rules.type.recordsMeanDone else { return false }
            switch version.rules.frequency {
            case .daysPerWeek: return true
            case .timesInDays(let times, let days): return days == 7 && times < 7
            default: return false
            }
        }
        if !countsWeeks, let last = reference.last {
            let evaluation = timeline.evaluate(asOf: today)
            #expect(evaluation.currentStreak == last.run, "\(label): current streak")
            #expect(evaluation.bestStreak == last.best, "\(label): best streak")
        }
    }

    @Test(
        "every pair of schedules and every type's target: the walk scores as the chain of single-rule habits",
        arguments: frequencies, frequencies)
    func everyPair(old: Frequency, new: Frequency) {
        for (typeIndex, (type, newType)) in Self.typeChanges.enumerated() {
            for (calendarIndex, calendar) in Self.calendars.enumerated() {
                // On the week's first day, mid-week, and on its last day.
                let weekFirst = day("2026-03-02").startOfWeek(startingOn: calendar.weekStart)
                for offset in [0, 3, 6] {
                    let change = weekFirst.adding(days: offset)
                    for model in [ScoreModel.kado, .loop] {
                        let history = Self.history(
                            old, new, type: type, newType: newType, model: model, change: change, calendar: calendar,
                            seed: UInt64(typeIndex * 100 + calendarIndex * 10 + offset))
                        Self.expectMatchesReference(
                            history, asOf: change.adding(days: 40),
                            "\(old) → \(new), \(type) → \(newType), \(model), tz \(calendarIndex), +\(offset)")
                    }
                }
            }
        }
    }

    @Test("a change of score model carries the score from one model to the other", arguments: [0, 1])
    func modelChange(direction: Int) {
        let models: [ScoreModel] = direction == 0 ? [.kado, .loop] : [.loop, .kado]
        for (type, _) in Self.typeChanges {
            var history = Self.history(
                .daysPerWeek(4), .daily, type: type, newType: type, model: models[0], change: day("2026-03-04"),
                calendar: TestCalendars.utc, seed: 7)
            history.habit.ruleVersions[1].rules.scoreModel = models[1]
            history.habit.ruleVersions = history.habit.ruleVersions
            Self.expectMatchesReference(history, asOf: day("2026-04-20"), "\(type) \(models)")
        }
    }

    /// The seed and the number of rounds of ``property()``: 38 and 120 (a second), or
    /// `KADO_VERSIONS_WALK_SEED` and `KADO_VERSIONS_WALK_ROUNDS` (a larger count, another seed).
    static var propertyRun: (seed: UInt64, rounds: Int) {
        let environment = ProcessInfo.processInfo.environment
        return (
            environment["KADO_VERSIONS_WALK_SEED"].flatMap(UInt64.init) ?? 38,
            environment["KADO_VERSIONS_WALK_ROUNDS"].flatMap(Int.init) ?? 120
        )
    }

    @Test("a seeded property: random habits with random versions and histories walk as the reference")
    func property() {
        let (seed, rounds) = Self.propertyRun
        var generator = SeededGenerator(seed: seed)
        let kinds: [HabitTypeKind] = HabitTypeKind.allCases
        for round in 0..<rounds {
            let kind = kinds[generator.int(in: 0...(kinds.count - 1))]
            func randomType() -> HabitType {
                switch kind {
                case .binary: .binary
                case .negative: .negative
                case .counter: .counter(target: Double(generator.int(in: 1...10)))
                case .timer: .timer(targetSeconds: Double(generator.int(in: 1...40) * 60))
                case .atMost: .atMost(target: Double(generator.int(in: 1...4)))
                }
            }
            func randomFrequency() -> Frequency {
                switch generator.int(in: 0...4) {
                case 0: .daily
                case 1: .daysPerWeek(generator.int(in: 1...6))
                case 2:
                    .specificDays(
                        Set(Weekday.allCases.filter { _ in generator.chance(0.5) }).union([.tuesday]))
                case 3: .everyNDays(generator.int(in: 2...9))
                default:
                    { (days: Int) in Frequency.timesInDays(times: generator.int(in: 1...days), days: days) }(
                        generator.int(in: 1...30))
                }
            }
            func randomRules() -> HabitRules {
                HabitRules(
                    frequency: randomFrequency(), type: randomType(),
                    scoreModel: generator.chance(0.3) ? .loop : .kado)
            }
            let calendar = Self.calendars[generator.int(in: 0...2)]
            let created = day("2025-06-01").adding(days: generator.int(in: 0...60))
            var history = HistoryBuilder(createdOn: created, calendar: calendar)
            var versions = [RuleVersion(start: nil, rules: randomRules())]
            var start = created
            for _ in 0..<generator.int(in: 0...9) {
                start = start.adding(days: generator.int(in: 1...40))
                versions.append(RuleVersion(start: start, rules: randomRules()))
            }
            history.habit.type = versions[0].rules.type
            history.habit.ruleVersions = versions
            if generator.chance(0.3) { history.habit.startDay = created.adding(days: generator.int(in: -20...0)) }
            for offset in -30..<400 where generator.chance(0.5) {
                history.record(created.adding(days: offset), value: Double(generator.int(in: 0...2400)))
            }
            for _ in 0..<generator.int(in: 0...3) {
                let first = created.adding(days: generator.int(in: 0...380))
                history.skip(from: first, through: first.adding(days: generator.int(in: 0...15)))
            }
            let label = "seed \(seed) round \(round) (replay: KADO_VERSIONS_WALK_SEED=\(seed))"
            #expect(history.habit.validationErrors.isEmpty, "\(label): \(history.habit.validationErrors)")
            Self.expectMatchesReference(history, asOf: created.adding(days: 390), label)
        }
    }
}
