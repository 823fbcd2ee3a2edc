import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// Real Caddy (`tls internal`) and real nginx in front of a real server, run from the blocks in
/// `docs/proxy/`: without `--trust-proxy`, nothing of the habits passes through them; with
/// `--trust-proxy 127.0.0.1`, a signed-in client works through the proxy, a stranger gets the
/// sign-in page (the API a 401), and a client that sends its own forwarding headers is still a
/// stranger.
@Suite("Behind Caddy and nginx", .serialized)
struct ReverseProxyTests {
    static let secret = "Secret garden"

    /// A server named `kado.test` by the proxy, trusting `trusted`, with a habit and the token.
    private static func server(trusted: [String]) throws -> (LiveServer, Habit, String) {
        var configuration = WebConfiguration(
            host: "127.0.0.1", port: 0, allowedHostNames: [ReverseProxy.name],
            trustedProxies: trusted.compactMap(IPAddressRange.init))
        // The refusals' warnings are ProxyWebTests' to check: kept out of the test's output.
        configuration.log = Logger(subsystem: "web", sink: RecordingLogSink())
        let server = try LiveServer(configuration: configuration)
        let habit = try server.web.habit(secret)
        return (server, habit, try server.web.app.makeScriptToken(named: "Tests"))
    }

    /// A pairing code of `server`, as `kado serve pair` makes one.
    private static func code(_ server: LiveServer) throws -> String {
        try server.web.app.withSession { try $0.tracker.devices.makePairing().code }
    }

    /// The proxy of `kind` in front of `server`, or `nil` (with a warning) when it is not installed.
    private static func proxy(
        _ kind: ReverseProxy.Kind, in front: LiveServer, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> ReverseProxy? {
        if let missing = ReverseProxy.missing(kind) {
            Issue.record(
                "skipped: \(missing) is not installed (make test-deps installs it)", severity: .warning,
                sourceLocation: sourceLocation)
            return nil
        }
        return try ReverseProxy(kind: kind, upstreamPort: front.port)
    }

    /// The value of cookie `name` set by `answer`.
    private static func cookie(_ name: String, in answer: ReverseProxy.Answer) -> (value: String, line: String)? {
        guard let line = answer.headers("Set-Cookie").first(where: { $0.hasPrefix(name + "=") }) else { return nil }
        return (String(line.dropFirst(name.count + 1).prefix { $0 != ";" }), line)
    }

    @Test(
        "Without --trust-proxy, nothing of the habits is served through the proxy",
        arguments: ReverseProxy.Kind.allCases)
    func untrusted(kind: ReverseProxy.Kind) throws {
        let (server, _, token) = try Self.server(trusted: [])
        guard let proxy = try Self.proxy(kind, in: server) else { return }
        defer { proxy.stop() }
        for (path, headers) in [
            ("/", []), ("/overview", []), ("/api/today", []), ("/api/habits", []),
            ("/api/today", [("Authorization", "Bearer \(token)")]), ("/login?code=\(try Self.code(server))", []),
        ] {
            let answer = try proxy.curl(path, headers: headers)
            #expect(answer.status == 403, "\(kind) \(path): \(answer.status)")
            #expect(!answer.body.contains(Self.secret), "\(kind) \(path)")
            #expect(answer.body.contains("--trust-proxy 127.0.0.1"), "\(kind) \(path): \(answer.body.prefix(300))")
            #expect(Self.cookie("kado_session", in: answer) == nil)
        }
        // Straight to the server, this machine is served as ever.
        #expect(try server.get("/").text.contains(Self.secret))
    }

    @Test(
        "With --trust-proxy 127.0.0.1, a stranger gets the sign-in page and a signed-in client works",
        arguments: ReverseProxy.Kind.allCases)
    func trusted(kind: ReverseProxy.Kind) throws {
        let (server, habit, token) = try Self.server(trusted: ["127.0.0.1"])
        guard let proxy = try Self.proxy(kind, in: server) else { return }
        defer { proxy.stop() }

        // A stranger: the sign-in page, a 401 from the API, nothing of the habits.
        let today = try proxy.curl("/")
        #expect(today.status == 303, "\(kind): \(today.status) \(today.body.prefix(300))")
        #expect(today.headers("Location") == ["/login"])
        let login = try proxy.curl("/login")
        #expect(login.status == 200)
        #expect(login.body.contains("name=\"code\""))
        #expect(!login.body.contains(Self.secret))
        for path in ["/api/today", "/api/habits"] {
            let api = try proxy.curl(path)
            #expect(api.status == 401, "\(kind) \(path)")
            #expect(!api.body.contains(Self.secret))
        }

        // A client that claims to be this machine, in every header a proxy forwards with, is
        // still a stranger: the proxy writes or appends its own.
        let spoofs: [(String, String)] = [
            ("X-Forwarded-For", "127.0.0.1"), ("X-Forwarded-Host", "127.0.0.1"), ("X-Forwarded-Proto", "http"),
            ("Forwarded", "for=127.0.0.1;host=\"127.0.0.1\";proto=http"),
        ]
        for spoof in [[spoofs[0]], spoofs] {
            let api = try proxy.curl("/api/today", headers: spoof)
            #expect(api.status == 401, "\(kind) \(spoof): \(api.body.prefix(300))")
            #expect(!api.body.contains(Self.secret))
            #expect(try proxy.curl("/", headers: spoof).status == 303, "\(kind) \(spoof)")
        }

        // Pairing through the proxy, as the QR code's link does: a session cookie, Secure over the
        // proxy's HTTPS, and the device is seen from the client's address, not the proxy's.
        let signIn = try proxy.curl("/login?code=\(try Self.code(server))")
        #expect(signIn.status == 303)
        let session = try #require(Self.cookie("kado_session", in: signIn), "\(kind): \(signIn.headers)")
        #expect(session.line.contains("; Secure"), "\(session.line)")
        let signedIn = try proxy.curl("/", headers: [("Cookie", "kado_session=\(session.value)")])
        #expect(signedIn.status == 200)
        #expect(signedIn.body.contains(Self.secret))
        let csrf = try #require(Self.cookie("kado_csrf", in: signedIn))
        #expect(csrf.line.contains("; Secure"))
        // A check-in through the proxy: the page's form, from the page's origin.
        let checkIn = try proxy.curl(
            "/habits/\(habit.id.uuidString)/checkin",
            headers: [
                ("Cookie", "kado_session=\(session.value); kado_csrf=\(csrf.value)"), ("Origin", proxy.origin),
                ("Content-Type", "application/x-www-form-urlencoded"),
            ], method: "POST", body: "action=toggle&_csrf=\(csrf.value)")
        #expect(checkIn.status == 303, "\(kind): \(checkIn.status) \(checkIn.body.prefix(300))")
        let api = try proxy.curl("/api/today", headers: [("Authorization", "Bearer \(token)")])
        #expect(api.status == 200)
        #expect(api.body.contains(Self.secret))
        #expect(try server.web.tracker.testStore.completions(of: habit.id).count == 1)
    }

    @Test("The README shows the very blocks of docs/proxy that these tests run")
    func readmeShowsTheTestedBlocks() throws {
        let readme = try ReverseProxy.documented("../../README.md")
        for name in ["Caddyfile", "nginx.conf"] {
            let lines = try ReverseProxy.documented(name).split(separator: "\n", omittingEmptySubsequences: false)
            let block = lines.filter { !$0.hasPrefix("#") }.joined(separator: "\n")
                .trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(readme.contains(block), "README.md does not show docs/proxy/\(name) as it is")
        }
    }
}
