import Foundation
import KadoApp
import KadoBackup
import KadoCore
import KadoTestSupport
import KadoWeb

/// The issue-17 benchmarks: the web app as `kado serve` runs it — `WebApp(openTracker:…)` with a
/// session (a tracker and its SQLite connection) per handler thread, behind `HTTPServer` with the
/// default limits — under concurrent clients, each on its own keep-alive connection
/// (``LoadGenerator``):
///
/// 1. Today (`GET /`) from 1, 2, 4 and 8 clients on the store (`--concurrency-size`, M by
///    default): p50, p99 and requests per second of each, against 1 client in the same round.
/// 2. A check-in (the Today form's `POST /habits/ID/checkin`, `action=plus` on a counter, with the
///    CSRF cookie and field a browser sends) from 1 and from 8 clients, first alone, then while a
///    20 MB Kadō JSON backup is imported through the browser's two steps (the upload and its
///    summary, then the confirmation, which imports). Each of these runs on a fresh copy of the
///    store, so that every import is the same one; afterwards the copy is read to check that
///    every check-in answered was recorded exactly once and that the import is whole.
struct ConcurrencySuite {
    let workspace: Workspace

    /// The client counts of the Today runs.
    static let todayClients = [1, 2, 4, 8]
    /// The client counts of the check-in runs.
    static let checkInClients = [1, 8]
    /// Seconds of each timed Today run.
    static let todaySeconds = 8
    /// Seconds of each check-in run without an import, and its bound in requests per client.
    static let aloneSeconds = 8
    static let aloneRequestsPerClient = 200
    /// The bound of a check-in run during an import: it stops when the import is answered, or
    /// after this long, or after this many requests per client.
    static let duringSecondsBound = 900
    static let duringRequestsPerClient = 20_000
    /// The smallest backup imported, in bytes (issue 17: "a 20 MB import").
    static let backupBytes = 20_000_000
    /// A CSRF token of the form the app accepts: the same in the cookie and in each form.
    static let csrfToken = String(repeating: "0123456789abcdef", count: 3)

