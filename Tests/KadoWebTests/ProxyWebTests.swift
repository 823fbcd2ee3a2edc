import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// Through the real ``HTTPServer``: forwarding headers from a peer not trusted are refused with
/// the option to add; behind a trusted proxy, each request is judged by its forwarded client and
/// host; a name allowed with `--allow-host` needs a credential even from loopback; a mapped
/// loopback address is loopback.
@Suite("Proxies and per-request credentials, through the server")
struct ProxyWebTests {
    static let stranger = "203.0.113.9"

    /// A server configured with `trusted` proxies and `allowed` names (bound to 127.0.0.1), a
    /// habit only a signed-in or local client may see, and the access token.
    private static func server(
        trusted: [String] = [], allowed: Set<String> = [], log: RecordingLogSink = RecordingLogSink()
    ) throws -> (LiveServer, String) {
        var configuration = WebConfiguration(
            host: "127.0.0.1", port: 0, allowedHostNames: allowed,
            trustedProxies: trusted.compactMap(IPAddressRange.init))
        configuration.log = Logger(subsystem: "web", sink: log)
        let server = try LiveServer(configuration: configuration)
        _ = try server.web.habit("Secret garden")
        return (server, try server.web.app.makeScriptToken(named: "Tests"))
    }

    /// The JSON object of an API answer.
    private static func json(_ response: RawResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    }

    @Test("Forwarding headers from a peer not trusted are refused, with the option to add, logged once")
    func untrustedRefused() throws {
        let log = RecordingLogSink()
        let (server, token) = try Self.server(log: log)
        for header in ["X-Forwarded-For", "X-Forwarded-Proto", "X-Forwarded-Host", "Forwarded", "x-forwarded-for"] {
            let value = header.lowercased() == "forwarded" ? "for=127.0.0.1" : "127.0.0.1"
            let page = try server.get("/", headers: [(header, value)])
            #expect(page.status == 403, "\(header)")
            #expect(page.header("Content-Type")?.hasPrefix("text/html") == true)
            #expect(page.text.contains("kado serve --trust-proxy 127.0.0.1"), "\(page.text.prefix(400))")
            #expect(!page.text.contains("Secret garden"))
            // Even with the token: the peer's headers cannot be believed, so nothing is served.
            let api = try server.get("/api/today", headers: [(header, value), ("Authorization", "Bearer \(token)")])
            #expect(api.status == 403)
            #expect(api.header("Content-Type")?.hasPrefix("application/json") == true)
            let error = try #require(try Self.json(api)["error"] as? [String: Any])
            #expect(error["code"] as? String == "request.forbidden")
            #expect((error["message"] as? String)?.contains("kado serve --trust-proxy 127.0.0.1") == true)
            #expect(!api.text.contains("Secret garden"))
        }
        // A form that announces a body is refused before it is read.
        let post = try server.request(
            "POST", "/settings",
            headers: [("X-Forwarded-For", "127.0.0.1"), ("Content-Type", "application/x-www-form-urlencoded")],
            body: Array("dayStart=5".utf8))
        #expect(post.status == 403)
        #expect(try server.web.tracker.settings().dayStart == 0)
        // French for a French browser.
        let french = try server.get("/", headers: [("X-Forwarded-For", "1.2.3.4"), ("Accept-Language", "fr")])
        #expect(french.text.contains("lancez Kadō avec"), "\(french.text.prefix(600))")
        #expect(french.text.contains("kado serve --trust-proxy 127.0.0.1"))
        // Without the headers, the same peer is served.
        #expect(try server.get("/").text.contains("Secret garden"))
        let warnings = log.entries.filter { $0.level == .warning && $0.message.contains("not a trusted proxy") }
        #expect(warnings.count == 1, "\(log.entries.map(\.message))")
        #expect(warnings.first?.metadata.contains { $0.value == "kado serve --trust-proxy 127.0.0.1" } == true)
    }

    @Test("Behind a trusted proxy, a forwarded stranger needs a credential; the token or a session lets it in")
    func trustedProxyStranger() throws {
        let (server, token) = try Self.server(trusted: ["127.0.0.1"])
        let stranger = [("X-Forwarded-For", Self.stranger)]
        let page = try server.get("/", headers: stranger)
        #expect(page.status == 303)
        #expect(page.header("Location") == "/login")
        #expect(!page.text.contains("Secret garden"))
        let api = try server.get("/api/today", headers: stranger)
        #expect(api.status == 401)
        #expect(!api.text.contains("Secret garden"))
        let bearer = try server.get("/api/today", headers: stranger + [("Authorization", "Bearer \(token)")])
        #expect(bearer.status == 200)
        #expect(bearer.text.contains("Secret garden"))
        // The sign-in page is shown to the stranger (not skipped as for this machine).
        let login = try server.get("/login", headers: stranger)
        #expect(login.status == 200)
        #expect(login.text.contains("name=\"code\""))

        // A client on this machine through the same proxy needs nothing.
        let local = try server.get("/", headers: [("X-Forwarded-For", "127.0.0.1")])
        #expect(local.status == 200 && local.text.contains("Secret garden"))
        // ... but a stranger who wrote that itself, left of the proxy's entry, is still a stranger.
        let spoofed = try server.get("/api/today", headers: [("X-Forwarded-For", "127.0.0.1, \(Self.stranger)")])
        #expect(spoofed.status == 401)
        let spoofedPage = try server.get(
            "/", headers: [("X-Forwarded-For", Self.stranger), ("Forwarded", "for=127.0.0.1;host=\"127.0.0.1\"")])
        #expect(spoofedPage.status == 303)
    }

