import Foundation

/// Prints the snapshot suite as a plain table or as a Markdown section.
struct SnapshotReport {
    let run: SnapshotRun
    let machine: Machine
    let seed: UInt64
    let commandLine: String

    private var table: (headers: [String], rows: [[String]]) {
        let headers = [
            "size", "habits × years", "active", "due today", "records", "snapshot",
            "check-in + incremental publish", "full rebuild publish", "full rebuild CPU", "series only",
            "floor: lay out + atomic write", "encode only", "full ÷ floor", "kado done", "kado done median",
            "kado --help", "read it back", "kado widget (waybar)", "widget ÷ --help", "brief read",
            "kado widget --habit", "--habit ÷ --help", "kado stats", "stats ÷ --help",
        ]
        let rows = run.results.map { result in
            [
                result.size.name, "\(result.size.habits) × \(result.size.years)", grouped(result.activeHabits),
                grouped(result.scheduled), grouped(result.records), kibibytes(result.bytes),
                format(nanoseconds: result.checkIn.best), format(nanoseconds: result.publish.best),
                format(nanoseconds: result.publish.cpuBest), format(nanoseconds: result.series.best),
                format(nanoseconds: result.floor.best), format(nanoseconds: result.encode.best),
                fixed(result.publish.best / max(1, result.floor.best), 1), format(nanoseconds: result.done.best),
                format(nanoseconds: result.done.median), format(nanoseconds: result.help.best),
                format(nanoseconds: result.read.best), format(nanoseconds: result.widget.best),
                fixed(result.widget.best / max(1, result.help.best), 2), kibibytes(result.briefBytes),
                format(nanoseconds: result.widgetHabit.best),
                fixed(result.widgetHabit.best / max(1, result.help.best), 2),
                format(nanoseconds: result.stats.best), fixed(result.stats.best / max(1, result.help.best), 2),
            ]
        }
        return (headers, rows)
    }

    private var verdicts: [String] {
        guard let small = run.results.first else { return [] }
        var lines: [String] = []
        if let large = run.results.dropFirst().last {
            func ratio(_ path: KeyPath<SnapshotResult, Samples>, cpu: Bool = false) -> String {
                let l = cpu ? large[keyPath: path].cpuBest : large[keyPath: path].best
                let s = cpu ? small[keyPath: path].cpuBest : small[keyPath: path].best
                return fixed(l / max(1, s), 1)
            }
            lines.append(
                "\(large.size.name) ÷ \(small.size.name): `kado done` end to end \(ratio(\.done)); the check-in with "
                    + "its incremental publish \(ratio(\.checkIn)); a full rebuild publish \(ratio(\.publish)) best, "
                    + "\(ratio(\.publish, cpu: true)) CPU; "
                    + "active habits \(fixed(Double(large.activeHabits) / Double(max(1, small.activeHabits)), 1)), "
                    + "records \(fixed(Double(large.records) / Double(max(1, small.records)), 0))")
        }
        lines.append(
            "`kado done` ÷ `kado done` on \(small.size.name): "
                + run.results.map { "\(fixed($0.done.best / max(1, small.done.best), 2)) on \($0.size.name)" }
                .joined(separator: ", ")
                + "; check-in + incremental publish ÷ full rebuild publish: "
                + run.results.map { "\(fixed($0.checkIn.best / max(1, $0.publish.best), 2)) on \($0.size.name)" }
                .joined(separator: ", "))
        lines.append(
            "Full rebuild publish per active habit: "
                + run.results.map { result in
                    "\(fixed(result.publish.best / 1_000 / Double(max(1, result.activeHabits)), 0)) µs on "
                        + result.size.name
                }.joined(separator: ", ") + "; of which encoding and writing the file (the floor) "
                + run.results.map { result in
                    "\(fixed(result.floor.best / 1_000 / Double(max(1, result.activeHabits)), 0)) µs on "
                        + result.size.name
                }.joined(separator: ", "))
        lines.append(
            "Full rebuild ÷ floor (laying out and atomically writing the same series): "
                + run.results.map { "\(fixed($0.publish.best / max(1, $0.floor.best), 1)) on \($0.size.name)" }
                .joined(separator: ", ")
        )
        lines.append(
            "A status-bar refresh (`kado widget --format waybar`, the brief only) ÷ `kado --help`: "
                + run.results.map { result in
                    "\(fixed(result.widget.best / max(1, result.help.best), 2)) on \(result.size.name) "
                        + "(\(kibibytes(result.briefBytes)) read of \(kibibytes(result.bytes)))"
                }.joined(separator: ", ") + "; `kado widget --habit ID` (the day's lists, one habit decoded) ÷ "
                + "`kado --help`: "
                + run.results.map { "\(fixed($0.widgetHabit.best / max(1, $0.help.best), 2)) on \($0.size.name)" }
                .joined(separator: ", ") + "; `kado stats ID` ÷ `kado --help`: "
                + run.results.map { "\(fixed($0.stats.best / max(1, $0.help.best), 2)) on \($0.size.name)" }
                .joined(separator: ", "))
        lines.append(
            "Reading the snapshot back (`SnapshotFile.read`, which `todayView()` does on every Today to check "
                + "the snapshot's day): "
                + run.results.map { "\(format(nanoseconds: $0.read.best)) on \($0.size.name)" }
                .joined(separator: ", "))
        return lines
    }