    /// Runs every concurrency benchmark.
    func run() throws(BenchmarkError) -> ConcurrencyRun {
        let options = workspace.options
        let size = options.concurrencySize
        let rounds = options.repeats ?? 3
        let log = { (text: String) in workspace.log("web-concurrency: " + text) }
        var loads = [StoreSuite.loadAverage()]
        let (path, _, _) = try workspace.loadedStore(size, by: "web-concurrency")
        let matrix = workspace.matrix(size)
        let today = matrix.today

        // The import: a matrix of its own seed (new identifiers), sized to encode to ≥ 20 MB.
        let backup = try Self.backup(seed: options.seed &+ 17, today: today, log: log)

        // 1. Today.
        var todayRuns: [[LoadGenerator.Result]] = Self.todayClients.map { _ in [] }
        var todayCPU: [[Duration]] = Self.todayClients.map { _ in [] }
        var todayBytes = 0
        do {
            let served = try ServedApp(databasePath: path, today: today)
            defer { served.stop() }
            let reference = served.app.handle(
                HTTPRequest(
                    method: "GET", path: "/",
                    headers: HTTPHeaders([("Host", "127.0.0.1"), ("Cookie", "kado_csrf=" + Self.csrfToken)])))
            guard reference.status == 200 else { throw BenchmarkError("Today answered \(reference.status) in-process") }
            todayBytes = reference.body.count
            let generator = LoadGenerator(
                port: served.server.port, path: "/", headers: [("Cookie", "kado_csrf=" + Self.csrfToken)],
                expectation: .init(body: reference.body))
            for round in 1...rounds {
                for (index, clients) in Self.todayClients.enumerated() {
                    // Warm-up: each connection's first request, and every session's first Today.
                    _ = try generator.run(.init(connections: clients, duration: .seconds(30), maxRequests: 2 * clients))
                    log("Today, \(clients) client(s), \(Self.todaySeconds) s, round \(round) of \(rounds)…")
                    let cpuBefore = processCPUTime()
                    let result = try generator.run(
                        .init(connections: clients, duration: .seconds(Self.todaySeconds), maxRequests: 1_000_000))
                    todayCPU[index].append(processCPUTime() - cpuBefore)
                    todayRuns[index].append(result)
                    log(
                        "  \(result.requests) requests, \(fixed(result.requestsPerSecond, 1)) req/s, p50 "
                            + "\(format(nanoseconds: result.percentile(0.5))), p99 "
                            + "\(format(nanoseconds: result.percentile(0.99)))")
                }
                loads.append(StoreSuite.loadAverage())
            }
        }

        // 2. Check-ins, alone then during the import, each count of clients on a fresh copy.
        var checkIns: [[CheckInRound]] = Self.checkInClients.map { _ in [] }
        for round in 1...rounds {
            for (index, clients) in Self.checkInClients.enumerated() {
                let copy = workspace.folder + "/concurrency-\(size.name)-\(round)-\(clients).sqlite"
                log("check-ins, \(clients) client(s), round \(round) of \(rounds): copying the store…")
                let result = try checkInRound(
                    clients: clients, store: path, copy: copy, today: today, backup: backup, log: log)
                checkIns[index].append(result)
                for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: copy + suffix) }
                try? FileManager.default.removeItem(atPath: SnapshotFile.path(forDatabase: copy))
            }
            loads.append(StoreSuite.loadAverage())
        }
        return ConcurrencyRun(
            size: size, records: matrix.completions.count, habits: matrix.habits.count, today: today,
            todayBytes: todayBytes, todayRuns: todayRuns, todayCPU: todayCPU, checkIns: checkIns,
            backup: backup.summary,
            rounds: rounds, threads: HTTPLimits().threads, loadAverages: loads)
    }

    /// One check-in measurement: a copy of `store` with a counter habit, served; `clients`
    /// clients check in alone, then while the backup is uploaded and confirmed; then the copy is
    /// read to check the counts.
    private func checkInRound(
        clients: Int, store: String, copy: String, today: LogicalDay, backup: Backup, log: (String) -> Void
    ) throws(BenchmarkError) -> CheckInRound {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: copy + suffix) }
        do {
            let source = try SQLiteFile(path: store, readOnly: true)
            try source.execute("VACUUM INTO '\(copy)'")
        }
        let habit: Habit
        do {
            let tracker = try Workspace.tracker(path: copy, today: today)
            habit = try tracker.habits.createHabit(HabitDraft(name: "Water", type: .counter(target: 8)))
        } catch let error as BenchmarkError {
            throw error
        } catch {
            throw BenchmarkError("cannot add the counter habit to \(copy): \(error)")
        }
        let before = try Self.counts(in: copy, checkedHabit: habit.id)

        var round = CheckInRound(clients: clients)
        do {
            let served = try ServedApp(databasePath: copy, today: today)
            defer { served.stop() }
            let port = served.server.port
            let origin = "http://127.0.0.1:\(port)"
            let form = LoadGenerator(
                port: port, path: "/habits/\(habit.id.uuidString)/checkin",
                headers: [
                    ("Origin", origin), ("Cookie", "kado_csrf=" + Self.csrfToken),
                    ("Content-Type", "application/x-www-form-urlencoded"),
                ], expectation: .init(body: nil, statuses: 200...399), method: "POST",
                body: Array("action=plus&_csrf=\(Self.csrfToken)".utf8))
            // Warm-up: one check-in per connection (the sessions' first write), counted below.
            round.warmUp = try form.run(.init(connections: clients, duration: .seconds(60), maxRequests: clients))
            log("  alone, \(Self.aloneSeconds) s at most…")
            var cpuBefore = processCPUTime()
            round.alone = try form.run(
                .init(
                    connections: clients, duration: .seconds(Self.aloneSeconds),
                    maxRequests: clients * Self.aloneRequestsPerClient))
            round.aloneCPU = processCPUTime() - cpuBefore
            log("  alone: \(round.alone.requests) check-ins, p99 \(format(nanoseconds: round.alone.percentile(0.99)))")

            log("  during the import (upload of \(mebibytes(backup.bytes.count)), then confirmation)…")
            let stop = LoadGenerator.StopSignal()
            let importer = ImportThread(port: port, origin: origin, backup: backup.bytes, stop: stop)
            cpuBefore = processCPUTime()
            importer.start()
            round.during = try form.run(
                .init(
                    connections: clients, duration: .seconds(Self.duringSecondsBound),
                    maxRequests: clients * Self.duringRequestsPerClient, stop: stop))
            importer.finished.wait()
            round.duringCPU = processCPUTime() - cpuBefore
            round.upload = importer.upload
            round.confirmation = importer.confirmation
            round.importProblem = importer.problem
            // The run's first check-ins may precede the thread's first instant; those sent after the
            // confirmation's answer and before the stop was seen count with the confirmation.
            let end = max(importer.ended, round.during.origin + round.during.elapsed)
            round.duringUpload = round.during.latencies(
                startingIn: min(importer.started, round.during.origin)..<importer.uploaded)
            round.duringConfirmation = round.during.latencies(startingIn: importer.uploaded..<end)
            log(
                "  during: \(round.during.requests) check-ins, p99 \(format(nanoseconds: round.during.percentile(0.99)))"
                    + "; upload \(importer.upload.map { format(seconds: $0.elapsed) } ?? "failed"), confirmation "
                    + "\(importer.confirmation.map { format(seconds: $0.elapsed) } ?? "failed")"
                    + (importer.problem.map { " — \($0)" } ?? ""))
        }
        let after = try Self.counts(in: copy, checkedHabit: habit.id)
        round.check = CheckInCheck(before: before, after: after, backup: backup.summary)
        return round
    }

    /// The rows of the store at `path` that the checks compare, read directly with SQLite.
    static func counts(in path: String, checkedHabit: UUID) throws(BenchmarkError) -> StoreCounts {
        let file = try SQLiteFile(path: path, readOnly: true)
        let id = checkedHabit.uuidString
        let rows = try file.rows(
            "SELECT count(*), coalesce(sum(value), 0) FROM completions WHERE habit_id = '\(id)' AND deleted_at IS NULL")
        return StoreCounts(
            habits: try file.integer("SELECT count(*) FROM habits WHERE deleted_at IS NULL"),
            completions: try file.integer(
                "SELECT count(*) FROM completions WHERE deleted_at IS NULL AND habit_id <> '\(id)'"),
            skips: try file.integer("SELECT count(*) FROM skips WHERE deleted_at IS NULL"),
            checkedRows: Int(rows.first?[0] ?? "") ?? -1,
            checkedAmount: Double(rows.first?[1] ?? "") ?? -1)
    }

    /// The backup imported: a matrix of `seed`, its habits grown until the file is ≥ 20 MB.
    static func backup(seed: UInt64, today: LogicalDay, log: (String) -> Void) throws(BenchmarkError) -> Backup {
        var habits = 90
        while true {
            let matrix = HabitMatrix(size: HabitMatrix.Size(habits: habits, years: 5), seed: seed, today: today)
            let data: Data
            do {
                data = try KadoJSONBackup.encode(
                    BackupContents(habits: matrix.habits, completions: matrix.completions, skips: matrix.skips),
                    exportedAt: Workspace.noon(of: today).addingTimeInterval(-3_600), appVersion: "benchmark",
                    timeZone: StoreSuite.kadoCalendar.boundary.timeZone)
            } catch {
                throw BenchmarkError("KadoJSONBackup.encode: \(error)")
            }
            if data.count >= backupBytes {
                log("the backup: \(habits) habits × 5 years, \(mebibytes(data.count))")
                return Backup(
                    bytes: Array(data),
                    summary: BackupSummary(
                        habits: matrix.habits.count, years: 5, completions: matrix.completions.count,
                        skips: matrix.skips.count, bytes: data.count))
            }
            habits = Int((Double(habits) * Double(backupBytes) / Double(max(1, data.count))).rounded(.up)) + 1
        }
    }
}

