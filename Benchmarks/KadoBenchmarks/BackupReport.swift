import Foundation

/// Prints the backup suite as plain tables or as a Markdown section.
struct BackupReport {
    let run: BackupRun
    let machine: Machine
    let seed: UInt64
    let commandLine: String

    private var name: String { run.size.name }

    // MARK: Tables

    private var exportTable: (headers: [String], rows: [[String]]) {
        func row(_ step: String, _ samples: Samples, bytes: Int, floor: Samples) -> [String] {
            [
                step, mebibytes(bytes), format(nanoseconds: samples.best), format(nanoseconds: samples.median),
                format(nanoseconds: samples.cpuBest), rate(bytes, samples.best),
                "\(fixed(samples.best / max(1, floor.best))), \(fixed(samples.cpuBest / max(1, floor.cpuBest)))",
            ]
        }
        return (
            ["export of \(name)", "file", "best", "median", "CPU (best)", "MiB/s", "÷ shell (best, CPU)"],
            [
                row("kado export --format json", run.exportJSON, bytes: run.jsonBytes, floor: run.dump),
                row("sqlite3 .dump (floor)", run.dump, bytes: run.dumpBytes, floor: run.dump),
                row("kado export --format csv", run.exportCSV, bytes: run.csvBytes, floor: run.shellCSV),
                row("sqlite3 -csv SELECT (floor)", run.shellCSV, bytes: run.shellCSVBytes, floor: run.shellCSV),
            ]
        )
    }

    private var inProcessTable: (headers: [String], rows: [[String]]) {
        let steps = run.inProcess
        let records = Double(max(1, run.expected.completions))
        func row(_ step: String, _ samples: Samples) -> [String] {
            [
                step, format(nanoseconds: samples.best), format(nanoseconds: samples.cpuBest),
                fixed(samples.best / records, 0),
            ]
        }
        return (
            ["in-process step on \(name)", "best", "CPU", "ns/record"],
            [
                row("Tracker.backupContents() (read the store)", steps.contents),
                row("KadoJSONBackup.encode", steps.encodeJSON),
                row("KadoCSVBackup.encode", steps.encodeCSV),
                row("KadoJSONBackup.decode (kado's export; import's first step)", steps.decodeJSON),
            ]
        )
    }

    private var importTable: (headers: [String], rows: [[String]]) {
        let rows = Double(run.expected.total)
        func row(_ step: String, _ samples: Samples, bytes: Int?) -> [String] {
            [
                step, format(nanoseconds: samples.best), format(nanoseconds: samples.median),
                format(nanoseconds: samples.cpuBest), grouped(Int(rows / max(1e-9, samples.best / 1e9))),
                bytes.map(mebibytes) ?? "",
                "\(fixed(samples.best / max(1, run.shellLoad.best))), "
                    + fixed(samples.cpuBest / max(1, run.shellLoad.cpuBest)),
            ]
        }
        return (
            ["import of \(name)", "best", "median", "CPU (best)", "rows/s", "file", "÷ shell load (best, CPU)"],
            [
                row("kado import FILE.json, empty database", run.importEmpty, bytes: run.importedBytes),
                row("kado import FILE.json again (nothing to do)", run.reimport, bytes: nil),
                row("sqlite3 FILE < dump, empty file (floor)", run.shellLoad, bytes: run.shellLoadedBytes),
            ]
        )
    }

    // MARK: Verdicts, checks and notes

    private var verdicts: [String] {
        let json = run.exportJSON
        let csv = run.exportCSV
        return [
            "Export of \(name) as JSON ÷ sqlite3 .dump of the same rows: \(fixed(json.best / max(1, run.dump.best))) "
                + "best, \(fixed(json.cpuBest / max(1, run.dump.cpuBest))) CPU",
            "Export of \(name) as CSV ÷ sqlite3 writing the same 16 columns: "
                + "\(fixed(csv.best / max(1, run.shellCSV.best))) best, "
                + "\(fixed(csv.cpuBest / max(1, run.shellCSV.cpuBest))) CPU",
            "Import of \(name) (JSON, empty database) ÷ sqlite3 loading its dump into an empty file: "
                + "\(fixed(run.importEmpty.best / max(1, run.shellLoad.best))) best, "
                + "\(fixed(run.importEmpty.cpuBest / max(1, run.shellLoad.cpuBest))) CPU",
            "Re-importing the same file (nothing to do) ÷ the first import: "
                + "\(fixed(run.reimport.best / max(1, run.importEmpty.best))) best; "
                + "÷ sqlite3 loading its dump \(fixed(run.reimport.best / max(1, run.shellLoad.best)))",
        ]
    }

