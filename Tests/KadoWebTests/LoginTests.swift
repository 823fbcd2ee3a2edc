import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

@Suite("Sign-in with the access token")
struct LoginTests {
    /// A server other machines can reach (so it needs the token), and its token.
    /// (``WebHarness/page(signedInAs:)`` asks for `/` with a session cookie of its choosing.)
    private func tokenServer() throws -> (WebHarness, String) {
        let web = try WebHarness(configuration: WebConfiguration(host: "0.0.0.0", port: 4810))
        return (web, try web.app.makeAccessToken())
    }

    @Test("Without the token, pages redirect to the sign-in form, which keeps where to go next")
    func refused() throws {
        let (web, _) = try tokenServer()
        #expect(web.get("/").header("Location") == "/login")
        let settings = web.get("/settings")
        #expect(settings.status == 303)
        #expect(settings.header("Location") == "/login?next=%2Fsettings")
        let form = web.get("/login?next=%2Fsettings")
        #expect(form.status == 200)
        #expect(form.text.contains("<form method=\"post\" action=\"/login\""))
        #expect(form.text.contains("<input type=\"hidden\" name=\"next\" value=\"/settings\">"))
        #expect(form.text.contains("<label for=\"token\">Access token</label>"))
        #expect(form.text.contains("name=\"_csrf\""))
        // Posting a form without the token is refused too.
        #expect(web.post("/settings", [("dayStart", "3")]).status == 401)
        #expect(try web.tracker.settings().dayStart == 0)
    }

    @Test("The right token sets a year-long HttpOnly session cookie and goes on to the page asked for")
    func signsIn() throws {
        let (web, token) = try tokenServer()
        web.get("/login")
        let response = web.post("/login", [("token", token), ("next", "/settings")])
        #expect(response.status == 303)
        #expect(response.header("Location") == "/settings")
        let cookie = try #require(response.headers.first { $0.value.hasPrefix("kado_session=") }?.value)
        // The cookie holds a random session id of its own, never the token; the database keeps
        // only the id's digest.
        let session = try #require(web.cookies["kado_session"])
        #expect(session.count == 64 && session.allSatisfy(\.isHexDigit) && session != token)
        #expect(cookie == "kado_session=\(session); Path=/; HttpOnly; SameSite=Strict; Max-Age=31536000")
        let kept = try web.tracker.devices.webSessions()
        #expect(kept.map(\.digest) == [SHA256.hex(session)])
        let file = try Data(contentsOf: URL(fileURLWithPath: web.tracker.databasePath))
        #expect(file.range(of: Data(session.utf8)) == nil && file.range(of: Data(token.utf8)) == nil)
        let page = web.follow(response)
        #expect(page.status == 200)
        #expect(page.text.contains("Signed in with the access token"))
        #expect(page.text.contains("action=\"/logout\""))
        // Signed in, the sign-in page moves on.
        #expect(web.get("/login").header("Location") == "/")
    }

    @Test("A wrong or empty token is refused with 401 and the form, and sets no session")
    func wrongToken() throws {
        let (web, token) = try tokenServer()
        web.get("/login")
        // One character changed (a token may begin with "0" itself).
        for attempt in [(token.hasPrefix("0") ? "1" : "0") + token.dropFirst(), "nope", ""] {
            let response = web.post("/login", [("token", attempt)])
            #expect(response.status == 401)
            #expect(response.text.contains("id=\"token-error\" role=\"alert\""))
            #expect(response.text.contains("aria-invalid=\"true\""))
            #expect(!response.headers.contains { $0.value.hasPrefix("kado_session=") })
        }
        #expect(web.get("/").status == 303)
    }

    @Test("The link kado serve prints signs in, then leaves the token out of the address")
    func tokenLink() throws {
        let (web, token) = try tokenServer()
        let response = web.get("/login?token=\(token)&next=%2Fsettings")
        #expect(response.status == 303)
        #expect(response.header("Location") == "/settings")
        #expect(web.cookies["kado_session"]?.count == 64 && web.cookies["kado_session"] != token)
        #expect(web.get("/").status == 200)

        let (other, _) = try tokenServer()
        let wrong = other.get("/login?token=abc")
        #expect(wrong.status == 401)
        #expect(wrong.text.contains("This is not the access token of this server."))
        #expect(other.cookies["kado_session"] == nil)
    }

    @Test(
        "After signing in, only a path of this site is followed",
        arguments: [
            "//evil.example/", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", "/a b", "/login",
        ])
    func nextStaysLocal(next: String) throws {
        let (web, token) = try tokenServer()
        web.get("/login")
        #expect(web.post("/login", [("token", token), ("next", next)]).header("Location") == "/")
    }