/// The web app over a database as `kado serve` builds it (`WebAppServing`): the default limits,
/// a session per handler thread opened by `openTracker`, the default sync schedule (no sync is
/// set up in these stores), listening on 127.0.0.1 on a free port.
private struct ServedApp {
    let app: WebApp
    let server: HTTPServer

    init(databasePath: String, today: LogicalDay) throws(BenchmarkError) {
        let configuration = WebConfiguration(host: "127.0.0.1", port: 0, limits: HTTPLimits())
        let app: WebApp
        do {
            let open: @Sendable () throws -> sending Tracker = {
                try Workspace.tracker(path: databasePath, today: today)
            }
            app = try WebApp(openTracker: open, configuration: configuration)
        } catch {
            throw BenchmarkError("cannot open the web app on \(databasePath): \(error)")
        }
        do {
            server = try HTTPServer(address: "127.0.0.1", port: 0, limits: configuration.limits) { app.handle($0) }
        } catch {
            app.stop()
            throw BenchmarkError("cannot start the HTTP server: \(error)")
        }
        self.app = app
    }

    func stop() {
        server.stop()
        app.stop()
    }
}

/// The browser's two-step import on a thread of its own: the upload (answered with the summary
/// and its confirmation form), then the confirmation, then `stop`. Its results are read only
/// after `finished` is signalled.
private final class ImportThread: @unchecked Sendable {
    let port: Int
    let origin: String
    let backup: [UInt8]
    let stop: LoadGenerator.StopSignal
    let finished = DispatchSemaphore(value: 0)
    var upload: LoadGenerator.Exchange?
    var confirmation: LoadGenerator.Exchange?
    var problem: String?
    /// When the upload was sent, when its answer was read (the confirmation is sent then), and
    /// when the confirmation's answer was read.
    var started = ContinuousClock.now
    var uploaded = ContinuousClock.now
    var ended = ContinuousClock.now

