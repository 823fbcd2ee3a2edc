/// Prints the check-in suite as a plain table or as a Markdown section.
struct UseCaseReport {
    let run: UseCaseRun
    let machine: Machine
    let seed: UInt64
    let commandLine: String

    private var table: (headers: [String], rows: [[String]]) {
        let headers = [
            "size", "habits × years", "records", "kado --help", "kado done", "kado done median", "done ÷ --help",
            "kado done again", "checkIn(.done)", "checkIn CPU", "checkIn again",
        ]
        let rows = run.results.map { result in
            [
                result.size.name, "\(result.size.habits) × \(result.size.years)", grouped(result.records),
                format(nanoseconds: result.help.best), format(nanoseconds: result.done.best),
                format(nanoseconds: result.done.median), fixed(result.done.best / max(1, result.help.best)),
                format(nanoseconds: result.doneAgain.best), format(nanoseconds: result.checkIn.best),
                format(nanoseconds: result.checkIn.cpuBest), format(nanoseconds: result.checkInAgain.best),
            ]
        }
        return (headers, rows)
    }

    private var verdicts: [String] {
        guard let small = run.results.first else { return [] }
        return run.results.dropFirst().map { result in
            "\(result.size.name) ÷ \(small.size.name): `kado done` \(fixed(result.done.best / max(1, small.done.best))) "
                + "(median \(fixed(result.done.median / max(1, small.done.median)))), `kado done` again "
                + "\(fixed(result.doneAgain.best / max(1, small.doneAgain.best))), in-process checkIn "
                + "\(fixed(result.checkIn.best / max(1, small.checkIn.best))) (CPU "
                + "\(fixed(result.checkIn.cpuBest / max(1, small.checkIn.cpuBest)))); records "
                + fixed(Double(result.records) / Double(max(1, small.records)), 0)
        }
    }

    private var notes: [String] {
        [
            "Each store warm (a `kado today` first); "
                + run.results.map {
                    "\($0.size.name): \($0.reusedStore ? "an earlier suite's store" : "loaded here"), habit \"\($0.habitName)\""
                }
                .joined(separator: "; "),
            run.results.map { "\($0.rounds) rounds on \($0.size.name)" }.joined(separator: ", ")
                + ", best kept: [untimed: `checkIn(.undo)`] `checkIn(.done, habit: .id, day: today)`, the same again; "
                + "[untimed: `kado undo HABIT DAY`] `kado --help`, `kado done HABIT DAY`, `kado done HABIT DAY` again",
            "Wall time, `ContinuousClock` (spawn to exit for the binary); CPU is this thread's. Load average "
                + "\(fixed(run.loadAverage.before)) before, \(fixed(run.loadAverage.after)) after, on "
                + "\(machine.processors) processors",
            "kado: \(run.kadoPath)",
        ]
    }

    /// Plain tables for a terminal.
    var plainText: String {
        var lines = [
            "Kadō check-in benchmarks — seed 0x\(String(seed, radix: 16)), today \(run.today)", machine.summary, "",
        ]
        lines += plainTable(table.headers, table.rows)
        lines += [""] + verdicts + [""] + notes
        return lines.joined(separator: "\n")
    }

    /// A Markdown section for BENCHMARKS.md.
    var markdown: String {
        var lines = [
            "## One way in: a check-in through the use case (issue 11)", "",
            "`\(commandLine)` — seed `0x\(String(seed, radix: 16))`, today \(run.today).", "",
            "Machine: \(machine.summary).", "", "One check-in through `Tracker.checkIn`, warm (best of N rounds):", "",
        ]
        lines += markdownTable(table.headers, table.rows)
        lines += [""] + verdicts.map { "- " + $0 } + [""] + notes.map { "- " + $0 }
        return lines.joined(separator: "\n")
    }
}
