import Foundation
import KadoCore
import KadoTestSupport

/// The measurements of one size.
struct SizeRun {
    let size: HabitMatrix.Size
    let repeats: Int
    let habitDays: Int
    let completions: Int
    let skips: Int
    let generation: Duration
    let insertion: Duration
    let databaseBytes: Int
    let scanPlan: String
    let fingerprint: UInt64
    /// Build every timeline and evaluate every habit as of today.
    let scoring: BestTime
    /// Build every timeline only.
    let building: BestTime
    /// Read every completion from the Swift array.
    let arrayRead: BestTime
    /// Read every completion row from SQLite.
    let sqliteScan: BestTime

    /// Nanoseconds of scoring per habit-day.
    var scoringPerHabitDay: Double { scoring.nanoseconds / Double(max(1, habitDays)) }
    /// Scoring time over the SQLite scan of the same rows (goal: below 1).
    var scoringOverSQLite: Double { scoring.nanoseconds / max(1, sqliteScan.nanoseconds) }
    /// Scoring time over the array read of the same rows.
    var scoringOverArray: Double { scoring.nanoseconds / max(1, arrayRead.nanoseconds) }

    /// Generates `size`, loads it into a scratch database, then times every workload
    /// `repeats` times in rounds (scoring, building, array, SQLite), keeping the best of each.
    static func run(
        _ size: HabitMatrix.Size, seed: UInt64, repeats: Int, log: (String) -> Void
    ) throws(BenchmarkError) -> SizeRun {
        let clock = ContinuousClock()
        log("\(size): generating…")
        var matrix: HabitMatrix?
        let generation = clock.measure { matrix = HabitMatrix(size: size, seed: seed) }
        guard let matrix else { throw BenchmarkError("the matrix for \(size) was not generated") }
        let habitDays = matrix.habitDays()
        log(
            "\(size): \(matrix.completions.count) records, \(matrix.skips.count) skips, \(habitDays) habit-days "
                + "in \(format(seconds: generation)); loading SQLite…")

        let path =
            NSTemporaryDirectory() + "kado-bench-\(ProcessInfo.processInfo.processIdentifier)-\(size.name).sqlite"
        let database = try ScratchDatabase(path: path)
        let insertStart = clock.now
        try database.insert(matrix.completions)
        let insertion = clock.now - insertStart
        let plan = try database.scanPlan()
        log(
            "\(size): \(database.fileSize / 1_048_576) MiB loaded in \(format(seconds: insertion)); timing ×\(repeats)…"
        )

        var scoring = BestTime()
        var building = BestTime()
        var arrayRead = BestTime()
        var sqliteScan = BestTime()
        for _ in 0..<repeats {
            try scoring.measure("scoring") { () throws(BenchmarkError) in Workloads.scoreAll(matrix) }
            try building.measure("building") { () throws(BenchmarkError) in Workloads.buildAll(matrix) }
            try arrayRead.measure("array read") { () throws(BenchmarkError) in Workloads.readArray(matrix) }
            try sqliteScan.measure("SQLite scan") { () throws(BenchmarkError) in
                let result = try database.scan()
                guard result.rows == matrix.completions.count else {
                    throw BenchmarkError("SQLite returned \(result.rows) rows of \(matrix.completions.count)")
                }
                return result.checksum
            }
        }
        return SizeRun(
            size: size, repeats: repeats, habitDays: habitDays, completions: matrix.completions.count,
            skips: matrix.skips.count, generation: generation, insertion: insertion, databaseBytes: database.fileSize,
            scanPlan: plan, fingerprint: matrix.fingerprint, scoring: scoring, building: building, arrayRead: arrayRead,
            sqliteScan: sqliteScan)
    }
}

/// `1.234 s` or `12.3 ms` or `45.6 µs`.
func format(seconds duration: Duration) -> String {
    format(nanoseconds: duration.nanoseconds)
}

/// `1.234 s` or `12.3 ms` or `45.6 µs`.
func format(nanoseconds: Double) -> String {
    if nanoseconds >= 1e9 { return String(format: "%.3f s", nanoseconds / 1e9) }
    if nanoseconds >= 1e6 { return String(format: "%.1f ms", nanoseconds / 1e6) }
    return String(format: "%.1f µs", nanoseconds / 1e3)
}
