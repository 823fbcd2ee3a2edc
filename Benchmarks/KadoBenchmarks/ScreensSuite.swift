import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import KadoWeb

/// Issue 35, item 3 ("big screens stay light"): Today and the Overview on a small and a large
/// matrix (S and L by default: `--store-sizes L,S`… is not used here, the pair is fixed by
/// ``ScreensSuite/sizes``), in the terminal and on the web, warm and cold, each against a floor
/// measured in the same run: `kado --help` for the commands, a static 1 KB page of the same server
/// for the web pages.
///
/// - Terminal: `kado today` and `kado overview` warm (best and median of N), `kado today` cold
///   (every score checkpoint deleted first, as after an import), then warm again.
/// - Web: `HTTPServer` in this process over a `WebApp` on each store; Today rendered for the
///   request (a query keeps it out of the page cache, as after a check-in's redirect), Today from
///   the page cache, and the Overview, each over one keep-alive connection, p50 against the floor's.
///   Cold: the checkpoints deleted, then one Today rendered in-process by a new app (as after
///   `kado serve` starts again). After a check-in: the form's POST, then `GET /` timed alone.
///   Every web figure twice: uncompressed, and with `Accept-Encoding: gzip` as a browser asks.
struct ScreensSuite {
    let workspace: Workspace

    /// The small and the large matrix.
    static let sizes: (small: HabitMatrix.Size, large: HabitMatrix.Size) = (.small, .large)
    static let coldRuns = 3
    static let checkInRounds = 40

    func run() throws(BenchmarkError) -> ScreensRun {
        let options = workspace.options
        let repeats = options.repeats ?? 10
        let loadBefore = StoreSuite.loadAverage()
        var results: [ScreensResult] = []
        var help = Samples()
        for size in [Self.sizes.small, Self.sizes.large] {
            let (path, _, _) = try workspace.loadedStore(size, by: "screens")
            let matrix = workspace.matrix(size)
            let kado = try workspace.kadoProcess(database: path)
            let log = { (text: String) in workspace.log("screens \(size.name): " + text) }
            var result = ScreensResult(size: size, records: matrix.completions.count)
            // The first Today saves the checkpoints when no earlier suite did.
            _ = try kado.run(["today"])

            log("kado today and kado overview, warm ×\(repeats)…")
            for _ in 0..<repeats {
                help.add(try kado.run(["--help"]))
                result.cliToday.add(try kado.run(["today"]))
                result.cliOverview.add(try kado.run(["overview"]))
            }
            log("kado today, cold ×\(Self.coldRuns) (each then warm once)…")
            for _ in 0..<Self.coldRuns {
                try SQLiteFile(path: path).forgetScoreCheckpoints()
                result.cliCold.add(try kado.run(["today"]))
                // The cold Today left the habits it had no time for to `kado upkeep --detached`:
                // its rebuild is timed from the command's end, and the next Today waits for it.
                let rebuild = ContinuousClock.now
                try Self.waitForDetachedUpkeep(of: path)
                result.backgroundRebuild.append(ContinuousClock.now - rebuild)
                result.cliAfterCold.add(try kado.run(["today"]))
            }
            log("background rebuilds after the cold runs: \(result.backgroundRebuild)")
            result.checkpoints = try SQLiteFile(path: path, readOnly: true).integer(
                "SELECT count(*) FROM score_checkpoints")
            result.rows =
                try kado.run(["today", "--json"], capturesOutput: true).output
                .components(separatedBy: "\"name\"").count - 1

            try measureWeb(path: path, matrix: matrix, into: &result, log: log)
            results.append(result)
        }
        return ScreensRun(
            results: results, help: help, repeats: repeats, loadAverage: (loadBefore, StoreSuite.loadAverage()),
            today: HabitMatrix.defaultToday)
    }

