import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// `/calendar.ics` through the whole pipeline: opened by the feed's own token only (made, used,
/// replaced, revoked), on a loopback server as on a network one; no device's cookie or bearer
/// token opens it, and its token signs in to nothing else; the Host allow-list still applies;
/// every refusal says the same; the document's headers, its ETag and 304.
@Suite("The calendar feed on the web")
struct CalendarFeedWebTests {
    static let refusal = "This calendar feed needs its address with a valid token.\n"

    /// A server other machines can reach (so every other page asks for a credential).
    private func networkServer() throws -> WebHarness {
        try WebHarness(configuration: WebConfiguration(host: "0.0.0.0", port: 4810))
    }

    @Test("no token, a malformed one, a wrong one, a replaced one, a revoked one: the same 401, no cookie")
    func refusals() throws {
        let web = try WebHarness(timeZone: "Europe/Paris")
        try web.habit("Read")
        let stranger = String(repeating: "ab", count: 32)
        for target in [
            "/calendar.ics", "/calendar.ics?token=", "/calendar.ics?token=short", "/calendar.ics?token=\(stranger)",
        ] {
            let response = web.get(target)
            #expect(response.status == 401, "\(target)")
            #expect(response.text == Self.refusal)
            #expect(response.header("Set-Cookie") == nil)
        }
        let first = try web.tracker.calendarFeed.makeFeedToken()
        #expect(web.get("/calendar.ics?token=\(first)").status == 200)
        let second = try web.tracker.calendarFeed.makeFeedToken()
        #expect(web.get("/calendar.ics?token=\(first)").text == Self.refusal)
        #expect(web.get("/calendar.ics?token=\(second)").status == 200)
        #expect(web.get("/calendar.ics?token=\(second.uppercased())").status == 200)
        try web.tracker.calendarFeed.revokeFeedToken()
        let revoked = web.get("/calendar.ics?token=\(second)")
        #expect(revoked.status == 401 && revoked.text == Self.refusal)
    }

    @Test("the document: text/calendar, private caching, a weak ETag answered with 304, no cookie")
    func document() throws {
        let web = try WebHarness(timeZone: "Europe/Paris")
        try web.habit("Read, then sleep")
        let token = try web.tracker.calendarFeed.makeFeedToken()
        let response = web.get("/calendar.ics?token=\(token)")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/calendar; charset=utf-8")
        #expect(response.header("Cache-Control") == "private, max-age=300")
        #expect(response.header("Set-Cookie") == nil)
        #expect(response.text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(response.text.contains("SUMMARY:Read\\, then sleep\r\n"))
        #expect(response.text.components(separatedBy: "BEGIN:VEVENT").count - 1 == 30)
        let tag = try #require(response.header("ETag"))
        #expect(tag.hasPrefix("W/\""))
        // A minute later nothing changed but the stamp: 304.
        web.clock.set(web.clock.now.addingTimeInterval(60))
        let again = web.get("/calendar.ics?token=\(token)", headers: [("If-None-Match", tag)])
        #expect(again.status == 304 && again.body.isEmpty)
        #expect(again.header("ETag") == tag)
        // A check-in changes it.
        try web.tracker.checkIns.checkIn(.done, habit: .text("Read, then sleep"))
        let changed = web.get("/calendar.ics?token=\(token)", headers: [("If-None-Match", tag)])
        #expect(changed.status == 200 && changed.header("ETag") != tag)
        #expect(changed.text.contains("SUMMARY:✓ Read\\, then sleep\r\n"))
        // The window is the query's.
        #expect(web.get("/calendar.ics?token=\(token)&days=3").text.components(separatedBy: "BEGIN:VEVENT").count == 4)
        #expect(web.get("/calendar.ics?token=\(token)&days=400").status == 422)
        #expect(web.get("/calendar.ics?token=\(token)&days=ten").status == 422)
    }

