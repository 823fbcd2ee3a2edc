import Foundation
import KadoApp
import Testing

@testable import KadoWeb

/// The router over the real route table: method and path in, route and parameters out; 404 for
/// a path no route has, 405 with `Allow` for a method its routes do not answer — as the `switch`
/// it replaced answered.
@Suite("Router")
struct RouterTests {
    /// A request and the route it reaches.
    struct Found: Sendable, CustomTestStringConvertible {
        let method: String
        /// The request target as sent (decoded as the server decodes it).
        let target: String
        let pattern: String
        let parameters: [String: String]

        var testDescription: String { "\(method) \(target) → \(pattern)" }
    }

    static let id = "0B7C7D2E-2C3F-4C1E-9A59-0F5B5E0E6A11"

    static let found: [Found] = [
        Found(method: "GET", target: "/", pattern: "/", parameters: [:]),
        Found(method: "HEAD", target: "/", pattern: "/", parameters: [:]),
        Found(method: "GET", target: "/overview", pattern: "/overview", parameters: [:]),
        // Empty segments are dropped, as `split` always did: a trailing or doubled slash is the same path.
        Found(method: "GET", target: "/overview/", pattern: "/overview", parameters: [:]),
        Found(method: "GET", target: "//overview", pattern: "/overview", parameters: [:]),
        Found(method: "GET", target: "/settings/export.json", pattern: "/settings/export.json", parameters: [:]),
        Found(method: "POST", target: "/settings/import", pattern: "/settings/import", parameters: [:]),
        Found(method: "POST", target: "/settings/sync", pattern: "/settings/sync", parameters: [:]),
        Found(method: "POST", target: "/settings/sync/off", pattern: "/settings/sync/off", parameters: [:]),
        // A literal wins over a parameter.
        Found(method: "GET", target: "/habits/new", pattern: "/habits/new", parameters: [:]),
        Found(method: "GET", target: "/habits/\(id)", pattern: "/habits/:habit", parameters: ["habit": id]),
        Found(method: "POST", target: "/habits/\(id)/edit", pattern: "/habits/:habit/edit", parameters: ["habit": id]),
        Found(
            method: "POST", target: "/habits/\(id)/checkin", pattern: "/habits/:habit/checkin",
            parameters: ["habit": id]),
        // …and when the literal's branch leads nowhere, the parameter's is tried (its id then 404s).
        Found(method: "GET", target: "/habits/new/edit", pattern: "/habits/:habit/edit", parameters: ["habit": "new"]),
        Found(
            method: "GET", target: "/trash/\(id)/empty", pattern: "/trash/:trashed/empty", parameters: ["trashed": id]),
        Found(method: "GET", target: "/login", pattern: "/login", parameters: [:]),
        Found(method: "GET", target: "/calendar.ics", pattern: "/calendar.ics", parameters: [:]),
        Found(method: "POST", target: "/settings/devices/feed", pattern: "/settings/devices/feed", parameters: [:]),
        Found(
            method: "POST", target: "/settings/devices/feed/revoke", pattern: "/settings/devices/feed/revoke",
            parameters: [:]),
        Found(method: "GET", target: "/api/today", pattern: "/api/today", parameters: [:]),
        Found(method: "GET", target: "/api/habits", pattern: "/api/habits", parameters: [:]),
        Found(method: "GET", target: "/api/habits/Read", pattern: "/api/habits/:ref", parameters: ["ref": "Read"]),
        // The path is matched decoded: `%20` is a space in the reference, `%2F` a slash between segments.
        Found(
            method: "GET", target: "/api/habits/Read%20more", pattern: "/api/habits/:ref",
            parameters: ["ref": "Read more"]),
        Found(method: "GET", target: "/habits%2Fnew", pattern: "/habits/new", parameters: [:]),
        // `stats` is a reference here: `/api/habits/REF` has no literal child of that name.
        Found(method: "GET", target: "/api/habits/stats", pattern: "/api/habits/:ref", parameters: ["ref": "stats"]),
        Found(
            method: "GET", target: "/api/habits/Read/stats", pattern: "/api/habits/:ref/stats",
            parameters: ["ref": "Read"]),
        Found(
            method: "POST", target: "/api/habits/Read/complete", pattern: "/api/habits/:ref/complete",
            parameters: ["ref": "Read"]),
        Found(method: "POST", target: "/api/import", pattern: "/api/import", parameters: [:]),
        Found(
            method: "POST", target: "/api/trash/Read/restore", pattern: "/api/trash/:ref/restore",
            parameters: ["ref": "Read"]),
    ]