    private func measureWeb(
        path: String, matrix: HabitMatrix, into result: inout ScreensResult, log: (String) -> Void
    ) throws(BenchmarkError) {
        let tracker = try Workspace.tracker(path: path, today: matrix.today)
        // As `kado serve`'s sessions: a cold Today walks whole histories within the standard budget.
        tracker.todayRebuildBudget = ViewUseCases.standardRebuildBudget
        nonisolated(unsafe) let shared = tracker
        let app = WebApp(tracker: shared, configuration: WebConfiguration(host: "127.0.0.1", port: 0))
        let floor = WebSuite.floorResponse(securityHeaders: WebSuite.securityHeaders(of: app))
        func request(_ target: String) -> HTTPRequest {
            let parts = target.split(separator: "?", maxSplits: 1).map(String.init)
            let query = (parts.count > 1 ? parts[1] : "").split(separator: "&").map { item in
                let pair = item.split(separator: "=", maxSplits: 1).map(String.init)
                return (name: pair[0], value: pair.count > 1 ? pair[1] : "")
            }
            return HTTPRequest(
                method: "GET", path: parts[0], query: query,
                headers: HTTPHeaders([("Host", "127.0.0.1"), ("Cookie", WebSuite.cookie)]))
        }
        let freshToday = "/?notice=none"
        // Today's next screen of rows as the script fetches it (`TodayWindow`: 60 rows a screen;
        // on S, fewer habits than a screen, the fragment of every row), rendered as `freshToday`.
        let nextRows = "/?from=60&part=rows&notice=none"
        // Warm: the checkpoints were saved by the commands above.
        _ = app.handle(request("/"))
        let overview = app.handle(request("/overview"))
        result.overviewBytes = overview.body.count
        result.overviewStatus = overview.status
        result.todayBytes = app.handle(request(freshToday)).body.count
        var gzipToday = request(freshToday)
        gzipToday.headers = HTTPHeaders([
            ("Host", "127.0.0.1"), ("Cookie", WebSuite.cookie), ("Accept-Encoding", "gzip"),
        ])
        result.todayGzipBytes = app.handle(gzipToday).body.count
        result.nextRowsBytes = app.handle(request(nextRows)).body.count
        for _ in 0..<5 {
            result.handleToday.add(try time { app.handle(request(freshToday)) })
            result.handleOverview.add(try time { app.handle(request("/overview")) })
        }
        log("web Today rendered in-process, cold ×\(Self.coldRuns)…")
        for _ in 0..<Self.coldRuns {
            // A new app, as `kado serve` started again: the summaries the sessions keep in memory
            // would otherwise outlive the checkpoints (deleting those changes no data).
            try SQLiteFile(path: path).forgetScoreCheckpoints()
            nonisolated(unsafe) let coldTracker = try Workspace.tracker(path: path, today: matrix.today)
            coldTracker.todayRebuildBudget = ViewUseCases.standardRebuildBudget
            let coldApp = WebApp(tracker: coldTracker, configuration: WebConfiguration(host: "127.0.0.1", port: 0))
            result.handleTodayCold.add(try time { coldApp.handle(request(freshToday)) })
        }
        // What `kado serve`'s background thread does after a cold Today (this app has none),
        // before the warm measurements.
        do {
            try tracker.views.rebuildMissingCheckpoints()
        } catch {
            throw BenchmarkError("cannot rebuild the checkpoints: \(error)")
        }
        _ = app.handle(request(freshToday))
        try measureAfterCheckInsInProcess(app: app, tracker: shared, into: &result)

        let server: HTTPServer
        do {
            server = try HTTPServer(address: "127.0.0.1", port: 0) { request in
                request.path == WebSuite.floorPath ? floor : app.handle(request)
            }
        } catch {
            throw BenchmarkError("cannot start the HTTP server: \(error)")
        }
        defer { server.stop() }
        // Each page twice: as a browser asks for it (gzip), and uncompressed.
        let runs = [
            ("floor", WebSuite.floorPath, 3), ("Today", freshToday, 5), ("Today (page cache)", "/", 3),
            ("Today next rows", nextRows, 3), ("Overview", "/overview", 5),
        ].flatMap { name, target, seconds in
            [(name, target, seconds, false)]
                + (name == "floor" ? [] : [(name + Self.gzipSuffix, target, seconds, true)])
        }
        for (name, target, seconds, gzip) in runs {
            let generator = LoadGenerator(
                port: server.port, path: target, headers: Self.headers(gzip: gzip), expectation: .init(body: nil))
            _ = try generator.run(.init(connections: 1, duration: .seconds(1), maxRequests: 3))
            log("web \(name) over HTTP, \(seconds) s…")
            let measured = try generator.run(
                .init(connections: 1, duration: .seconds(seconds), maxRequests: Int.max))
            guard measured.problems.isEmpty else {
                throw BenchmarkError("web \(name): \(measured.problems.joined(separator: "; "))")
            }
            result.web[name] = measured
        }
        try measureAfterCheckIns(port: server.port, tracker: shared, into: &result, log: log)
        // Its chunks the check-ins changed were compressed again at the faster level.
        result.todayGzipBytesAfterCheckIns = app.handle(gzipToday).body.count
    }

