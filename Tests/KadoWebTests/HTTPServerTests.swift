import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The server over real sockets: every route of the table, the status codes where they belong,
/// the size limits, keep-alive, concurrency, and requests no browser would send.
@Suite("HTTP server over sockets")
struct HTTPServerTests {
    // MARK: - Routes

    /// A server with one habit of each kind (and an archived one), and its CSRF token.
    private static func serverWithHabits(limits: HTTPLimits = HTTPLimits()) throws -> (LiveServer, Habit, String) {
        let server = try LiveServer(limits: limits)
        let habit = try server.web.habit("Meditate")
        try server.web.habit("Water", .counter(target: 8), unit: "glasses")
        try server.web.habit("Read", .timer(targetSeconds: 1800))
        try server.web.habit("No social media", .negative)
        try server.web.habit("Gym", frequency: .specificDays([.monday, .wednesday, .friday]))
        let archived = try server.web.habit("Old")
        try server.web.tracker.habits.archive(archived)
        return (server, habit, try server.csrfToken())
    }

    @Test(
        "Every page answers GET with an HTML page",
        arguments: ["/", "/overview", "/settings", "/habits/new", "/habits/ID", "/habits/ID/edit", "/habits/ID/delete"])
    func pages(path: String) throws {
        let (server, habit, _) = try Self.serverWithHabits()
        let response = try server.get(path.replacingOccurrences(of: "ID", with: habit.id.uuidString))
        #expect(response.status == 200, "\(path): \(response.status) \(response.text.prefix(200))")
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        #expect(response.text.hasPrefix("<!doctype html>"))
        #expect(response.header("Content-Length") == String(response.body.count))
    }

    @Test("Backups download as files", arguments: [("json", "application/json"), ("csv", "text/csv")])
    func exports(format: String, type: String) throws {
        let (server, _, _) = try Self.serverWithHabits()
        let response = try server.get("/settings/export.\(format)")
        #expect(response.status == 200)
        #expect(response.header("Content-Type")?.hasPrefix(type) == true, "\(response.header("Content-Type") ?? "")")
        #expect(response.header("Content-Disposition")?.hasPrefix("attachment") == true)
        #expect(response.text.contains("Meditate"))
        if format == "json" {
            #expect((try? JSONSerialization.jsonObject(with: Data(response.body))) != nil)
        }
    }

    @Test("Static files answer GET", arguments: LiveServer.staticPaths)
    func staticFiles(path: String) throws {
        let server = try LiveServer()
        let response = try server.get(path)
        #expect(response.status == 200)
        #expect(response.body == StaticAssets.asset(at: path)?.bytes)
        #expect(response.header("ETag") != nil)
    }

    /// A form of the route table: path (ID: the habit), fields, and the status it answers.
    struct FormRoute: CustomTestStringConvertible, Sendable {
        let path: String
        let fields: [Field]
        let status: Int
        var testDescription: String { "POST \(path) → \(status)" }

        struct Field: Sendable {
            let name: String
            let value: String
        }

        init(_ path: String, _ fields: [(String, String)] = [], status: Int = 303) {
            self.path = path
            self.fields = fields.map { Field(name: $0.0, value: $0.1) }
            self.status = status
        }
    }

    static let formRoutes: [FormRoute] = [
        FormRoute("/habits/ID/checkin", [("action", "toggle")]),
        FormRoute("/habits/ID/checkin", [("action", "set"), ("value", "1"), ("day", "2026-04-08")]),
        FormRoute("/habits/ID/note", [("day", "2026-04-09"), ("note", "felt great")]),
        FormRoute("/habits/ID/skip", [("from", "2026-04-07"), ("to", "2026-04-08"), ("note", "holiday")]),
        FormRoute("/habits/ID/archive"),
        FormRoute("/habits/ID/unarchive"),
        FormRoute("/habits/ID/move", [("direction", "down")]),
        FormRoute("/habits/ID/delete", [("confirmed", "yes")]),
        // Without confirmation, delete sends the browser to the confirmation page.
        FormRoute("/habits/ID/delete"),
        FormRoute(
            "/habits/ID/edit",
            [
                ("name", "Meditate more"), ("type", "binary"), ("frequency", "daily"), ("color", "green"),
                ("icon", "figure.walk"),
            ]),
        FormRoute(
            "/habits",
            [
                ("name", "Sparkling water"), ("type", "counter"), ("counterTarget", "8"), ("counterUnit", "glasses"),
                ("frequency", "specificDays"), ("days", "monday"), ("days", "friday"), ("color", "blue"),
                ("icon", "figure.walk"),
            ]),
        FormRoute("/settings", [("dayStart", "4"), ("weekStart", "monday"), ("language", "fr")]),
        FormRoute("/logout"),
    ]

