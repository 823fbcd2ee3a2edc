import Foundation
import KadoCore
import KadoTestSupport

/// Issue 35's first acceptance figure: the first change of a day ÷ a later change of the same
/// day, with `kado done` on each size of the options (S, M and L by default), against `kado
/// --help`. Each store
/// is copied first (the shared one is left as it was), brought up to date on its today (a `kado
/// today`, then `kado upkeep`: checkpoints, snapshot, backup), and keeps one daily backup. Then,
/// on each of N following days: `kado done A` at 09:00 (the day's first change: the snapshot is
/// of the day before and the day's backup is due), the wait until the `kado upkeep --detached` it
/// started is gone (timed on its own, so that it never runs under the next figure), `kado done
/// B` at 10:00 (a later change), and `kado --help`.
struct FirstChangeSuite {
    let workspace: Workspace

    func run() throws(BenchmarkError) -> FirstChangeRun {
        let loadBefore = StoreSuite.loadAverage()
        let rounds = workspace.options.repeats ?? 5
        var results: [FirstChangeResult] = []
        for size in workspace.options.sizes {
            results.append(try measure(size, rounds: rounds))
        }
        return FirstChangeRun(
            results: results, kadoPath: try workspace.kadoPath(), rounds: rounds,
            loadAverage: (loadBefore, StoreSuite.loadAverage()))
    }

    private func measure(_ size: HabitMatrix.Size, rounds: Int) throws(BenchmarkError) -> FirstChangeResult {
        let log = { (text: String) in workspace.log("first-change \(size.name): " + text) }
        let (shared, _, _) = try workspace.loadedStore(size, by: "first-change")
        let path = workspace.folder + "/first-change-\(size.name).sqlite"
        try Self.copyDatabase(from: shared, to: path)
        let matrix = workspace.matrix(size)
        let binary = matrix.habits.filter { $0.type == .binary && $0.archivedAt == nil }
        guard binary.count >= 2 else { throw BenchmarkError("\(size.name) has fewer than two yes/no habits") }
        let (first, later) = (binary[0].id.uuidString, binary[1].id.uuidString)
        let kado = try workspace.kadoProcess(database: path)
        log("brought up to date on \(matrix.today), one daily backup kept…")
        try kado.run(["settings", "backup-keep", "1,0,0"])
        try kado.run(["today"])
        try kado.run(["upkeep"])
        var result = FirstChangeResult(size: size, records: matrix.completions.count)
        log("\(rounds) days: the first change, its upkeep, a later change, kado --help…")
        for round in 1...rounds {
            let day = matrix.today.adding(days: round)
            result.first.add(try kado.run(["--now", "\(day)T09:00:00Z", "done", first, "\(day)"]))
            let started = ContinuousClock.now
            try Self.waitForUpkeep(of: path)
            result.upkeep.add(ContinuousClock.now - started, cpu: .zero)
            result.later.add(try kado.run(["--now", "\(day)T10:00:00Z", "done", later, "\(day)"]))
            try Self.waitForUpkeep(of: path)
            result.help.add(try kado.run(["--help"]))
        }
        Self.removeDatabase(at: path)
        return result
    }

    /// Copies the database at `source` (closed, checkpointed) with its -wal if any.
    static func copyDatabase(from source: String, to path: String) throws(BenchmarkError) {
        removeDatabase(at: path)
        let manager = FileManager.default
        do {
            for suffix in ["", "-wal"] where manager.fileExists(atPath: source + suffix) {
                try manager.copyItem(atPath: source + suffix, toPath: path + suffix)
            }
        } catch {
            throw BenchmarkError("cannot copy \(source): \(error)")
        }
    }

    /// Removes the database at `path`, what lies beside it, and its backups folder.
    static func removeDatabase(at path: String) {
        let base = (path as NSString).deletingPathExtension
        for extra in ["", "-wal", "-shm", ".checked"] { try? FileManager.default.removeItem(atPath: path + extra) }
        for extra in ["-backups", ".snapshot.json", ".sync-state.json"] {
            try? FileManager.default.removeItem(atPath: base + extra)
        }
    }

    /// Waits (ten minutes at most) until no `kado … upkeep --detached` runs on `path`.
    static func waitForUpkeep(of path: String) throws(BenchmarkError) {
        let deadline = ContinuousClock.now + .seconds(600)
        while upkeepRunning(on: path) {
            guard ContinuousClock.now < deadline else { throw BenchmarkError("kado upkeep on \(path) never ended") }
            usleep(10_000)
        }
    }

    /// Whether a process runs with `--detached` and `path` among its arguments.
    static func upkeepRunning(on path: String) -> Bool {
        ProcessTable.commandLines().contains { $0.arguments.contains("--detached") && $0.arguments.contains(path) }
    }
}

/// The measurements of one matrix.
struct FirstChangeResult {
    let size: HabitMatrix.Size
    let records: Int
    /// `kado done A DAY` at 09:00 of a new day.
    var first = Samples()
    /// From its exit until its `kado upkeep --detached` was gone.
    var upkeep = Samples()
    /// `kado done B DAY` at 10:00 of the same day.
    var later = Samples()
    /// `kado --help`.
    var help = Samples()
}

/// The suite's results.
struct FirstChangeRun {
    let results: [FirstChangeResult]
    let kadoPath: String
    let rounds: Int
    let loadAverage: (before: Double, after: Double)
}

/// Prints the suite as a Markdown section for BENCHMARKS.md (or plain text).
struct FirstChangeReport {
    let run: FirstChangeRun
    let machine: Machine
    let commandLine: String

    private var table: (headers: [String], rows: [[String]]) {
        let headers = [
            "size", "habits × years", "records", "kado --help", "first change", "first median", "later change",
            "later median", "first ÷ later", "median ÷ median", "upkeep after it (median)",
        ]
        let rows = run.results.map { result in
            [
                result.size.name, "\(result.size.habits) × \(result.size.years)", grouped(result.records),
                format(nanoseconds: result.help.best), format(nanoseconds: result.first.best),
                format(nanoseconds: result.first.median), format(nanoseconds: result.later.best),
                format(nanoseconds: result.later.median), fixed(result.first.best / max(1, result.later.best)),
                fixed(result.first.median / max(1, result.later.median)), format(nanoseconds: result.upkeep.median),
            ]
        }
        return (headers, rows)
    }

    private var notes: [String] {
        [
            "\(run.rounds) days on each size, best and median kept; each store a copy of the suite's store, "
                + "brought up to date on its today (`kado today`, `kado upkeep`), keeping one daily backup",
            "Each day: `kado --now DAY T09:00Z done A DAY` (the first change: yesterday's snapshot, the day's backup "
                + "due), then the wait until the `kado upkeep --detached` it started is gone, `kado --now DAY "
                + "T10:00Z done B DAY`, and `kado --help`",
            "Wall time, spawn to exit. Load average \(fixed(run.loadAverage.before)) before, "
                + "\(fixed(run.loadAverage.after)) after, on \(machine.processors) processors",
            "kado: \(run.kadoPath)",
        ]
    }

    var plainText: String {
        var lines = ["Kadō: the first change of a day ÷ a later one", machine.summary, ""]
        lines += plainTable(table.headers, table.rows)
        lines += [""] + notes
        return lines.joined(separator: "\n")
    }

    var markdown: String {
        var lines = [
            "## The first change of a day ÷ a later one (issue 35)", "", "`\(commandLine)`", "",
            "Machine: \(machine.summary).", "",
        ]
        lines += markdownTable(table.headers, table.rows)
        lines += [""] + notes.map { "- " + $0 }
        return lines.joined(separator: "\n")
    }
}
