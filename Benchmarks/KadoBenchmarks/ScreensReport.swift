import Foundation

/// The screens suite's results as a Markdown section (issue 35, item 3).
struct ScreensReport {
    let run: ScreensRun
    let machine: Machine
    let commandLine: String

    var markdown: String {
        var lines: [String] = []
        lines.append("`\(commandLine)` — today \(run.today), release build.")
        lines.append("")
        lines.append("Machine: \(machine.summary).")
        lines.append("")
        lines.append(
            "| size | habits × years | records | rows | checkpoints | `kado today` warm (best / median) | cold (median) | "
                + "cold ÷ warm | `kado overview` warm | Today handle() warm | handle() cold | Today HTTP p50 | "
                + "Today (page cache) p50 | Today after a check-in p50 | Overview HTTP p50 | Overview bytes | Today bytes | "
                + "floor p50 |")
        lines.append(
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
        )
        for result in run.results {
            let size = result.size
            lines.append(
                "| \(size.name) | \(size.habits) × \(size.years) | \(grouped(result.records)) | \(result.rows) | "
                    + "\(grouped(result.checkpoints)) | \(format(nanoseconds: result.cliToday.best)) / "
                    + "\(format(nanoseconds: result.cliToday.median)) | \(format(nanoseconds: result.cliCold.median)) | "
                    + "\(fixed(result.cliCold.median / max(1, result.cliToday.median))) | "
                    + "\(format(nanoseconds: result.cliOverview.median)) | "
                    + "\(format(nanoseconds: result.handleToday.median)) | "
                    + "\(format(nanoseconds: result.handleTodayCold.median)) | "
                    + "\(both(result, "Today")) | \(both(result, "Today (page cache)")) | "
                    + "\(format(nanoseconds: result.afterCheckInP50)) / \(format(nanoseconds: result.afterCheckInGzipP50)) | "
                    + "\(both(result, "Overview")) | \(grouped(result.overviewBytes)) | "
                    + "\(grouped(result.todayBytes)) / \(grouped(result.todayGzipBytes)) "
                    + "(\(grouped(result.todayGzipBytesAfterCheckIns)) after the check-ins) | "
                    + "\(format(nanoseconds: result.p50("floor"))) |")
        }
        lines.append("")
        lines.append(
            "Web columns: uncompressed / as a browser asks (`Accept-Encoding: gzip`); the floor is never compressed "
                + "(1 KB).")
        lines.append("")
        if let small = run.results.first, let large = run.results.last, run.results.count == 2 {
            func ratio(_ a: Double, _ b: Double) -> String { fixed(a / max(1, b)) }
            let (s, l) = (small.size.name, large.size.name)
            lines.append("- `kado --help` (floor) median \(format(nanoseconds: run.help.median)) of \(run.help.count)")
            lines.append(
                "- `kado today` warm, \(l) ÷ \(s) (medians): \(ratio(large.cliToday.median, small.cliToday.median))"
                    + " (goal ≤ 2); cold: \(ratio(large.cliCold.median, small.cliCold.median)); "
                    + "\(l) cold ÷ \(l) warm: \(ratio(large.cliCold.median, large.cliToday.median)) (goal ≤ 3); "
                    + "the run after each cold one: \(format(nanoseconds: large.cliAfterCold.median))")
            let gzip = ScreensSuite.gzipSuffix
            lines.append(
                "- web Today rendered (HTTP p50), \(l) ÷ \(s): \(ratio(large.p50("Today"), small.p50("Today")))"
                    + " uncompressed, \(ratio(large.p50("Today" + gzip), small.p50("Today" + gzip))) gzip"
                    + " (goal ≤ 2); in-process handle() cold ÷ warm on \(l): "
                    + "\(ratio(large.handleTodayCold.median, large.handleToday.median)) (goal ≤ 3)")
            for result in [small, large] {
                lines.append(
                    "- \(result.size.name), in-process (no HTTP): Today handle() warm "
                        + "\(format(nanoseconds: result.handleToday.median)), after a check-in "
                        + "\(format(nanoseconds: result.handleAfterCheckIn.median)) (CPU "
                        + "\(format(nanoseconds: result.handleAfterCheckIn.cpuMedian)))")
            }
            for result in [small, large] {
                let floor = result.p50("floor")
                for (encoding, suffix) in [("uncompressed", ""), ("gzip", gzip)] {
                    let afterCheckIn = suffix.isEmpty ? result.afterCheckInP50 : result.afterCheckInGzipP50
                    lines.append(
                        "- \(result.size.name), \(encoding), each ÷ the static 1 KB page of the same server (p50): "
                            + "Today rendered \(ratio(result.p50("Today" + suffix), floor)), Today from the page cache "
                            + "\(ratio(result.p50("Today (page cache)" + suffix), floor)), Today after a check-in "
                            + "\(ratio(afterCheckIn, floor)), Overview "
                            + "\(ratio(result.p50("Overview" + suffix), floor)) (goal ≤ 20)")
                }
            }
            for result in [small, large] {
                lines.append(
                    "- \(result.size.name), Today's first screen \(grouped(result.todayBytes)) bytes; its next rows "
                        + "(`/?from=60&part=rows`, rendered, as the script fetches them) "
                        + "\(grouped(result.nextRowsBytes)) bytes, HTTP p50 \(both(result, "Today next rows")), "
                        + "÷ the static page \(ratio(result.p50("Today next rows"), result.p50("floor"))) / "
                        + "\(ratio(result.p50("Today next rows" + gzip), result.p50("floor")))")
            }
            lines.append(
                "- Overview on \(l): \(grouped(large.overviewBytes)) bytes of HTML (goal < 200,000), "
                    + "status \(large.overviewStatus)")
        }
        lines.append(
            "- Load average \(fixed(run.loadAverage.before)) before the suite, \(fixed(run.loadAverage.after)) after")
        return lines.joined(separator: "\n")
    }

    /// A page's HTTP p50, uncompressed / gzip.
    private func both(_ result: ScreensResult, _ name: String) -> String {
        "\(format(nanoseconds: result.p50(name))) / \(format(nanoseconds: result.p50(name + ScreensSuite.gzipSuffix)))"
    }

    private func grouped(_ value: Int) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.groupingSeparator = ","
        formatter.usesGroupingSeparator = true
        return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}
