import Foundation

/// Prints the store suite as plain tables or as a Markdown section.
struct StoreReport {
    let run: StoreRun
    let machine: Machine
    let seed: UInt64
    let commandLine: String

    /// The goal for warm `kado today` on the long history over the short one.
    static let historyGoal = 1.5

    // MARK: Tables

    private var loadTable: (headers: [String], rows: [[String]]) {
        let load = run.load
        return (
            ["loader", "rows", "best", "other", "rows/s (best)", "CPU (best)", "file"],
            [
                [
                    "HabitStore writer", grouped(load.rows), format(nanoseconds: load.store.best),
                    format(nanoseconds: load.store.worst), grouped(Int(load.storeRowsPerSecond)),
                    format(nanoseconds: load.store.cpuBest), mebibytes(load.storeBytes),
                ],
                [
                    "sqlite3 shell", grouped(load.rows), format(nanoseconds: load.shell.best),
                    format(nanoseconds: load.shell.worst), grouped(Int(load.shellRowsPerSecond)),
                    format(nanoseconds: load.shell.cpuBest), mebibytes(load.shellBytes),
                ],
            ]
        )
    }

    private var todayTable: (headers: [String], rows: [[String]]) {
        let headers = [
            "size", "habits × years", "active", "records", "cold", "cold CPU", "warm best", "warm median",
            "warm CPU", "warm ÷ --help", "todayView() cold", "todayView() warm", "todayView() warm CPU",
        ]
        let rows = [run.long, run.short].map { today in
            [
                today.size.name, "\(today.size.habits) × \(today.size.years)", grouped(today.activeHabits),
                grouped(today.records), format(nanoseconds: today.cold.best), format(nanoseconds: today.cold.cpuBest),
                format(nanoseconds: today.warm.best), format(nanoseconds: today.warm.median),
                format(nanoseconds: today.warm.cpuBest), fixed(today.warm.best / max(1, run.help.best), 1),
                format(nanoseconds: today.inProcessCold.best), format(nanoseconds: today.inProcessWarm.best),
                format(nanoseconds: today.inProcessWarm.cpuBest),
            ]
        }
        return (headers, rows)
    }

    private var editTable: (headers: [String], rows: [[String]]) {
        let edit = run.edit
        let warm = edit.todayBefore
        func row(_ name: String, _ samples: Samples) -> [String] {
            [
                name, format(nanoseconds: samples.best), format(nanoseconds: samples.median),
                format(nanoseconds: samples.cpuBest),
                "\(fixed(samples.best / max(1, warm.best))), \(fixed(samples.median / max(1, warm.median))), "
                    + fixed(samples.cpuBest / max(1, warm.cpuBest)),
            ]
        }
        return (
            ["step on \(run.long.size.name)", "best", "median", "CPU", "÷ warm today (best, median, CPU)"],
            [
                row("kado today, warm", warm),
                row("kado done \"\(edit.habitName)\" \(edit.day)", edit.done),
                row("kado today after it", edit.todayAfter),
                row("kado today, checkpoint invalidated", edit.todayAfterInvalidation),
            ]
        )
    }

    // MARK: Verdicts and notes

    private var verdicts: [String] {
        let long = run.long
        let short = run.short
        let best = long.warm.best / max(1, short.warm.best)
        let median = long.warm.median / max(1, short.warm.median)
        let cpu = long.warm.cpuBest / max(1, short.warm.cpuBest)
        let inProcess = long.inProcessWarm.best / max(1, short.inProcessWarm.best)
        let cold = long.cold.best / max(1, short.cold.best)
        let load = run.load
        let edit = run.edit
        return [
            "kado today, warm \(long.size.name) ÷ warm \(short.size.name): \(fixed(best)) best, \(fixed(median)) "
                + "median, \(fixed(cpu)) CPU (goal ≤ \(fixed(StoreReport.historyGoal, 1))) — "
                + (best <= StoreReport.historyGoal ? "met" : "MISSED"),
            "Tracker.todayView() in-process, warm \(long.size.name) ÷ warm \(short.size.name): \(fixed(inProcess)); "
                + "kado today cold \(long.size.name) ÷ cold \(short.size.name): \(fixed(cold))",
            "Loading \(load.size.name) into the store ÷ the sqlite3 shell loading the same rows: \(fixed(load.ratio)) "
                + "best, \(fixed(load.cpuRatio)) CPU (\(grouped(Int(load.storeRowsPerSecond))) against "
                + "\(grouped(Int(load.shellRowsPerSecond))) rows/s)",
            "Marking a day 5 years back then Today on \(long.size.name): kado done + kado today "
                + "\(format(nanoseconds: edit.done.best + edit.todayAfter.best)) best; today after the edit ÷ warm "
                + "today \(fixed(edit.todayAfter.best / max(1, edit.todayBefore.best))) best, "
                + "\(fixed(edit.todayAfter.median / max(1, edit.todayBefore.median))) median, "
                + "\(fixed(edit.todayAfter.cpuBest / max(1, edit.todayBefore.cpuBest))) CPU; with the habit's "
                + "checkpoint invalidated ÷ warm today "
                + "\(fixed(edit.todayAfterInvalidation.best / max(1, edit.todayBefore.best))) best, "
                + "\(fixed(edit.todayAfterInvalidation.cpuBest / max(1, edit.todayBefore.cpuBest))) CPU; "
                + "kado done ÷ kado --help \(fixed(edit.done.best / max(1, run.help.best), 1))",
        ]
    }

