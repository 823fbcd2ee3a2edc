import Foundation
import KadoCore
import KadoTestSupport

/// What the insights promise, measured (issue 40):
///
/// - honesty: runs of 6 independent simulated habits (steady, weekly, streaky, drifting, weekdays
///   only; a year each): the share of runs reporting any association, weekday pattern or trend,
///   against the false-discovery rate of 5 % promised;
/// - power: runs with a planted next-day association (B met 80 % of the days after A, 30 %
///   otherwise): how often it is found, and how often its 95 % interval holds the true 0.5;
/// - cost: the pair search over h habits (10 to 1,000) and a window of a year or three, against a
///   floor measured in the same run: one `AND` and population count of every pair's met days (the
///   least any pair search must do), and, given `--database` and `--kado`, `kado insights` on that
///   database against `kado --help`.
struct InsightsSuite {
    let runs: Int
    let database: String?
    let kado: String?
    let log: (String) -> Void

    static let first = LogicalDay(dayNumber: 20_148)  // 2025-03-01

    /// How often the runs found anything.
    struct Honesty {
        var runs = 0
        var withAssociation = 0
        var withWeekday = 0
        var withTrend = 0
        var tests = 0
    }

    /// How the planted pair fared.
    struct Power {
        var runs = 0
        var found = 0
        var covered = 0
    }

    /// One size of the pair search.
    struct Cost {
        let habits: Int
        let days: Int
        let tests: Int
        let search: Duration
        let floor: Duration
    }

    /// `kado insights` on a database.
    struct Command {
        let path: String
        let insights: Duration
        let json: Duration
        let help: Duration
    }

    func run() throws -> (honesty: Honesty, power: Power, costs: [Cost], command: Command?) {
        var honesty = Honesty()
        for seed in 1...runs {
            var generator = SeededGenerator(seed: UInt64(1_000_000 + seed))
            let series = InsightSimulation.habits(
                6, of: InsightSimulation.Kind.allCases, days: 365, first: Self.first, generator: &generator)
            let report = AssociationSearch().run(series)
            honesty.runs += 1
            honesty.tests += report.tests
            if !report.findings.isEmpty { honesty.withAssociation += 1 }
            if seed % 1_000 == 0 { log("insights: \(seed) of \(runs) independent runs") }
        }
        // Weekday patterns and trends: only kinds that have none.
        for seed in 1...runs {
            var generator = SeededGenerator(seed: UInt64(2_000_000 + seed))
            let flat = InsightSimulation.habits(
                6, of: [.steady, .streaky, .weekdaysOnly], days: 365, first: Self.first, generator: &generator)
            if WeekdayPattern.find(in: flat).contains(where: \.isFinding) { honesty.withWeekday += 1 }
            let stationary = InsightSimulation.habits(
                6, of: [.steady, .weekly, .streaky, .weekdaysOnly], days: 365, first: Self.first, generator: &generator)
            if HabitTrend.find(in: stationary).contains(where: { $0.direction == .better || $0.direction == .worse }) {
                honesty.withTrend += 1
            }
        }
        var power = Power()
        for seed in 1...min(runs, 1_000) {
            var generator = SeededGenerator(seed: UInt64(3_000_000 + seed))
            let (a, b) = InsightSimulation.plantedPair(days: 365, first: Self.first, generator: &generator)
            let others = InsightSimulation.habits(
                4, of: InsightSimulation.Kind.allCases, days: 365, first: Self.first, generator: &generator)
            let report = AssociationSearch().run([a] + others + [b])
            power.runs += 1
            if let finding = report.findings.first(where: {
                $0.condition == a.habitID && $0.outcome == b.habitID && $0.lag == .nextDay
            }) {
                power.found += 1
                if finding.difference.interval().contains(0.5) { power.covered += 1 }
            }
        }
        var costs: [Cost] = []
        for (habits, days) in [(10, 365), (100, 365), (1_000, 365), (1_000, 1_095)] {
            var generator = SeededGenerator(seed: UInt64(habits * 7 + days))
            let series = InsightSimulation.habits(
                habits, of: InsightSimulation.Kind.allCases, days: days, first: Self.first, generator: &generator)
            let clock = ContinuousClock()
            var report: AssociationReport?
            let search = clock.measure { report = AssociationSearch().run(series) }
            let floor = clock.measure { _ = Self.floorPass(series) }
            costs.append(Cost(habits: habits, days: days, tests: report?.tests ?? 0, search: search, floor: floor))
            log("insights: \(habits) habits × \(days) days searched in \(search)")
        }
        var command: Command?
        if let database, let kado {
            let child = ChildProcess(
                executable: kado, environment: ["KADO_DB": database], folder: NSTemporaryDirectory())
            func best(_ arguments: [String]) throws -> Duration {
                try (0..<3).map { _ in try child.run(arguments).elapsed }.min() ?? .zero
            }
            command = Command(
                path: database, insights: try best(["insights"]), json: try best(["insights", "--json"]),
                help: try best(["--help"]))
        }
        return (honesty, power, costs, command)
    }

