import Foundation

/// Prints the web-concurrency suite as plain tables or as a Markdown section.
struct ConcurrencyReport {
    let run: ConcurrencyRun
    let machine: Machine
    let seed: UInt64
    let commandLine: String

    private var cores: Int { max(1, machine.processors) }

    /// The p99 of the Today runs of `clients` clients, by round.
    private func todayRounds(_ clients: Int) -> [LoadGenerator.Result] {
        guard let index = ConcurrencySuite.todayClients.firstIndex(of: clients) else { return [] }
        return run.todayRuns[index]
    }

    /// What `clients` clients would ideally see on this machine against 1: as long as there are
    /// cores to spare, the same latency; beyond, the requests share the cores.
    private func idealFactor(_ clients: Int) -> Double {
        max(1, Double(clients) / Double(cores))
    }

    private var todayTable: (headers: [String], rows: [[String]]) {
        let headers = [
            "clients", "requests (median round)", "req/s best / median", "p50 best / median", "p99 best / median",
            "max (median round)", "req/s ÷ 1 client", "p99 ÷ 1 client", "p99 ÷ 1 client ÷ max(1, clients ÷ cores)",
            "CPU busy (median)", "CPU per request (median)",
        ]
        var rows: [[String]] = []
        let ones = todayRounds(1)
        for clients in ConcurrencySuite.todayClients {
            let results = todayRounds(clients)
            guard !results.isEmpty, let index = ConcurrencySuite.todayClients.firstIndex(of: clients) else { continue }
            let cpu = run.todayCPU[index]
            let busy = zip(cpu, results).map { $0.nanoseconds / max(1, $1.elapsed.nanoseconds * Double(cores)) }
            let perRequest = zip(cpu, results).map { $0.nanoseconds / Double(max(1, $1.requests)) }
            let medianRound = results.sorted { $0.percentile(0.99) < $1.percentile(0.99) }[(results.count - 1) / 2]
            // Ratios within each round (the same load on the machine), then best and median of them.
            let rate = Self.roundRatios(results.map(\.requestsPerSecond), ones.map(\.requestsPerSecond))
            let p99 = Self.roundRatios(results.map { $0.percentile(0.99) }, ones.map { $0.percentile(0.99) })
            rows.append([
                "\(clients)", grouped(medianRound.requests),
                "\(fixed(Self.best(results.map(\.requestsPerSecond), highest: true), 1)) / "
                    + fixed(Self.median(results.map(\.requestsPerSecond)), 1),
                "\(format(nanoseconds: Self.best(results.map { $0.percentile(0.5) }))) / "
                    + format(nanoseconds: Self.median(results.map { $0.percentile(0.5) })),
                "\(format(nanoseconds: Self.best(results.map { $0.percentile(0.99) }))) / "
                    + format(nanoseconds: Self.median(results.map { $0.percentile(0.99) })),
                format(nanoseconds: medianRound.longest),
                Self.bestMedian(rate, highest: true), Self.bestMedian(p99),
                Self.bestMedian(p99.map { $0 / idealFactor(clients) }),
                "\(Int((100 * Self.median(busy)).rounded())) %", format(nanoseconds: Self.median(perRequest)),
            ])
        }
        return (headers, rows)
    }

    private var checkInTable: (headers: [String], rows: [[String]]) {
        let headers = [
            "clients", "round", "check-ins alone", "alone p50", "alone p99", "during", "during p50", "during p99",
            "during max", "p99 during ÷ alone", "upload (dry run)", "started in it: n, p99, max",
            "confirmation (import)", "started in it: n, p99, max",
            "CPU busy alone / during", "CPU per check-in alone", "checks",
        ]
        var rows: [[String]] = []
        for (index, clients) in ConcurrencySuite.checkInClients.enumerated() {
            for (number, round) in run.checkIns[index].enumerated() {
                rows.append([
                    "\(clients)", "\(number + 1)",
                    "\(grouped(round.alone.requests)) (\(fixed(round.alone.requestsPerSecond, 1))/s)",
                    format(nanoseconds: round.alone.percentile(0.5)), format(nanoseconds: round.alone.percentile(0.99)),
                    "\(grouped(round.during.requests)) (\(fixed(round.during.requestsPerSecond, 1))/s)",
                    format(nanoseconds: round.during.percentile(0.5)),
                    format(nanoseconds: round.during.percentile(0.99)), format(nanoseconds: round.during.longest),
                    fixed(round.during.percentile(0.99) / max(1, round.alone.percentile(0.99)), 2),
                    round.upload.map { format(seconds: $0.elapsed) } ?? "failed", Self.spread(round.duringUpload),
                    round.confirmation.map { format(seconds: $0.elapsed) } ?? "failed",
                    Self.spread(round.duringConfirmation),
                    "\(busy(round.aloneCPU, round.alone.elapsed)) / \(busy(round.duringCPU, round.during.elapsed))",
                    format(nanoseconds: round.aloneCPU.nanoseconds / Double(max(1, round.alone.requests))),
                    round.problems.isEmpty ? "ok" : "WRONG",
                ])
            }
        }
        return (headers, rows)
    }

