import Foundation
import KadoApp
import KadoCore
import KadoQR
import KadoTestSupport
import Testing

@testable import KadoWeb

@Suite("Signing in one device at a time: pairing codes, devices, scripts' tokens")
struct LoginTests {
    /// A server other machines can reach (so it asks for a credential).
    private func networkServer() throws -> WebHarness {
        try WebHarness(configuration: WebConfiguration(host: "0.0.0.0", port: 4810))
    }

    /// A pairing code made as `kado serve` makes one.
    private func code(_ web: WebHarness) throws -> String {
        try web.tracker.devices.makePairing().code
    }

    @Test("Without a credential, pages redirect to the sign-in form, which keeps where to go next")
    func refused() throws {
        let web = try networkServer()
        #expect(web.get("/").header("Location") == "/login")
        let settings = web.get("/settings")
        #expect(settings.status == 303)
        #expect(settings.header("Location") == "/login?next=%2Fsettings")
        let form = web.get("/login?next=%2Fsettings")
        #expect(form.status == 200)
        #expect(form.text.contains("<form method=\"post\" action=\"/login\""))
        #expect(form.text.contains("<input type=\"hidden\" name=\"next\" value=\"/settings\">"))
        #expect(form.text.contains("<label for=\"code\">Pairing code</label>"))
        #expect(form.text.contains("name=\"_csrf\""))
        #expect(web.post("/settings", [("dayStart", "3")]).status == 401)
        #expect(try web.tracker.settings().dayStart == 0)
    }

    @Test(
        "A pairing code, typed or opened as a link, signs in once: a session of the device's own, named from its browser"
    )
    func pairs() throws {
        let web = try networkServer()
        let code = try code(web)
        web.get("/login")
        let phone =
            "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) "
            + "Version/18.1 Mobile/15E148 Safari/604.1"
        let response = web.send(
            "POST", "/login",
            body: WebHarness.urlEncoded([
                ("code", code.lowercased().replacingOccurrences(of: "-", with: " ")), ("next", "/settings"),
                (RequestContext.csrfField, web.cookies[RequestContext.csrfCookie] ?? ""),
            ]), contentType: "application/x-www-form-urlencoded", headers: [("User-Agent", phone)])
        #expect(response.status == 303)
        #expect(response.header("Location") == "/settings")
        let cookie = try #require(response.headers.first { $0.value.hasPrefix("kado_session=") }?.value)
        let session = try #require(web.cookies["kado_session"])
        #expect(session.count == 64 && session.allSatisfy(\.isHexDigit))
        #expect(cookie == "kado_session=\(session); Path=/; HttpOnly; SameSite=Lax; Max-Age=31536000")
        let devices = try web.tracker.devices.devices()
        #expect(devices.map(\.digest) == [SHA256.hex(session)])
        #expect(devices.first?.name == "Safari · iPhone")
        #expect(devices.first?.kind == .browser)
        // Neither the session id nor the code is in the database file.
        let file = try Data(contentsOf: URL(fileURLWithPath: web.tracker.databasePath))
        #expect(file.range(of: Data(session.utf8)) == nil && file.range(of: Data(code.utf8)) == nil)
        let page = web.follow(response)
        #expect(page.status == 200)
        #expect(page.text.contains("Safari · iPhone"))
        #expect(page.text.contains("(this device)"))
        #expect(page.text.contains("action=\"/logout\""))
        #expect(web.get("/login").header("Location") == "/")

        // Used once: the same code signs no other browser in.
        let other = try networkServer()
        _ = other
        web.cookies["kado_session"] = nil
        let again = web.get("/login?code=\(code)")
        #expect(again.status == 401)
        #expect(again.text.contains("This code does not sign in"))
        #expect(web.cookies["kado_session"] == nil)
    }

    @Test("A code ten minutes old, unknown or malformed signs no one in, and sets no session")
    func wrongCodes() throws {
        let web = try networkServer()
        let code = try code(web)
        web.clock.advance(by: DeviceUseCases.pairingLifetime + 1)
        web.get("/login")
        for attempt in [code, "ABCD-EFGH", "nope", "<script>"] {
            let response = web.post("/login", [("code", attempt)])
            #expect(response.status == 401, "\(attempt)")
            #expect(response.text.contains("id=\"code-error\" role=\"alert\""))
            #expect(response.text.contains("aria-invalid=\"true\""))
            #expect(!response.text.contains("<script>"))
            #expect(!response.headers.contains { $0.value.hasPrefix("kado_session=") })
        }
        #expect(web.post("/login", [("code", "")]).status == 401)
        #expect(web.get("/").status == 303)
    }

