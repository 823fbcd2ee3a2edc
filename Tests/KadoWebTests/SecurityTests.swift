import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The gate over real sockets: the Host allow-list, the access token, CSRF, the security headers
/// on every response, pages that need no inline script or style, and the fixed set of static files.
@Suite("Security rules over sockets")
struct SecurityTests {
    // MARK: - Host allow-list

    @Test(
        "Host names this server or is refused",
        arguments: [
            ("localhost", 200), ("localhost:PORT", 200), ("127.0.0.1:PORT", 200), ("[::1]:PORT", 200),
            // An allowed name passes the Host check; it is the network's way in, so it is asked to sign in.
            ("LOCALHOST:PORT", 200), ("mypc.local:PORT", 303), ("MyPC.local", 303), ("evil.example", 403),
            ("evil.example:PORT", 403), ("127.0.0.1.evil.example", 403), ("localhost.evil.example:PORT", 403),
            ("", 403), ("[::1", 403), ("localhost:port", 403), ("a b", 403), ("other.local:PORT", 403),
        ])
    func hostAllowList(host: String, status: Int) throws {
        let server = try LiveServer(
            configuration: WebConfiguration(host: "127.0.0.1", port: 0, allowedHostNames: ["mypc.local"]))
        let value = host.replacingOccurrences(of: "PORT", with: String(server.port))
        let response = try server.request("GET", "/", headers: [("Host", value)])
        #expect(response.status == status, "Host: \(value)")
        if status == 403 { #expect(!response.text.contains("<main")) }
    }

    @Test(
        "The refusal of a host is said in the language the browser asks for",
        arguments: [
            ("de", "Der Host „evil.example“ ist nicht erlaubt."), ("es", "El host «evil.example» no está permitido."),
            ("en", "Host \"evil.example\" is not allowed."),
            ("fr", "L’hôte «\u{202F}evil.example\u{202F}» n’est pas autorisé."),
        ])
    func hostRefusalLanguage(language: String, expected: String) throws {
        let server = try LiveServer()
        let response = try server.request(
            "GET", "/", headers: [("Host", "evil.example"), ("Accept-Language", language)])
        #expect(response.status == 403)
        #expect(response.text.hasPrefix(expected), "\(response.text)")
    }

    @Test("A request without Host is refused")
    func missingHost() throws {
        let server = try LiveServer()
        // HTTP/1.0 may omit Host, so the request reaches the gate, which refuses it.
        let connection = try server.connect()
        try connection.send("GET / HTTP/1.0\r\n\r\n")
        #expect(try connection.readResponse().status == 403)
        // HTTP/1.1 requires Host: libmicrohttpd or the gate refuses it.
        let again = try server.connect()
        try again.send("GET / HTTP/1.1\r\nConnection: close\r\n\r\n")
        let response = try again.readResponse()
        #expect(response.status == 400 || response.status == 403)
        #expect(server.answersToday())
    }

    @Test("Static files and API calls pass the Host check too")
    func hostCheckEverywhere() throws {
        let server = try LiveServer()
        for path in ["/static/app.css", "/manifest.webmanifest", "/api/today", "/sw.js"] {
            #expect(try server.request("GET", path, headers: [("Host", "evil.example")]).status == 403, "\(path)")
        }
    }

    // MARK: - Access token

    /// A server whose app is configured for 0.0.0.0 (so it requires the token) but that listens
    /// on 127.0.0.1 only, and the token.
    private static func tokenServer() throws -> (LiveServer, String) {
        let server = try LiveServer(configuration: WebConfiguration(host: "0.0.0.0", port: 0))
        return (server, try server.web.app.makeScriptToken(named: "Tests"))
    }

    @Test("Without the token, pages redirect to the sign-in page")
    func pagesNeedToken() throws {
        let (server, _) = try Self.tokenServer()
        let today = try server.get("/")
        #expect(today.status == 303)
        #expect(today.header("Location") == "/login")
        let overview = try server.get("/overview")
        #expect(overview.status == 303)
        #expect(overview.header("Location") == "/login?next=%2Foverview")
        let login = try server.get("/login")
        #expect(login.status == 200)
        #expect(login.header("Content-Type")?.hasPrefix("text/html") == true)
        // Static files need no token: the sign-in page needs its stylesheet.
        #expect(try server.get("/static/app.css").status == 200)
    }

    @Test("Without the token, the API answers 401 in JSON with WWW-Authenticate")
    func apiNeedsToken() throws {
        let (server, _) = try Self.tokenServer()
        let response = try server.get("/api/today")
        #expect(response.status == 401)
        #expect(response.header("WWW-Authenticate")?.hasPrefix("Bearer") == true)
        #expect(response.header("Content-Type")?.hasPrefix("application/json") == true)
        let json = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        #expect(json?["error"] != nil)
    }

    @Test("Without the token, a form is refused and nothing is written")
    func formNeedsToken() throws {
        let (server, _) = try Self.tokenServer()
        let habit = try server.web.habit("Meditate")
        let csrf = String(repeating: "ab", count: 24)
        let response = try server.postForm(
            "/habits/\(habit.id.uuidString)/checkin", [("action", "toggle")], token: csrf)
        #expect(response.status == 401)
        #expect(try server.web.tracker.testStore.completions(of: habit.id).isEmpty)
    }

    @Test("A Bearer token opens pages and the API")
    func bearer() throws {
        let (server, token) = try Self.tokenServer()
        #expect(try server.get("/", headers: [("Authorization", "Bearer \(token)")]).status == 200)
        #expect(try server.get("/", headers: [("Authorization", "bearer \(token)")]).status == 200)
        let api = try server.get("/api/today", headers: [("Authorization", "Bearer \(token)")])
        #expect(api.status == 200)
        #expect(api.header("Content-Type")?.hasPrefix("application/json") == true)
    }

    @Test("The token itself in the session cookie opens nothing: only a sign-in session's id does")
    func sessionCookie() throws {
        let (server, token) = try Self.tokenServer()
        let response = try server.get("/", headers: [("Cookie", "\(RequestContext.sessionCookie)=\(token)")])
        #expect(response.status == 303)
        let session = String(repeating: "ab", count: 32)
        #expect(try server.get("/", headers: [("Cookie", "\(RequestContext.sessionCookie)=\(session)")]).status == 303)
    }

    @Test(
        "A wrong token is refused",
        arguments: ["Bearer wrong", "Bearer ", "Basic dXNlcjpwYXNz", "BearerTOKEN", "Bearer TOKENx", "Bearer xTOKEN"])
    func wrongToken(authorization: String) throws {
        let (server, token) = try Self.tokenServer()
        let value = authorization.replacingOccurrences(of: "TOKEN", with: token)
        #expect(try server.get("/", headers: [("Authorization", value)]).status == 303)
        #expect(try server.get("/api/today", headers: [("Authorization", value)]).status == 401)
        let cookie = "\(RequestContext.sessionCookie)=\(value.replacingOccurrences(of: "Bearer ", with: ""))"
        #expect(try server.get("/", headers: [("Cookie", cookie)]).status == 303)
    }

    @Test("Signing in with a pairing code sets a session cookie that opens pages; a script's token does not sign in")
    func signIn() throws {
        let (server, token) = try Self.tokenServer()
        let code = try server.web.app.withSession { try $0.tracker.devices.makePairing().code }
        let page = try server.get("/login")
        let csrf = try #require(Self.cookie(RequestContext.csrfCookie, in: page))
        for wrongCode in ["nope", token] {
            let wrong = try server.postForm("/login", [("code", wrongCode)], token: csrf)
            #expect(wrong.status != 303)
            #expect(Self.cookie(RequestContext.sessionCookie, in: wrong) == nil)
        }
        let response = try server.postForm("/login", [("code", code)], token: csrf)
        #expect(response.status == 303)
        let session = try #require(Self.cookie(RequestContext.sessionCookie, in: response))
        let setCookie = response.headers("Set-Cookie").first { $0.hasPrefix(RequestContext.sessionCookie) } ?? ""
        #expect(setCookie.contains("HttpOnly"))
        #expect(setCookie.contains("SameSite=Lax"))
        // Plain HTTP: no Secure attribute, which would make the browser drop the cookie.
        #expect(!setCookie.contains("Secure"))
        #expect(session.count == 64 && session != token && !setCookie.contains(token))
        #expect(try server.get("/", headers: [("Cookie", "\(RequestContext.sessionCookie)=\(session)")]).status == 200)
    }

    @Test("A loopback server needs no token")
    func loopbackNeedsNoToken() throws {
        let server = try LiveServer()
        #expect(try server.get("/").status == 200)
        #expect(try server.get("/api/today").status == 200)
    }

    static func cookie(_ name: String, in response: RawResponse) -> String? {
        for cookie in response.headers("Set-Cookie") where cookie.hasPrefix("\(name)=") {
            return String(cookie.dropFirst(name.count + 1).prefix { $0 != ";" })
        }
        return nil
    }

    // MARK: - CSRF

    /// A server with one habit and a CSRF token from a first GET.
    private static func csrfServer() throws -> (LiveServer, Habit, String) {
        let server = try LiveServer()
        let habit = try server.web.habit("Meditate")
        return (server, habit, try server.csrfToken())
    }

    @Test("A form without its token is refused and nothing is written")
    func formWithoutToken() throws {
        let (server, habit, token) = try Self.csrfServer()
        let path = "/habits/\(habit.id.uuidString)/checkin"
        // The cookie alone (as a cross-site form would send it, were it not SameSite).
        #expect(try server.postForm(path, [("action", "toggle")], token: nil, cookieToken: token).status == 403)
        // Neither cookie nor field.
        #expect(try server.postForm(path, [("action", "toggle")], token: nil).status == 403)
        // A field that does not match the cookie.
        let other = String(repeating: "0", count: 48)
        #expect(try server.postForm(path, [("action", "toggle")], token: other, cookieToken: token).status == 403)
        // A field without a cookie.
        let bare = try server.request(
            "POST", path,
            headers: [("Content-Type", "application/x-www-form-urlencoded"), ("Origin", server.origin)],
            body: Array("action=toggle&_csrf=\(token)".utf8))
        #expect(bare.status == 403)
        #expect(try server.web.tracker.testStore.completions(of: habit.id).isEmpty)
    }

    @Test(
        "A form from another origin is refused even with the token",
        arguments: [
            ("Origin", "http://evil.example"), ("Origin", "null"), ("Origin", "http://127.0.0.1:1"),
            ("Origin", "https://evil.example"), ("Origin", "http://127.0.0.1:PORT.evil.example"),
            ("Referer", "http://evil.example/page"), ("Referer", "http://localhost.evil.example:PORT/"),
        ])
    func foreignOrigin(header: String, value: String) throws {
        let (server, habit, token) = try Self.csrfServer()
        let foreign = value.replacingOccurrences(of: "PORT", with: String(server.port))
        let response = try server.postForm(
            "/habits/\(habit.id.uuidString)/checkin", [("action", "toggle")], token: token,
            origin: header == "Origin" ? foreign : .some(nil),
            extraHeaders: header == "Referer" ? [(header, foreign)] : [])
        #expect(response.status == 403)
        #expect(try server.web.tracker.testStore.completions(of: habit.id).isEmpty)
    }

    @Test("A form with its token from this origin goes through")
    func sameOrigin() throws {
        let (server, habit, token) = try Self.csrfServer()
        let path = "/habits/\(habit.id.uuidString)/checkin"
        #expect(try server.postForm(path, [("action", "done")], token: token).status == 303)
        // A same-origin Referer, or neither header (older browsers), with the token.
        #expect(
            try server.postForm(
                path, [("action", "undo")], token: token, origin: .some(nil),
                extraHeaders: [("Referer", "\(server.origin)/habits")]
            ).status == 303)
        #expect(try server.postForm(path, [("action", "done")], token: token, origin: .some(nil)).status == 303)
        // The token may come in the X-CSRF-Token header instead of the body.
        let viaHeader = try server.request(
            "POST", path,
            headers: [
                ("Content-Type", "application/x-www-form-urlencoded"), ("Origin", server.origin),
                ("Cookie", "kado_csrf=\(token)"), (RequestContext.csrfHeader, token),
            ], body: Array("action=undo".utf8))
        #expect(viaHeader.status == 303)
        #expect(try server.web.tracker.testStore.completions(of: habit.id).isEmpty)
    }

