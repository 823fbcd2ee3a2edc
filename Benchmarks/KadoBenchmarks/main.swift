// The suites, each figure against a floor measured in the same run:
// - core: scoring and streaks over generated habit × day matrices against two floors on the same
//   rows (reading a Swift array, scanning SQLite);
// - store: loading a matrix through the store against the sqlite3 shell loading the same rows,
//   the release `kado today` on 10 years against 1 year of history (floor: `kado --help`), and
//   marking a day 5 years back then showing Today;
// - backup: `kado export` (JSON, CSV) and `kado import` of the same matrix against the sqlite3 shell
//   dumping and loading the same rows;
// - snapshot: publishing the widget snapshot after one check-in, on S and on that matrix, against
//   encoding and atomically writing the same snapshot;
// - web: Today, Overview and a habit's detail over HTTP on that matrix against a static 1 KB page
//   answered by the same server;
// - sql: the SQL statements one web check-in runs on M (POST, redirect, Today) against Today alone;
// - sync: the first sync of each size to a folder against copying its bytes, one check-in synced on
//   each size against S, and 100,000 remote changes applied against inserting the same rows.
// - web-concurrency: the web app as `kado serve` runs it, Today from 1, 2, 4 and 8 clients and a
//   check-in from 1 and 8 clients alone and during a 20 MB import, against 1 client and alone.
// - tui: `kado tui` on the long matrix in a pseudo-terminal, its first screen and one key, against
//   `kado --help`.
// - import: `kado import` of a 2,000-habit Kadō JSON file, a habit at a time, against the whole
//   contents at once and Python's `json.load` of the file (time and peak memory).
// - tls: Today over built-in HTTPS on a kept-alive connection ÷ plain HTTP (goal ≤ 1.3), and a
//   request on a new connection (handshake included), on the web-concurrency suite's store.
// - versions: every habit of each size walked with ten versions of its terms ÷ with one (goal ≤ 1.2
//   on L, issue 38).
// - catalogs: a 400 KB `.po` parsed and through French typography, against one pass over its bytes.
// The store, backup, snapshot and web suites share one folder and one load of the long matrix.
// Progress goes to stderr, results to stdout. Exit status: 0 ok, 1 failure, 64 usage.
//
//     swift build -c release --product KadoBenchmarks && swift build -c release --product kado
//     .build/release/KadoBenchmarks [--suite core,store,backup,snapshot,web,web-concurrency,sql,usecases,sync,encryption,tui] [--sizes S,M,L] [--repeat N] [--markdown]

import Foundation

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
// The import suite runs this binary to import a file the way Kadō did before (ImportSuite).
if arguments.count == 3, arguments[0] == ImportSuite.wholeImportFlag {
    exit(ImportSuite.importWhole(file: arguments[1], database: arguments[2]))
}
let options: BenchmarkOptions
do {
    options = try BenchmarkOptions(arguments: arguments)
} catch {
    printError("KadoBenchmarks: \(error)\n\n\(BenchmarkOptions.usage)")
    exit(64)
}
if options.showHelp {
    print(BenchmarkOptions.usage)
    exit(0)
}

let machine = Machine.current()
if !machine.isOptimized {
    printError("warning: this is a debug build; run with -c release for meaningful numbers")
}
let commandLine = (["KadoBenchmarks"] + arguments).joined(separator: " ")
var sections: [String] = []
var failed = false

if options.suites.contains(.core) {
    var runs: [SizeRun] = []
    do {
        for size in options.sizes {
            runs.append(
                try SizeRun.run(size, seed: options.seed, repeats: options.repeats(for: size)) { printError($0) })
        }
        let report = Report(runs: runs, machine: machine, seed: options.seed, commandLine: commandLine)
        sections.append(options.markdown ? report.markdown : report.plainText)
    } catch {
        printError("KadoBenchmarks: \(error)")
        failed = true
    }
}

if options.suites.contains(.syncCuts) {
    do {
        let runs = try SyncCutSuite { printError($0) }.run()
        sections.append(SyncCutSuite.markdown(runs, commandLine: commandLine))
        if !SyncCutSuite.holds(runs) { failed = true }
    } catch {
        printError("KadoBenchmarks: \(error)")
        failed = true
    }
}

if options.suites.contains(.versions) {
    do {
        let runs = try RuleVersionsSuite(
            sizes: options.sizes, seed: options.seed, repeats: { options.repeats(for: $0) }, log: { printError($0) }
        ).run()
        sections.append(RuleVersionsSuite.markdown(runs, machine: machine, commandLine: commandLine))
        if !RuleVersionsSuite.holds(runs) { failed = true }
    } catch {
        printError("KadoBenchmarks: \(error)")
        failed = true
    }
}

if options.suites.contains(.insights) {
    do {
        let before = StoreSuite.loadAverage()
        let result = try InsightsSuite(
            runs: options.repeats ?? 10_000, database: options.database, kado: options.kadoPath
        ) { printError($0) }.run()
        sections.append(
            InsightsSuite.markdown(
                result, machine: machine, loadAverage: (before, StoreSuite.loadAverage()), commandLine: commandLine))
    } catch {
        printError("KadoBenchmarks: \(error)")
        failed = true
    }
}

