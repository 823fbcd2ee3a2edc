// Times scoring and streaks over generated habit × day matrices against two floors measured on
// the same rows (reading a Swift array, scanning SQLite). Progress goes to stderr, results to
// stdout. Exit status: 0 ok, 1 failure, 64 usage.
//
//     swift run -c release KadoBenchmarks [--sizes S,M,L] [--repeat N] [--seed N] [--markdown]

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

var runs: [SizeRun] = []
do {
    for size in options.sizes {
        runs.append(
            try SizeRun.run(size, seed: options.seed, repeats: options.repeats(for: size)) { printError($0) })
    }
} catch {
    printError("KadoBenchmarks: \(error)")
    exit(1)
}

let report = Report(
    runs: runs, machine: machine, seed: options.seed,
    commandLine: (["KadoBenchmarks"] + arguments).joined(separator: " "))
print(options.markdown ? report.markdown : report.plainText)