    @Test("A JSON API call must be JSON: a cross-site form's text/plain is refused with 415")
    func apiContentType() throws {
        let (server, habit, _) = try Self.csrfServer()
        for type in ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"] {
            let response = try server.request(
                "POST", "/api/habits/\(habit.id.uuidString)/complete",
                headers: [("Content-Type", type), ("Origin", server.origin)], body: Array("{}".utf8))
            #expect(response.status == 415, "\(type)")
        }
        #expect(try server.web.tracker.testStore.completions(of: habit.id).isEmpty)
    }

    @Test("A JSON API call from another origin is refused")
    func apiForeignOrigin() throws {
        let (server, habit, _) = try Self.csrfServer()
        let response = try server.request(
            "POST", "/api/habits/\(habit.id.uuidString)/complete",
            headers: [("Content-Type", "application/json"), ("Origin", "http://evil.example")], body: Array("{}".utf8))
        #expect(response.status == 403)
        #expect(try server.web.tracker.testStore.completions(of: habit.id).isEmpty)
    }

    // MARK: - Headers

    /// Requests whose responses must all carry the security headers: pages, errors of every
    /// kind, static files, redirects.
    @Test("Every response carries the security headers")
    func securityHeaders() throws {
        var limits = HTTPLimits()
        limits.bodyBytes = 256
        let server = try LiveServer(limits: limits)
        let habit = try server.web.habit("Meditate")
        let token = try server.csrfToken()
        let etag = try #require(try server.get("/static/app.css").header("ETag"))
        var responses: [(String, RawResponse)] = [
            ("page", try server.get("/")),
            ("detail", try server.get("/habits/\(habit.id.uuidString)")),
            ("404", try server.get("/nope")),
            ("static", try server.get("/static/app.js")),
            ("png", try server.get("/static/icon-192.png")),
            ("manifest", try server.get("/manifest.webmanifest")),
            ("304", try server.get("/static/app.css", headers: [("If-None-Match", etag)])),
            ("405", try server.request("DELETE", "/static/app.css")),
            ("403 host", try server.request("GET", "/", headers: [("Host", "evil.example")])),
            ("403 csrf", try server.postForm("/habits/\(habit.id.uuidString)/checkin", [], token: nil)),
            (
                "303",
                try server.postForm("/habits/\(habit.id.uuidString)/checkin", [("action", "toggle")], token: token)
            ),
            ("400", try server.postForm("/habits/\(habit.id.uuidString)/checkin", [("action", "zap")], token: token)),
            ("api 404", try server.get("/api/nope")),
            ("head", try server.request("HEAD", "/")),
        ]
        let tokenServer = try LiveServer(configuration: WebConfiguration(host: "0.0.0.0", port: 0))
        _ = try tokenServer.web.app.makeScriptToken(named: "Tests")
        responses.append(("303 login", try tokenServer.get("/")))
        responses.append(("401", try tokenServer.get("/api/today")))
        responses.append(
            ("413", try server.postForm("/settings", [("x", String(repeating: "x", count: 1000))], token: token)))
        for (name, response) in responses {
            let policy = response.header("Content-Security-Policy") ?? ""
            #expect(!policy.isEmpty, "\(name): no Content-Security-Policy")
            #expect(!policy.contains("unsafe-inline"), "\(name)")
            #expect(!policy.contains("unsafe-eval"), "\(name)")
            #expect(policy.contains("frame-ancestors 'none'"), "\(name)")
            #expect(policy.contains("default-src 'none'"), "\(name)")
            #expect(response.header("X-Content-Type-Options") == "nosniff", "\(name)")
        }
    }

    @Test("Cookies are HttpOnly and SameSite=Strict")
    func cookieAttributes() throws {
        let server = try LiveServer()
        let cookies = try server.get("/").headers("Set-Cookie")
        #expect(!cookies.isEmpty)
        for cookie in cookies {
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Strict"))
        }
    }

    // MARK: - Pages without inline script or style

    @Test(
        "No page has inline script, inline style or event-handler attributes", arguments: [Language.english, .french])
    func noInlineCode(language: Language) throws {
        let server = try LiveServer()
        try server.web.tracker.preferences.setLanguage(language)
        let habits = [
            try server.web.habit("Meditate"), try server.web.habit("Water", .counter(target: 8), unit: "glasses"),
            try server.web.habit("Read", .timer(targetSeconds: 1800)), try server.web.habit("No sugar", .negative),
            try server.web.habit("Coffee", .atMost(target: 2)),
            try server.web.habit("Gym", frequency: .specificDays([.monday, .wednesday, .friday])),
        ]
        let today = try server.web.tracker.today()
        for (offset, habit) in habits.enumerated() {
            let day = today.adding(days: -offset - 1)
            switch habit.type {
            case .binary, .negative: try server.web.tracker.checkIns.complete(habit, on: day)
            case .counter, .timer, .atMost: try server.web.tracker.checkIns.log(habit, value: 3, on: day)
            }
            try server.web.tracker.checkIns.note(habit, text: "note <b>\(offset)</b>", on: day)
        }
        try server.web.tracker.habits.archive(try server.web.habit("Old"))
        var queue = [
            "/", "/overview", "/settings", "/habits/new", "/login", "/nope",
            "/habits/\(habits[0].id.uuidString)/delete",
        ]
        queue += habits.flatMap { ["/habits/\($0.id.uuidString)", "/habits/\($0.id.uuidString)/edit"] }
        var seen: Set<String> = []
        while let path = queue.popLast(), seen.count < 80 {
            guard seen.insert(path).inserted else { continue }
            let response = try server.get(path)
            guard response.header("Content-Type")?.hasPrefix("text/html") == true else { continue }
            let problems = InlineCodeScan.problems(in: response.text)
            #expect(problems.isEmpty, "\(path): \(problems)")
            queue += InlineCodeScan.links(in: response.text).filter { !seen.contains($0) }
        }
        #expect(seen.count >= 10)
        // Pages that answer a POST: a form sent back with its mistakes, the import summary.
        let token = try server.csrfToken()
        let refused = try server.postForm("/habits", [("name", ""), ("type", "counter")], token: token)
        #expect(refused.status == 422)
        let backup = try server.get("/settings/export.json")
        let summary = try server.postMultipart(
            "/settings/import", fields: [], file: ("file", "backup.json", backup.body), token: token)
        #expect(summary.status == 200)
        for (name, page) in [("422 form", refused), ("import summary", summary)] {
            let problems = InlineCodeScan.problems(in: page.text)
            #expect(problems.isEmpty, "\(name): \(problems)")
        }
    }

    // MARK: - Static files

    @Test(
        "Only the fixed set of static files is served",
        arguments: [
            "/static/../Package.swift", "/static/%2e%2e/Package.swift", "/static/%2E%2E/%2E%2E/etc/passwd",
            "/static/app.css.bak", "/static/app.css~", "/static/APP.CSS", "/static/", "/static", "/static//app.css",
            "/static/app.css/", "/static/app.css%00.png", "/etc/passwd", "/Package.swift", "/..%2f..%2fetc%2fpasswd",
            "/static/%2fetc%2fpasswd", "/Sources/KadoWeb/Server/WebApp.swift", "/.git/config",
        ])
    func staticTraversal(path: String) throws {
        let server = try LiveServer()
        let response = try server.get(path)
        #expect(response.status == 404, "\(path): \(response.status)")
        #expect(!response.text.contains("swift-tools-version"))
        #expect(!response.text.contains("root:"))
    }

    @Test("Static files revalidate with their ETag")
    func etag() throws {
        let server = try LiveServer()
        for path in ["/static/app.css", "/static/app.js", "/static/icon-512.png", "/manifest.webmanifest", "/sw.js"] {
            let first = try server.get(path)
            let etag = try #require(first.header("ETag"), "\(path)")
            let again = try server.get(path, headers: [("If-None-Match", etag)])
            #expect(again.status == 304, "\(path)")
            #expect(again.body.isEmpty)
            #expect(again.header("ETag") == etag)
            let listed = try server.get(path, headers: [("If-None-Match", "\"other\", \(etag)")])
            #expect(listed.status == 304, "\(path)")
            let stale = try server.get(path, headers: [("If-None-Match", "\"stale\"")])
            #expect(stale.status == 200)
            #expect(stale.body == first.body)
        }
    }

    @Test("Versioned assets may be cached for good; the manifest and service worker revalidate")
    func cacheControl() throws {
        let server = try LiveServer()
        #expect(try server.get("/static/app.css").header("Cache-Control")?.contains("immutable") == true)
        #expect(try server.get("/sw.js").header("Cache-Control") == "no-cache")
        #expect(try server.get("/manifest.webmanifest").header("Cache-Control") == "no-cache")
        #expect(try server.get("/").header("Cache-Control") == "no-store")
    }

    @Test("The manifest lists 192 and 512 pixel PNG icons that are served as valid PNGs")
    func manifestIcons() throws {
        let server = try LiveServer()
        let response = try server.get("/manifest.webmanifest")
        #expect(response.header("Content-Type") == "application/manifest+json")
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
        #expect(manifest["start_url"] as? String == "/")
        #expect(manifest["display"] as? String == "standalone")
        let icons = try #require(manifest["icons"] as? [[String: Any]])
        var sizes: Set<Int> = []
        for icon in icons where icon["type"] as? String == "image/png" {
            let source = try #require(icon["src"] as? String)
            let declared = try #require(icon["sizes"] as? String)
            let side = try #require(Int(declared.split(separator: "x").first ?? ""))
            #expect(declared == "\(side)x\(side)")
            let png = try server.get(source)
            #expect(png.status == 200, "\(source)")
            #expect(png.header("Content-Type") == "image/png")
            let size = try #require(PNGHeader(png.body), "\(source) is not a PNG")
            #expect(size.width == side && size.height == side, "\(source): \(size)")
            sizes.insert(side)
        }
        #expect(sizes.isSuperset(of: [192, 512]))
    }
}