    @Test("a method and a path reach their route, with the path's parameters", arguments: found)
    func routes(_ test: Found) throws {
        let (path, _) = RequestTarget.split(test.target)
        let match = try #require(WebRoutes.router.match(path))
        let route = try #require(match.route(for: test.method))
        #expect(route.pattern.description == test.pattern)
        #expect(match.parameters == RouteParameters(test.parameters))
    }

    static let unknown = [
        "/nowhere", "/habits/\(id)/fly", "/habits/\(id)/edit/more", "/trash", "/trash/\(id)", "/settings/reminders",
        "/settings/sync/nowhere", "/api", "/api/", "/api/nowhere", "/api/habits/Read/fly", "/api/habits/a/b/c",
        "/api/trash/Read", "/api/trash/Read/fly", "/static/nowhere.css",
    ]

    @Test("a path no route has is not found", arguments: unknown)
    func notFound(_ path: String) {
        #expect(WebRoutes.router.match(path) == nil)
    }

    /// A path, a method it does not answer, and the `Allow` of its 405.
    static let notAllowed: [(method: String, path: String, allow: String)] = [
        ("POST", "/", "HEAD, GET"),
        ("PUT", "/settings/import", "POST"),
        ("GET", "/settings/import", "POST"),
        ("POST", "/habits/new", "HEAD, GET"),
        ("GET", "/habits", "POST"),
        ("DELETE", "/habits/\(id)/edit", "HEAD, GET, POST"),
        ("DELETE", "/habits/new/edit", "HEAD, GET, POST"),
        ("HEAD", "/logout", "POST"),
        ("POST", "/api/today", "HEAD, GET"),
        ("GET", "/api/habits/Read/complete", "POST"),
    ]

    @Test("a method its routes do not answer is named with those they do", arguments: notAllowed)
    func methodNotAllowed(_ test: (method: String, path: String, allow: String)) throws {
        let match = try #require(WebRoutes.router.match(test.path))
        #expect(match.route(for: test.method) == nil)
        #expect(match.allowedMethods.joined(separator: ", ") == test.allow)
    }

    @Test("every route of the table is in the router, once")
    func everyRouteOnce() {
        let table = Set(WebRoutes.all.map { "\($0.method) \($0.pattern)" })
        #expect(table.count == WebRoutes.all.count)
        #expect(Set(WebRoutes.router.routes.map { "\($0.method) \($0.pattern)" }) == table)
    }

    @Test("only the uploads and the offline queue's batch take a large body; only sign-in is open without the token")
    func metadata() {
        let uploads = Set(WebRoutes.all.filter(\.acceptsUpload).map { "\($0.method) \($0.pattern)" })
        #expect(uploads == ["POST /settings/import", "POST /api/import"])
        let batches = Set(WebRoutes.all.filter(\.takesBatch).map { "\($0.method) \($0.pattern)" })
        #expect(batches == ["POST /api/operations"])
        let open = Set(WebRoutes.all.filter(\.isOpenWithoutToken).map { "\($0.method) \($0.pattern)" })
        #expect(open == ["GET /login", "POST /login"])
        let feeds = Set(WebRoutes.all.filter(\.isCalendarFeed).map { "\($0.method) \($0.pattern)" })
        #expect(feeds == ["GET /calendar.ics"])
        let limits = HTTPLimits()
        for route in WebRoutes.all {
            let path = route.pattern.description.replacingOccurrences(of: ":", with: "x")
            let expected =
                route.acceptsUpload ? limits.uploadBytes : route.takesBatch ? limits.batchBytes : limits.bodyBytes
            #expect(limits.bodyLimit(forPath: path) == expected, "\(route.pattern)")
        }
        #expect(limits.bodyLimit(forPath: "/nowhere") == limits.bodyBytes)
    }

    @Test("an API path's 404 is the API's JSON, a page's the page; both in the existing words")
    func notFoundWording() throws {
        let web = try WebHarness()
        let page = web.get("/nowhere")
        #expect(page.status == 404)
        #expect(page.text.contains("There is no such page."))
        let api = web.get("/api/nowhere")
        #expect(api.status == 404)
        #expect(api.header("Content-Type")?.hasPrefix("application/json") == true)
        let unknownHabit = web.get("/habits/not-an-id")
        #expect(unknownHabit.status == 404)
        #expect(unknownHabit.text.contains("There is no such page."))
        let unknownID = web.get("/habits/\(Self.id)")
        #expect(unknownID.status == 404)
        #expect(unknownID.text.contains("There is no such page."))
    }
}
