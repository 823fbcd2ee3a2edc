import Foundation
import KadoCore
import KadoTestSupport

/// The walk of a habit whose terms changed "from a date" against the same habit with one version
/// (issue 38): every habit of a matrix scored as of its last day, once as generated and once with
/// nine earlier versions spread evenly over its history, in alternating rounds of one run, so
/// that both meet the same load. The goal is a ratio of at most 1.2 on L.
///
/// The earlier versions keep the habit's schedule kind and alternate between its own terms and a
/// neighbouring target, limit or count, so that the versioned walk judges real changes (a new
/// target from a day, a step of the score that changes with the frequency) instead of nine copies
/// the walk could merge.
struct RuleVersionsSuite {
    /// The measurements of one size.
    struct Run {
        let size: HabitMatrix.Size
        let repeats: Int
        let habitDays: Int
        let versions: Int
        let loadAverage: (before: Double, after: Double)
        let single: BestTime
        let versioned: BestTime

        /// The versioned walk's best time over the single version's.
        var ratio: Double { versioned.nanoseconds / max(1, single.nanoseconds) }
    }

    /// How many versions each habit of the versioned matrix has (nine earlier ones and the current).
    static let versionCount = 10

    let sizes: [HabitMatrix.Size]
    let seed: UInt64
    let repeats: (HabitMatrix.Size) -> Int
    let log: (String) -> Void

    /// Generates each size, gives every habit its earlier versions, and times both walks in
    /// alternating rounds, keeping the best of each.
    /// - Throws: ``BenchmarkError`` when a walk is not deterministic.
    func run() throws(BenchmarkError) -> [Run] {
        var runs: [Run] = []
        for size in sizes {
            log("versions \(size): generating…")
            let matrix = HabitMatrix(size: size, seed: seed)
            let versionedHabits = matrix.habits.indices.map { Self.withVersions(matrix, at: $0) }
            let versions = versionedHabits.reduce(0) { $0 + $1.ruleVersions.count }
            let count = repeats(size)
            log("versions \(size): \(versions) versions over \(matrix.habits.count) habits; timing ×\(count)…")
            let loadBefore = StoreSuite.loadAverage()
            var single = BestTime()
            var versioned = BestTime()
            for _ in 0..<count {
                try single.measure("one version") { () throws(BenchmarkError) in
                    Self.scoreAll(matrix, habits: matrix.habits)
                }
                try versioned.measure("ten versions") { () throws(BenchmarkError) in
                    Self.scoreAll(matrix, habits: versionedHabits)
                }
            }
            runs.append(
                Run(
                    size: size, repeats: count, habitDays: matrix.habitDays(), versions: versions,
                    loadAverage: (loadBefore, StoreSuite.loadAverage()), single: single,
                    versioned: versioned))
        }
        return runs
    }

    /// `matrix.habits[index]` with ``versionCount`` − 1 earlier versions starting at even intervals
    /// between the day after its first judged day and its last day.
    static func withVersions(_ matrix: HabitMatrix, at index: Int) -> Habit {
        var habit = matrix.habits[index]
        let first = matrix.timeline(ofHabitAt: index).effectiveStart
        let span = first.days(to: matrix.today)
        guard span > versionCount else { return habit }
        let current = habit.rules
        habit.earlierRules = (1..<versionCount).map { step in
            var rules = current
            if step % 2 == 1 { rules = neighbour(of: current) }
            return EarlierRules(rules: rules, replacedOn: first.adding(days: span * step / versionCount))
        }
        return habit
    }

    /// Terms of the same kind as `rules` with a neighbouring target, limit or count.
    static func neighbour(of rules: HabitRules) -> HabitRules {
        var changed = rules
        switch rules.type {
        case .counter(let target): changed.type = .counter(target: target + 1)
        case .timer(let seconds): changed.type = .timer(targetSeconds: seconds + 300)
        case .atMost(let target): changed.type = .atMost(target: target + 1)
        case .binary, .negative:
            switch rules.frequency {
            case .daysPerWeek(let count): changed.frequency = .daysPerWeek(count == 7 ? 6 : count + 1)
            case .everyNDays(let interval): changed.frequency = .everyNDays(interval + 1)
            default: changed.frequency = .daysPerWeek(5)
            }
        }
        return changed
    }

    /// Builds every habit's timeline and evaluates it as of the matrix's last day (score, current
    /// and best streak), as ``Workloads/scoreAll(_:)`` does, for `habits` in place of the matrix's.
    @inline(never)
    static func scoreAll(_ matrix: HabitMatrix, habits: [Habit]) -> Double {
        var checksum = 0.0
        for index in habits.indices {
            let timeline = HabitTimeline(
                habit: habits[index], completions: matrix.completionsByHabit[index],
                skips: matrix.skipsByHabit[index], calendar: matrix.calendar)
            let evaluation = timeline.evaluate(asOf: matrix.today)
            checksum += evaluation.score + Double(evaluation.currentStreak) + Double(evaluation.bestStreak)
        }
        return checksum
    }

    /// The runs as a Markdown section, with the goal's verdict for L.
    static func markdown(_ runs: [Run], machine: Machine, commandLine: String) -> String {
        var lines = [
            "### The walk with 1 vs \(versionCount) versions (issue 38)", "", "`\(commandLine)`", "",
            machine.summary, "",
            "| size | habits × years | habit-days | versions | 1 version | \(versionCount) versions | ratio |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
        ]
        for run in runs {
            lines.append(
                "| \(run.size.name) | \(run.size.habits) × \(run.size.years) | \(grouped(run.habitDays)) | "
                    + "\(grouped(run.versions)) | \(format(nanoseconds: run.single.nanoseconds)) | "
                    + "\(format(nanoseconds: run.versioned.nanoseconds)) | \(String(format: "%.2f", run.ratio)) |")
        }
        lines.append("")
        if let large = runs.first(where: { $0.size.name == "L" }) {
            lines.append(
                String(format: "L, \(versionCount) versions ÷ 1: %.2f (goal ≤ 1.2) — ", large.ratio)
                    + (holds(runs) ? "met" : "MISSED"))
        } else {
            lines.append("L, \(versionCount) versions ÷ 1: not measured (run L)")
        }
        lines.append("")
        lines.append(
            runs.map { run in
                "\(run.size.name): best of \(run.repeats), alternating rounds; load average "
                    + String(format: "%.1f before, %.1f after", run.loadAverage.before, run.loadAverage.after)
            }.joined(separator: "; "))
        return lines.joined(separator: "\n")
    }

    /// Whether the goal holds on L (true when L was not measured).
    static func holds(_ runs: [Run]) -> Bool {
        runs.first { $0.size.name == "L" }.map { $0.ratio <= 1.2 } ?? true
    }
}