    @Test("Signing in through a trusted HTTPS proxy sets Secure cookies; plain HTTP does not")
    func secureCookies() throws {
        let (server, token) = try Self.server(trusted: ["127.0.0.1"])
        let https = [("X-Forwarded-For", Self.stranger), ("X-Forwarded-Proto", "https")]
        let csrf = try server.get("/login", headers: https)
        let csrfCookie = try #require(csrf.headers("Set-Cookie").first { $0.hasPrefix("kado_csrf=") })
        #expect(csrfCookie.hasSuffix("; Secure"), "\(csrfCookie)")
        let csrfToken = String(csrfCookie.dropFirst("kado_csrf=".count).prefix { $0 != ";" })
        _ = token
        let code = try server.web.app.withSession { try $0.tracker.devices.makePairing().code }
        let signedIn = try server.postForm(
            "/login", [("code", code), ("next", "/")], token: csrfToken, extraHeaders: https)
        #expect(signedIn.status == 303)
        let session = try #require(signedIn.headers("Set-Cookie").first { $0.hasPrefix("kado_session=") })
        #expect(session.contains("; HttpOnly; SameSite=Lax; Secure; Max-Age="), "\(session)")
        // The device is seen from the client the proxy forwarded for, not from the proxy.
        let device = try #require(
            try server.web.app.withSession { try $0.tracker.devices.devices() }.first { $0.kind == .browser })
        #expect(device.address == Self.stranger)
        let id = String(session.dropFirst("kado_session=".count).prefix { $0 != ";" })
        // The session lets the stranger in.
        let today = try server.get("/", headers: https + [("Cookie", "kado_session=\(id)")])
        #expect(today.status == 200 && today.text.contains("Secret garden"))
        // Settings show the access card (signing out) to it, and not to this machine.
        let settings = try server.get("/settings", headers: https + [("Cookie", "kado_session=\(id)")])
        #expect(settings.text.contains("action=\"/logout\""))
        #expect(!(try server.get("/settings").text.contains("action=\"/logout\"")))

        let plain = try server.get("/login", headers: [("X-Forwarded-For", Self.stranger)])
        let plainCookie = try #require(plain.headers("Set-Cookie").first { $0.hasPrefix("kado_csrf=") })
        #expect(!plainCookie.contains("Secure"))
    }

    @Test("A name allowed with --allow-host needs a credential even from loopback; localhost and IPs do not")
    func allowedHostFromLoopback() throws {
        let (server, token) = try Self.server(allowed: ["kado.example.org"])
        let named = [("Host", "kado.example.org")]
        let page = try server.get("/", headers: named)
        #expect(page.status == 303 && page.header("Location") == "/login")
        #expect(try server.get("/api/today", headers: named).status == 401)
        #expect(try server.get("/login", headers: named).status == 200)
        let bearer = try server.get("/api/today", headers: named + [("Authorization", "Bearer \(token)")])
        #expect(bearer.status == 200)
        for host in ["127.0.0.1:\(server.port)", "localhost:\(server.port)", "[::1]:\(server.port)"] {
            let local = try server.get("/", headers: [("Host", host)])
            #expect(local.status == 200 && local.text.contains("Secret garden"), "\(host)")
            // Nothing to sign in to from here.
            #expect(try server.get("/login", headers: [("Host", host)]).header("Location") == "/", "\(host)")
        }
    }

    @Test("::ffff:127.0.0.2 and 127.0.0.2 are loopback; another trusted-proxy client is not")
    func mappedLoopback() throws {
        let (server, _) = try Self.server(trusted: ["127.0.0.1"])
        let mapped = try server.get("/", headers: [("X-Forwarded-For", "::ffff:127.0.0.2")])
        #expect(mapped.status == 200 && mapped.text.contains("Secret garden"))
        let bracketed = try server.get("/", headers: [("Forwarded", "for=\"[::ffff:127.0.0.2]:5000\"")])
        #expect(bracketed.status == 200)
        #expect(try server.get("/", headers: [("X-Forwarded-For", "::ffff:128.0.0.2")]).status == 303)
        #expect(try server.get("/", headers: [("X-Forwarded-For", "::127.0.0.2")]).status == 303)

        // A connection from 127.0.0.2 itself, not a trusted proxy: loopback, served; its
        // forwarding headers refused.
        let connection = try RawHTTPConnection(port: server.port, timeout: 10, source: "127.0.0.2")
        defer { connection.close() }
        let direct = try connection.request("GET", "/", headers: [("Host", server.host)])
        #expect(direct.status == 200 && direct.text.contains("Secret garden"))
        let forwarded = try connection.request(
            "GET", "/", headers: [("Host", server.host), ("X-Forwarded-For", "127.0.0.1"), ("Connection", "close")])
        #expect(forwarded.status == 403)
        #expect(forwarded.text.contains("kado serve --trust-proxy 127.0.0.2"))
    }

    @Test("A forwarded host is checked against the allow-list; the trusted proxy's Host is not")
    func forwardedHostChecked() throws {
        let (server, _) = try Self.server(trusted: ["127.0.0.1"], allowed: ["kado.example.org"])
        let evil = try server.get(
            "/", headers: [("X-Forwarded-For", Self.stranger), ("X-Forwarded-Host", "evil.example")])
        #expect(evil.status == 403)
        #expect(evil.text.contains("evil.example"))
        let allowed = try server.get(
            "/",
            headers: [("Host", "10.0.0.1"), ("X-Forwarded-For", "127.0.0.1"), ("X-Forwarded-Host", "kado.example.org")])
        #expect(allowed.status == 303)
        #expect(allowed.header("Location") == "/login")
    }
}