    init(port: Int, origin: String, backup: [UInt8], stop: LoadGenerator.StopSignal) {
        self.port = port
        self.origin = origin
        self.backup = backup
        self.stop = stop
    }

    func start() {
        let thread = Thread { [self] in
            run()
            stop.stop()
            finished.signal()
        }
        thread.stackSize = 1 << 22
        thread.start()
    }

    private func run() {
        let token = ConcurrencySuite.csrfToken
        let boundary = "----kado-bench-\(UUID().uuidString)"
        var body = Array(
            ("--\(boundary)\r\nContent-Disposition: form-data; name=\"_csrf\"\r\n\r\n\(token)\r\n--\(boundary)\r\n"
                + "Content-Disposition: form-data; name=\"file\"; filename=\"kado-backup.json\"\r\n"
                + "Content-Type: application/json\r\n\r\n").utf8)
        body += backup
        body += Array("\r\n--\(boundary)--\r\n".utf8)
        let cookie = ("Cookie", "kado_csrf=" + token)
        started = .now
        defer { ended = .now }
        do {
            let upload = try LoadGenerator.exchange(
                method: "POST", path: "/settings/import", port: port,
                headers: [("Origin", origin), cookie, ("Content-Type", "multipart/form-data; boundary=\(boundary)")],
                body: body, timeout: ConcurrencySuite.duringSecondsBound)
            self.upload = upload
            uploaded = .now
            guard upload.status == 200 else {
                problem = "the upload answered \(upload.status)"
                return
            }
            let html = String(decoding: upload.body, as: UTF8.self)
            let fields = ImportThread.hiddenFields(in: html, formAction: "/settings/import/confirm")
                .filter { $0.name != "_csrf" }
            guard !fields.isEmpty else {
                problem = "the upload's answer has no confirmation form"
                return
            }
            let form = (fields + [("_csrf", token)]).map {
                "\(ImportThread.formEncoded($0.name))=\(ImportThread.formEncoded($0.value))"
            }.joined(separator: "&")
            let confirmation = try LoadGenerator.exchange(
                method: "POST", path: "/settings/import/confirm", port: port,
                headers: [("Origin", origin), cookie, ("Content-Type", "application/x-www-form-urlencoded")],
                body: Array(form.utf8), timeout: ConcurrencySuite.duringSecondsBound)
            self.confirmation = confirmation
            if confirmation.status != 303 { problem = "the confirmation answered \(confirmation.status)" }
        } catch {
            problem = "\(error)"
        }
    }

    /// The hidden fields of the form whose action is `formAction` in `html`.
    static func hiddenFields(in html: String, formAction: String) -> [(name: String, value: String)] {
        guard let start = html.range(of: "action=\"\(formAction)\"") else { return [] }
        let rest = html[start.upperBound...]
        let form = rest[..<(rest.range(of: "</form>")?.lowerBound ?? rest.endIndex)]
        var fields: [(name: String, value: String)] = []
        for piece in form.components(separatedBy: "<input").dropFirst() {
            let tag = String(piece.prefix { $0 != ">" })
            guard tag.contains("type=\"hidden\""), let name = attribute("name", in: tag) else { continue }
            fields.append((name, attribute("value", in: tag) ?? ""))
        }
        return fields
    }

