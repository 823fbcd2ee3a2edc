import Foundation

/// Prints the TLS suite as a plain table or as a Markdown section.
struct TLSReport {
    let run: TLSRun
    let machine: Machine
    let commandLine: String

    private static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        return values.sorted()[values.count / 2]
    }

    private var table: (headers: [String], rows: [[String]]) {
        let headers = ["", "HTTP", "HTTPS", "HTTPS ÷ HTTP"]
        let plainRate = Self.median(run.plain.todayRates)
        let tlsRate = Self.median(run.tls.todayRates)
        let plainToday = Self.median(run.plain.todayMedians)
        let tlsToday = Self.median(run.tls.todayMedians)
        let plainFresh = Self.median(run.plain.newConnection)
        let tlsFresh = Self.median(run.tls.newConnection)
        let ratios = run.ratios
        return (
            headers,
            [
                [
                    "Today, kept-alive: req/s (median round)", fixed(plainRate, 1), fixed(tlsRate, 1),
                    "time per request ×\(fixed(Self.median(ratios))) (rounds: "
                        + ratios.map { fixed($0) }.joined(separator: ", ") + ")",
                ],
                [
                    "Today, kept-alive: median latency", format(nanoseconds: plainToday),
                    format(nanoseconds: tlsToday), "×" + fixed(tlsToday / max(plainToday, 1)),
                ],
                [
                    "new connection + GET \(TLSSuite.staticPath): median", format(nanoseconds: plainFresh),
                    format(nanoseconds: tlsFresh), "×" + fixed(tlsFresh / max(plainFresh, 1)),
                ],
            ]
        )
    }

    private var goalLine: String {
        let ratio = Self.median(run.ratios)
        return "Goal: Today over HTTPS on a kept-alive connection takes at most ×\(fixed(TLSRun.goal)) the time of "
            + "plain HTTP (req/s HTTP ÷ HTTPS): ×\(fixed(ratio)), "
            + (ratio <= TLSRun.goal ? "met." : "NOT met.")
    }

    private var setting: String {
        "Store \(run.size) (\(run.habits) habits, \(grouped(run.records)) records), Today \(kibibytes(run.todayBytes)); "
            + "\(run.rounds) round(s) of \(run.seconds) s of Today and \(TLSSuite.newConnections) new connections "
            + "per transport, HTTP and HTTPS alternating; one client thread; \(machine.processors) cores, "
            + "\(machine.cpuModel)."
    }

    var plainText: String {
        (["TLS: built-in HTTPS against plain HTTP", setting] + plainTable(table.headers, table.rows) + [goalLine])
            .joined(separator: "\n")
    }

    var markdown: String {
        (["### TLS: built-in HTTPS against plain HTTP", "", "`\(commandLine)`", "", setting, ""]
            + markdownTable(table.headers, table.rows) + ["", goalLine]).joined(separator: "\n")
    }
}