    private var checks: [String] {
        guard run.problems.isEmpty else { return run.problems.map { "WRONG: " + $0 } }
        return [
            "The first import found all \(run.expected) new and left nothing out; the imported database holds "
                + "exactly them, every live habit, record and skip of the source present with the same values in "
                + "every column but the sync ones (id, habit, day, instant, value, note …)",
            "Each re-import found all \(grouped(run.expected.total)) rows unchanged, and the habits, records and "
                + "skips of the database (rows, live rows, newest stamp) were the same afterwards",
            "backupContents() and KadoJSONBackup.decode of kado's export hold the same \(run.expected)",
            "sqlite3's load of its dump equals the source row for row (habits, completions, skips, in rowid "
                + "order); its CSV has as many lines as kado's (\(grouped(run.csvLines)))",
        ]
    }

    private var notes: [String] {
        [
            "Source: \(name) = \(run.size.habits) habits × \(run.size.years) years (fingerprint "
                + "\(String(run.fingerprint, radix: 16))), "
                + (run.sourceReused
                    ? "the store suite's database (loaded through the store in \(format(seconds: run.sourceLoad)), "
                        + "then edited by its runs)"
                    : "loaded through the store in \(format(seconds: run.sourceLoad))")
                + ": \(run.expected) live, \(grouped(run.tombstones)) deleted rows (tombstones, which an export "
                + "leaves out and `.dump` copies)",
            "Export: \(run.exportJSON.count) round(s) of `kado export --format json -o FILE`, `sqlite3 -bail DB "
                + "\".output FILE\" \"\(BackupSuite.dumpCommand)\"`, `kado export --format csv -o FILE`, "
                + "`sqlite3 -bail -csv -header DB \".output FILE\" \"SELECT …\"` (the 16 columns of Kadō's CSV "
                + "from habits LEFT JOIN completions, in kado's order, instants through strftime); "
                + "best and median of each",
            "kado export --format csv said: \(run.csvWarning.isEmpty ? "nothing" : run.csvWarning)",
            "In-process: `Tracker(databasePath:…)` on the source, then each step timed on its own, best of "
                + "\(run.inProcess.contents.count); the encoders take the contents read, the decoder the bytes "
                + "`kado export` wrote",
            "Import: `kado import --json FILE.json` with `KADO_DB` naming a file that does not exist yet (kado "
                + "creates the schema), once; then \(run.reimport.count) time(s) again into the same file. Floor: "
                + "`sqlite3 -bail NEW_FILE < dump` (\(mebibytes(run.dumpBytes)): CREATE TABLE, one INSERT per row "
                + "in one transaction, then CREATE INDEX), once. kado keeps its indexes while it inserts, and "
                + "compares every row with what the database holds; the shell builds the indexes after the rows",
            "Wall time is from spawn to exit; CPU is the child's user + system time (this thread's, in-process). "
                + "Load average \(fixed(run.loadAverage.before)) before the suite, \(fixed(run.loadAverage.after)) "
                + "after, on \(machine.processors) processors",
            "kado: \(run.kadoPath); sqlite3 shell \(run.shellVersion)",
        ]
    }

    private func rate(_ bytes: Int, _ nanoseconds: Double) -> String {
        fixed(Double(bytes) / 1_048_576 / max(1e-9, nanoseconds / 1e9), 0)
    }

    // MARK: Output

    /// Plain tables for a terminal.
    var plainText: String {
        var lines = [
            "Kadō backup benchmarks — seed 0x\(String(seed, radix: 16)), today \(run.today)", machine.summary, "",
            "Export of \(run.size):",
        ]
        lines += plainTable(exportTable.headers, exportTable.rows)
        lines += ["", "In-process steps:"]
        lines += plainTable(inProcessTable.headers, inProcessTable.rows)
        lines += ["", "Import of the JSON export:"]
        lines += plainTable(importTable.headers, importTable.rows)
        lines += [""] + verdicts + [""] + checks + [""] + notes
        return lines.joined(separator: "\n")
    }

    /// The same as a Markdown section, for a results file.
    var markdown: String {
        var lines = [
            "## Backups (issue 4)", "",
            "`\(commandLine)` — seed `0x\(String(seed, radix: 16))`, today \(run.today).", "",
            "Machine: \(machine.summary); sqlite3 shell \(run.shellVersion).", "",
            "Export of \(run.size), the release `kado` against the sqlite3 shell writing the same rows:", "",
        ]
        lines += markdownTable(exportTable.headers, exportTable.rows)
        lines += ["", "The same steps in-process:", ""]
        lines += markdownTable(inProcessTable.headers, inProcessTable.rows)
        lines += ["", "Import of the JSON export, against the shell loading its dump:", ""]
        lines += markdownTable(importTable.headers, importTable.rows)
        lines += [""] + verdicts.map { "- " + $0 } + [""] + checks.map { "- " + $0 } + [""]
        lines += notes.map { "- " + $0 }
        return lines.joined(separator: "\n")
    }
}
