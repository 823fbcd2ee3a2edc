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
        var rows: [[String]] = []
        for form in TLSRun.Form.allCases {
            let plain = run.plain.today[form] ?? TLSRun.Today()
            let tls = run.tls.today[form] ?? TLSRun.Today()
            let ratios = run.ratios(form)
            let plainMedian = Self.median(plain.medians)
            let tlsMedian = Self.median(tls.medians)
            rows.append([
                "\(form.label), \(kibibytes(run.todayBytes[form] ?? 0)), kept-alive: req/s (median round)",
                fixed(Self.median(plain.rates), 1), fixed(Self.median(tls.rates), 1),
                "time per request ×\(fixed(Self.median(ratios))) (rounds: "
                    + ratios.map { fixed($0) }.joined(separator: ", ") + ")",
            ])
            let cpuRatios = run.cpuRatios(form)
            rows.append([
                "\(form.label), kept-alive: CPU per request, client and server (median round)",
                format(nanoseconds: Self.median(plain.cpuPerRequest)),
                format(nanoseconds: Self.median(tls.cpuPerRequest)),
                "×\(fixed(Self.median(cpuRatios))) (rounds: " + cpuRatios.map { fixed($0) }.joined(separator: ", ")
                    + ")",
            ])
            rows.append([
                "\(form.label), kept-alive: median latency", format(nanoseconds: plainMedian),
                format(nanoseconds: tlsMedian), "×" + fixed(tlsMedian / max(plainMedian, 1)),
            ])
        }
        let plainFresh = Self.median(run.plain.newConnection)
        let tlsFresh = Self.median(run.tls.newConnection)
        rows.append([
            "new connection + GET \(TLSSuite.staticPath): median", format(nanoseconds: plainFresh),
            format(nanoseconds: tlsFresh), "×" + fixed(tlsFresh / max(plainFresh, 1)),
        ])
        return (headers, rows)
    }

    private var goalLine: String {
        TLSRun.Form.allCases.map { form in
            let ratio = Self.median(run.ratios(form))
            let cpu = Self.median(run.cpuRatios(form))
            return "Goal: \(form.label) over HTTPS on a kept-alive connection takes at most ×\(fixed(TLSRun.goal)) "
                + "the time of plain HTTP: req/s HTTP ÷ HTTPS ×\(fixed(ratio)), "
                + (ratio <= TLSRun.goal ? "met" : "NOT met") + "; CPU per request ×\(fixed(cpu)), "
                + (cpu <= TLSRun.goal ? "met." : "NOT met.")
        }.joined(separator: "\n")
    }

    private var setting: String {
        "Store \(run.size) (\(run.habits) habits, \(grouped(run.records)) records); "
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