    private var checks: [String] {
        var lines: [String] = []
        let load = run.load
        lines.append(
            load.differences == 0
                ? "Both loads hold the same \(grouped(load.rows)) rows (habits, completions, skips compared column by column, in insertion order)"
                : "WRONG: the store and the shell files differ in \(grouped(load.differences)) rows")
        for today in [run.long, run.short] {
            lines.append(
                today.mismatches.isEmpty
                    ? "\(today.size.name): kado today --json equals KadoCore's evaluation for all "
                        + "\(grouped(today.activeHabits)) active habits (score, streaks, due)"
                    : "WRONG on \(today.size.name): \(today.mismatches.count) habits differ from KadoCore, e.g. "
                        + today.mismatches.prefix(3).joined(separator: "; "))
        }
        lines.append(
            run.edit.mismatches.isEmpty
                ? "After the edit, kado today --json equals KadoCore's evaluation with the added record"
                : "WRONG after the edit: \(run.edit.mismatches.count) habits differ, e.g. "
                    + run.edit.mismatches.prefix(3).joined(separator: "; "))
        return lines
    }

    private var notes: [String] {
        let load = run.load
        return [
            "Floors in the same run: `kado --help` (process start, no database) best "
                + "\(format(nanoseconds: run.help.best)), median \(format(nanoseconds: run.help.median)); "
                + "`kado today` on an empty store best \(format(nanoseconds: run.empty.best)), median "
                + "\(format(nanoseconds: run.empty.median))",
            "Load: \(load.size.name) = \(grouped(load.habits)) habits, \(grouped(load.completions)) records, "
                + "\(grouped(load.skips)) skips (fingerprint \(String(run.longFingerprint, radix: 16))); store = "
                + "`HabitStore(path:now:)` on a file holding only the schema, one `write` inserting habits, then "
                + "`insert(contentsOf:)` records and skips, closing; shell = `sqlite3 -bail FILE < script` on a "
                + "file with the same schema, one INSERT per row in `BEGIN IMMEDIATE … COMMIT` with "
                + "`foreign_keys = ON`, `synchronous = NORMAL`, WAL (\(mebibytes(load.scriptBytes)) script, its "
                + "writing not timed); order store, shell, shell, store; best and other of the two each",
            "kado today: the release binary, `KADO_NOW=\(run.kadoNow) TZ=UTC LANG=C.UTF-8 NO_COLOR=1`, output to "
                + "a file; cold = best of \(StoreSuite.coldRuns) after `DELETE FROM score_checkpoints` "
                + "(\(grouped(run.long.checkpoints)) checkpoints saved on \(run.long.size.name), "
                + "\(grouped(run.short.checkpoints)) on \(run.short.size.name)); warm = \(run.repeats) runs each, "
                + "interleaved with the floors; "
                + "\(run.short.size.name) = the same \(run.short.size.habits) habit seeds over "
                + "\(run.short.size.years) year(s), \(grouped(run.sameHabits)) of them with the same id, type and "
                + "schedule as in \(run.long.size.name) (fingerprint \(String(run.shortFingerprint, radix: 16)), loaded "
                + "through the store in \(format(seconds: run.shortLoad)))",
            "Per unit: warm `kado today` costs \(perHabit(run.long)) µs CPU per active habit on "
                + "\(run.long.size.name) and \(perHabit(run.short)) on \(run.short.size.name) above `kado --help`; "
                + "cold \(perRecord(run.long)) ns CPU per record on \(run.long.size.name)",
            "todayView(): `Tracker(databasePath:timeZone:now:defaults:)` opened once, then `todayView()` timed; "
                + "cold = best of \(StoreSuite.coldRuns) after emptying the score cache, warm = best of \(run.repeats)",
            "Edit: \(run.repeats) rounds of [untimed: `kado undo`, `kado today`] `kado today`, `kado done HABIT "
                + "\(run.edit.day)`, `kado today`, then [untimed: `kado undo`, `Tracker.complete(habit, on: "
                + "\(run.edit.day))` in-process, which deletes the habit's checkpoint (checked)] `kado today`. The "
                + "habit spans \(grouped(run.edit.habitDays)) days with \(grouped(run.edit.habitRecords)) records. "
                + "`kado done` prints the habit's streak and score (`Tracker.summary(of:)`), so it walks that history "
                + "again and saves a fresh checkpoint itself: the Today after it is warm; the last row is Today "
                + "walking it",
            "Wall time is from spawn to exit; CPU is the child's user + system time (this thread's, in-process). "
                + "Load average \(fixed(run.loadAverage.before)) before the suite, "
                + "\(fixed(run.loadAverage.after)) after, on \(machine.processors) processors",
            "kado: \(run.kadoPath); sqlite3 shell \(run.shellVersion)",
        ]
    }

