import Foundation
import KadoApp
import Testing

@testable import KadoWeb

/// The middleware runs in one order, from the headers alone where they decide: the Host first,
/// then the access token, then the CSRF checks, then the router (404, 405). ``WebApp/screen(_:)``
/// is what the server's event loop asks before a byte of a body is read.
@Suite("Middleware order")
struct MiddlewareOrderTests {
    /// A server other machines can reach (it needs the access token), which answers `kado.local`.
    static func tokenServer() throws -> WebHarness {
        try WebHarness(configuration: WebConfiguration(host: "0.0.0.0", port: 4810, allowedHostNames: ["kado.local"]))
    }

    static func head(
        _ method: String, _ path: String, host: String = "kado.local:4810", _ extra: [(String, String)] = []
    ) -> HTTPRequest {
        HTTPRequest(method: method, path: path, headers: HTTPHeaders([("Host", host)] + extra))
    }

    @Test("a Host not allowed is refused before the access token, the CSRF checks and the router")
    func hostFirst() throws {
        let web = try Self.tokenServer()
        for (method, path) in [("POST", "/settings/import"), ("POST", "/api/import"), ("POST", "/nowhere")] {
            let head = Self.head(method, path, host: "evil.example", [("Origin", "http://elsewhere.example")])
            let screened = try #require(web.app.screen(head))
            #expect(screened.status == 403)
            #expect(screened.text.contains("Host \"evil.example\" is not allowed"))
            let handled = web.app.handle(head)
            #expect(handled.status == 403)
            #expect(handled.text.contains("Host \"evil.example\" is not allowed"))
        }
    }

    @Test("no access token is refused before the CSRF checks and the router")
    func tokenBeforeCSRF() throws {
        let web = try Self.tokenServer()
        let crossSite = Self.head("POST", "/settings", [("Origin", "http://elsewhere.example")])
        #expect(web.app.screen(crossSite)?.status == 401)
        #expect(web.app.handle(crossSite).status == 401)
        let unknown = Self.head("POST", "/api/nowhere", [("Content-Type", "application/json")])
        #expect(web.app.screen(unknown)?.status == 401)
        // The sign-in page is open without it, so its form meets the CSRF check.
        let login = Self.head("POST", "/login", [("Origin", "http://elsewhere.example")])
        #expect(web.app.screen(login)?.status == 403)
    }

    @Test("the CSRF checks come before the router: a form without its cookie is refused on any path")
    func csrfBeforeRouter() throws {
        let web = try WebHarness()
        for path in ["/nowhere", "/settings", "/habits/new"] {
            let head = HTTPRequest(
                method: "POST", path: path,
                headers: HTTPHeaders([("Host", web.host), ("Content-Type", "application/x-www-form-urlencoded")]))
            #expect(web.app.screen(head)?.status == 403, "\(path)")
        }
    }

    @Test("the router answers last, from the headers: 404, and 405 with Allow")
    func routerLast() throws {
        let web = try WebHarness()
        let form = [("Host", web.host), ("Cookie", "kado_csrf=" + String(repeating: "ab", count: 24))]
        let unknown = HTTPRequest(method: "POST", path: "/nowhere", headers: HTTPHeaders(form))
        #expect(web.app.screen(unknown)?.status == 404)
        let wrongMethod = HTTPRequest(method: "PUT", path: "/settings/import", headers: HTTPHeaders(form))
        let refused = try #require(web.app.screen(wrongMethod))
        #expect(refused.status == 405)
        #expect(refused.header("Allow") == "POST")
        let fine = HTTPRequest(method: "POST", path: "/settings/import", headers: HTTPHeaders(form))
        #expect(web.app.screen(fine) == nil)
    }

    @Test("headers the server screened are not checked again: the Host is checked once per request")
    func hostCheckedOnce() throws {
        let web = try WebHarness()
        // What the event loop hands on only after `screen` passed it (the Host is made bad here
        // to show that the handler trusts the screen rather than checking again; a name that is
        // not this machine's needs a credential, so it carries the token).
        let token = try web.app.makeScriptToken(named: "Tests")
        var request = HTTPRequest(
            method: "GET", path: "/api/day",
            headers: HTTPHeaders([("Host", "evil.example"), ("Authorization", "Bearer \(token)")]))
        #expect(web.app.handle(request).status == 403)
        request.headersScreened = true
        #expect(web.app.handle(request).status == 200)
    }

    @Test("only an upload route takes a body larger than a form's")
    func uploadLimit() {
        var limits = HTTPLimits()
        limits.bodyBytes = 1000
        limits.uploadBytes = 100_000
        #expect(limits.bodyLimit(forPath: "/settings/import") == 100_000)
        #expect(limits.bodyLimit(forPath: "/api/import") == 100_000)
        for path in ["/settings", "/settings/import/confirm", "/habits", "/api/habits/Read/note", "/nowhere"] {
            #expect(limits.bodyLimit(forPath: path) == 1000, "\(path)")
        }
    }
}
