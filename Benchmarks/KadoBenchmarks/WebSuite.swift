import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import KadoWeb

/// The issue-6 benchmarks: the web app's pages on the store's long matrix (L), served over HTTP by
/// `HTTPServer` in this process and loaded by ``LoadGenerator`` with keep-alive connections.
///
/// The floor is the same server answering a fixed 1,024-byte HTML page with the same headers
/// (content type, cache control and the security headers `WebApp` adds), so that the ratio
/// isolates what the page itself costs: the sockets, the event loop and the handler threads are
/// shared. Measured pages: Today (`GET /`), the Overview, and one habit's detail.
struct WebSuite {
    let workspace: Workspace

    /// The floor's path: answered by the benchmark's handler, never by `WebApp`.
    static let floorPath = "/bench-static-1k"
    /// The size of the floor's body.
    static let floorBytes = 1_024
    /// A CSRF cookie of the form `RequestContext` accepts, sent like a browser after its first
    /// visit, so that pages carry no `Set-Cookie` and stay the same from one request to the next.
    static let cookie = "kado_csrf=" + String(repeating: "0123456789abcdef", count: 3)
    /// The connection counts measured.
    static let connectionCounts = [1, 4]

    /// Runs every web benchmark.
    func run() throws(BenchmarkError) -> WebRun {
        let options = workspace.options
        let size = options.storeSizes.long
        let loadBefore = StoreSuite.loadAverage()
        let log = { (text: String) in workspace.log("web: " + text) }
        let (path, _, reused) = try workspace.loadedStore(size, by: "web")
        let matrix = workspace.matrix(size)
        let tracker = try Workspace.tracker(path: path, today: matrix.today)

        // The first Today saves the checkpoints (and publishes the snapshot) when no earlier
        // suite did: that is not what a page view costs, so it is timed apart.
        log("\(size.name): the first Today (saves the checkpoints when missing)…")
        let first = try time("todayView()") { () throws(AppError) in try tracker.views.todayView() }
        let view = first.result
        var todayView = Samples()
        for _ in 0..<5 {
            let warm = try time("todayView()") { () throws(AppError) in try tracker.views.todayView().all.count }
            todayView.add(warm.wall, cpu: warm.cpu)
        }

        // The app owns its tracker; the benchmark reads through it too, on this one thread and
        // never during a request, so it opts out of the ownership check.
        nonisolated(unsafe) let shared = tracker
        let app = WebApp(tracker: shared, configuration: WebConfiguration(host: "127.0.0.1", port: 0))
        let floor = WebSuite.floorResponse(securityHeaders: WebSuite.securityHeaders(of: app))
        let detailHabit = view.scheduled.first?.habit ?? view.all.first?.habit
        var pages = [
            PagePlan(name: "floor: static 1 KB", path: WebSuite.floorPath, seconds: 5, inProcessRounds: 0),
            PagePlan(name: "Today", path: "/", seconds: 20, inProcessRounds: 5),
            PagePlan(name: "Overview", path: "/overview", seconds: 10, inProcessRounds: 3),
        ]
        if let detailHabit {
            pages.append(
                PagePlan(
                    name: "Habit detail", path: "/habits/\(detailHabit.id.uuidString)", seconds: 5, inProcessRounds: 5))
        }

        // In-process first: the reference body of each page, and what `WebApp.handle` alone costs.
        var results: [WebPageResult] = []
        for page in pages {
            let request = HTTPRequest(
                method: "GET", path: page.path,
                headers: HTTPHeaders([("Host", "127.0.0.1"), ("Cookie", WebSuite.cookie)]))
            let reference = page.path == WebSuite.floorPath ? floor : app.handle(request)
            var result = WebPageResult(plan: page, status: reference.status, body: reference.body)
            if reference.status == 200 && page.path != WebSuite.floorPath {
                log("\(page.name): WebApp.handle in-process ×\(page.inProcessRounds)…")
                for _ in 0..<page.inProcessRounds {
                    let handled = try time("handle") { () throws(BenchmarkError) in app.handle(request) }
                    result.inProcess.add(handled.wall, cpu: handled.cpu)
                    if handled.result.body != reference.body { result.isDeterministic = false }
                }
            }
            results.append(result)
        }

        let server: HTTPServer
        do {
            server = try HTTPServer(address: "127.0.0.1", port: 0) { request in
                request.path == WebSuite.floorPath ? floor : app.handle(request)
            }
        } catch {
            throw BenchmarkError("cannot start the HTTP server: \(error)")
        }
        defer { server.stop() }
        log("listening on 127.0.0.1:\(server.port)")

        let rounds = options.repeats ?? 1
        for round in 0..<rounds {
            for (connectionIndex, connections) in WebSuite.connectionCounts.enumerated() {
                for index in results.indices where results[index].isMeasured {
                    let page = results[index].plan
                    let generator = LoadGenerator(
                        port: server.port, path: page.path, headers: [("Cookie", WebSuite.cookie)],
                        expectation: .init(body: results[index].isDeterministic ? results[index].body : nil))
                    let isFloor = page.path == WebSuite.floorPath
                    // Warm-up (the page already ran in-process): the connections' first requests and the
                    // server's buffers.
                    _ = try generator.run(
                        .init(
                            connections: connections, duration: isFloor ? .seconds(1) : .seconds(page.seconds),
                            maxRequests: isFloor ? Int.max : connections))
                    log(
                        "\(page.name), \(connections) connection(s), \(page.seconds) s"
                            + (rounds > 1 ? ", round \(round + 1) of \(rounds)" : "") + "…")
                    let cpuBefore = processCPUTime()
                    let measured = try generator.run(
                        .init(connections: connections, duration: .seconds(page.seconds), maxRequests: Int.max))
                    let cpu = processCPUTime() - cpuBefore
                    results[index].add(
                        WebMeasurement(load: measured, processCPU: cpu), connectionIndex: connectionIndex)
                    log(
                        "  \(measured.requests) requests, \(fixed(measured.requestsPerSecond, 1)) req/s, "
                            + "p99 \(format(nanoseconds: measured.percentile(0.99)))")
                }
            }
        }

        let todayBody = results.first { $0.plan.path == "/" }?.body ?? []
        // What a browser asking for gzip receives: the same page, compressed by `WebApp`.
        let gzipped = app.handle(
            HTTPRequest(
                method: "GET", path: "/",
                headers: HTTPHeaders([
                    ("Host", "127.0.0.1"), ("Cookie", WebSuite.cookie), ("Accept-Encoding", "gzip"),
                ])))
        let isGzip = gzipped.headers.contains { $0.name.lowercased() == "content-encoding" && $0.value == "gzip" }
        return WebRun(
            size: size, activeHabits: view.all.count, scheduled: view.scheduled.count,
            records: matrix.completions.count, reusedStore: reused, firstToday: first.wall, todayView: todayView,
            todayRows: WebSuite.occurrences(of: "class=\"habit-row", in: todayBody),
            todaySVGBytes: WebSuite.elementBytes("svg", in: todayBody),
            todayGzipBytes: isGzip ? gzipped.body.count : nil,
            detailHabit: detailHabit?.name,
            pages: results, rounds: rounds, loadAverage: (loadBefore, StoreSuite.loadAverage()),
            today: matrix.today)
    }

