// Two suites, each figure against a floor measured in the same run:
// - core: scoring and streaks over generated habit × day matrices against two floors on the same
//   rows (reading a Swift array, scanning SQLite);
// - store: loading a matrix through the store against the sqlite3 shell loading the same rows,
//   the release `kado today` on 10 years against 1 year of history (floor: `kado --help`), and
//   marking a day 5 years back then showing Today.
// Progress goes to stderr, results to stdout. Exit status: 0 ok, 1 failure, 64 usage.
//
//     swift build -c release --product KadoBenchmarks && swift build -c release --product kado
//     .build/release/KadoBenchmarks [--suite core,store] [--sizes S,M,L] [--repeat N] [--markdown]

import Foundation

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
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

if options.suites.contains(.store) && !failed {
    do {
        let suite = try StoreSuite(options: options) { printError($0) }
        defer {
            if options.keepsFiles {
                printError("store: the databases are kept in \(suite.folder)")
            } else {
                suite.removeFiles()
            }
        }
        let run = try suite.run()
        let report = StoreReport(run: run, machine: machine, seed: options.seed, commandLine: commandLine)
        sections.append(options.markdown ? report.markdown : report.plainText)
    } catch {
        printError("KadoBenchmarks: \(error)")
        failed = true
    }
}

print(sections.joined(separator: "\n\n"))
exit(failed ? 1 : 0)