/// The size a PNG's IHDR chunk declares, or nil when the bytes are not a PNG.
struct PNGHeader: Equatable {
    let width: Int
    let height: Int

    init?(_ bytes: [UInt8]) {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else { return nil }
        func bigEndian(_ offset: Int) -> Int {
            bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        width = bigEndian(16)
        height = bigEndian(20)
    }
}

/// Finds what the Content-Security-Policy would block in a page, and the links to follow.
enum InlineCodeScan {
    static func problems(in html: String) -> [String] {
        var problems: [String] = []
        for tag in tags(in: html) {
            let lower = tag.lowercased()
            if lower.hasPrefix("<style") { problems.append("a <style> element") }
            if lower.range(of: #"\sstyle\s*="#, options: .regularExpression) != nil {
                problems.append("a style attribute: \(tag.prefix(120))")
            }
            if lower.range(of: #"\son[a-z]+\s*="#, options: .regularExpression) != nil {
                problems.append("an event-handler attribute: \(tag.prefix(120))")
            }
            if lower.contains("javascript:") { problems.append("a javascript: URL: \(tag.prefix(120))") }
        }
        // Every script must be an empty element with a same-site src.
        var rest = html[...]
        while let open = rest.range(of: "<script", options: .caseInsensitive) {
            let afterOpen = rest[open.upperBound...]
            guard let tagEnd = afterOpen.firstIndex(of: ">"),
                let close = afterOpen.range(of: "</script>", options: .caseInsensitive)
            else {
                problems.append("an unclosed <script>")
                break
            }
            let attributes = afterOpen[..<tagEnd]
            let content = afterOpen[afterOpen.index(after: tagEnd)..<close.lowerBound]
            if !content.allSatisfy(\.isWhitespace) { problems.append("an inline script: \(content.prefix(80))") }
            if !attributes.contains("src=\"/") { problems.append("a script without a local src") }
            rest = afterOpen[close.upperBound...]
        }
        return problems
    }

    /// The opening tags of `html`.
    static func tags(in html: String) -> [Substring] {
        var tags: [Substring] = []
        var rest = html[...]
        while let open = rest.firstIndex(of: "<") {
            let after = rest[open...]
            guard let close = after.firstIndex(of: ">") else { break }
            let tag = after[...close]
            if let second = tag.dropFirst().first, second.isLetter { tags.append(tag) }
            rest = after[after.index(after: close)...]
        }
        return tags
    }

    /// The same-site links of a page worth crawling (no downloads, no static files).
    static func links(in html: String) -> [String] {
        var links: [String] = []
        var rest = html[...]
        while let start = rest.range(of: "href=\"") {
            let value = rest[start.upperBound...].prefix { $0 != "\"" }
            rest = rest[start.upperBound...]
            let link = value.replacingOccurrences(of: "&amp;", with: "&")
            guard link.hasPrefix("/"), !link.hasPrefix("//"), !link.hasPrefix("/static/"),
                !link.hasPrefix("/settings/export"), !link.contains("#"), link != "/manifest.webmanifest"
            else { continue }
            links.append(link)
        }
        return links
    }
}