    private var verdicts: [String] {
        var lines: [String] = []
        let ones = todayRounds(1).map { $0.percentile(0.99) }
        for clients in [4, 8] {
            let ratios = Self.roundRatios(todayRounds(clients).map { $0.percentile(0.99) }, ones)
            guard !ratios.isEmpty else { continue }
            let median = Self.median(ratios)
            let ideal = idealFactor(clients)
            lines.append(
                "Today's p99 with \(clients) clients ÷ with 1, in the same round: "
                    + ratios.map { fixed($0, 2) }.joined(separator: ", ") + " — best \(fixed(Self.best(ratios), 2)), "
                    + "median \(fixed(median, 2))"
                    + (clients == 8 ? " (goal ≤ 2: " + (median <= 2 ? "met" : "MISSED") + ")" : "")
                    + "; on \(cores) cores the floor is \(fixed(ideal, 1)) (\(clients) requests at once share "
                    + "\(cores) cores), so ÷ that floor: \(fixed(median / ideal, 2))")
        }
        let rates = Self.roundRatios(
            todayRounds(8).map(\.requestsPerSecond), todayRounds(1).map(\.requestsPerSecond))
        if !rates.isEmpty {
            lines.append(
                "Today's throughput with 8 clients ÷ with 1: median \(fixed(Self.median(rates), 2)) "
                    + "(at most \(fixed(Double(min(8, cores)), 0)) on \(cores) cores, less the clients' own CPU)")
        }
        for (index, clients) in ConcurrencySuite.checkInClients.enumerated() {
            let rounds = run.checkIns[index]
            let ratios = rounds.map { $0.during.percentile(0.99) / max(1, $0.alone.percentile(0.99)) }
            guard !ratios.isEmpty else { continue }
            let imports = rounds.compactMap(\.importDuration).map(\.nanoseconds)
            lines.append(
                "A check-in's p99 during the import ÷ alone, \(clients) client(s): "
                    + ratios.map { fixed($0, 2) }.joined(separator: ", ")
                    + " — best \(fixed(Self.best(ratios), 2)), median \(fixed(Self.median(ratios), 2)); "
                    + "p99 during, median \(format(nanoseconds: Self.median(rounds.map { $0.during.percentile(0.99) })))"
                    + ", the import itself (upload + confirmation) median "
                    + (imports.isEmpty ? "not measured" : format(nanoseconds: Self.median(imports))))
        }
        return lines
    }

    private var checks: [String] {
        var lines: [String] = []
        for (index, clients) in ConcurrencySuite.todayClients.enumerated() {
            let results = run.todayRuns[index]
            let problems = results.flatMap(\.problems)
            if problems.isEmpty {
                lines.append(
                    "Today, \(clients) client(s): all \(grouped(results.reduce(0) { $0 + $1.requests })) timed answers "
                        + "were 200, complete, on a kept-alive connection and byte for byte the in-process page "
                        + "(\(grouped(run.todayBytes)) bytes)")
            } else {
                lines.append("WRONG on Today, \(clients) client(s): " + problems.prefix(3).joined(separator: "; "))
            }
        }
        for (index, clients) in ConcurrencySuite.checkInClients.enumerated() {
            for (number, round) in run.checkIns[index].enumerated() {
                let name = "Check-ins, \(clients) client(s), round \(number + 1)"
                if !round.problems.isEmpty {
                    lines.append("WRONG on \(name): " + round.problems.prefix(4).joined(separator: "; "))
                    continue
                }
                let statuses = [round.warmUp, round.alone, round.during].reduce(into: [Int: Int]()) {
                    $0.merge($1.statuses, uniquingKeysWith: +)
                }
                let after = round.check?.after
                lines.append(
                    "\(name): all \(grouped(round.answered)) check-ins answered ("
                        + statuses.sorted { $0.key < $1.key }.map { "\(grouped($0.value)) × \($0.key)" }
                        .joined(separator: ", ")
                        + "), none failed; the counter's one record of today holds "
                        + "\(fixed(after?.checkedAmount ?? 0, 0)) (each recorded exactly once); the import is whole "
                        + "(\(grouped(after?.habits ?? 0)) habits, \(grouped(after?.completions ?? 0)) other records, "
                        + "\(grouped(after?.skips ?? 0)) skips = the copy's before + the backup's)")
            }
        }
        return lines
    }