    @Test("Signing out ends the session: its cookie, copied before, signs no one in any more")
    func signsOut() throws {
        let (web, token) = try tokenServer()
        web.get("/login?token=\(token)")
        let copied = try #require(web.cookies["kado_session"])
        let response = web.post("/logout", [])
        #expect(response.status == 303)
        #expect(response.header("Location") == "/login?notice=signedOut")
        #expect(
            response.headers.contains {
                $0.value == "kado_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0"
            })
        #expect(web.cookies["kado_session"] == nil)
        #expect(web.follow(response).text.contains("Signed out."))
        #expect(web.get("/").status == 303)
        #expect(web.page(signedInAs: copied) == 303)
        #expect(try web.tracker.devices.webSessions().isEmpty)
    }

    @Test("Each browser has its own session: signing out of one leaves the other signed in")
    func sessionsApart() throws {
        let (web, token) = try tokenServer()
        web.get("/login?token=\(token)")
        let phone = try #require(web.cookies["kado_session"])
        web.cookies["kado_session"] = nil
        web.get("/login?token=\(token)")
        let laptop = try #require(web.cookies["kado_session"])
        #expect(phone != laptop)
        #expect(try web.tracker.devices.webSessions().count == 2)
        web.post("/logout", [])
        #expect(web.page(signedInAs: laptop) == 303)
        #expect(web.page(signedInAs: phone) == 200)
    }

    @Test("A new access token ends every session; a session ends a year after signing in")
    func sessionsEnd() throws {
        let (web, token) = try tokenServer()
        web.get("/login?token=\(token)")
        let first = try #require(web.cookies["kado_session"])
        _ = try web.app.makeAccessToken()
        #expect(web.page(signedInAs: first) == 303)
        #expect(try web.tracker.devices.webSessions().isEmpty)

        let newToken = try web.app.makeAccessToken()
        web.cookies["kado_session"] = nil
        web.get("/login?token=\(newToken)")
        let second = try #require(web.cookies["kado_session"])
        web.clock.advance(by: 364 * 86_400)
        #expect(web.page(signedInAs: second) == 200)
        web.clock.advance(by: 2 * 86_400)
        #expect(web.page(signedInAs: second) == 303)
        #expect(try web.tracker.devices.webSessions().isEmpty)
    }

    @Test("A loopback server needs no token: the sign-in page just goes home")
    func loopback() throws {
        let web = try WebHarness()
        #expect(web.get("/").status == 200)
        #expect(web.get("/api/today").status == 200)
        let login = web.get("/login?next=%2Fsettings")
        #expect(login.status == 303)
        #expect(login.header("Location") == "/")
        #expect(web.post("/logout", []).header("Location") == "/")
        #expect(!web.get("/settings").text.contains("action=\"/logout\""))
    }

    @Test("The API takes the token as a Bearer header, and answers 401 JSON without it")
    func bearer() throws {
        let (web, token) = try tokenServer()
        let refused = web.get("/api/today")
        #expect(refused.status == 401)
        #expect(refused.header("Content-Type") == "application/json; charset=utf-8")
        #expect(refused.header("WWW-Authenticate") == "Bearer realm=\"kado\"")
        #expect(refused.text.contains("\"status\" : 401"))
        #expect(web.get("/api/today", headers: [("Authorization", "Bearer nope")]).status == 401)
        #expect(web.get("/api/today", headers: [("Authorization", "Bearer \(token)")]).status == 200)
        let habit = try web.habit("Meditate")
        let posted = web.postJSON(
            "/api/habits/Meditate/complete", "{}", headers: [("Authorization", "Bearer \(token)")])
        #expect(posted.status == 200)
        #expect(try web.tracker.views.summary(of: habit).isDoneToday)
        #expect(web.postJSON("/api/habits/Meditate/undo", "{}").status == 401)
        #expect(try web.tracker.views.summary(of: habit).isDoneToday)
    }

    @Test("The sign-in form is in the person's language")
    func french() throws {
        let (web, _) = try tokenServer()
        try web.tracker.preferences.setLanguage(.french)
        let page = web.get("/login").text
        #expect(page.contains("Jeton d’accès"))
        #expect(page.contains("Se connecter"))
    }
}

extension WebHarness {
    /// The status of `/` asked for by a browser whose session cookie is `session` (a cookie
    /// copied elsewhere, say); the harness's own cookie is as it was afterwards.
    func page(signedInAs session: String) -> Int {
        let kept = cookies["kado_session"]
        defer { cookies["kado_session"] = kept }
        cookies["kado_session"] = session
        return get("/").status
    }
}
