import Foundation
import KadoTestSupport
import Testing

@testable import KadoCore

/// The insights on planted data: a known association is found with its sign and an interval
/// holding the true value; independent habits, however rhythmic or streaky, are not findings
/// more often than the false-discovery rate promised.
@Suite("Insights: planted and independent histories")
struct InsightSimulationTests {
    static let first = day("2025-03-01")
    static let days = 365

    typealias Kind = InsightSimulation.Kind

    @Test("a planted next-day association is found, with its sign and an interval holding 0.5")
    func plantedFound() {
        var covered = 0
        let runs = 60
        for seed in 1...runs {
            var generator = SeededGenerator(seed: UInt64(seed))
            let (a, b) = InsightSimulation.plantedPair(days: Self.days, first: Self.first, generator: &generator)
            let others = (0..<4).map {
                InsightSimulation.habit(
                    Kind.allCases[$0 % Kind.allCases.count], days: Self.days, first: Self.first, generator: &generator)
            }
            let report = AssociationSearch().run([a] + others + [b])
            let finding = report.findings.first { $0.condition == a.habitID && $0.outcome == b.habitID }
            #expect(finding?.lag == .nextDay, "seed \(seed)")
            #expect((finding?.difference.value ?? 0) > 0, "seed \(seed)")
            if let interval = finding?.difference.interval(), interval.contains(0.5) { covered += 1 }
            // B is not found to lead A: the association runs one way.
            #expect(
                !report.findings.contains { $0.condition == b.habitID && $0.outcome == a.habitID && $0.lag == .nextDay }
            )
        }
        // A 95 % interval holds the true difference in about 95 % of runs.
        #expect(covered >= runs * 88 / 100, "\(covered) of \(runs)")
    }

    /// The count of runs is `KADO_INSIGHT_RUNS` (1,000 by default; the benchmark runs more).
    static var nullRuns: Int { ProcessInfo.processInfo.environment["KADO_INSIGHT_RUNS"].flatMap(Int.init) ?? 1_000 }

    /// `runs` runs of 6 independent habits of `kinds`; how many runs `findings` found anything in.
    static func nullRuns(kinds: [Kind], seedBase: UInt64, findings: ([InsightSeries]) -> Int) -> (runs: Int, any: Int) {
        let runs = nullRuns
        var any = 0
        for seed in 1...runs {
            var generator = SeededGenerator(seed: seedBase + UInt64(seed))
            let series = InsightSimulation.habits(
                6, of: kinds, days: Self.days, first: Self.first, generator: &generator)
            if findings(series) > 0 { any += 1 }
        }
        return (runs, any)
    }

    @Test("independent habits, however rhythmic, streaky or drifting, are associated in at most 5 % of runs")
    func independentHabits() {
        var tests = 0
        let (runs, any) = Self.nullRuns(kinds: Kind.allCases, seedBase: 10_000) { series in
            let report = AssociationSearch().run(series)
            tests += report.tests
            return report.findings.count
        }
        #expect(tests > runs * 30, "the tests were made: \(tests)")
        #expect(Double(any) <= 0.05 * Double(runs), "\(any) of \(runs) runs reported an association")
    }

    @Test("habits without a weekly rhythm show a weekday pattern in at most 5 % of runs")
    func noWeekdayPattern() {
        let (runs, any) = Self.nullRuns(kinds: [.steady, .streaky, .weekdaysOnly], seedBase: 20_000) {
            WeekdayPattern.find(in: $0).filter(\.isFinding).count
        }
        #expect(Double(any) <= 0.05 * Double(runs), "\(any) of \(runs) runs reported a weekday pattern")
    }

    @Test("habits whose chances do not change show a trend in at most 5 % of runs")
    func noTrend() {
        let (runs, any) = Self.nullRuns(kinds: [.steady, .weekly, .streaky, .weekdaysOnly], seedBase: 30_000) {
            HabitTrend.find(in: $0).filter { $0.direction == .better || $0.direction == .worse }.count
        }
        #expect(Double(any) <= 0.05 * Double(runs), "\(any) of \(runs) runs reported a trend")
    }

    @Test("a weekend habit is found best at the weekend; a habit that fell off is found worse")
    func plantedPatterns() throws {
        var generator = SeededGenerator(seed: 7)
        var counted = DayBits(count: Self.days)
        var weekend = DayBits(count: Self.days)
        var fell = DayBits(count: Self.days)
        for index in 0..<Self.days {
            counted[index] = true
            let day = Self.first.adding(days: index).weekday
            weekend[index] = generator.chance(day == .saturday || day == .sunday ? 0.9 : 0.3)
            fell[index] = generator.chance(index < Self.days - 28 ? 0.8 : 0.3)
        }
        let series = [
            InsightSeries(habitID: UUID(), first: Self.first, counted: counted, met: weekend),
            InsightSeries(habitID: UUID(), first: Self.first, counted: counted, met: fell),
        ]
        let patterns = WeekdayPattern.find(in: series)
        #expect(patterns[0].isFinding)
        #expect([.saturday, .sunday].contains(try #require(patterns[0].best).weekday))
        #expect(!patterns[1].isFinding)
        let trends = HabitTrend.find(in: series)
        #expect(trends[0].direction == .steady)
        #expect(trends[1].direction == .worse)
        let difference = try #require(trends[1].difference)
        #expect(difference.interval().contains(-0.5))
    }

    @Test("pairs with fewer shared days than the minimum are never findings")
    func tooFewDays() {
        // A and B agree on every day they share, but share only 27 counted days.
        var counted = DayBits(count: Self.days)
        var a = DayBits(count: Self.days)
        for index in 0..<27 {
            counted[index * 3] = true
            a[index * 3] = index % 2 == 0
        }
        let first = InsightSeries(habitID: UUID(), first: Self.first, counted: counted, met: a)
        let second = InsightSeries(habitID: UUID(), first: Self.first, counted: counted, met: a)
        let report = AssociationSearch().run([first, second])
        #expect(report.findings.isEmpty)
        #expect(report.tests == 0)
        #expect(report.tooFewDays == 3)
    }

    @Test("beyond the most habits compared, those counted on the fewest days are left out, and counted")
    func cap() {
        // Five habits counted on 100, 40, 200, 40 and 150 days; at most 3 compared: the first, the
        // third and the fifth, in the list's order (of the two with 40, neither is needed).
        let counts = [100, 40, 200, 40, 150]
        let series = counts.map { count in
            var counted = DayBits(count: Self.days)
            var met = DayBits(count: Self.days)
            for index in 0..<count {
                counted[index] = true
                met[index] = index % 3 == 0
            }
            return InsightSeries(habitID: UUID(), first: Self.first, counted: counted, met: met)
        }
        let kept = AssociationSearch.compared(series, maximumHabits: 3).map(\.habitID)
        #expect(kept == [series[0].habitID, series[2].habitID, series[4].habitID])
        let report = AssociationSearch().run(series, maximumHabits: 3)
        #expect(report.pairs == 3)
        #expect(report.habitsLeftOut == 2)
        // Ties go to the earlier habit.
        #expect(
            AssociationSearch.compared(series, maximumHabits: 4).map(\.habitID)
                == [0, 1, 2, 4].map { series[$0].habitID })
        let all = AssociationSearch().run(series)
        #expect(all.pairs == 10 && all.habitsLeftOut == 0)
    }
}
