import Foundation
import KadoCore
import KadoTestSupport

/// Several timings of one thing, wall clock and CPU, kept whole for their best and their median.
///
/// The CPU time (user + system) is what the work itself cost; the wall time adds waiting (for
/// the disk, or for a CPU on a busy machine), so the two side by side tell contention from work.
struct Samples {
    private(set) var durations: [Duration] = []
    private(set) var cpuDurations: [Duration] = []

    /// Adds one timing.
    mutating func add(_ duration: Duration, cpu: Duration) {
        durations.append(duration)
        cpuDurations.append(cpu)
    }

    /// Adds a child's run.
    mutating func add(_ run: ChildRun) {
        add(run.elapsed, cpu: run.userTime + run.systemTime)
    }

    /// How many timings there are.
    var count: Int { durations.count }

    /// The shortest wall time, in nanoseconds (0 without timings).
    var best: Double { Samples.best(durations) }
    /// The median wall time, in nanoseconds.
    var median: Double { Samples.median(durations) }
    /// The least CPU time, in nanoseconds.
    var cpuBest: Double { Samples.best(cpuDurations) }
    /// The longest wall time, in nanoseconds.
    var worst: Double { durations.max().map(\.nanoseconds) ?? 0 }
    /// The median CPU time, in nanoseconds.
    var cpuMedian: Double { Samples.median(cpuDurations) }

    private static func best(_ durations: [Duration]) -> Double {
        durations.min().map(\.nanoseconds) ?? 0
    }

    /// The median (the mean of the middle two for an even count; 0 without timings).
    private static func median(_ durations: [Duration]) -> Double {
        let sorted = durations.map(\.nanoseconds).sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// This thread's CPU time so far (user + system).
func threadCPUTime() -> Duration {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return .seconds(Int64(time.tv_sec)) + .nanoseconds(Int64(time.tv_nsec))
}

/// Times `work` on the wall clock and in this thread's CPU time.
func measure<Result>(_ work: () throws(BenchmarkError) -> Result) throws(BenchmarkError) -> (
    result: Result, wall: Duration, cpu: Duration
) {
    let clock = ContinuousClock()
    let cpuStart = threadCPUTime()
    let start = clock.now
    let result = try work()
    let wall = clock.now - start
    return (result, wall, threadCPUTime() - cpuStart)
}

/// Matrix L loaded through ``HabitStore``'s writer, against the sqlite3 shell loading the same
/// rows into the same schema.
struct LoadResult {
    let size: HabitMatrix.Size
    let habits: Int
    let completions: Int
    let skips: Int
    /// Opening the store on its fresh file, the one write transaction, closing it (two loads).
    let store: Samples
    /// `sqlite3 -bail FILE < script`, the same rows as INSERT statements in one transaction (two loads).
    let shell: Samples
    let scriptBytes: Int
    let storeBytes: Int
    let shellBytes: Int
    /// Rows that differ between the two files (habits, completions, skips); 0 when identical.
    let differences: Int

    /// Every row loaded.
    var rows: Int { habits + completions + skips }
    /// Rows a second through the store (best load).
    var storeRowsPerSecond: Double { Double(rows) / max(1e-9, store.best / 1e9) }
    /// Rows a second through the sqlite3 shell (best load).
    var shellRowsPerSecond: Double { Double(rows) / max(1e-9, shell.best / 1e9) }
    /// Best store time over best shell time.
    var ratio: Double { store.best / max(1, shell.best) }
    /// Least store CPU time over least shell CPU time.
    var cpuRatio: Double { store.cpuBest / max(1, shell.cpuBest) }
}

/// `kado today` on one matrix, as a process and in-process.
struct TodayResult {
    let size: HabitMatrix.Size
    /// Active (not archived) habits shown.
    let activeHabits: Int
    let records: Int
    /// With an empty score cache: every habit walks its whole history and saves a checkpoint.
    let cold: Samples
    /// With the checkpoints the cold run saved.
    let warm: Samples
    /// `Tracker.todayView()` on an open tracker, empty cache.
    let inProcessCold: Samples
    /// `Tracker.todayView()` on an open tracker, with checkpoints.
    let inProcessWarm: Samples
    /// The checkpoints saved by a cold run.
    let checkpoints: Int
    /// Habits whose `kado today --json` differs from KadoCore's own evaluation of the matrix.
    let mismatches: [String]
}

/// Marking a day five years back with `kado done`, then `kado today`.
struct EditResult {
    let habitName: String
    let day: LogicalDay
    /// The records of the habit.
    let habitRecords: Int
    /// The days from the habit's effective start to today: what Today walks again after the edit.
    let habitDays: Int
    let done: Samples
    let todayAfter: Samples
    /// `kado today` with the checkpoints in place, in the same rounds.
    let todayBefore: Samples
    /// `kado today` after the same mark written in-process (`Tracker.complete`), which invalidates
    /// the habit's checkpoint without walking it again.
    let todayAfterInvalidation: Samples
    /// Habits whose `kado today --json` after the edit differs from KadoCore's evaluation.
    let mismatches: [String]
}

/// Everything the store suite measured.
struct StoreRun {
    let load: LoadResult
    let long: TodayResult
    let short: TodayResult
    /// Loading the short matrix through the store (not compared).
    let shortLoad: Duration
    /// The load average (1 minute) before and after the suite.
    let loadAverage: (before: Double, after: Double)
    /// `kado --help`: process start, no database.
    let help: Samples
    /// `kado today` on an empty store.
    let empty: Samples
    let edit: EditResult
    let kadoPath: String
    let shellVersion: String
    let repeats: Int
    let today: LogicalDay
    let kadoNow: String
    let longFingerprint: UInt64
    /// Habits of the short matrix with the same id, type and schedule as in the long one.
    let sameHabits: Int
    let shortFingerprint: UInt64
}
