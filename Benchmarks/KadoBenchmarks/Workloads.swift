import KadoCore
import KadoTestSupport

/// The timed work. Each returns a checksum of what it computed so the optimiser cannot drop it,
/// and so that repeats can be checked to agree.
enum Workloads {
    /// Builds every habit's timeline from its own records and evaluates it as of `today`
    /// (score, current and best streak): what the Today screen needs for all habits.
    @inline(never)
    static func scoreAll(_ matrix: HabitMatrix) -> Double {
        var checksum = 0.0
        for index in matrix.habits.indices {
            let timeline = HabitTimeline(
                habit: matrix.habits[index], completions: matrix.completionsByHabit[index],
                skips: matrix.skipsByHabit[index], calendar: matrix.calendar)
            let evaluation = timeline.evaluate(asOf: matrix.today)
            checksum += evaluation.score + Double(evaluation.currentStreak) + Double(evaluation.bestStreak)
        }
        return checksum
    }

    /// Builds every habit's timeline and evaluates nothing: the build's share of ``scoreAll(_:)``.
    @inline(never)
    static func buildAll(_ matrix: HabitMatrix) -> Double {
        var checksum = 0
        for index in matrix.habits.indices {
            let timeline = HabitTimeline(
                habit: matrix.habits[index], completions: matrix.completionsByHabit[index],
                skips: matrix.skipsByHabit[index], calendar: matrix.calendar)
            checksum &+= timeline.effectiveStart.dayNumber
        }
        return Double(checksum)
    }

    /// Reads every completion from the in-memory array, summing day numbers and values: the floor
    /// of any computation that looks at every record once.
    @inline(never)
    static func readArray(_ matrix: HabitMatrix) -> Double {
        var daySum = 0
        var valueSum = 0.0
        for completion in matrix.completions {
            daySum &+= completion.day.dayNumber
            valueSum += completion.value
        }
        return Double(daySum) + valueSum
    }
}

/// The best (shortest) of several timings of one workload, and the checksum they agreed on.
struct BestTime {
    private(set) var best: Duration?
    private(set) var checksum: Double?

    /// Times `work` once with `ContinuousClock` and keeps the duration if it is the best so far.
    /// - Throws: ``BenchmarkError`` when the checksum differs from an earlier repeat.
    mutating func measure(_ name: String, _ work: () throws(BenchmarkError) -> Double) throws(BenchmarkError) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try work()
        let elapsed = clock.now - start
        if let checksum, checksum != result {
            throw BenchmarkError("\(name) gave \(result) after \(checksum): the work is not deterministic")
        }
        checksum = result
        if best.map({ elapsed < $0 }) ?? true { best = elapsed }
    }

    /// The best time in nanoseconds (0 before any measurement).
    var nanoseconds: Double { best.map(\.nanoseconds) ?? 0 }
}

extension Duration {
    /// The duration in nanoseconds.
    var nanoseconds: Double {
        let parts = components
        return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
    }
}
