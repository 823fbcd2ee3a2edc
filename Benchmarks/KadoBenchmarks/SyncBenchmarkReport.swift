/// Prints the sync suite as plain tables or as a Markdown section.
struct SyncBenchmarkReport {
    let run: SyncRun
    let machine: Machine
    let seed: UInt64
    let commandLine: String

    private var firstTable: (headers: [String], rows: [[String]]) {
        let headers = [
            "size", "records", "versions sent", "segments", "bytes", "first sync", "copying the bytes",
            "first ÷ copy",
        ]
        let rows = run.results.map { result in
            [
                result.size.name, grouped(result.records), grouped(result.rowsSent), grouped(result.segments),
                mebibytes(result.bytes), format(nanoseconds: result.first.best), format(nanoseconds: result.copy.best),
                fixed(result.first.best / max(1, result.copy.best)),
            ]
        }
        return (headers, rows)
    }

    private var incrementalTable: (headers: [String], rows: [[String]]) {
        let small = run.results.first
        let headers = [
            "size", "records", "publish", "receive", "both", "both median", "both CPU", "÷ S", "÷ S median",
            "÷ S CPU", "engine receive", "engine both", "engine ÷ S", "engine ÷ S median", "engine ÷ S CPU",
        ]
        let rows = run.results.map { result in
            [
                result.size.name, grouped(result.records), format(nanoseconds: result.publish.best),
                format(nanoseconds: result.receive.best), format(nanoseconds: result.incremental.best),
                format(nanoseconds: result.incremental.median), format(nanoseconds: result.incremental.cpuBest),
                fixed(result.incremental.best / max(1, small?.incremental.best ?? 1)),
                fixed(result.incremental.median / max(1, small?.incremental.median ?? 1)),
                fixed(result.incremental.cpuBest / max(1, small?.incremental.cpuBest ?? 1)),
                format(nanoseconds: result.receiveEngine.best), format(nanoseconds: result.engineOnly.best),
                fixed(result.engineOnly.best / max(1, small?.engineOnly.best ?? 1)),
                fixed(result.engineOnly.median / max(1, small?.engineOnly.median ?? 1)),
                fixed(result.engineOnly.cpuBest / max(1, small?.engineOnly.cpuBest ?? 1)),
            ]
        }
        return (headers, rows)
    }

    private var applyTable: (headers: [String], rows: [[String]]) {
        let apply = run.apply
        let headers = [
            "rows", "new device's sync", "applyRemote alone", "inserting locally", "sync ÷ insert",
            "applyRemote ÷ insert",
        ]
        let rows = [
            [
                "\(grouped(apply.records)) records + \(apply.habits) habits", format(nanoseconds: apply.sync.best),
                format(nanoseconds: apply.merge.best), format(nanoseconds: apply.insert.best),
                fixed(apply.sync.best / max(1, apply.insert.best)), fixed(apply.merge.best / max(1, apply.insert.best)),
            ]
        ]
        return (headers, rows)
    }

    private var verdicts: [String] {
        guard let small = run.results.first else { return [] }
        return run.results.dropFirst().map { result in
            let ratio = result.incremental.best / max(1, small.incremental.best)
            let engine = result.engineOnly.best / max(1, small.engineOnly.best)
            return "incremental sync of one check-in, \(result.size.name) ÷ \(small.size.name): \(fixed(ratio)) "
                + "through `Tracker.sync` (median \(fixed(result.incremental.median / max(1, small.incremental.median)))), "
                + "\(fixed(engine)) through the engine alone (median "
                + "\(fixed(result.engineOnly.median / max(1, small.engineOnly.median)))) — the acceptance allows 1.5; "
                + "records " + fixed(Double(result.records) / Double(max(1, small.records)), 0) + "×"
        }
    }

    private var notes: [String] {
        [
            "First sync: `SyncEngine.run()` of a copy of the loaded store into a new folder target (set up untimed), "
                + "every segment written under a temporary name, flushed and linked, then the manifest; the floor reads "
                + "and writes the same files again, each flushed. "
                + run.results.map { "\($0.rounds) round(s) on \($0.size.name)" }.joined(separator: ", ")
                + ", best kept",
            "Incremental: a check-in (done, then undo, alternately; untimed) on the first device, then `Tracker.sync` "
                + "on it (one version published) and on a second device holding the same history under another id "
                + "(one version received, the widget snapshot published), and on a third one through `SyncEngine.run()` alone (the merge without the widget snapshot); habits "
                + run.results.map { "\($0.size.name) \"\($0.habitName)\"" }.joined(separator: ", "),
            "Apply: the first \(grouped(run.apply.records)) records of M (and their habits) published by one device; "
                + "a new device's first sync takes them in (reading, checksums, decoding, the merge in one "
                + "transaction); `applyRemote` alone on the decoded versions; the floor inserts the same rows into an "
                + "empty store in one transaction. \(run.apply.rounds) rounds, best kept",
            "Wall time, `ContinuousClock`; CPU is this thread's. Load average \(fixed(run.loadAverage.before)) before, "
                + "\(fixed(run.loadAverage.after)) after, on \(machine.processors) processors",
        ]
    }

    /// Plain tables for a terminal.
    var plainText: String {
        var lines = [
            "Kadō sync benchmarks — seed 0x\(String(seed, radix: 16)), today \(run.today)", machine.summary, "",
        ]
        lines += plainTable(firstTable.headers, firstTable.rows) + [""]
        lines += plainTable(incrementalTable.headers, incrementalTable.rows) + [""]
        lines += plainTable(applyTable.headers, applyTable.rows)
        lines += [""] + verdicts + [""] + notes
        return lines.joined(separator: "\n")
    }

    /// A Markdown section for BENCHMARKS.md.
    var markdown: String {
        var lines = [
            "## Sync (issue 12)", "", "`\(commandLine)` — seed `0x\(String(seed, radix: 16))`, today \(run.today).", "",
            "Machine: \(machine.summary).", "", "First sync to a folder against copying the same bytes:", "",
        ]
        lines += markdownTable(firstTable.headers, firstTable.rows)
        lines += ["", "An incremental sync of one check-in (its cost must follow the change, not the history):", ""]
        lines += markdownTable(incrementalTable.headers, incrementalTable.rows)
        lines += ["", "Applying 100,000 remote changes against inserting the same rows locally:", ""]
        lines += markdownTable(applyTable.headers, applyTable.rows)
        lines += [""] + verdicts.map { "- " + $0 } + [""] + notes.map { "- " + $0 }
        return lines.joined(separator: "\n")
    }
}