    @Test("Every form answers 303 when it carries its token", arguments: formRoutes)
    func forms(route: FormRoute) throws {
        let (server, habit, token) = try Self.serverWithHabits()
        let path = route.path.replacingOccurrences(of: "ID", with: habit.id.uuidString)
        let response = try server.postForm(path, route.fields.map { ($0.name, $0.value) }, token: token)
        #expect(response.status == route.status, "\(path): \(response.status) \(response.text.prefix(300))")
        if route.status == 303 {
            let location = response.header("Location") ?? ""
            #expect(location.hasPrefix("/"), "\(path): Location \(location)")
            if location.hasPrefix("/") { #expect(try server.get(location).status == 200, "\(location)") }
        }
    }

    @Test("A backup uploads to a dry-run summary, then imports on confirmation")
    func importRoundTrip() throws {
        let (server, _, token) = try Self.serverWithHabits()
        let backup = try server.get("/settings/export.json")
        try #require(backup.status == 200)
        let other = try LiveServer()
        let otherToken = try other.csrfToken()
        let summary = try other.postMultipart(
            "/settings/import", fields: [], file: ("file", "kado-backup.json", backup.body), token: otherToken)
        #expect(summary.status == 200, "\(summary.text.prefix(300))")
        #expect(try other.web.tracker.habits.all(includingArchived: true).isEmpty)
        // The summary page's confirmation form names the pending upload.
        let confirmFields = Self.hiddenFields(in: summary.text, formAction: "/settings/import/confirm")
        let confirm = try other.postForm(
            "/settings/import/confirm", confirmFields.filter { $0.0 != RequestContext.csrfField }, token: otherToken)
        #expect(confirm.status == 303, "\(confirm.text.prefix(300))")
        #expect(try other.web.tracker.habits.all(includingArchived: true).map(\.name).contains("Meditate"))
        _ = token
    }

    /// The hidden inputs of the form posting to `formAction`.
    static func hiddenFields(in html: String, formAction: String) -> [(String, String)] {
        guard let start = html.range(of: "action=\"\(formAction)\"") else { return [] }
        let rest = html[start.upperBound...]
        let form = rest[..<(rest.range(of: "</form>")?.lowerBound ?? rest.endIndex)]
        var fields: [(String, String)] = []
        for piece in form.components(separatedBy: "<input").dropFirst() {
            let tag = piece.prefix { $0 != ">" }
            guard tag.contains("type=\"hidden\""), let name = attribute("name", in: String(tag)) else { continue }
            fields.append((name, attribute("value", in: String(tag)) ?? ""))
        }
        return fields
    }

    static func attribute(_ name: String, in tag: String) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[start.upperBound...].prefix { $0 != "\"" }
        return value.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&quot;", with: "\"")
    }

    @Test(
        "Unknown paths answer 404",
        arguments: [
            "/nope", "/habits/not-a-uuid", "/habits/00000000-0000-0000-0000-000000000000", "/habits/ID/frobnicate",
            "/habits/ID/edit/more", "/static/nope.css", "/api/nope", "/settings/export.xml", "/index.html",
        ])
    func notFound(path: String) throws {
        let (server, habit, _) = try Self.serverWithHabits()
        let response = try server.get(path.replacingOccurrences(of: "ID", with: habit.id.uuidString))
        #expect(response.status == 404)
    }

    @Test(
        "Wrong methods answer 405 with Allow",
        arguments: [
            ("POST", "/", "GET, HEAD"), ("GET", "/habits", "POST"), ("GET", "/habits/ID/checkin", "POST"),
            ("PUT", "/settings", "GET, HEAD, POST"), ("DELETE", "/habits/ID", "GET, HEAD"),
            ("GET", "/settings/import", "POST"), ("GET", "/logout", "POST"), ("POST", "/static/app.css", "GET, HEAD"),
            ("PATCH", "/habits/ID/edit", "GET, HEAD, POST"), ("POST", "/overview", "GET, HEAD"),
        ])
    func methodNotAllowed(method: String, path: String, allow: String) throws {
        let (server, habit, token) = try Self.serverWithHabits()
        let target = path.replacingOccurrences(of: "ID", with: habit.id.uuidString)
        // State-changing methods carry a valid token so that they reach the router.
        let isStateChanging = !["GET", "HEAD"].contains(method)
        let response = try server.request(
            method, target,
            headers: isStateChanging
                ? [
                    ("Content-Type", "application/x-www-form-urlencoded"), ("Origin", server.origin),
                    ("Cookie", "kado_csrf=\(token)"),
                ] : [],
            body: isStateChanging ? Array("_csrf=\(token)".utf8) : [])
        #expect(response.status == 405)
        let allowed = Set((response.header("Allow") ?? "").split(separator: ",").map { $0.trimmed })
        #expect(allowed == Set(allow.split(separator: ",").map { $0.trimmed }), "Allow: \(allowed)")
        #expect(try server.web.tracker.testStore.completions(of: habit.id).isEmpty)
    }

    @Test("HEAD answers like GET without a body", arguments: ["/", "/static/app.css", "/nope", "/habits/ID"])
    func head(path: String) throws {
        let (server, habit, _) = try Self.serverWithHabits()
        let target = path.replacingOccurrences(of: "ID", with: habit.id.uuidString)
        let get = try server.get(target)
        let connection = try server.connect()
        let head = try connection.request("HEAD", target, headers: [("Host", server.host)])
        #expect(head.status == get.status)
        #expect(head.header("Content-Type") == get.header("Content-Type"))
        // Had HEAD sent a body, the next response on this connection would not parse.
        let next = try connection.request("GET", "/", headers: [("Host", server.host)])
        #expect(next.status == 200)
        #expect(next.text.contains("<!doctype html>"))
    }

    // MARK: - Limits

    private static var smallLimits: HTTPLimits {
        var limits = HTTPLimits()
        limits.bodyBytes = 1024
        limits.uploadBytes = 64 * 1024
        limits.headerBytes = 8 * 1024
        limits.idleSeconds = 2
        return limits
    }

    @Test("A body declared larger than the limit is refused with 413 and nothing is written")
    func declaredBodyTooLarge() throws {
        let (server, habit, token) = try Self.serverWithHabits(limits: Self.smallLimits)
        let padding = String(repeating: "x", count: 2000)
        let response = try server.postForm(
            "/habits/\(habit.id.uuidString)/checkin", [("action", "toggle"), ("padding", padding)], token: token)
        #expect(response.status == 413)
        #expect(try server.web.tracker.testStore.completions(of: habit.id).isEmpty)
        #expect(server.answersToday())
    }

    @Test("A chunked body that grows beyond the limit is refused with 413")
    func chunkedBodyTooLarge() throws {
        let (server, habit, token) = try Self.serverWithHabits(limits: Self.smallLimits)
        let connection = try server.connect()
        try connection.sendRequest(
            "POST", "/habits/\(habit.id.uuidString)/checkin",
            headers: [
                ("Host", server.host), ("Origin", server.origin), ("Cookie", "kado_csrf=\(token)"),
                ("Content-Type", "application/x-www-form-urlencoded"), ("Transfer-Encoding", "chunked"),
            ])
        let first = "action=toggle&_csrf=\(token)&padding="
        var body = String(first.utf8.count, radix: 16) + "\r\n" + first + "\r\n"
        for _ in 0..<8 {
            let chunk = String(repeating: "y", count: 300)
            body += String(chunk.utf8.count, radix: 16) + "\r\n" + chunk + "\r\n"
        }
        body += "0\r\n\r\n"
        try connection.send(body)
        let response = try connection.readResponse()
        #expect(response.status == 413)
        #expect(try server.web.tracker.testStore.completions(of: habit.id).isEmpty)
        #expect(server.answersToday())
    }

    @Test("A chunked body within the limit is read whole")
    func chunkedBodyWithinLimit() throws {
        let (server, habit, token) = try Self.serverWithHabits(limits: Self.smallLimits)
        let connection = try server.connect()
        try connection.sendRequest(
            "POST", "/habits/\(habit.id.uuidString)/checkin",
            headers: [
                ("Host", server.host), ("Origin", server.origin), ("Cookie", "kado_csrf=\(token)"),
                ("Content-Type", "application/x-www-form-urlencoded"), ("Transfer-Encoding", "chunked"),
            ])
        let pieces = ["action=tog", "gle&_csrf=", token]
        try connection.send(
            pieces.map { String($0.utf8.count, radix: 16) + "\r\n" + $0 + "\r\n" }.joined() + "0\r\n\r\n")
        #expect(try connection.readResponse().status == 303)
        #expect(try server.web.tracker.testStore.completions(of: habit.id).count == 1)
    }

    @Test("Headers beyond the limit are refused and the server goes on")
    func headersTooLarge() throws {
        let (server, _, _) = try Self.serverWithHabits(limits: Self.smallLimits)
        let connection = try server.connect()
        let big = String(repeating: "z", count: 20 * 1024)
        try? connection.send("GET / HTTP/1.1\r\nHost: \(server.host)\r\nX-Big: \(big)\r\n\r\n")
        // libmicrohttpd answers 431 (or 413 in older versions), or drops the connection.
        if let response = try? connection.readResponse() {
            #expect((400..<500).contains(response.status), "status \(response.status)")
        }
        #expect(server.answersToday())
    }

    @Test("An upload to the import route may use the upload limit, and no more")
    func uploadLimit() throws {
        let (server, _, token) = try Self.serverWithHabits(limits: Self.smallLimits)
        // 30 KB: over the body limit, under the upload limit — the size gate lets it through and
        // the import handler judges it (not a backup: 4xx other than 413).
        let accepted = try server.postMultipart(
            "/settings/import", fields: [], file: ("file", "big.json", Array(repeating: 0x20, count: 30 * 1024)),
            token: token)
        #expect(accepted.status != 413)
        #expect(accepted.status < 500)
        let refused = try server.postMultipart(
            "/settings/import", fields: [], file: ("file", "huge.json", Array(repeating: 0x20, count: 70 * 1024)),
            token: token)
        #expect(refused.status == 413)
        // The larger limit is the import route's only.
        let elsewhere = try server.postMultipart(
            "/settings", fields: [], file: ("file", "big.json", Array(repeating: 0x20, count: 30 * 1024)),
            token: token)
        #expect(elsewhere.status == 413)
        #expect(server.answersToday())
    }

    // MARK: - Robustness

    /// Bytes no browser sends; after each, the server must still serve Today.
    static let malformedRequests: [(String, [UInt8])] = [
        ("garbage", Array("\u{1}\u{2}garbage\u{7f}\r\n\r\n".utf8)),
        ("bare GET", Array("GET\r\n\r\n".utf8)),
        ("no version", Array("GET /\r\n\r\n".utf8)),
        ("invalid method", Array("FR@B / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)),
        ("unknown method", Array("BREW / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)),
        ("HTTP/9", Array("GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n".utf8)),
        ("request line of 100 KB", Array("GET /\(String(repeating: "a", count: 100 * 1024)) HTTP/1.1\r\n\r\n".utf8)),
        ("header without colon", Array("GET / HTTP/1.1\r\nHost 127.0.0.1\r\n\r\n".utf8)),
        ("negative length", Array("POST /settings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: -5\r\n\r\n".utf8)),
        (
            "huge length",
            Array("POST /settings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 99999999999999999999\r\n\r\n".utf8)
        ),
        (
            "bad chunk",
            Array("POST /settings HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n".utf8)
        ),
        ("bad percent escape", Array("GET /%zz%4 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)),
        ("lone percent", Array("GET /% HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)),
        ("invalid UTF-8 escaped in the path", Array("GET /habits/%C3%28 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)),
        ("invalid UTF-8 in the query", Array("GET /?notice=%FF%FE&x=%C0%AF HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)),
        (
            "raw bytes in the path",
            Array("GET /".utf8) + [0xFF, 0xFE, 0xC3] + Array(" HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        ),
        ("NUL in the path", Array("GET /a".utf8) + [0] + Array("b HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)),
        ("absolute URI", Array("GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)),
        ("asterisk", Array("OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)),
        ("truncated body", Array("POST /settings HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 500\r\n\r\nabc".utf8)),
    ]

    @Test("A malformed request never stops the server", arguments: malformedRequests.map(\.0))
    func malformed(name: String) throws {
        let bytes = try #require(Self.malformedRequests.first { $0.0 == name }?.1)
        let server = try LiveServer(limits: Self.smallLimits)
        let connection = try server.connect(timeout: 3)
        try? connection.send(bytes)
        if let response = try? connection.readResponse() {
            #expect(response.status < 500 || response.status == 501 || response.status == 505, "\(response.status)")
        }
        connection.close()
        #expect(server.answersToday())
    }

    /// Requests that say two things about which server they are for, and how each is answered.
    static let ambiguousRequests: [(String, String, Int)] = [
        ("two Host headers", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\n\r\n", 400),
        ("two Host headers, the same", "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nhost: 127.0.0.1\r\n\r\n", 400),
        ("absolute URL of another host", "GET http://evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 403),
        ("absolute URL with a user", "GET http://me@127.0.0.1/ HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 400),
        ("absolute URL of this host", "GET http://127.0.0.1/ HTTP/1.1\r\nHost: evil.example\r\n\r\n", 200),
    ]

    @Test(
        "A request naming two hosts is refused; an absolute URL's host stands for Host (RFC 9112)",
        arguments: ambiguousRequests.map(\.0))
    func ambiguousHost(name: String) throws {
        let (_, request, status) = try #require(Self.ambiguousRequests.first { $0.0 == name })
        let server = try LiveServer(limits: Self.smallLimits)
        let connection = try server.connect(timeout: 3)
        try connection.send(Array(request.utf8))
        #expect(try connection.readResponse().status == status)
        connection.close()
    }

    @Test("Invalid escapes and UTF-8 in the query are ignored, not fatal")
    func invalidQuery() throws {
        let server = try LiveServer()
        #expect(try server.get("/?notice=%FF%FE").status == 200)
        #expect(try server.get("/?notice=created%").status == 200)
        #expect(try server.get("/?%=%").status == 200)
        // A path that does not decode to UTF-8 names no page.
        let undecodable = try server.get("/habits/%C3%28").status
        #expect(undecodable == 400 || undecodable == 404, "status \(undecodable)")
    }

    @Test("A connection that sends nothing is closed after the idle timeout")
    func idleConnection() throws {
        let server = try LiveServer(limits: Self.smallLimits)
        let silent = try server.connect()
        #expect(server.answersToday())
        #expect(silent.isClosedByServer(within: 10))
        #expect(server.answersToday())
    }

    @Test("A body cut short by the client does not stop the server")
    func truncatedBodyThenClose() throws {
        let (server, habit, token) = try Self.serverWithHabits()
        for _ in 0..<5 {
            let connection = try server.connect()
            try connection.send(
                "POST /habits/\(habit.id.uuidString)/checkin HTTP/1.1\r\nHost: \(server.host)\r\n"
                    + "Origin: \(server.origin)\r\nCookie: kado_csrf=\(token)\r\n"
                    + "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 400\r\n\r\naction=tog")
            connection.close()
        }
        #expect(server.answersToday())
        #expect(try server.web.tracker.testStore.completions(of: habit.id).isEmpty)
    }

    @Test("Random bytes never stop the server")
    func randomBytes() throws {
        let server = try LiveServer(limits: Self.smallLimits)
        var random = SeededGenerator(seed: 0x6B61_646F)
        for round in 0..<200 {
            let length = random.int(in: 0...2048)
            var bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            // Half of them look like the start of a request, to get past the first checks.
            if round.isMultiple(of: 2) { bytes = Array("GET /".utf8) + bytes }
            let connection = try server.connect(timeout: 2)
            try? connection.send(bytes)
            if random.chance(0.5) { try? connection.send("\r\n\r\n") }
            connection.close()
        }
        // The loop sees the 200 closes in its own time (seconds, on a loaded machine), and until
        // then this address may still hold more connections than it may open: the server has
        // not stopped if every connection is given back and Today is answered once it has.
        let deadline = Date().addingTimeInterval(30)
        while server.server.openConnections > 0, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(server.server.openConnections == 0)
        // Then Today is answered: a server that has stopped never answers, one on a machine too
        // loaded to answer in time does on a second or third try (each outcome is in the message).
        var outcomes: [String] = []
        while outcomes.last != "200", outcomes.count < 3 { outcomes.append(server.todayOutcome()) }
        #expect(outcomes.last == "200", "Today answered \(outcomes)")
    }

    // MARK: - Connections

    @Test("Several requests on one kept-alive connection each get their response")
    func keepAlive() throws {
        let (server, habit, token) = try Self.serverWithHabits()
        let connection = try server.connect()
        let headers = [("Host", server.host)]
        #expect(try connection.request("GET", "/", headers: headers).status == 200)
        #expect(try connection.request("GET", "/static/app.css", headers: headers).status == 200)
        #expect(try connection.request("GET", "/nope", headers: headers).status == 404)
        let post = try connection.request(
            "POST", "/habits/\(habit.id.uuidString)/checkin",
            headers: headers + [
                ("Origin", server.origin), ("Cookie", "kado_csrf=\(token)"),
                ("Content-Type", "application/x-www-form-urlencoded"),
            ], body: Array("action=toggle&_csrf=\(token)".utf8))
        #expect(post.status == 303)
        let today = try connection.request("GET", "/", headers: headers)
        #expect(today.text.contains("name=\"toggle\" value=\"\(habit.id.uuidString)\" aria-pressed=\"true\""))
        #expect(try connection.request("HEAD", "/", headers: headers).status == 200)
        #expect(try connection.request("GET", "/overview", headers: headers).status == 200)
    }

    @Test("Requests sent back to back on one connection are answered in order")
    func pipelining() throws {
        let server = try LiveServer()
        let connection = try server.connect()
        let paths = ["/", "/nope", "/static/app.js", "/"]
        try connection.send(paths.map { "GET \($0) HTTP/1.1\r\nHost: \(server.host)\r\n\r\n" }.joined())
        let statuses = try paths.map { _ in try connection.readResponse().status }
        #expect(statuses == [200, 404, 200, 200])
    }

    @Test("Eight clients checking in at once lose no check-in")
    func concurrentCheckIns() async throws {
        let server = try LiveServer()
        let habit = try server.web.habit("Water", .counter(target: 8))
        let token = try server.csrfToken()
        let port = server.port
        let host = server.host
        let path = "/habits/\(habit.id.uuidString)/checkin"
        let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let connection = try RawHTTPConnection(port: port, timeout: 10)
                    var statuses: [Int] = []
                    for _ in 0..<50 {
                        let response = try connection.request(
                            "POST", path,
                            headers: [
                                ("Host", host), ("Origin", "http://\(host)"), ("Cookie", "kado_csrf=\(token)"),
                                ("Content-Type", "application/x-www-form-urlencoded"),
                            ], body: Array("action=plus&_csrf=\(token)".utf8))
                        statuses.append(response.status)
                    }
                    return statuses
                }
            }
            var all: [Int] = []
            for try await statuses in group { all += statuses }
            return all
        }
        #expect(statuses.count == 400)
        #expect(statuses.allSatisfy { $0 == 303 })
        #expect(try server.web.tracker.views.summary(of: habit).todayAmount == 400)
        #expect(try server.web.tracker.testStore.completions(of: habit.id).count == 1)
    }
}
