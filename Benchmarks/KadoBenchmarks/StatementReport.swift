import Foundation
import KadoSQLite

/// Prints the statement suite as a plain table or as a Markdown section.
struct StatementReport {
    let run: StatementRun
    let machine: Machine
    let seed: UInt64
    let commandLine: String

    /// Today alone: the first round's (the floor).
    private var floor: Measured? { run.today.first }

    private var table: (headers: [String], rows: [[String]]) {
        let headers = [
            "request", "statements", "writes", "reads", "÷ Today alone", "POST", "POST writes", "Today after",
            "same in every round", "in-process (median)",
        ]
        var rows: [[String]] = []
        if let floor {
            let same = run.today.allSatisfy { $0.counts == floor.counts }
            rows.append([
                "Today alone (`GET /`), the floor", grouped(floor.counts.executed), grouped(floor.counts.writes),
                grouped(floor.counts.reads), "1", "—", "—", "—", same ? "yes" : "no",
                format(nanoseconds: median(run.today.map(\.wall))),
            ])
        }
        for kind in CheckInKind.allCases {
            guard let measurements = run.checkIns[kind], let first = measurements.first else { continue }
            let total = first.total
            let same = measurements.allSatisfy { $0.total == total && $0.post.counts == first.post.counts }
            rows.append([
                "check-in: \(kind.rawValue), POST → 303 → Today", grouped(total.executed), grouped(total.writes),
                grouped(total.reads),
                floor.map { fixed(Double(total.executed) / Double(max(1, $0.counts.executed))) }
                    ?? "—",
                grouped(first.post.counts.executed), grouped(first.post.counts.writes),
                grouped(first.page.counts.executed), same ? "yes" : "no",
                format(nanoseconds: median(measurements.map { $0.post.wall + $0.page.wall })),
            ])
        }
        return (headers, rows)
    }

    private var verdicts: [String] {
        guard let floor, let done = run.checkIns[.done]?.first, let noOp = run.checkIns[.doneAgain]?.first else {
            return ["nothing was counted"]
        }
        return [
            "SQL statements per web check-in (POST → redirect → Today) on \(run.size.name): "
                + "\(grouped(done.total.executed)) (\(grouped(done.total.writes)) that may write), of which the POST "
                + "\(grouped(done.post.counts.executed)) and the Today it redirects to "
                + "\(grouped(done.page.counts.executed)); Today alone \(grouped(floor.counts.executed)); "
                + "the check-in ÷ Today alone \(fixed(Double(done.total.executed) / Double(max(1, floor.counts.executed))))",
            "Per active habit: \(fixed(Double(done.total.executed) / Double(max(1, run.activeHabits)))) statements "
                + "per check-in, \(fixed(Double(floor.counts.executed) / Double(max(1, run.activeHabits)))) per Today",
            "A check-in that changes nothing (done again): the POST runs \(grouped(noOp.post.counts.executed)) "
                + "statements, \(grouped(noOp.post.counts.writes)) of them counted as writes (`BEGIN IMMEDIATE` "
                + "takes the write lock and counts as one)",
        ]
    }

    private var notes: [String] {
        [
            "Counted with `Tracker.statementCounts` (KadoSQLite's per-connection counter: each run of a "
                + "statement once, whatever rows it returns; writes are the statements SQLite does not call "
                + "read-only) around `WebApp.handle` in-process, for `POST /habits/ID/checkin` (action done or "
                + "undo, return /) and for the `GET` of the `Location` it redirects to",
            "The habit: \"\(run.habit)\" (yes/no, due and not done today); \(StatementSuite.rounds) rounds of "
                + "done, done again, undo, each after a `GET /`; the first Today of the run (which saves the score "
                + "checkpoints when missing) is not counted; the habit ends the run "
                + (run.isLeftAsFound ? "as it began" : "CHANGED"),
            "Tracker on \(run.size.name) with the clock at \(run.day) 12:00 UTC, English, bound to 127.0.0.1 "
                + "(no access token); requests carry the CSRF cookie and the form its token",
            "\(run.size.name) = \(run.size.habits) habits × \(run.size.years) years, \(grouped(run.records)) records, "
                + "\(grouped(run.activeHabits)) active habits, \(grouped(run.scheduled)) due today"
                + (run.reusedStore ? " (the store an earlier suite loaded)" : " (loaded here)"),
        ]
    }

    /// Plain tables for a terminal.
    var plainText: String {
        var lines = [
            "Kadō SQL statements per web check-in — seed 0x\(String(seed, radix: 16)), today \(run.day)",
            machine.summary, "",
        ]
        lines += plainTable(table.headers, table.rows)
        lines += [""] + verdicts + [""] + notes
        return lines.joined(separator: "\n")
    }

    /// The same as a Markdown section, for a results file.
    var markdown: String {
        var lines = [
            "## SQL statements per web check-in (issue 11)", "",
            "`\(commandLine)` — seed `0x\(String(seed, radix: 16))`, today \(run.day).", "",
            "Machine: \(machine.summary).", "",
            "SQL statements one web check-in runs on \(run.size.name), against Today alone in the same run "
                + "(the floor):",
            "",
        ]
        lines += markdownTable(table.headers, table.rows)
        lines += [""] + verdicts.map { "- " + $0 } + [""] + notes.map { "- " + $0 }
        return lines.joined(separator: "\n")
    }

    private func median(_ durations: [Duration]) -> Double {
        let sorted = durations.map(\.nanoseconds).sorted()
        return sorted.isEmpty ? 0 : sorted[(sorted.count - 1) / 2]
    }
}