if options.suites.contains(.catalogs) {
    do {
        let run = try CatalogSuite(repeats: options.repeats ?? 50) { printError($0) }.run()
        sections.append(CatalogSuite.markdown(run, machine: machine, commandLine: commandLine))
    } catch {
        printError("KadoBenchmarks: \(error)")
        failed = true
    }
}

let usesWorkspace = options.suites.contains {
    $0 != .core && $0 != .syncCuts && $0 != .versions && $0 != .insights && $0 != .catalogs
}
if usesWorkspace && !failed {
    do {
        let workspace = try Workspace(options: options) { printError($0) }
        defer {
            if options.keepsFiles {
                printError("the databases and files are kept in \(workspace.folder)")
            } else {
                workspace.removeFiles()
            }
        }
        if options.suites.contains(.store) {
            let run = try StoreSuite(workspace: workspace).run()
            let report = StoreReport(run: run, machine: machine, seed: options.seed, commandLine: commandLine)
            sections.append(options.markdown ? report.markdown : report.plainText)
        }
        if options.suites.contains(.backup) {
            let run = try BackupSuite(workspace: workspace).run()
            let report = BackupReport(run: run, machine: machine, seed: options.seed, commandLine: commandLine)
            sections.append(options.markdown ? report.markdown : report.plainText)
            if !run.problems.isEmpty { failed = true }
        }
        if options.suites.contains(.snapshot) {
            let run = try SnapshotSuite(workspace: workspace).run()
            let report = SnapshotReport(run: run, machine: machine, seed: options.seed, commandLine: commandLine)
            sections.append(options.markdown ? report.markdown : report.plainText)
            if run.results.contains(where: { !$0.problems.isEmpty }) { failed = true }
        }
        if options.suites.contains(.usecases) {
            let run = try UseCaseSuite(workspace: workspace).run()
            let report = UseCaseReport(run: run, machine: machine, seed: options.seed, commandLine: commandLine)
            sections.append(options.markdown ? report.markdown : report.plainText)
        }
        if options.suites.contains(.sync) {
            let run = try SyncSuite(workspace: workspace).run()
            let report = SyncBenchmarkReport(run: run, machine: machine, seed: options.seed, commandLine: commandLine)
            sections.append(options.markdown ? report.markdown : report.plainText)
        }
        if options.suites.contains(.encryption) {
            let run = try EncryptionSuite(workspace: workspace).run()
            let report = EncryptionReport(run: run, machine: machine, seed: options.seed, commandLine: commandLine)
            sections.append(options.markdown ? report.markdown : report.plainText)
        }
        if options.suites.contains(.web) {
            let run = try WebSuite(workspace: workspace).run()
            let report = WebReport(run: run, machine: machine, seed: options.seed, commandLine: commandLine)
            sections.append(options.markdown ? report.markdown : report.plainText)
            if !run.problems.isEmpty { failed = true }
        }
        if options.suites.contains(.webConcurrency) {
            let run = try ConcurrencySuite(workspace: workspace).run()
            let report = ConcurrencyReport(run: run, machine: machine, seed: options.seed, commandLine: commandLine)
            sections.append(options.markdown ? report.markdown : report.plainText)
            if !run.problems.isEmpty { failed = true }
        }
        if options.suites.contains(.tui) {
            let run = try TuiSuite(workspace: workspace).run()
            let report = TuiReport(run: run, machine: machine, seed: options.seed, commandLine: commandLine)
            sections.append(options.markdown ? report.markdown : report.plainText)
        }
        if options.suites.contains(.screens) {
            let run = try ScreensSuite(workspace: workspace).run()
            sections.append(ScreensReport(run: run, machine: machine, commandLine: commandLine).markdown)
        }
        if options.suites.contains(.firstChange) {
            let run = try FirstChangeSuite(workspace: workspace).run()
            let report = FirstChangeReport(run: run, machine: machine, commandLine: commandLine)
            sections.append(options.markdown ? report.markdown : report.plainText)
        }
        if options.suites.contains(.importMax) {
            let run = try ImportSuite(workspace: workspace).run()
            sections.append(ImportSuite.markdown(run, machine: machine, commandLine: commandLine))
            if !run.problems.isEmpty { failed = true }
        }
        if options.suites.contains(.offline) {
            let run = try OfflineQueueSuite(workspace: workspace).run()
            sections.append(OfflineQueueSuite.markdown(run, machine: machine, commandLine: commandLine))
        }
        if options.suites.contains(.tls) {
            let run = try TLSSuite(workspace: workspace).run()
            let report = TLSReport(run: run, machine: machine, commandLine: commandLine)
            sections.append(options.markdown ? report.markdown : report.plainText)
        }
        if options.suites.contains(.review) {
            let run = try ReviewSuite(workspace: workspace).run()
            sections.append(ReviewSuite.markdown(run, machine: machine, commandLine: commandLine))
        }
        if options.suites.contains(.sql) {
            let run = try StatementSuite(workspace: workspace).run()
            let report = StatementReport(run: run, machine: machine, seed: options.seed, commandLine: commandLine)
            sections.append(options.markdown ? report.markdown : report.plainText)
            if !run.problems.isEmpty { failed = true }
        }
    } catch {
        printError("KadoBenchmarks: \(error)")
        failed = true
    }
}

print(sections.joined(separator: "\n\n"))
exit(failed ? 1 : 0)