    @Test("on a network server a device's cookie or a script's token does not open the feed, nor its token a page")
    func separateCredentials() throws {
        let web = try networkServer()
        try web.habit("Read")
        let session = String(repeating: "5e", count: 32)
        let code = try web.tracker.devices.makePairing().code
        #expect(try web.tracker.devices.pair(code: code, sessionID: session, agent: "Firefox", address: "192.0.2.10"))
        web.cookies[RequestContext.sessionCookie] = session
        #expect(web.get("/").status == 200)
        let withCookie = web.get("/calendar.ics")
        #expect(withCookie.status == 401 && withCookie.text == Self.refusal)
        let script = try web.tracker.devices.makeScriptToken(named: "Shortcut")
        #expect(web.get("/calendar.ics", headers: [("Authorization", "Bearer \(script)")]).status == 401)
        #expect(web.get("/calendar.ics?token=\(script)").status == 401)
        // The feed's token opens the feed, with or without the cookie, and nothing else.
        let token = try web.tracker.calendarFeed.makeFeedToken()
        #expect(web.get("/calendar.ics?token=\(token)").status == 200)
        web.cookies = [:]
        #expect(web.get("/calendar.ics?token=\(token)").status == 200)
        #expect(web.get("/?token=\(token)").status == 303)
        #expect(web.get("/api/habits?token=\(token)").status == 401)
        #expect(web.get("/api/habits", headers: [("Authorization", "Bearer \(token)")]).status == 401)
    }

    @Test("a Host not allowed is refused before the token is looked at")
    func hostAllowList() throws {
        let web = try networkServer()
        let token = try web.tracker.calendarFeed.makeFeedToken()
        let response = web.app.handle(
            HTTPRequest(
                method: "GET", path: "/calendar.ics", query: [("token", token)],
                headers: HTTPHeaders([("Host", "calendar.evil.example")]), peer: web.peer))
        #expect(response.status == 403)
        #expect(!response.text.contains("BEGIN:VCALENDAR"))
    }

    @Test("Settings › Devices shows whether there is a feed, makes its address once, and revokes it")
    func settingsCard() throws {
        let web = try networkServer()
        try web.habit("Read")
        let session = String(repeating: "7a", count: 32)
        let code = try web.tracker.devices.makePairing().code
        #expect(try web.tracker.devices.pair(code: code, sessionID: session, agent: "Firefox", address: "192.0.2.10"))
        web.cookies[RequestContext.sessionCookie] = session
        let off = web.get("/settings").text
        #expect(off.contains("id=\"calendar-feed\""))
        #expect(off.contains("Off. Make an address for a calendar app"))
        #expect(!off.contains("action=\"/settings/devices/feed/revoke\""))

        let made = web.post("/settings/devices/feed", [])
        #expect(made.status == 200)
        let url = try #require(
            made.text.firstMatch(of: /http:\/\/127\.0\.0\.1:4810\/calendar\.ics\?token=([0-9a-f]{64})/))
        let token = String(url.output.1)
        #expect(try web.tracker.calendarFeed.isFeedToken(token))
        web.cookies = [:]
        #expect(web.get("/calendar.ics?token=\(token)").status == 200)
        web.cookies[RequestContext.sessionCookie] = session

        let on = web.get("/settings").text
        #expect(on.contains("On since "))
        #expect(on.contains("action=\"/settings/devices/feed/revoke\""))
        #expect(!on.contains(token))
        let revoked = web.post("/settings/devices/feed/revoke", [])
        #expect(revoked.status == 303)
        #expect(revoked.header("Location") == "/settings?notice=calendarFeedRevoked#calendar-feed")
        #expect(web.follow(revoked).text.contains("Calendar feed revoked: its address answers no one."))
        #expect(web.get("/calendar.ics?token=\(token)").status == 401)
        // Without the form's CSRF token nothing is made.
        #expect(web.post("/settings/devices/feed", [], includesToken: false).status == 403)
        #expect(try web.tracker.calendarFeed.feedTokenMadeAt() == nil)
    }
}
