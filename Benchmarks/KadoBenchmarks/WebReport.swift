import Foundation

/// Prints the web suite as a plain table or as a Markdown section.
struct WebReport {
    let run: WebRun
    let machine: Machine
    let seed: UInt64
    let commandLine: String

    private var floor: WebPageResult? { run.pages.first { $0.plan.path == WebSuite.floorPath } }
    private var today: WebPageResult? { run.pages.first { $0.plan.path == "/" } }

    private var table: (headers: [String], rows: [[String]]) {
        let headers = [
            "page", "body", "connections", "requests", "req/s", "p50", "p90", "p99", "max", "req/s ÷ floor",
            "p99 ÷ floor", "CPU per request", "handle() in-process", "handle() CPU",
        ]
        var rows: [[String]] = []
        for (connectionIndex, connections) in WebSuite.connectionCounts.enumerated() {
            let floorRun = floor?.chosen(connectionIndex)?.load
            for page in run.pages {
                guard page.isMeasured, let measurement = page.chosen(connectionIndex) else {
                    if connectionIndex == 0 {
                        rows.append(
                            [page.plan.name, "status \(page.status)", "—", "not measured"]
                                + Array(repeating: "—", count: headers.count - 4))
                    }
                    continue
                }
                let load = measurement.load
                let isFloor = page.plan.path == WebSuite.floorPath
                rows.append([
                    page.plan.name, kibibytes(page.body.count), "\(connections)", grouped(load.requests),
                    fixed(load.requestsPerSecond, load.requestsPerSecond >= 100 ? 0 : 2),
                    format(nanoseconds: load.percentile(0.5)), format(nanoseconds: load.percentile(0.9)),
                    format(nanoseconds: load.percentile(0.99)), format(nanoseconds: load.longest),
                    isFloor ? "1" : floorRun.map { ratio(load.requestsPerSecond, $0.requestsPerSecond) } ?? "—",
                    isFloor ? "1" : floorRun.map { times(load.percentile(0.99), $0.percentile(0.99)) } ?? "—",
                    format(nanoseconds: measurement.processCPU.nanoseconds / Double(max(1, load.requests))),
                    page.inProcess.count > 0 ? format(nanoseconds: page.inProcess.median) : "—",
                    page.inProcess.count > 0 ? format(nanoseconds: page.inProcess.cpuMedian) : "—",
                ])
            }
        }
        return (headers, rows)
    }

