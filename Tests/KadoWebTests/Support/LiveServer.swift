import Foundation
import KadoApp
import KadoCore

@testable import KadoWeb

/// A real ``HTTPServer`` on 127.0.0.1 and a free port, serving a ``WebHarness``'s app, and a way
/// to talk to it over sockets as a browser on this origin would.
final class LiveServer {
    let web: WebHarness
    let server: HTTPServer
    let limits: HTTPLimits
    private var isStopped = false

    /// Every path of the fixed set of static files.
    static let staticPaths = StaticAssets.cachedPaths + ["/manifest.webmanifest", "/sw.js", "/favicon.ico"]

    /// The port the server listens on.
    var port: Int { server.port }
    /// The Host header a browser that typed the printed URL sends: `127.0.0.1:PORT`, or, for a
    /// configuration that listens beyond loopback, ``networkName`` (allowed for it) with the port.
    var host: String { "\(hostName):\(port)" }
    /// The name in ``host``.
    let hostName: String

    /// The name a server that listens beyond loopback is reached by in these tests. Its socket is
    /// on 127.0.0.1 whatever the configuration says, so a request naming `127.0.0.1` would come
    /// from this machine and need no credential; one naming an allowed host name is the
    /// network's, and needs one, as a request from another machine does.
    static let networkName = "lan.kado.test"
    /// The Origin such a browser sends.
    var origin: String { "http://\(host)" }

    /// Starts a server. `configuration` only decides the app's rules (token, allowed names,
    /// trusted proxies): the socket is always bound to 127.0.0.1 so that tests never listen
    /// beyond this machine (see ``networkName``).
    init(
        configuration: WebConfiguration = WebConfiguration(host: "127.0.0.1", port: 0),
        limits: HTTPLimits = HTTPLimits(), now: String = "2026-04-10T19:30:00Z"
    ) throws {
        var configuration = configuration
        if configuration.listensOnLoopbackOnly {
            hostName = "127.0.0.1"
        } else {
            hostName = Self.networkName
            configuration.allowedHostNames.insert(Self.networkName)
        }
        web = try WebHarness(now: now, configuration: configuration)
        self.limits = limits
        // The icons are drawn as PNGs on first use, which takes seconds in a debug build: draw them
        // now, so that no request waits for them against a client's timeout.
        for path in Self.staticPaths { _ = StaticAssets.asset(at: path) }
        let app = web.app
        // Served as `kado serve` serves it: the app screens the headers before a body is read.
        server = try HTTPServer(address: "127.0.0.1", port: 0, limits: limits, serving: app)
    }

    deinit { stop() }

    /// Stops the server (again: nothing).
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        server.stop()
    }

    /// A new connection.
    func connect(timeout: TimeInterval = 30) throws -> RawHTTPConnection {
        try RawHTTPConnection(port: port, timeout: timeout)
    }

    /// One request on a new connection, with `Host` (unless `headers` has one, or `host` is nil)
    /// and `Connection: close`.
    func request(
        _ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = [],
        host: String?? = .none
    ) throws -> RawResponse {
        let connection = try connect()
        defer { connection.close() }
        var all = headers
        let hostValue: String? = host ?? self.host
        if let hostValue, !headers.contains(where: { $0.0.lowercased() == "host" }) {
            all.insert(("Host", hostValue), at: 0)
        }
        all.append(("Connection", "close"))
        return try connection.request(method, target, headers: all, body: body)
    }

    /// GET `target`.
    func get(_ target: String, headers: [(String, String)] = []) throws -> RawResponse {
        try request("GET", target, headers: headers)
    }

    /// A CSRF token and the cookie that carries it, from a first GET.
    func csrfToken() throws -> String {
        let response = try get("/")
        for cookie in response.headers("Set-Cookie") where cookie.hasPrefix("\(RequestContext.csrfCookie)=") {
            let value = cookie.dropFirst(RequestContext.csrfCookie.count + 1).prefix { $0 != ";" }
            return String(value)
        }
        throw RawHTTPError.malformed("no CSRF cookie on GET /")
    }

    /// POSTs a URL-encoded form as this origin's page would: token in the body and the cookie,
    /// Origin header. Each part can be left out or replaced to test the checks.
    func postForm(
        _ target: String, _ fields: [(String, String)], token: String?, cookieToken: String? = nil,
        origin: String?? = .none, extraHeaders: [(String, String)] = []
    ) throws -> RawResponse {
        var all = fields
        if let token { all.append((RequestContext.csrfField, token)) }
        var headers: [(String, String)] = [("Content-Type", "application/x-www-form-urlencoded")]
        if let cookie = cookieToken ?? token { headers.append(("Cookie", "\(RequestContext.csrfCookie)=\(cookie)")) }
        let originValue: String? = origin ?? self.origin
        if let originValue { headers.append(("Origin", originValue)) }
        headers += extraHeaders
        return try request("POST", target, headers: headers, body: WebHarness.urlEncoded(all))
    }

    /// POSTs a `multipart/form-data` body with one file, with the token and Origin.
    func postMultipart(
        _ target: String, fields: [(String, String)], file: (name: String, filename: String, bytes: [UInt8]),
        token: String
    ) throws -> RawResponse {
        let boundary = "----kado-test-\(UUID().uuidString)"
        var body: [UInt8] = []
        for (name, value) in fields + [(RequestContext.csrfField, token)] {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        body += Array(
            ("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.name)\"; filename=\"\(file.filename)\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n").utf8)
        body += file.bytes
        body += Array("\r\n--\(boundary)--\r\n".utf8)
        return try request(
            "POST", target,
            headers: [
                ("Content-Type", "multipart/form-data; boundary=\(boundary)"),
                ("Cookie", "\(RequestContext.csrfCookie)=\(token)"), ("Origin", origin),
            ], body: body)
    }

    /// Whether the server still serves Today normally.
    func answersToday() -> Bool {
        (try? get("/").status) == 200
    }

    /// How the server answers Today, for a message when it does not: `200`, another status and
    /// the start of its body, or the error of the connection.
    func todayOutcome() -> String {
        do {
            let response = try get("/")
            return response.status == 200 ? "200" : "\(response.status) \(response.text.prefix(200))"
        } catch {
            return "no answer: \(error)"
        }
    }
}