    /// The least a pair search does: for every pair, one `AND` of the two habits' met days and its
    /// population count, word by word.
    static func floorPass(_ series: [InsightSeries]) -> Int {
        let words = series.map { series in
            (0..<(series.dayCount + 63) / 64).map { word in
                (0..<64).reduce(UInt64(0)) { bits, bit in
                    let index = word * 64 + bit
                    return index < series.dayCount && series.day(index).met ? bits | 1 << UInt64(bit) : bits
                }
            }
        }
        var total = 0
        for first in words.indices {
            for second in words.indices where second != first {
                for index in words[first].indices {
                    total &+= (words[first][index] & words[second][index]).nonzeroBitCount
                }
            }
        }
        return total
    }

    /// The suite's Markdown section.
    static func markdown(
        _ result: (honesty: Honesty, power: Power, costs: [Cost], command: Command?), machine: Machine,
        loadAverage: (before: Double, after: Double), commandLine: String
    ) -> String {
        let h = result.honesty
        func share(_ count: Int, _ of: Int) -> String {
            String(format: "%d of %d (%.2f %%)", count, of, 100 * Double(count) / Double(max(of, 1)))
        }
        func seconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
        func ms(_ duration: Duration) -> String { String(format: "%.1f ms", seconds(duration) * 1_000) }
        var lines = [
            "## Insights (`--suite insights`)", "",
            "- Command: `\(commandLine)`",
            "- \(machine.summary); load average \(String(format: "%.2f", loadAverage.before)) before, "
                + "\(String(format: "%.2f", loadAverage.after)) after.", "",
            "| promise | measured | goal |", "| --- | ---: | ---: |",
            "| runs of 6 independent habits reporting any association | \(share(h.withAssociation, h.runs)) | ≤ 5 % |",
            "| runs of 6 habits without a weekly rhythm reporting a weekday pattern | \(share(h.withWeekday, h.runs)) | ≤ 5 % |",
            "| runs of 6 stationary habits reporting a trend | \(share(h.withTrend, h.runs)) | ≤ 5 % |",
            "| planted next-day association (0.8 vs 0.3, a year) found | \(share(result.power.found, result.power.runs)) | — |",
            "| its 95 % interval holding the true 0.5, when found | \(share(result.power.covered, result.power.found)) | ≈ 95 % |",
            "", "Tests made in the independent runs: \(h.tests) (\(h.tests / max(h.runs, 1)) a run).", "",
            "| habits × days | tests | pair search | floor: one AND a pair | ÷ floor | per test |",
            "| ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for cost in result.costs {
            let ratio = seconds(cost.search) / max(seconds(cost.floor), 1e-9)
            let perTest = seconds(cost.search) * 1e9
            lines.append(
                "| \(cost.habits) × \(cost.days) | \(cost.tests) | \(ms(cost.search)) | \(ms(cost.floor)) | "
                    + String(format: "%.2f", ratio) + " | "
                    + String(format: "%.0f ns", perTest / Double(max(cost.tests, 1)))
                    + " |")
        }
        if let command = result.command {
            lines += [
                "",
                "`kado insights` on `\(command.path)` (best of 3): text \(ms(command.insights)), `--json` "
                    + "\(ms(command.json)), against `kado --help` \(ms(command.help)).",
            ]
        }
        return lines.joined(separator: "\n")
    }
}