    private var verdicts: [String] {
        guard let floor, let today, today.isMeasured else {
            return ["Today was not measured: its in-process answer was status \(today?.status ?? 0)"]
        }
        var lines: [String] = []
        for (connectionIndex, connections) in WebSuite.connectionCounts.enumerated() {
            guard let page = today.chosen(connectionIndex)?.load, let base = floor.chosen(connectionIndex)?.load
            else { continue }
            lines.append(
                "Today on \(run.size.name), \(connections) connection\(connections == 1 ? "" : "s"): "
                    + "\(fixed(page.requestsPerSecond, 2)) req/s, p99 \(format(nanoseconds: page.percentile(0.99))); "
                    + "the floor on the same server \(fixed(base.requestsPerSecond, 0)) req/s, p99 "
                    + "\(format(nanoseconds: base.percentile(0.99))); Today ÷ floor: req/s "
                    + "\(ratio(page.requestsPerSecond, base.requestsPerSecond)), p99 "
                    + times(page.percentile(0.99), base.percentile(0.99)))
        }
        if let single = today.chosen(0) {
            // CPU time: on a busy machine wall time also counts waiting for a processor.
            let handle = today.inProcess.cpuMedian
            let view = run.todayView.cpuMedian
            let p50 = single.load.percentile(0.5)
            let perRequest = single.processCPU.nanoseconds / Double(max(1, single.load.requests))
            lines.append(
                "Where a Today goes (CPU medians): `WebApp.handle(GET /)` in-process \(format(nanoseconds: handle)), "
                    + "of which `Tracker.todayView()` \(format(nanoseconds: view)) (\(percent(view, handle))) and "
                    + "rendering the page and the rest \(format(nanoseconds: max(0, handle - view))) "
                    + "(\(percent(max(0, handle - view), handle))); over HTTP with 1 connection the whole process "
                    + "(server and client) spends \(format(nanoseconds: perRequest)) per request, so serving and "
                    + "reading \(kibibytes(today.body.count)) through the sockets adds "
                    + "\(format(nanoseconds: max(0, perRequest - handle)))")
            lines.append(
                "Today per request on \(run.size.name) (p50, 1 connection): \(format(nanoseconds: p50)) — "
                    + (p50 > 100e6 ? "over" : "within") + " 100 ms")
        }
        lines.append(
            "Today's page: \(grouped(today.body.count)) bytes (\(kibibytes(today.body.count))) for "
                + "\(grouped(run.todayRows)) habit rows (\(grouped(run.scheduled)) scheduled, "
                + "\(grouped(run.activeHabits - run.scheduled)) not scheduled today), "
                + "\(grouped(today.body.count / max(1, run.todayRows))) bytes per row; its `<svg>` elements (icons, "
                + "rings, the icon sprite) \(grouped(run.todaySVGBytes)) bytes "
                + "(\(fixed(100 * Double(run.todaySVGBytes) / Double(max(1, today.body.count)), 1)) %); "
                + "÷ 2 MiB (2,097,152 bytes): \(fixed(Double(today.body.count) / 2_097_152, 3)) (issue 11's goal ≤ 0.25), "
                + "÷ issue 11's reference of 2,141,171 bytes: \(fixed(Double(today.body.count) / 2_141_171, 3)); "
                + (run.todayGzipBytes.map {
                    "gzip (as served): \(grouped($0)) bytes (\(kibibytes($0))), "
                        + "\(fixed(Double($0) / Double(max(1, today.body.count)), 3)) of the page, "
                        + "\(fixed(Double($0) / 2_097_152, 3)) of 2 MiB"
                } ?? "not compressed"))
        return lines
    }

    private var checks: [String] {
        run.pages.map { page in
            guard page.isMeasured else {
                return "\(page.plan.name) (`\(page.plan.path)`): not measured, `WebApp.handle` answered status "
                    + "\(page.status) in-process"
            }
            let answered = page.measurements.flatMap { $0 }.reduce(0) { $0 + $1.load.requests }
            let failed = page.measurements.flatMap { $0 }.reduce(0) { $0 + $1.load.failures }
            if failed > 0 || !page.problems.isEmpty {
                return "WRONG on \(page.plan.name): " + page.problems.prefix(3).joined(separator: "; ")
            }
            return "\(page.plan.name) (`\(page.plan.path)`): all \(grouped(answered)) timed answers were 200, "
                + "complete (Content-Length read whole, connection kept alive) and "
                + (page.isDeterministic
                    ? "byte for byte the in-process answer (\(grouped(page.body.count)) bytes)"
                    : "of any content (the page varies between requests in-process)")
        }
    }