    private static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[start.upperBound...].prefix { $0 != "\"" }
        return value.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func formEncoded(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}

/// The backup imported, and its bytes.
struct Backup {
    let bytes: [UInt8]
    let summary: BackupSummary
}

/// What the backup holds.
struct BackupSummary {
    let habits: Int
    let years: Int
    let completions: Int
    let skips: Int
    let bytes: Int
}

/// The rows of a copy of the store that the checks compare.
struct StoreCounts {
    /// Habits not deleted.
    let habits: Int
    /// Records of every habit but the one checked in.
    let completions: Int
    let skips: Int
    /// The checked habit's records (one: a counter's day is one row) and their sum.
    let checkedRows: Int
    let checkedAmount: Double
}

/// Whether a check-in round left the copy as it should.
struct CheckInCheck {
    let before: StoreCounts
    let after: StoreCounts
    let backup: BackupSummary

    /// The problems, given the check-ins answered (empty when all is well).
    func problems(answered: Int, imported: Bool) -> [String] {
        var problems: [String] = []
        if after.checkedRows != 1 {
            problems.append("the counter has \(after.checkedRows) records today, not 1")
        }
        if after.checkedAmount != Double(answered) {
            problems.append(
                "the counter's amount is \(fixed(after.checkedAmount, 0)) after \(answered) check-ins answered")
        }
        let expected =
            imported
            ? (before.habits + backup.habits, before.completions + backup.completions, before.skips + backup.skips)
            : (before.habits, before.completions, before.skips)
        if (after.habits, after.completions, after.skips) != expected {
            problems.append(
                "habits/records/skips \(after.habits)/\(after.completions)/\(after.skips), expected "
                    + "\(expected.0)/\(expected.1)/\(expected.2)")
        }
        return problems
    }
}

/// One check-in measurement on its copy of the store.
struct CheckInRound {
    let clients: Int
    var warmUp = LoadGenerator.Result.empty
    var alone = LoadGenerator.Result.empty
    var during = LoadGenerator.Result.empty
    /// The whole process's CPU time (server, clients and the import) during `alone` and `during`.
    var aloneCPU = Duration.zero
    var duringCPU = Duration.zero
    var upload: LoadGenerator.Exchange?
    var confirmation: LoadGenerator.Exchange?
    var importProblem: String?
    var check: CheckInCheck?
    /// The latencies (sorted) of the check-ins during the import that started while the upload
    /// was sent and answered, and while the confirmation was.
    var duringUpload: [Double] = []
    var duringConfirmation: [Double] = []

    init(clients: Int) {
        self.clients = clients
    }

    /// Check-ins answered 2xx/3xx in all three runs.
    var answered: Int { warmUp.requests + alone.requests + during.requests }

    /// The upload and the confirmation, end to end (`nil` if either failed).
    var importDuration: Duration? {
        guard let upload, let confirmation else { return nil }
        return upload.elapsed + confirmation.elapsed
    }

    /// Everything wrong with this round.
    var problems: [String] {
        var problems = warmUp.problems + alone.problems + during.problems
        if let importProblem { problems.append("import: " + importProblem) }
        let imported = confirmation?.status == 303
        if let check { problems += check.problems(answered: answered, imported: imported) }
        return problems
    }
}

extension LoadGenerator.Result {
    /// A run that sent nothing.
    static let empty = LoadGenerator.Result(
        connections: 0, requests: 0, statuses: [:], elapsed: .zero, latencies: [], origin: .now, timeline: [],
        bytesReceived: 0, problems: [], failures: 0)

    /// The latencies (nanoseconds, sorted) of the requests that started in `window`.
    func latencies(startingIn window: Range<ContinuousClock.Instant>) -> [Double] {
        timeline.filter { window.contains(origin + .nanoseconds(Int64($0.start))) }.map(\.latency).sorted()
    }
}

/// Everything the web-concurrency suite measured.
struct ConcurrencyRun {
    let size: HabitMatrix.Size
    let records: Int
    let habits: Int
    let today: LogicalDay
    let todayBytes: Int
    /// By index in ``ConcurrencySuite/todayClients``, one per round.
    let todayRuns: [[LoadGenerator.Result]]
    /// The whole process's CPU time during each of them.
    let todayCPU: [[Duration]]
    /// By index in ``ConcurrencySuite/checkInClients``, one per round.
    let checkIns: [[CheckInRound]]
    let backup: BackupSummary
    let rounds: Int
    /// The server's handler threads, and so the app's sessions.
    let threads: Int
    /// The 1-minute load average before the suite and after each round of each part.
    let loadAverages: [Double]

    /// Every problem met.
    var problems: [String] {
        todayRuns.flatMap { $0.flatMap(\.problems) } + checkIns.flatMap { $0.flatMap(\.problems) }
    }
}
