import Foundation
import KadoCore
import KadoTestSupport

/// The cost of a year in review (issue 40): `kado review` on L (1,000 habits × 10 years) against
/// the same on S (10 habits × 1 year) and against `kado today` on L, the current year and the
/// year before, in the same run. The review walks each habit from its checkpoint before
/// 1 January: on L it should cost about a year of days a habit, as Today costs a few weeks.
struct ReviewSuite {
    let workspace: Workspace

    /// One size's timings, in nanoseconds (best of the rounds).
    struct Timings {
        let size: String
        let records: Int
        let review: Samples
        let reviewJSON: Samples
        let reviewLastYear: Samples
        let today: Samples
    }

    /// Runs the suite on L and S.
    func run() throws(BenchmarkError) -> [Timings] {
        let rounds = workspace.options.repeats ?? 5
        var timings: [Timings] = []
        for size in [workspace.options.storeSizes.long, HabitMatrix.Size.small] {
            let (path, _, _) = try workspace.loadedStore(size, by: "review")
            let matrix = workspace.matrix(size)
            let kado = try workspace.kadoProcess(database: path)
            try kado.run(["settings", "backups", "off"])
            // Warm: the first Today saves the checkpoints (a rung each quarter) the review resumes from.
            try kado.run(["today"])
            let lastYear = String(matrix.today.year - 1)
            try kado.run(["review"])
            var review = Samples()
            var json = Samples()
            var past = Samples()
            var today = Samples()
            workspace.log("review: \(size.name): \(rounds) rounds of review, review --json, review \(lastYear), today…")
            for _ in 0..<rounds {
                review.add(try kado.run(["review"]))
                json.add(try kado.run(["review", "--json"]))
                past.add(try kado.run(["review", lastYear]))
                today.add(try kado.run(["today"]))
            }
            timings.append(
                Timings(
                    size: size.name, records: matrix.completions.count, review: review, reviewJSON: json,
                    reviewLastYear: past, today: today))
        }
        return timings
    }

    /// The suite's Markdown section.
    static func markdown(_ timings: [Timings], machine: Machine, commandLine: String) -> String {
        func ms(_ nanoseconds: Double) -> String { String(format: "%.0f ms", nanoseconds / 1e6) }
        var lines = [
            "## Year in review (`--suite review`)", "",
            "- Command: `\(commandLine)`",
            "- \(machine.summary)", "",
            "| size | records | `kado review` | `--json` | the year before | `kado today` | review ÷ today |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for timing in timings {
            lines.append(
                "| \(timing.size) | \(timing.records) | \(ms(timing.review.best)) | \(ms(timing.reviewJSON.best)) | "
                    + "\(ms(timing.reviewLastYear.best)) | \(ms(timing.today.best)) | "
                    + String(format: "%.2f", timing.review.best / max(timing.today.best, 1)) + " |")
        }
        if let large = timings.first, let small = timings.last, timings.count == 2 {
            lines += [
                "",
                "Review of \(large.size) ÷ review of \(small.size): "
                    + String(format: "%.1f", large.review.best / max(small.review.best, 1))
                    + "; review of \(large.size) ÷ `kado today` on \(large.size): "
                    + String(format: "%.2f", large.review.best / max(large.today.best, 1)) + ".",
            ]
        }
        return lines.joined(separator: "\n")
    }
}
