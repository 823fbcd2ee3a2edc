import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import KadoWeb

/// The TLS benchmark of issue 37 (`--suite tls`): what built-in HTTPS costs. The web app on the
/// web-concurrency suite's store (M by default) is served by two servers in this process at
/// once, one speaking HTTPS with a certificate the `openssl` tool makes for the run
/// (``TestCertificates``), one plain;
/// the same blocking client (``BenchHTTPClient``) measures on each, in alternation within each
/// round, so that the ratios compare like with like:
/// - Today on one kept-alive connection, requests per second: plain ÷ HTTPS, goal ≤ 1.3, asked as
///   a browser asks (gzip accepted, so the page comes compressed) and uncompressed;
/// - a small static file on a new connection each time (connect, handshake, GET), the latency a
///   first request sees.
struct TLSSuite {
    let workspace: Workspace

    /// Seconds of Today measured per transport and round.
    static let seconds = 5
    /// New connections measured per transport and round.
    static let newConnections = 100
    /// The static file fetched on new connections.
    static let staticPath = "/manifest.webmanifest"

    func run() throws(BenchmarkError) -> TLSRun {
        let options = workspace.options
        let size = options.concurrencySize
        let log = { (text: String) in workspace.log("tls: " + text) }
        let (path, _, _) = try workspace.loadedStore(size, by: "tls")
        let matrix = workspace.matrix(size)
        let tracker = try Workspace.tracker(path: path, today: matrix.today)
        // A test authority and a leaf for 127.0.0.1, removed with `files` at the end.
        let files: TestCertificates
        do {
            files = try TestCertificates()
        } catch {
            throw BenchmarkError("cannot make the certificates: \(error)")
        }

        var configuration = WebConfiguration(host: "127.0.0.1", port: 0)
        configuration.tls = TLSFiles(certificate: files.certificate, key: files.key)
        // The app owns its tracker; the benchmark never uses it meanwhile.
        nonisolated(unsafe) let shared = tracker
        let app = WebApp(tracker: shared, configuration: configuration)
        let secure: HTTPServer
        let plain: HTTPServer
        do {
            secure = try HTTPServer(address: "127.0.0.1", port: 0, serving: app)
            plain = try HTTPServer(address: "127.0.0.1", port: 0) { app.handle($0) }
        } catch {
            throw BenchmarkError("cannot start the servers: \(error)")
        }
        defer {
            secure.stop()
            plain.stop()
            // The files stay until the server that watches them is stopped.
            withExtendedLifetime(files) {}
        }
        let context = try BenchHTTPClient.TLSClientContext(authority: files.authority)
        let rounds = options.repeats ?? 3
        var run = TLSRun(
            size: size.name, habits: matrix.habits.count, records: matrix.completions.count, seconds: Self.seconds,
            rounds: rounds)
        let cookie = [("Cookie", WebSuite.cookie)]
        for round in 0..<rounds {
            log("round \(round + 1) of \(rounds)…")
            for isTLS in [false, true] {
                let port = isTLS ? secure.port : plain.port
                let client = try BenchHTTPClient(port: port, tls: isTLS ? context : nil)
                var transport = isTLS ? run.tls : run.plain
                var line: [String] = []
                for form in TLSRun.Form.allCases {
                    let headers = cookie + form.headers
                    // Warm-up: the first pages fill the caches (and the page's gzip form).
                    for _ in 0..<10 {
                        let answer = try client.get("/", headers: headers)
                        guard answer.status == 200 else { throw BenchmarkError("Today answered \(answer.status)") }
                        run.todayBytes[form] = answer.bytes
                    }
                    var latencies: [Double] = []
                    let clock = ContinuousClock()
                    let cpuBefore = processCPUTime()
                    let started = clock.now
                    let end = started + .seconds(Self.seconds)
                    while clock.now < end {
                        let before = clock.now
                        _ = try client.get("/", headers: headers)
                        latencies.append((clock.now - before).nanoseconds)
                    }
                    let elapsed = (clock.now - started).nanoseconds
                    let cpu = (processCPUTime() - cpuBefore).nanoseconds / Double(max(latencies.count, 1))
                    let rate = Double(latencies.count) / (elapsed / 1e9)
                    let sorted = latencies.sorted()
                    let median = sorted[sorted.count / 2]
                    transport.today[form, default: TLSRun.Today()].rates.append(rate)
                    transport.today[form, default: TLSRun.Today()].medians.append(median)
                    transport.today[form, default: TLSRun.Today()].cpuPerRequest.append(cpu)
                    line.append(
                        "\(form.label) \(fixed(rate, 1)) req/s, median \(format(nanoseconds: median)), CPU \(format(nanoseconds: cpu))"
                    )
                }
                var fresh: [Double] = []
                let clock = ContinuousClock()
                for _ in 0..<Self.newConnections {
                    let before = clock.now
                    let connection = try BenchHTTPClient(port: port, tls: isTLS ? context : nil)
                    let answer = try connection.get(Self.staticPath)
                    guard answer.status == 200 else { throw BenchmarkError("\(Self.staticPath): \(answer.status)") }
                    fresh.append((clock.now - before).nanoseconds)
                }
                transport.newConnection += fresh
                if isTLS { run.tls = transport } else { run.plain = transport }
                log(
                    "  \(isTLS ? "HTTPS" : "HTTP "): " + line.joined(separator: "; ")
                        + "; new connection median \(format(nanoseconds: fresh.sorted()[fresh.count / 2]))")
            }
        }
        return run
    }
}
