/// Prints the `kado tui` suite as a plain table or as a Markdown section.
struct TuiReport {
    let run: TuiRun
    let machine: Machine
    let seed: UInt64
    let commandLine: String

    /// The issue's goal for the first screen and for a key, in nanoseconds.
    static let goal = 50_000_000.0

    private var table: (headers: [String], rows: [[String]]) {
        let headers = ["terminal", "measure", "best", "median", "worst", "best ÷ kado --help", "under 50 ms (best)"]
        var rows: [[String]] = []
        for result in run.results {
            let floor = max(1, result.help.best)
            let measures: [(String, Samples)] = [
                ("kado --help (floor)", result.help), ("first full screen", result.firstScreen),
                ("Space → redraw", result.space), ("w → week view", result.weeks),
                ("m → month view", result.months),
            ]
            rows += measures.map { name, samples in
                [
                    "\(result.columns) × \(result.rows)", name, format(nanoseconds: samples.best),
                    format(nanoseconds: samples.median), format(nanoseconds: samples.worst),
                    fixed(samples.best / floor), samples.best < Self.goal ? "yes" : "no",
                ]
            }
        }
        return (headers, rows)
    }

    private var notes: [String] {
        guard let result = run.results.first else { return [] }
        return [
            "\(result.size.name): \(result.habits) habits × \(result.size.years) years, \(grouped(result.records)) "
                + "records (\(result.reusedStore ? "an earlier suite's store" : "loaded here")), warm (a `kado today` "
                + "first, which saves the score checkpoints)",
            "\(result.rounds) rounds per terminal size, each: [`kado --help`] then `kado tui` in a pseudo-terminal "
                + "(forkpty): spawn → end of the first frame; Space → end of the next frame; [Space again, "
                + "untimed]; `w` → frame; `m` → frame; [`d`, `q`, untimed]",
            "A frame ends with `ESC [ ? 2026 l` (the end of the synchronized update each redraw is); wall time, "
                + "`ContinuousClock`. Load average \(fixed(run.loadAverage.before)) before, "
                + "\(fixed(run.loadAverage.after)) after, on \(machine.processors) processors",
            "kado: \(run.kadoPath)",
        ]
    }

    /// Plain tables for a terminal.
    var plainText: String {
        var lines = [
            "Kadō full-screen grid benchmarks — seed 0x\(String(seed, radix: 16)), today \(run.today)",
            machine.summary, "",
        ]
        lines += plainTable(table.headers, table.rows)
        lines += [""] + notes
        return lines.joined(separator: "\n")
    }

    /// A Markdown section for BENCHMARKS.md.
    var markdown: String {
        var lines = [
            "## The full-screen grid: first screen and one key (issue 15)", "",
            "`\(commandLine)` — seed `0x\(String(seed, radix: 16))`, today \(run.today).", "",
            "Machine: \(machine.summary).", "",
        ]
        lines += markdownTable(table.headers, table.rows)
        lines += [""] + notes.map { "- " + $0 }
        return lines.joined(separator: "\n")
    }
}