    private func time<Result, Failure: Error>(_ name: String, _ work: () throws(Failure) -> Result)
        throws(BenchmarkError) -> (result: Result, wall: Duration, cpu: Duration)
    {
        do {
            return try Samples.time(work)
        } catch {
            throw BenchmarkError("\(name) failed: \(error)")
        }
    }

    /// The header fields `WebApp` adds to every answer for safety (CSP, nosniff, frame and
    /// referrer policies…), read from one of its answers rather than copied, so the floor carries
    /// exactly what the pages carry.
    static func securityHeaders(of app: WebApp) -> [(name: String, value: String)] {
        let probe = app.handle(
            HTTPRequest(
                method: "GET", path: floorPath,
                headers: HTTPHeaders([("Host", "127.0.0.1"), ("Cookie", cookie)])))
        let ownHeaders: Set<String> = ["content-type", "cache-control", "set-cookie", "content-length", "location"]
        return probe.headers.filter { !ownHeaders.contains($0.name.lowercased()) }
    }

    /// The floor: a fixed HTML page of exactly ``floorBytes`` bytes, with the headers of a page.
    static func floorResponse(securityHeaders: [(name: String, value: String)]) -> HTTPResponse {
        let head =
            "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Floor</title>\n"
            + "</head>\n<body>\n<p>"
        let tail = "</p>\n</body>\n</html>\n"
        let sentence = Array("A fixed page of one kibibyte: the floor of the web benchmark. ".utf8)
        var body = Array(head.utf8)
        let fill = floorBytes - body.count - tail.utf8.count
        for index in 0..<fill { body.append(sentence[index % sentence.count]) }
        body += Array(tail.utf8)
        return HTTPResponse(
            status: 200,
            headers: [("Content-Type", "text/html; charset=utf-8"), ("Cache-Control", "no-store")] + securityHeaders,
            body: body)
    }

