import Foundation
import KadoTestSupport

/// Prints the runs as a plain table or as a Markdown section.
struct Report {
    let runs: [SizeRun]
    let machine: Machine
    let seed: UInt64
    let commandLine: String

    private static let headers = [
        "size", "habits × years", "habit-days", "records", "score+streaks", "ns/habit-day", "build only",
        "array read", "SQLite scan", "score ÷ SQLite", "score ÷ array",
    ]

    private var rows: [[String]] {
        runs.map { run in
            [
                run.size.name, "\(run.size.habits) × \(run.size.years)", grouped(run.habitDays),
                grouped(run.completions), format(nanoseconds: run.scoring.nanoseconds),
                String(format: "%.1f", run.scoringPerHabitDay), format(nanoseconds: run.building.nanoseconds),
                format(nanoseconds: run.arrayRead.nanoseconds), format(nanoseconds: run.sqliteScan.nanoseconds),
                String(format: "%.2f", run.scoringOverSQLite), String(format: "%.1f", run.scoringOverArray),
            ]
        }
    }

    /// The goals, each a line: L ÷ M of ns per habit-day, and scoring L against its floors.
    private var verdicts: [String] {
        var lines: [String] = []
        let medium = runs.first { $0.size.name == "M" }
        let large = runs.first { $0.size.name == "L" }
        if let medium, let large {
            let ratio = large.scoringPerHabitDay / max(1e-9, medium.scoringPerHabitDay)
            lines.append(
                String(format: "L ÷ M, ns per habit-day: %.2f (goal ≤ 1.3) — ", ratio)
                    + (ratio <= 1.3 ? "met" : "MISSED"))
        } else {
            lines.append("L ÷ M, ns per habit-day: not measured (run both M and L)")
        }
        if let large {
            lines.append(
                String(format: "Scoring all of L ÷ SQLite scan of L: %.2f (goal < 1) — ", large.scoringOverSQLite)
                    + (large.scoringOverSQLite < 1 ? "met" : "MISSED"))
            lines.append(String(format: "Scoring all of L ÷ array read of L: %.1f", large.scoringOverArray))
        } else {
            lines.append("Scoring all of L against its floors: not measured (run L)")
        }
        return lines
    }

    private var notes: [String] {
        runs.map { run in
            "\(run.size.name): best of \(run.repeats); generated in \(format(seconds: run.generation)) "
                + "(fingerprint \(String(run.fingerprint, radix: 16))); "
                + "\(grouped(run.skips)) skips; SQLite file \(run.databaseBytes / 1_048_576) MiB, "
                + "loaded in \(format(seconds: run.insertion)); "
                + String(
                    format: "array %.1f ns/record, SQLite %.1f ns/row",
                    run.arrayRead.nanoseconds / Double(max(1, run.completions)),
                    run.sqliteScan.nanoseconds / Double(max(1, run.completions)))
        } + (runs.first.map { ["SQLite plan: \($0.scanPlan)"] } ?? [])
    }

    /// A plain-text table for a terminal.
    var plainText: String {
        var lines = ["Kadō benchmarks — seed 0x\(String(seed, radix: 16)), today \(todayText)", machine.summary, ""]
        let table = [Report.headers] + rows
        let widths = Report.headers.indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        for (number, row) in table.enumerated() {
            let cells = row.enumerated().map { column, cell in
                column == 0 ? pad(cell, widths[column], left: true) : pad(cell, widths[column], left: false)
            }
            lines.append(cells.joined(separator: "  "))
            if number == 0 { lines.append(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")) }
        }
        lines.append("")
        lines.append(contentsOf: verdicts)
        lines.append("")
        lines.append(contentsOf: notes)
        return lines.joined(separator: "\n")
    }

    /// The same as a Markdown section, for a results file.
    var markdown: String {
        var lines = [
            "## Score and streaks (issue 2)", "",
            "`\(commandLine)` — seed `0x\(String(seed, radix: 16))`, today \(todayText).", "",
            "Machine: \(machine.summary).", "",
            "Score+streaks: build every habit's `HabitTimeline` and `evaluate(asOf: today)`; ns/habit-day divides "
                + "it by the days from each habit's effective start to today (or its archive day). Floors on the "
                + "same rows: reading the `[Completion]` array, and stepping `\(ScratchDatabase.scanQuery)` "
                + "on an on-disk STRICT table. Best of N repeats, `ContinuousClock`.",
            "",
            "| " + Report.headers.joined(separator: " | ") + " |",
            "|" + Report.headers.indices.map { $0 == 0 ? " --- |" : " ---: |" }.joined(),
        ]
        for row in rows { lines.append("| " + row.joined(separator: " | ") + " |") }
        lines.append("")
        lines.append(contentsOf: verdicts.map { "- " + $0 })
        lines.append("")
        lines.append(contentsOf: notes.map { "- " + $0 })
        return lines.joined(separator: "\n")
    }

    private var todayText: String { "\(HabitMatrix.defaultToday)" }

    private func pad(_ text: String, _ width: Int, left: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + padding : padding + text
    }

    private func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(character)
        }
        return result
    }
}
