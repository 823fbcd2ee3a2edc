import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoTestSupport

/// Issue 35's import benchmark: `kado import` of a Kadō JSON file of the most habits a backup may
/// hold (``BackupLimits/habits``, 2,000), each with a year of the matrix's history, into an
/// empty database, then again into the same one, and its dry run: wall and CPU time and the peak
/// resident size of the process (`KadoPeakMemory`), each ÷ the file's size and ÷ a floor measured
/// in the same run, Python's `json.load` of the same file. Beside them, the import of the whole
/// contents at once (the path Kadō JSON took before it was read a habit at a time), run by this
/// binary in a process of its own (``ImportSuite/wholeImportFlag``), on the same file.
struct ImportSuite {
    let workspace: Workspace

    /// The hidden command of this binary that imports a file the old way: decoded whole into
    /// ``BackupContents``, planned and applied from them.
    static let wholeImportFlag = "--import-whole"

    /// One measured run of a program.
    struct Measured {
        let name: String
        let wall: Duration
        let cpu: Duration
        let peakBytes: Int
    }

    /// Everything the suite measured.
    struct Run {
        let habits: Int
        let records: Int
        let skips: Int
        let fileBytes: Int
        let runs: [Measured]
        let floor: Measured
        let loadAverage: (before: Double, after: Double)
        let problems: [String]
    }

    /// Runs it.
    func run() throws(BenchmarkError) -> Run {
        let log = { (text: String) in workspace.log("import: " + text) }
        let loadBefore = StoreSuite.loadAverage()
        let folder = workspace.folder
        let size = HabitMatrix.Size(name: "max", habits: BackupLimits.standard.habits, years: 1)
        let matrix = HabitMatrix(size: size, seed: workspace.options.seed)
        let file = folder + "/import-max.json"
        log("writing \(size) as Kadō JSON…")
        do {
            let contents = BackupContents(
                habits: matrix.habits, completions: matrix.completions, skips: matrix.skips,
                settings: BackupSettings(dayStart: 0, weekStart: 1, language: "en"))
            let data = try KadoJSONBackup.encode(
                contents, exportedAt: Workspace.noon(of: matrix.today), appVersion: "benchmark",
                timeZone: StoreSuite.kadoCalendar.boundary.timeZone)
            try data.write(to: URL(fileURLWithPath: file))
        } catch {
            throw BenchmarkError("cannot write \(file): \(error)")
        }
        let fileBytes = fileSize(file)
        log("\(matrix.completions.count) records, \(matrix.skips.count) skips, \(fileBytes >> 20) MiB")

        let peak = try Self.peakTool()
        let kado = try workspace.kadoPath()
        let me = Self.ownPath()
        var problems: [String] = []
        var runs: [Measured] = []

        func measure(_ name: String, _ program: String, _ arguments: [String], database: String?) throws(BenchmarkError)
            -> (Measured, ChildRun)
        {
            let report = folder + "/peak.txt"
            var process = try workspace.kadoProcess(database: database ?? folder + "/unused.sqlite")
            process = ChildProcess(executable: peak, environment: process.environment, folder: folder)
            let run = try process.run([report, program] + arguments, capturesOutput: true)
            let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
            let bytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
            let measured = Measured(name: name, wall: run.elapsed, cpu: run.userTime + run.systemTime, peakBytes: bytes)
            log("\(name): \(format(seconds: run.elapsed)), \(bytes >> 20) MiB")
            return (measured, run)
        }

        let streamed = folder + "/import-streamed.sqlite"
        let whole = folder + "/import-whole.sqlite"
        for path in [streamed, whole] {
            BackupSuite.removeDatabase(at: path)
            // No automatic backup after the import: it would run beside the next measurement.
            try workspace.kadoProcess(database: path).run(["settings", "backups", "off"])
        }
        let expected = "completions  \(matrix.completions.count) in the file: \(matrix.completions.count) new"
        let (dryRun, dryOutput) = try measure(
            "`kado import --dry-run` (a habit at a time)", kado, ["import", file, "--dry-run"], database: streamed)
        if !dryOutput.output.contains(expected) { problems.append("dry run: \(dryOutput.output.prefix(400))") }
        let (first, firstOutput) = try measure(
            "`kado import` into an empty database (a habit at a time)", kado, ["import", file], database: streamed)
        if !firstOutput.output.contains(expected) { problems.append("import: \(firstOutput.output.prefix(400))") }
        let (again, againOutput) = try measure(
            "`kado import` again, nothing to change (a habit at a time)", kado, ["import", file], database: streamed)
        if !againOutput.output.contains("\(matrix.completions.count) unchanged") {
            problems.append("re-import: \(againOutput.output.prefix(400))")
        }
        let (wholeRun, _) = try measure(
            "the whole contents at once (the path before), into an empty database", me,
            [Self.wholeImportFlag, file, whole], database: whole)
        runs = [dryRun, first, again, wholeRun]
        // The same rows (their ids, days, values, notes, the habits' fields), whatever their order
        // in the file and the stamps of the two writers.
        do {
            let now = Workspace.noon(of: HabitMatrix.defaultToday)
            let timeZone = StoreSuite.kadoCalendar.boundary.timeZone
            let held = try [streamed, whole].map { path in
                let contents = try TrackerBuilder().timeZone(timeZone).now(now).open(at: path).backups.backupContents()
                return (
                    contents.habits.sorted { $0.id.uuidString < $1.id.uuidString },
                    contents.completions.sorted { $0.id.uuidString < $1.id.uuidString },
                    contents.skips.sorted { $0.id.uuidString < $1.id.uuidString }
                )
            }
            if held[0].0 != held[1].0 { problems.append("the two imports hold different habits") }
            if held[0].1 != held[1].1 { problems.append("the two imports hold different records") }
            if held[0].2 != held[1].2 { problems.append("the two imports hold different skips") }
            if held[0].1.count != matrix.completions.count {
                problems.append("\(held[0].1.count) records imported, not \(matrix.completions.count)")
            }
        } catch {
            throw BenchmarkError("cannot read the imported databases: \(error)")
        }
        let python = try Self.python()
        let (floor, _) = try measure(
            "`python3 -c 'import json; json.load(open(F))'` (the floor)", python,
            ["-c", "import json, sys; json.load(open(sys.argv[1]))", file], database: nil)
        return Run(
            habits: matrix.habits.count, records: matrix.completions.count, skips: matrix.skips.count,
            fileBytes: fileBytes, runs: runs, floor: floor, loadAverage: (loadBefore, StoreSuite.loadAverage()),
            problems: problems)
    }

