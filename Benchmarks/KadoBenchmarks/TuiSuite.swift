import Foundation
import KadoApp
import KadoCore
import KadoTestSupport

/// The issue-15 benchmarks of `kado tui` on the store's long matrix (1,000 habits), through a
/// real pseudo-terminal (``TuiTerminal``): from starting the release binary to its first full
/// screen, from Space to the redraw that shows it, and from `w` to the week view and `m` to the
/// month view (each reading only the rows on screen), against `kado --help` (the floor: starting
/// the same binary), all in the same run.
struct TuiSuite {
    let workspace: Workspace

    /// The terminal sizes measured (columns, rows): a common window, where the days and weeks
    /// shown begin after the score checkpoints (six weeks back), and a large one, where they
    /// begin before them.
    static let sizes: [(columns: UInt16, rows: UInt16)] = [(80, 24), (200, 60)]

    /// Runs the `kado tui` benchmarks.
    func run() throws(BenchmarkError) -> TuiRun {
        let size = workspace.options.storeSizes.long
        let loadBefore = StoreSuite.loadAverage()
        let (path, _, reused) = try workspace.loadedStore(size, by: "tui")
        let matrix = workspace.matrix(size)
        let kadoPath = try workspace.kadoPath()
        let kado = try workspace.kadoProcess(database: path)
        // The day's automatic backup (every habit's whole history as JSON, 472 MB on L, measured
        // with the backups) would otherwise be written in the first Space, once a day, and stop it
        // for longer than a frame may take on a loaded machine: off, before the checkpoints are saved.
        try kado.run(["settings", "backups", "off"])
        // Warm: the first Today saves the score checkpoints every later read resumes from.
        try kado.run(["today"])
        let rounds = workspace.options.repeats ?? 10
        var environment = kado.environment ?? [:]
        environment["TERM"] = "xterm-256color"
        var results: [TuiResult] = []
        for (columns, rows) in Self.sizes {
            workspace.log("tui: \(size.name): \(rounds) rounds in a \(columns) × \(rows) terminal…")
            var result = TuiResult(
                size: size, habits: matrix.habits.count, records: matrix.completions.count, reusedStore: reused,
                rounds: rounds, columns: columns, rows: rows)
            for _ in 0..<rounds {
                result.help.add(try kado.run(["--help"]))
                let terminal = try TuiTerminal(
                    executable: kadoPath, arguments: ["tui"], environment: environment, columns: columns, rows: rows)
                let first = try terminal.waitForFrames(1)
                result.firstScreen.add(first - terminal.started, cpu: .zero)
                result.space.add(try answer(terminal, key: " "), cpu: .zero)
                // Put the day back as it was, untimed.
                _ = try answer(terminal, key: " ")
                result.weeks.add(try answer(terminal, key: "w"), cpu: .zero)
                result.months.add(try answer(terminal, key: "m"), cpu: .zero)
                _ = try answer(terminal, key: "d")
                try terminal.press("q")
                let status = try terminal.waitForExit()
                guard status == 0 else { throw BenchmarkError("kado tui exited with status \(status)") }
            }
            results.append(result)
        }
        return TuiRun(
            results: results, kadoPath: kadoPath, loadAverage: (loadBefore, StoreSuite.loadAverage()),
            today: HabitMatrix.defaultToday)
    }

    /// Presses `key` and waits for the frame it draws: the time between.
    private func answer(_ terminal: TuiTerminal, key: String) throws(BenchmarkError) -> Duration {
        let frames = terminal.frames
        let pressed = try terminal.press(key)
        return try terminal.waitForFrames(frames + 1) - pressed
    }
}

/// The `kado tui` measurements on one matrix (wall times; the pty gives no CPU time).
struct TuiResult {
    let size: HabitMatrix.Size
    let habits: Int
    let records: Int
    let reusedStore: Bool
    let rounds: Int
    /// The terminal's size.
    let columns: UInt16
    let rows: UInt16
    /// `kado --help`, spawn to exit: the floor.
    var help = Samples()
    /// `kado tui`, spawn to the end of its first frame.
    var firstScreen = Samples()
    /// Space (today's check-in of the first habit) to the end of the frame that shows it.
    var space = Samples()
    /// `w` to the end of the week view's frame.
    var weeks = Samples()
    /// `m` (from the week view) to the end of the month view's frame.
    var months = Samples()
}

/// The `kado tui` suite's results.
struct TuiRun {
    let results: [TuiResult]
    let kadoPath: String
    let loadAverage: (before: Double, after: Double)
    let today: LogicalDay
}