    private func perHabit(_ today: TodayResult) -> String {
        fixed((today.warm.cpuBest - run.help.cpuBest) / 1_000 / Double(max(1, today.activeHabits)), 0)
    }

    private func perRecord(_ today: TodayResult) -> String {
        fixed((today.cold.cpuBest - today.warm.cpuBest) / Double(max(1, today.records)), 0)
    }

    // MARK: Output

    /// Plain tables for a terminal.
    var plainText: String {
        var lines = [
            "Kadō store benchmarks — seed 0x\(String(seed, radix: 16)), today \(run.today)", machine.summary, "",
            "Loading \(run.load.size) into a fresh file, one transaction:",
        ]
        lines.append(contentsOf: plainTable(loadTable.headers, loadTable.rows))
        lines.append("")
        lines.append("kado today, cold and warm (best/median of \(run.repeats)):")
        lines.append(contentsOf: plainTable(todayTable.headers, todayTable.rows))
        lines.append("")
        lines.append("Marking a day 5 years back, then Today:")
        lines.append(contentsOf: plainTable(editTable.headers, editTable.rows))
        lines.append("")
        lines.append(contentsOf: verdicts)
        lines.append("")
        lines.append(contentsOf: checks)
        lines.append("")
        lines.append(contentsOf: notes)
        return lines.joined(separator: "\n")
    }

    /// The same as a Markdown section, for a results file.
    var markdown: String {
        var lines = [
            "## Store and kado today (issue 3)", "",
            "`\(commandLine)` — seed `0x\(String(seed, radix: 16))`, today \(run.today).", "",
            "Machine: \(machine.summary); sqlite3 shell \(run.shellVersion).", "",
            "Loading \(run.load.size) into a fresh file, one transaction:", "",
        ]
        lines.append(contentsOf: markdownTable(loadTable.headers, loadTable.rows))
        lines.append("")
        lines.append(
            "`kado today`, cold and warm (best/median of \(run.repeats) runs), and `Tracker.todayView()` in-process:")
        lines.append("")
        lines.append(contentsOf: markdownTable(todayTable.headers, todayTable.rows))
        lines.append("")
        lines.append("Marking a day 5 years back, then Today:")
        lines.append("")
        lines.append(contentsOf: markdownTable(editTable.headers, editTable.rows))
        lines.append("")
        lines.append(contentsOf: verdicts.map { "- " + $0 })
        lines.append("")
        lines.append(contentsOf: checks.map { "- " + $0 })
        lines.append("")
        lines.append(contentsOf: notes.map { "- " + $0 })
        return lines.joined(separator: "\n")
    }
}

/// A table with a dashed rule under its header; the first column left-aligned, the others right.
func plainTable(_ headers: [String], _ rows: [[String]]) -> [String] {
    let table = [headers] + rows
    let widths = headers.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
    var lines: [String] = []
    for (number, row) in table.enumerated() {
        let cells = row.enumerated().map { column, cell in
            let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
            return column == 0 ? cell + padding : padding + cell
        }
        lines.append(cells.joined(separator: "  "))
        if number == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
    }
    return lines
}

/// A Markdown table; the first column left-aligned, the others right.
func markdownTable(_ headers: [String], _ rows: [[String]]) -> [String] {
    [
        "| " + headers.joined(separator: " | ") + " |",
        "|" + headers.indices.map { $0 == 0 ? " --- |" : " ---: |" }.joined(),
    ]
        + rows.map { "| " + $0.joined(separator: " | ") + " |" }
}

/// `1,234,567`.
func grouped(_ number: Int) -> String {
    let digits = String(number)
    var result = ""
    for (offset, character) in digits.enumerated() {
        if offset > 0 && offset != (number < 0 ? 1 : 0) && (digits.count - offset) % 3 == 0 { result.append(",") }
        result.append(character)
    }
    return result
}

/// `1.23` (or as many decimals as asked).
func fixed(_ value: Double, _ decimals: Int = 2) -> String {
    String(format: "%.\(decimals)f", value)
}

/// `123.4 MiB`.
func mebibytes(_ bytes: Int) -> String {
    String(format: "%.1f MiB", Double(bytes) / 1_048_576)
}