    /// The bytes of every `<name …>…</name>` element of `bytes`, tags included (the pages never
    /// nest one `<svg>` in another).
    static func elementBytes(_ name: String, in bytes: [UInt8]) -> Int {
        let open = Array("<\(name)".utf8)
        let close = Array("</\(name)>".utf8)
        func find(_ pattern: [UInt8], from start: Int) -> Int? {
            var index = start
            while index <= bytes.count - pattern.count {
                if bytes[index] == pattern[0] && bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                    return index
                }
                index += 1
            }
            return nil
        }
        var total = 0
        var index = 0
        while let start = find(open, from: index), let end = find(close, from: start + open.count) {
            total += end + close.count - start
            index = end + close.count
        }
        return total
    }

    /// How many times `needle` occurs in `bytes`.
    static func occurrences(of needle: String, in bytes: [UInt8]) -> Int {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return 0 }
        var count = 0
        var index = 0
        while index <= bytes.count - pattern.count {
            if bytes[index] == first && bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
                count += 1
                index += pattern.count
            } else {
                index += 1
            }
        }
        return count
    }
}

/// This process's CPU time so far (user + system, every thread: the server's and the clients').
func processCPUTime() -> Duration {
    var usage = rusage()
    #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    #else
        getrusage(RUSAGE_SELF, &usage)
    #endif
    func duration(_ time: timeval) -> Duration {
        .seconds(Int64(time.tv_sec)) + .microseconds(Int64(time.tv_usec))
    }
    return duration(usage.ru_utime) + duration(usage.ru_stime)
}

/// A page to measure and for how long.
struct PagePlan {
    let name: String
    let path: String
    /// Seconds of each timed run.
    let seconds: Int
    /// Timings of `WebApp.handle` in-process.
    let inProcessRounds: Int
}

/// One timed HTTP run and the CPU the whole process spent during it.
struct WebMeasurement {
    let load: LoadGenerator.Result
    let processCPU: Duration
}

/// Everything measured on one page.
struct WebPageResult {
    let plan: PagePlan
    /// The in-process answer's status: the page is measured over HTTP only when it is 200.
    let status: Int
    /// The in-process answer's body: every HTTP answer must equal it.
    let body: [UInt8]
    /// Whether `WebApp.handle` answered the same bytes every time in-process (otherwise HTTP
    /// answers are only checked for status and completeness).
    var isDeterministic = true
    /// `WebApp.handle` in-process.
    var inProcess = Samples()
    /// The HTTP runs, by index in ``WebSuite/connectionCounts``, one per round.
    var measurements: [[WebMeasurement]] = WebSuite.connectionCounts.map { _ in [] }

    init(plan: PagePlan, status: Int, body: [UInt8]) {
        self.plan = plan
        self.status = status
        self.body = body
    }

    /// Whether the page answered 200 and so was measured.
    var isMeasured: Bool { status == 200 }

    mutating func add(_ measurement: WebMeasurement, connectionIndex: Int) {
        measurements[connectionIndex].append(measurement)
    }

    /// The round with the median requests per second, for `connectionIndex`.
    func chosen(_ connectionIndex: Int) -> WebMeasurement? {
        let sorted = measurements[connectionIndex].sorted { $0.load.requestsPerSecond < $1.load.requestsPerSecond }
        return sorted.isEmpty ? nil : sorted[(sorted.count - 1) / 2]
    }

    /// Every problem of every run.
    var problems: [String] {
        measurements.flatMap { $0.flatMap(\.load.problems) }
    }
}

/// Everything the web suite measured.
struct WebRun {
    let size: HabitMatrix.Size
    let activeHabits: Int
    let scheduled: Int
    let records: Int
    let reusedStore: Bool
    /// The first `todayView()` of the run (cold when no earlier suite saved checkpoints).
    let firstToday: Duration
    /// `todayView()` warm, in-process.
    let todayView: Samples
    /// The habit rows on the Today page.
    let todayRows: Int
    /// The bytes of the Today page's `<svg>` elements: icons, rings and the icon sprite.
    let todaySVGBytes: Int
    /// Today's page as `WebApp` serves it to a browser that accepts gzip; `nil` when it did not compress it.
    let todayGzipBytes: Int?
    let detailHabit: String?
    let pages: [WebPageResult]
    let rounds: Int
    let loadAverage: (before: Double, after: Double)
    let today: LogicalDay

    /// Every problem met.
    var problems: [String] { pages.flatMap(\.problems) }
}