    /// This binary.
    static func ownPath() -> String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    /// `KadoPeakMemory`, next to this binary (`swift build -c release --product KadoPeakMemory`).
    static func peakTool() throws(BenchmarkError) -> String {
        let path = ((ownPath() as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("KadoPeakMemory")
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchmarkError(
                "no KadoPeakMemory next to KadoBenchmarks: swift build -c release --product KadoPeakMemory")
        }
        return path
    }

    /// The `python3` on the PATH, as an absolute path (`posix_spawn` is given one).
    static func python() throws(BenchmarkError) -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for folder in folders + ["/usr/bin"] {
            let path = String(folder) + "/python3"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw BenchmarkError("no python3 on the PATH: the floor cannot be measured")
    }

    /// The hidden command: imports `file` into the database at `database` as Kadō JSON files were
    /// imported before they were read a habit at a time — decoded whole into ``BackupContents``,
    /// then planned and applied from them — and prints the summary's counts.
    static func importWhole(file: String, database: String) -> Int32 {
        do {
            let now = Workspace.noon(of: HabitMatrix.defaultToday)
            let timeZone = StoreSuite.kadoCalendar.boundary.timeZone
            let tracker = try TrackerBuilder().timeZone(timeZone).now(now).open(at: database)
            guard
                let (contents, writtenAt) = try KadoJSONBackup.decodeWithExportTime(fileAt: file, timeZone: timeZone)
            else {
                printError("cannot open \(file)")
                return 1
            }
            let summary = try tracker.backups.importBackup(contents, format: .json, dryRun: false, writtenAt: writtenAt)
            print("completions \(summary.completions.total) in the file: \(summary.completions.new) new")
            return 0
        } catch {
            printError("\(error)")
            return 1
        }
    }

    /// The section of BENCHMARKS.md.
    static func markdown(_ run: Run, machine: Machine, commandLine: String) -> String {
        let megabytes = Double(run.fileBytes) / 1_048_576
        func mib(_ bytes: Int) -> String { String(format: "%.0f MiB", Double(bytes) / 1_048_576) }
        func seconds(_ duration: Duration) -> String { String(format: "%.2f s", duration.nanoseconds / 1e9) }
        func ratio(_ value: Double) -> String { String(format: "%.2f", value) }
        var lines = [
            "## Import of the 2,000-habit file, a habit at a time (issue 35, item 2)",
            "",
            "`\(commandLine)` — \(machine.cpuModel), \(machine.processors) logical processors, \(machine.system), "
                + "SQLite \(machine.sqliteVersion), \(machine.isOptimized ? "release" : "debug") build; load average "
                + String(format: "%.1f before, %.1f after", run.loadAverage.before, run.loadAverage.after) + ".",
            "",
            "File: \(run.habits) habits, \(run.records) records, \(run.skips) skips, "
                + String(format: "%.1f MiB", megabytes) + " of Kadō JSON. Peak = the process's peak resident "
                + "size (`KadoPeakMemory`, `ru_maxrss`).",
            "",
            "| Run | Wall | CPU | Peak | Wall ÷ floor | Peak ÷ floor | Peak ÷ file | s per 100 MiB of file |",
            "|---|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for measured in run.runs + [run.floor] {
            lines.append(
                "| \(measured.name) | \(seconds(measured.wall)) | \(seconds(measured.cpu)) | \(mib(measured.peakBytes)) | "
                    + "\(ratio(measured.wall.nanoseconds / max(run.floor.wall.nanoseconds, 1))) | "
                    + "\(ratio(Double(measured.peakBytes) / Double(max(run.floor.peakBytes, 1)))) | "
                    + "\(ratio(Double(measured.peakBytes) / Double(max(run.fileBytes, 1)))) | "
                    + String(format: "%.2f", measured.wall.nanoseconds / 1e9 / megabytes * 100) + " |")
        }
        if !run.problems.isEmpty {
            lines += ["", "Problems:"] + run.problems.map { "- \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}