    /// Today after a check-in without HTTP: the check-in's `POST` through `handle()`, then
    /// `GET /` timed alone (wall and CPU), ``checkInRounds`` ÷ 2 rounds, each on another yes/no
    /// habit than the HTTP rounds toggle.
    private func measureAfterCheckInsInProcess(
        app: WebApp, tracker: Tracker, into result: inout ScreensResult
    ) throws(BenchmarkError) {
        let habits: [Habit]
        do {
            habits = try tracker.habits.all().filter { $0.type == .binary }
        } catch {
            throw BenchmarkError("cannot list the habits: \(error)")
        }
        guard !habits.isEmpty else { return }
        let token = String(WebSuite.cookie.dropFirst("kado_csrf=".count))
        for round in 0..<(Self.checkInRounds / 2) {
            let habit = habits[(round * 7 + 3) % habits.count]
            let post = HTTPRequest(
                method: "POST", path: "/habits/\(habit.id.uuidString)/checkin", query: [],
                headers: HTTPHeaders([
                    ("Host", "127.0.0.1"), ("Cookie", WebSuite.cookie), ("Origin", "http://127.0.0.1"),
                    ("Content-Type", "application/x-www-form-urlencoded"),
                ]), body: Array("action=toggle&_csrf=\(token)".utf8))
            let posted = app.handle(post)
            guard posted.status == 303 else { throw BenchmarkError("an in-process check-in answered \(posted.status)") }
            result.handleAfterCheckIn.add(
                try time {
                    app.handle(
                        HTTPRequest(
                            method: "GET", path: "/", query: [],
                            headers: HTTPHeaders([("Host", "127.0.0.1"), ("Cookie", WebSuite.cookie)])))
                })
        }
    }

    /// Today as the redirect after a check-in asks for it: a check-in (the Today form's `POST
    /// /habits/ID/checkin`, `action=toggle` on a yes/no habit, a new one each round), then
    /// `GET /` timed alone, over HTTP; ``checkInRounds`` rounds, each on a connection of its own.
    private func measureAfterCheckIns(
        port: Int, tracker: Tracker, into result: inout ScreensResult, log: (String) -> Void
    ) throws(BenchmarkError) {
        let habits: [Habit]
        do {
            habits = try tracker.habits.all().filter { $0.type == .binary }
        } catch {
            throw BenchmarkError("cannot list the habits: \(error)")
        }
        guard !habits.isEmpty else { return }
        log("web Today after a check-in, \(Self.checkInRounds) rounds uncompressed and \(Self.checkInRounds) gzip…")
        let origin = "http://127.0.0.1:\(port)"
        var latencies: [Bool: [Double]] = [:]
        for round in 0..<(2 * Self.checkInRounds) {
            let gzip = round % 2 == 1
            let today = LoadGenerator(
                port: port, path: "/", headers: Self.headers(gzip: gzip), expectation: .init(body: nil))
            let habit = habits[round * 7 % habits.count]
            let checkIn = LoadGenerator(
                port: port, path: "/habits/\(habit.id.uuidString)/checkin",
                headers: [
                    ("Origin", origin), ("Cookie", WebSuite.cookie),
                    ("Content-Type", "application/x-www-form-urlencoded"),
                ], expectation: .init(body: nil, statuses: 300...399), method: "POST",
                body: Array("action=toggle&_csrf=\(WebSuite.cookie.dropFirst("kado_csrf=".count))".utf8))
            let posted = try checkIn.run(.init(connections: 1, duration: .seconds(30), maxRequests: 1))
            let shown = try today.run(.init(connections: 1, duration: .seconds(30), maxRequests: 1))
            let problems = posted.problems + shown.problems
            guard problems.isEmpty, posted.requests == 1, shown.requests == 1 else {
                throw BenchmarkError("web Today after a check-in: \(problems.joined(separator: "; "))")
            }
            latencies[gzip, default: []].append(contentsOf: shown.latencies)
        }
        result.afterCheckIn = (latencies[false] ?? []).sorted()
        result.afterCheckInGzip = (latencies[true] ?? []).sorted()
    }