    private var checks: [String] {
        run.results.map { result in
            result.problems.isEmpty
                ? "\(result.size.name): after `Tracker.complete` and after `kado done`, the published snapshot's "
                    + "first day is today and equals `todayView()` for all \(grouped(result.activeHabits)) active "
                    + "habits (score, streaks, order), the \(grouped(result.scheduled)) scheduled today (state, "
                    + "progress, streak, percent) and the counts, with the habit checked in complete; 7 days; its "
                    + "days equal the series written again"
                : "WRONG on \(result.size.name): " + result.problems.prefix(3).joined(separator: "; ")
        }
    }

    private var notes: [String] {
        [
            "Each matrix's store is warm (a `kado today` saved its checkpoints first); "
                + run.results.map { result in
                    "\(result.size.name): \(result.reusedStore ? "an earlier suite's store" : "loaded here")"
                        + ", habit \"\(result.habitName)\""
                }.joined(separator: "; "),
            run.results.map { "\($0.rounds) rounds on \($0.size.name)" }.joined(separator: ", ")
                + ", best kept: [untimed: `Tracker.undo`] `Tracker.complete(habit, on: today)` "
                + "(one write transaction, then the publish of the one habit it touched), [untimed: the file "
                + "removed] `publishSnapshot()` (a full rebuild), `snapshotSeries()`, `SnapshotFile.write` of that "
                + "series to another file (each habit encoded, laid out one a line, a temporary file, fsync, rename), "
                + "a plain JSONEncoder encoding of it, `SnapshotFile.read` of the published file; then [untimed: "
                + "`kado undo HABIT DAY`] `kado --help`, `kado done HABIT DAY` (which also prints the habit's score "
                + "and streak), `kado widget --format waybar`, `kado widget --habit ID`, `kado stats ID`",
            "In-process: one `Tracker(databasePath:timeZone:now:defaults:)` per matrix, the clock at "
                + "\(run.today) 12:00 UTC; the binary with `KADO_NOW` the same",
            "Wall time, `ContinuousClock` (from spawn to exit for the binary); CPU is this thread's. Load average "
                + "\(fixed(run.loadAverage.before)) before the suite, \(fixed(run.loadAverage.after)) after, on "
                + "\(machine.processors) processors",
            "kado: \(run.kadoPath)",
        ]
    }

    /// Plain tables for a terminal.
    var plainText: String {
        var lines = [
            "Kadō snapshot benchmarks — seed 0x\(String(seed, radix: 16)), today \(run.today)", machine.summary, "",
            "Publishing the widget snapshot after one check-in (best of N rounds):",
        ]
        lines += plainTable(table.headers, table.rows)
        lines += [""] + verdicts + [""] + checks + [""] + notes
        return lines.joined(separator: "\n")
    }

    /// The same as a Markdown section, for a results file.
    var markdown: String {
        var lines = [
            "## Snapshot readers and the incremental publisher (issues 10 and 11)", "",
            "`\(commandLine)` — seed `0x\(String(seed, radix: 16))`, today \(run.today).", "",
            "Machine: \(machine.summary).", "",
            "Publishing the widget snapshot after one check-in, warm (best of N rounds, see below):", "",
        ]
        lines += markdownTable(table.headers, table.rows)
        lines += [""] + verdicts.map { "- " + $0 } + [""] + checks.map { "- " + $0 } + [""]
        lines += notes.map { "- " + $0 }
        return lines.joined(separator: "\n")
    }
}

/// `123.4 KiB`.
func kibibytes(_ bytes: Int) -> String {
    bytes >= 1_048_576 ? mebibytes(bytes) : String(format: "%.1f KiB", Double(bytes) / 1_024)
}
