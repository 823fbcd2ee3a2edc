import Foundation
import KadoApp
import KadoCore
import Testing

@testable import KadoWeb

/// Requests whose headers already say they will be refused are answered before their body is
/// read, over real sockets: each announces a 50 MB body and sends none of it, gets its answer at
/// once with `Connection: close`, and is closed; what they announced reserves nothing of the
/// server's body budget, and a valid request announcing as much is still read to its end.
@Suite("Refused before the body")
struct EarlyRefusalTests {
    /// What every refused request announces, and never sends.
    static let announced = 50_000_000

    /// Uploads as large as the announced body, and a budget that holds one of them, not two.
    static func limits() -> HTTPLimits {
        var limits = HTTPLimits()
        limits.uploadBytes = 64 * 1024 * 1024
        limits.bodyBudgetBytes = 60_000_000
        return limits
    }

    /// A request whose headers decide its refusal: what it sends, and the answer expected.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let method: String
        let path: String
        /// Headers beside Host and Content-Length; `host` replaces the server's Host.
        let headers: [(String, String)]
        let host: String?
        let status: Int
        /// The `Allow` header a 405 carries.
        let allow: String?

        var testDescription: String { name }
    }

    static let token = String(repeating: "0123456789abcdef", count: 3)

    static let cases: [Case] = [
        Case(
            name: "unknown page route", method: "POST", path: "/nowhere", headers: formHeaders, host: nil,
            status: 404, allow: nil),
        Case(
            name: "unknown habit action", method: "POST", path: "/habits/\(UUID().uuidString)/fly",
            headers: formHeaders, host: nil, status: 404, allow: nil),
        Case(
            name: "wrong method on Today", method: "POST", path: "/", headers: formHeaders, host: nil, status: 405,
            allow: "HEAD, GET"),
        Case(
            name: "wrong method on the import", method: "PUT", path: "/settings/import", headers: formHeaders,
            host: nil, status: 405, allow: "POST"),
        Case(
            name: "no CSRF cookie", method: "POST", path: "/settings/import",
            headers: [("Content-Type", "multipart/form-data; boundary=x")], host: nil, status: 403, allow: nil),
        Case(
            name: "an empty CSRF cookie", method: "POST", path: "/settings/import",
            headers: [("Content-Type", "multipart/form-data; boundary=x"), ("Cookie", "kado_csrf=")], host: nil,
            status: 403, allow: nil),
        Case(
            name: "another site's Origin", method: "POST", path: "/settings/import",
            headers: formHeaders + [("Origin", "http://evil.example")], host: nil, status: 403, allow: nil),
        Case(
            name: "a Host not allowed", method: "POST", path: "/settings/import", headers: formHeaders,
            host: "evil.example", status: 403, allow: nil),
        Case(
            name: "unknown API endpoint", method: "POST", path: "/api/nowhere",
            headers: [("Content-Type", "application/json")], host: nil, status: 404, allow: nil),
        Case(
            name: "wrong method on an API endpoint", method: "POST", path: "/api/today",
            headers: [("Content-Type", "application/json")], host: nil, status: 405, allow: "GET, HEAD"),
        Case(
            name: "an API body that is not JSON", method: "POST", path: "/api/habits/Water/complete",
            headers: [("Content-Type", "text/plain")], host: nil, status: 415, allow: nil),
        Case(
            name: "the API import as a form", method: "POST", path: "/api/import",
            headers: [("Content-Type", "application/x-www-form-urlencoded")], host: nil, status: 415, allow: nil),
        Case(
            name: "a static file's wrong method", method: "POST", path: "/static/app.css", headers: formHeaders,
            host: nil, status: 405, allow: "GET, HEAD"),
    ]

    static var formHeaders: [(String, String)] {
        [("Content-Type", "multipart/form-data; boundary=x"), ("Cookie", "\(RequestContext.csrfCookie)=\(token)")]
    }

    /// Sends `method path` announcing ``announced`` bytes of body, and none of them.
    static func announce(
        _ method: String, _ path: String, headers: [(String, String)], host: String, on connection: RawHTTPConnection
    ) throws {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: \(host)\r\nContent-Length: \(announced)\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        try connection.send(head + "\r\n")
    }

    @Test("Refused at once from its headers, then closed", arguments: cases)
    func refusedFromHeaders(_ refused: Case) throws {
        let server = try LiveServer(limits: Self.limits())
        _ = try server.web.habit("Water")
        // The read would wait for ever for the body: only an answer before it arrives ends it.
        let connection = try RawHTTPConnection(port: server.port, timeout: 10)
        defer { connection.close() }
        try Self.announce(
            refused.method, refused.path, headers: refused.headers, host: refused.host ?? server.host,
            on: connection)
        let response = try connection.readResponse()
        #expect(response.status == refused.status, "\(response.text.prefix(300))")
        #expect(response.header("Connection")?.lowercased() == "close")
        #expect(response.header("Allow") == refused.allow)
        #expect(response.header("X-Content-Type-Options") == "nosniff")
        if refused.path.hasPrefix("/api/") { #expect(response.header("Content-Type")?.contains("json") == true) }
        #expect(connection.isClosedByServer(within: 10))
        #expect(server.answersToday())
    }

    @Test("A server that needs the access token refuses a request that presents none before its body")
    func tokenRequired() throws {
        let server = try LiveServer(
            configuration: WebConfiguration(host: "0.0.0.0", port: 0, limits: Self.limits()), limits: Self.limits())
        for (path, type, status) in [
            ("/api/import", "application/json", 401), ("/settings/import", "multipart/form-data; boundary=x", 401),
        ] {
            let connection = try RawHTTPConnection(port: server.port, timeout: 10)
            defer { connection.close() }
            try Self.announce("POST", path, headers: [("Content-Type", type)], host: server.host, on: connection)
            let response = try connection.readResponse()
            #expect(response.status == status, "\(path): \(response.text.prefix(300))")
            #expect(response.header("Connection")?.lowercased() == "close")
            #expect(connection.isClosedByServer(within: 10))
        }
    }

    @Test("Refused requests reserve nothing of the body budget; a valid one announcing as much is read whole")
    func budgetUntouched() throws {
        let server = try LiveServer(limits: Self.limits())
        let importPath = "/api/import?match=neither"
        let json = [("Content-Type", "application/json")]
        let waiting = json + [("Expect", "100-continue")]
        // A valid request announcing 50 MB: it holds most of the 60 MB budget while its body is
        // awaited, which the server's 100 Continue says.
        let first = try RawHTTPConnection(port: server.port, timeout: 30)
        defer { first.close() }
        try Self.announce("POST", importPath, headers: waiting, host: server.host, on: first)
        #expect(try first.readResponse().status == 100)
        // Another valid one does not fit beside it: the budget is real.
        let second = try RawHTTPConnection(port: server.port, timeout: 10)
        defer { second.close() }
        try Self.announce("POST", importPath, headers: json, host: server.host, on: second)
        #expect(try second.readResponse().status == 503)
        // Refused ones announcing as much are answered for what they are, not for the budget.
        for refused in Self.cases {
            let connection = try RawHTTPConnection(port: server.port, timeout: 10)
            defer { connection.close() }
            try Self.announce(
                refused.method, refused.path, headers: refused.headers, host: refused.host ?? server.host,
                on: connection)
            #expect(try connection.readResponse().status == refused.status, "\(refused.name)")
        }
        // The first one's body, sent whole, is read and answered by the app (its query is wrong).
        try first.send([UInt8](repeating: 0x20, count: Self.announced))
        let answer = try first.readResponse()
        #expect(answer.status == 400, "\(answer.text.prefix(300))")
        #expect(answer.text.contains("match"), "\(answer.text.prefix(300))")
        // Its reservation is given back: another as large gets in and is read.
        let third = try RawHTTPConnection(port: server.port, timeout: 30)
        defer { third.close() }
        try Self.announce("POST", importPath, headers: waiting, host: server.host, on: third)
        #expect(try third.readResponse().status == 100)
        try third.send([UInt8](repeating: 0x20, count: Self.announced))
        #expect(try third.readResponse().status == 400)
        #expect(server.answersToday())
    }
}