    @Test("Wrong codes are limited per address: the eleventh within 15 minutes is refused with 429, even a right one")
    func rateLimited() throws {
        let web = try networkServer()
        web.get("/login")
        for attempt in 0..<10 {
            #expect(web.post("/login", [("code", "0000-000\(attempt)")]).status == 401)
        }
        let good = try code(web)
        let limited = web.post("/login", [("code", good)])
        #expect(limited.status == 429)
        #expect(Int(limited.header("Retry-After") ?? "") ?? 0 > 0)
        #expect(limited.text.contains("Too many wrong codes from this address."))
        #expect(web.cookies["kado_session"] == nil)
    }

    @Test(
        "After signing in, only a path of this site is followed",
        arguments: [
            "//evil.example/", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", "/a b", "/login",
        ])
    func nextStaysLocal(next: String) throws {
        let web = try networkServer()
        web.get("/login")
        #expect(web.post("/login", [("code", try code(web)), ("next", next)]).header("Location") == "/")
    }

    @Test("Signing out ends this device's session: its cookie, copied before, signs no one in any more")
    func signsOut() throws {
        let web = try networkServer()
        web.get("/login?code=\(try code(web))")
        let copied = try #require(web.cookies["kado_session"])
        let response = web.post("/logout", [])
        #expect(response.status == 303)
        #expect(response.header("Location") == "/login?notice=signedOut")
        #expect(response.headers.contains { $0.value == "kado_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0" })
        #expect(web.cookies["kado_session"] == nil)
        #expect(web.follow(response).text.contains("Signed out."))
        #expect(web.page(signedInAs: copied) == 303)
        #expect(try web.tracker.devices.devices().isEmpty)
    }

    @Test("Settings pairs another device, lists both, renames one and signs one out without touching the other")
    func deviceList() throws {
        let web = try networkServer()
        web.get("/login?code=\(try code(web))")
        let laptop = try #require(web.cookies["kado_session"])
        let pairing = web.post("/settings/devices/pair", [])
        #expect(pairing.status == 200)
        #expect(pairing.header("Cache-Control") == "no-store")
        let link = try #require(pairing.text.firstMatch(of: /href="(http:\/\/[^"]+\/login\?code=([0-9A-Z-]{9}))"/))
        #expect(pairing.text.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(pairing.text.contains("aria-label=\"QR code of the pairing link\""))
        #expect(pairing.text.contains("<strong><code>\(link.output.2)</code></strong>"))

        web.cookies["kado_session"] = nil
        web.get("/login?code=\(link.output.2)")
        let phone = try #require(web.cookies["kado_session"])
        #expect(phone != laptop)
        let devices = try web.tracker.devices.devices()
        #expect(devices.count == 2)
        let phoneDevice = try #require(devices.first { $0.digest == SHA256.hex(phone) })

        let settings = web.get("/settings").text
        #expect(settings.contains("id=\"device-\(phoneDevice.publicID)\""))
        #expect(web.post("/settings/devices/\(phoneDevice.publicID)/rename", [("name", "Léa’s <phone>")]).status == 303)
        #expect(try web.tracker.devices.device(publicID: phoneDevice.publicID)?.name == "Léa’s <phone>")
        #expect(web.get("/settings").text.contains("Léa’s &lt;phone&gt;"))
        #expect(
            web.follow(web.post("/settings/devices/\(phoneDevice.publicID)/rename", [("name", "  ")])).text.contains(
                "Give it a name."))