    private var notes: [String] {
        let seconds = run.pages.filter(\.isMeasured).map { "\($0.plan.name) \($0.plan.seconds) s" }
        return [
            "Server: `HTTPServer(address: \"127.0.0.1\", port: 0)` (one event-loop thread owning the sockets, 4 handler threads; "
                + "`WebApp` handles one request at a time, the floor's handler needs no lock) in the benchmark's process, its "
                + "handler answering `\(WebSuite.floorPath)` with a fixed \(WebSuite.floorBytes)-byte text/html page "
                + "(Content-Type, Cache-Control and the security headers `WebApp` adds, read from one of its answers) "
                + "and everything else with `WebApp.handle` over a `Tracker` on \(run.size.name), the clock at "
                + "\(run.today) 12:00 UTC, English, bound to 127.0.0.1 (no access token)",
            "Client: `LoadGenerator`, closed loop over POSIX sockets in the same process, one thread per keep-alive "
                + "connection sending the next GET as soon as the previous answer is read whole; latency from the "
                + "first byte sent to the last byte read; requests carry a CSRF cookie as a browser would after its "
                + "first visit (no `Set-Cookie` on the answers). Client and server share the \(machine.processors) "
                + "processors: CPU per request is the whole process's (both sides) divided by the requests",
            "Each row: a warm-up (the floor 1 s; a page 1 request per connection), then a timed run ("
                + seconds.joined(separator: ", ") + "), connections "
                + WebSuite.connectionCounts.map(String.init).joined(separator: " then ")
                + (run.rounds > 1 ? "; \(run.rounds) rounds, the median round by req/s shown" : "; one round")
                + "; p50/p90/p99 by nearest rank over every timed request (fewer than 100 requests: p99 is the max)",
            "Before the HTTP runs: the first `todayView()` took \(format(seconds: run.firstToday)) ("
                + (run.reusedStore ? "an earlier suite's store" : "loaded here, checkpoints saved by it")
                + "); `todayView()` warm best \(format(nanoseconds: run.todayView.best)), median "
                + "\(format(nanoseconds: run.todayView.median)) (CPU \(format(nanoseconds: run.todayView.cpuMedian))) "
                + "of \(run.todayView.count); `WebApp.handle` in-process, median wall (CPU) of N: "
                + run.pages.filter { $0.inProcess.count > 0 }.map {
                    "\($0.plan.name) \(format(nanoseconds: $0.inProcess.median)) "
                        + "(\(format(nanoseconds: $0.inProcess.cpuMedian))) of \($0.inProcess.count)"
                }.joined(separator: ", ")
                + (run.detailHabit.map { "; the detail page is \"\($0)\"'s" } ?? ""),
            "\(run.size.name) = \(run.size.habits) habits × \(run.size.years) years, \(grouped(run.records)) records, "
                + "\(grouped(run.activeHabits)) active habits. Load average \(fixed(run.loadAverage.before)) before "
                + "the suite, \(fixed(run.loadAverage.after)) after, on \(machine.processors) processors",
        ]
    }

    /// Plain tables for a terminal.
    var plainText: String {
        var lines = [
            "Kadō web benchmarks — seed 0x\(String(seed, radix: 16)), today \(run.today)", machine.summary, "",
            "Pages of the web app over HTTP on \(run.size.name), against a static 1 KB page on the same server:",
        ]
        lines += plainTable(table.headers, table.rows)
        lines += [""] + verdicts + [""] + checks + [""] + notes
        return lines.joined(separator: "\n")
    }

    /// The same as a Markdown section, for a results file.
    var markdown: String {
        var lines = [
            "## The web app (issue 6)", "",
            "`\(commandLine)` — seed `0x\(String(seed, radix: 16))`, today \(run.today).", "",
            "Machine: \(machine.summary).", "",
            "Pages of the web app over HTTP on \(run.size.name), against a static 1 KB page on the same server "
                + "in the same run (the floor):",
            "",
        ]
        lines += markdownTable(table.headers, table.rows)
        lines += [""] + verdicts.map { "- " + $0 } + [""] + checks.map { "- " + $0 } + [""]
        lines += notes.map { "- " + $0 }
        return lines.joined(separator: "\n")
    }

    /// `0.0012` (a ratio of rates; more decimals when small).
    private func ratio(_ value: Double, _ base: Double) -> String {
        let quotient = value / max(1e-12, base)
        if quotient >= 0.1 { return fixed(quotient, 2) }
        return String(format: "%.2g", quotient)
    }

    /// `×1234` (how many times the floor's latency).
    private func times(_ value: Double, _ base: Double) -> String {
        let quotient = value / max(1, base)
        return "×" + (quotient >= 10 ? grouped(Int(quotient.rounded())) : fixed(quotient, 1))
    }

    private func percent(_ part: Double, _ whole: Double) -> String {
        "\(Int((100 * part / max(1, whole)).rounded())) %"
    }
}