    /// What the web measurements' names end with when the request accepts gzip.
    static let gzipSuffix = " gzip"

    /// A browser's headers: its CSRF cookie, and `Accept-Encoding: gzip` when `gzip`.
    static func headers(gzip: Bool) -> [(String, String)] {
        [("Cookie", WebSuite.cookie)] + (gzip ? [("Accept-Encoding", "gzip")] : [])
    }

    /// Waits, five minutes at most, until no `kado upkeep --detached` runs on `path`.
    static func waitForDetachedUpkeep(of path: String) throws(BenchmarkError) {
        for _ in 0..<6000 {
            let running = ProcessTable.commandLines().contains { process in
                process.arguments.contains("--detached") && process.arguments.contains(path)
            }
            if !running { return }
            usleep(50_000)
        }
        throw BenchmarkError("kado upkeep --detached on \(path) still runs after five minutes")
    }

    private func time(_ work: () -> HTTPResponse) throws(BenchmarkError) -> (Duration, Duration) {
        let clock = ContinuousClock()
        let cpuStart = threadCPUTime()
        let start = clock.now
        let response = work()
        let wall = clock.now - start
        let cpu = threadCPUTime() - cpuStart
        guard response.status == 200 else { throw BenchmarkError("a page answered \(response.status)") }
        return (wall, cpu)
    }
}

extension Samples {
    mutating func add(_ timing: (Duration, Duration)) {
        add(timing.0, cpu: timing.1)
    }
}

/// What the screens suite measured on one matrix.
struct ScreensResult {
    let size: HabitMatrix.Size
    let records: Int
    var rows = 0
    var checkpoints = 0
    var cliToday = Samples()
    var cliOverview = Samples()
    var cliCold = Samples()
    var cliAfterCold = Samples()
    /// How long each cold Today's background rebuild (`kado upkeep --detached`) ran after it.
    var backgroundRebuild: [Duration] = []
    var handleToday = Samples()
    var handleOverview = Samples()
    var handleTodayCold = Samples()
    /// `GET /` through `handle()` after an in-process check-in.
    var handleAfterCheckIn = Samples()
    var todayBytes = 0
    /// The next rows' fragment (`/?from=60&part=rows`), uncompressed.
    var nextRowsBytes = 0
    var overviewBytes = 0
    var overviewStatus = 0
    /// One-connection HTTP runs, by name: floor, Today, Today (page cache), Today next rows,
    /// Overview, and each
    /// page but the floor again accepting gzip (the name and ``ScreensSuite/gzipSuffix``).
    var web: [String: LoadGenerator.Result] = [:]
    /// Today's bytes as sent to a browser that accepts gzip.
    var todayGzipBytes = 0
    /// Today's gzip bytes after the check-in rounds (``ChunkedGzip``: changed chunks at level 1).
    var todayGzipBytesAfterCheckIns = 0
    /// `GET /` after each check-in, in nanoseconds, ascending: uncompressed, and accepting gzip.
    var afterCheckIn: [Double] = []
    var afterCheckInGzip: [Double] = []

    var afterCheckInP50: Double { Self.median(afterCheckIn) }
    var afterCheckInGzipP50: Double { Self.median(afterCheckInGzip) }

    private static func median(_ sorted: [Double]) -> Double { sorted.isEmpty ? 0 : sorted[(sorted.count - 1) / 2] }

    func p50(_ name: String) -> Double { web[name]?.percentile(0.5) ?? 0 }
}

/// Everything the screens suite measured.
struct ScreensRun {
    let results: [ScreensResult]
    let help: Samples
    let repeats: Int
    let loadAverage: (before: Double, after: Double)
    let today: LogicalDay
}