        // From the phone, sign the laptop out: the laptop is refused, the phone goes on.
        let laptopDevice = try #require(try web.tracker.devices.devices().first { $0.digest == SHA256.hex(laptop) })
        let out = web.post("/settings/devices/\(laptopDevice.publicID)/sign-out", [])
        #expect(out.status == 303)
        #expect(web.follow(out).text.contains("Signed out. Its next request will ask it to sign in again."))
        #expect(web.page(signedInAs: laptop) == 303)
        #expect(web.page(signedInAs: phone) == 200)
        #expect(web.post("/settings/devices/ffffffff/sign-out", []).status == 404)
    }

    @Test("A script gets a bearer token of its own, shown once; revoking it leaves the browsers signed in")
    func scriptTokens() throws {
        let web = try networkServer()
        web.get("/login?code=\(try code(web))")
        let browser = try #require(web.cookies["kado_session"])
        let made = web.post("/settings/devices/token", [("name", "Morning Shortcut")])
        #expect(made.status == 200)
        let token = try #require(made.text.firstMatch(of: /<code class="token-value">([0-9a-f]{64})<\/code>/)?.output.1)
        #expect(made.text.contains("Authorization: Bearer \(token)"))
        #expect(web.get("/api/today", headers: [("Authorization", "Bearer \(token)")]).status == 200)
        // A token is no cookie, and a session id is no token.
        #expect(web.get("/api/today", headers: [("Authorization", "Bearer \(browser)")]).status == 401)
        #expect(web.page(signedInAs: String(token)) == 303)

        let script = try #require(try web.tracker.devices.devices().first { $0.kind == .script })
        #expect(script.name == "Morning Shortcut")
        #expect(web.post("/settings/devices/\(script.publicID)/sign-out", []).status == 303)
        #expect(web.get("/api/today", headers: [("Authorization", "Bearer \(token)")]).status == 401)
        #expect(web.page(signedInAs: browser) == 200)
    }

    @Test("A session ends a year after signing in; a script's token lasts until revoked")
    func lifetimes() throws {
        let web = try networkServer()
        web.get("/login?code=\(try code(web))")
        let session = try #require(web.cookies["kado_session"])
        let token = try web.app.makeScriptToken(named: "Script")
        web.clock.advance(by: 364 * 86_400)
        #expect(web.page(signedInAs: session) == 200)
        web.clock.advance(by: 2 * 86_400)
        #expect(web.page(signedInAs: session) == 303)
        #expect(web.get("/api/today", headers: [("Authorization", "Bearer \(token)")]).status == 200)
        #expect(try web.tracker.devices.devices().map(\.kind) == [.script])
    }

    @Test("A loopback server needs no credential: the sign-in page just goes home")
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

    @Test("The API takes a script's token as a Bearer header, and answers 401 JSON without it")
    func bearer() throws {
        let web = try networkServer()
        let token = try web.app.makeScriptToken(named: "Tests")
        let refused = web.get("/api/today")
        #expect(refused.status == 401)
        #expect(refused.header("Content-Type") == "application/json; charset=utf-8")
        #expect(refused.header("WWW-Authenticate") == "Bearer realm=\"kado\"")
        #expect(web.get("/api/today", headers: [("Authorization", "Bearer nope")]).status == 401)
        let habit = try web.habit("Meditate")
        let posted = web.postJSON(
            "/api/habits/Meditate/complete", "{}", headers: [("Authorization", "Bearer \(token)")])
        #expect(posted.status == 200)
        #expect(try web.tracker.views.summary(of: habit).isDoneToday)
        #expect(web.postJSON("/api/habits/Meditate/undo", "{}").status == 401)
    }

    @Test("The sign-in form and the devices card are in the person's language")
    func french() throws {
        let web = try networkServer()
        try web.tracker.preferences.setLanguage(.french)
        let page = web.get("/login").text
        #expect(page.contains("Code d’appairage"))
        #expect(page.contains("Se connecter"))
        web.get("/login?code=\(try code(web))")
        #expect(web.get("/settings").text.contains("Appairer un appareil"))
    }

    @Test("The pairing's QR code reads back as its link (zbarimg)", .enabled(if: QRReader.isAvailable))
    func qrReadsBack() throws {
        for link in [
            "http://192.168.1.20:4810/login?code=7KQ2-M9XD", "https://mypc.example.ts.net/login?code=0000-0000",
        ] {
            let code = try #require(QRCode(link))
            #expect(try QRReader.read(code) == link)
        }
        #expect(QRCode(String(repeating: "x", count: 5000)) == nil)
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

/// Reads a QR code back with Debian's `zbarimg` (zbar-tools), from its plain bitmap.
enum QRReader {
    static let path = "/usr/bin/zbarimg"
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: path) }

    static func read(_ code: QRCode) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kado-qr-\(UUID().uuidString).pbm")
        try Data(code.portableBitmap().utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--raw", "-q", file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
    }
}