    private var notes: [String] {
        let loads = run.loadAverages.map { fixed($0) }.joined(separator: ", ")
        return [
            "Server: as `kado serve` builds it — `WebApp(openTracker:configuration:)` with its default sync schedule "
                + "(no sync is set up) and a session (tracker + SQLite connection) per handler thread, "
                + "`HTTPServer(address: \"127.0.0.1\", port: 0, limits: HTTPLimits())` with "
                + "\(run.threads) handler threads and the default limits; in the benchmark's process, the clock at "
                + "\(run.today) 12:00 UTC, English, no access token (127.0.0.1)",
            "Store: \(run.size.description), \(grouped(run.records)) "
                + "records (`HabitMatrix`, loaded through the store). Today's page is \(grouped(run.todayBytes)) bytes",
            "Clients: `LoadGenerator`, closed loop, one thread and one keep-alive connection per client in the same "
                + "process (client and server share the \(cores) cores); latency from the first byte sent to the "
                + "last byte read; p50/p99 by nearest rank. CPU busy: the process's CPU time (server, clients, "
                + "import) over the run's wall time × \(cores) cores; 100 % is the whole machine",
            "Today: per round, for 1, 2, 4, 8 clients: a warm-up of 2 requests per client, then "
                + "\(ConcurrencySuite.todaySeconds) s timed; \(run.rounds) round(s); ratios are taken within a round "
                + "(against that round's 1 client), then their best and median shown",
            "Check-ins: the Today form's `POST /habits/ID/checkin` (`action=plus` on a new counter habit, CSRF "
                + "cookie and field, `Origin`), answered 303. Each (round, clients) on a fresh copy of the store "
                + "(`VACUUM INTO`): 1 check-in per client to warm up, then alone for \(ConcurrencySuite.aloneSeconds) "
                + "s or \(ConcurrencySuite.aloneRequestsPerClient) per client, then during the import until its "
                + "confirmation is answered",
            "The import: the browser's two steps on a connection of their own — `POST /settings/import` (multipart, "
                + "\(grouped(run.backup.bytes)) bytes of Kadō JSON: \(run.backup.habits) habits × "
                + "\(run.backup.years) years, \(grouped(run.backup.completions)) records, \(grouped(run.backup.skips)) "
                + "skips, new identifiers), answered with its summary, then `POST /settings/import/confirm`, "
                + "which imports (303); the check-ins run through both",
            "Load average (1 min): \(loads) — before the suite, after each Today round, after each check-in round; "
                + "the suite's own clients and server keep the 2 cores busy, so a load near 2 is its own",
        ]
    }

    /// Plain tables for a terminal.
    var plainText: String {
        var lines = [
            "Kadō web app under concurrency — seed 0x\(String(seed, radix: 16)), today \(run.today)", machine.summary,
            "", "Today (`GET /`) on \(run.size.name) from concurrent clients:",
        ]
        lines += plainTable(todayTable.headers, todayTable.rows)
        lines += ["", "A check-in alone and during a \(mebibytes(run.backup.bytes)) import:"]
        lines += plainTable(checkInTable.headers, checkInTable.rows)
        lines += [""] + verdicts + [""] + checks + [""] + notes
        return lines.joined(separator: "\n")
    }

    /// The same as a Markdown section, for a results file.
    var markdown: String {
        var lines = [
            "## The web app under concurrency (issue 17)", "",
            "`\(commandLine)` — seed `0x\(String(seed, radix: 16))`, today \(run.today).", "",
            "Machine: \(machine.summary).", "",
            "Today (`GET /`) on \(run.size.name) from concurrent clients, \(run.rounds) rounds:", "",
        ]
        lines += markdownTable(todayTable.headers, todayTable.rows)
        lines += ["", "A check-in alone and during a \(mebibytes(run.backup.bytes)) import, each round:", ""]
        lines += markdownTable(checkInTable.headers, checkInTable.rows)
        lines += [""] + verdicts.map { "- " + $0 } + [""] + checks.map { "- " + $0 } + [""]
        lines += notes.map { "- " + $0 }
        return lines.joined(separator: "\n")
    }

    /// `57 %`: how much of the machine's cores `cpu` kept busy over `elapsed`.
    private func busy(_ cpu: Duration, _ elapsed: Duration) -> String {
        "\(Int((100 * cpu.nanoseconds / max(1, elapsed.nanoseconds * Double(cores))).rounded())) %"
    }

    /// `123, 45.6 ms, 1.234 s`: how many, the p99 (nearest rank) and the longest of sorted `latencies`.
    static func spread(_ latencies: [Double]) -> String {
        guard let longest = latencies.last else { return "0" }
        let rank = Int((0.99 * Double(latencies.count)).rounded(.up))
        let p99 = latencies[min(latencies.count - 1, max(0, rank - 1))]
        return "\(grouped(latencies.count)), \(format(nanoseconds: p99)), \(format(nanoseconds: longest))"
    }

    /// `values[i] ÷ bases[i]` for each round both have.
    static func roundRatios(_ values: [Double], _ bases: [Double]) -> [Double] {
        zip(values, bases).map { $0 / max(1e-9, $1) }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The lowest value (the highest when `highest`).
    static func best(_ values: [Double], highest: Bool = false) -> Double {
        (highest ? values.max() : values.min()) ?? 0
    }

    /// `1.23 / 1.45`: the best and the median of `ratios`.
    static func bestMedian(_ ratios: [Double], highest: Bool = false) -> String {
        guard !ratios.isEmpty else { return "–" }
        return "\(fixed(best(ratios, highest: highest), 2)) / \(fixed(median(ratios), 2))"
    }
}
