import Foundation
import KadoApp
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The language of the web app (issue 39): until the person chooses one, each request is answered
/// in the language its `Accept-Language` asks for (by quality), English when none is spoken here;
/// a chosen language wins; pages say theirs in `<html lang>` and `Content-Language`, and so do the
/// plain-text refusals sent before any session, which follow the request only.
@Suite("The web app speaks the browser's language until one is chosen")
struct LanguageNegotiationTests {
    @Test(
        "Today is in the language the browser asks for, said by <html lang> and Content-Language",
        arguments: [
            ("es", "es", "Hoy"), ("de-CH;q=0.9", "de", "Heute"), ("fr-CA, fr;q=0.9", "fr", "Aujourd’hui"),
            ("it, es;q=0.8, de;q=0.5", "es", "Hoy"), ("de;q=0, es;q=0.1", "es", "Hoy"), ("*", "en", "Today"),
            ("it", "en", "Today"), ("", "en", "Today"), ("en-XA", "en-XA", "⟦"),
        ])
    func today(header: String, tag: String, heading: String) throws {
        let web = try WebHarness()
        try web.habit("Lesen")
        let response = web.get("/", headers: header.isEmpty ? [] : [("Accept-Language", header)])
        #expect(response.status == 200)
        #expect(response.text.contains("<html lang=\"\(tag)\""), "\(header)")
        #expect(response.header("Content-Language") == tag)
        #expect(response.text.contains("<title>\(heading)"), "\(header)")
    }

    @Test("a chosen language wins over the browser's; auto gives each browser its own back")
    func chosenWins() throws {
        let web = try WebHarness()
        try web.habit("Lesen")
        let spanish = [("Accept-Language", "es")]
        // (The API's answers follow the same rule: APIErrorWordingTests.)
        try web.tracker.preferences.setLanguage(.german)
        let page = web.get("/", headers: spanish)
        #expect(page.text.contains("<html lang=\"de\""))
        #expect(page.header("Content-Language") == "de")
        #expect(page.text.contains("<title>Heute"))
        #expect(web.post("/settings", [("language", "auto")]).status == 303)
        #expect(try web.tracker.settings().languageSetting == .automatic)
        #expect(web.get("/", headers: spanish).text.contains("<title>Hoy"))
        #expect(web.get("/").text.contains("<title>Today"))
    }

    @Test("the Settings menu offers Automatic first, selected until a language is chosen, and saves each choice")
    func menu() throws {
        let web = try WebHarness()
        let page = web.get("/settings", headers: [("Accept-Language", "de")]).text
        #expect(page.contains("<label class=\"set-title\" for=\"language\">Sprache</label>"))
        #expect(
            page.contains(
                "<select class=\"set-select\" id=\"language\" name=\"language\" aria-describedby=\"language-hint\">"))
        #expect(page.contains("<option value=\"auto\" selected>Automatisch (Browser)</option>"))
        #expect(page.contains("<option value=\"es\" lang=\"es\">Español</option>"))
        for code in ["es", "fr", "de", "en", "auto"] {
            #expect(web.post("/settings", [("language", code)]).status == 303)
            #expect(try web.tracker.settings().languageSetting == LanguageSetting(code: code))
            let shown = web.get("/settings", headers: [("Accept-Language", "de")]).text
            #expect(
                shown.contains("<option value=\"\(code)\"")
                    && shown.contains("value=\"\(code)\"\(code == "auto" ? "" : " lang=\"\(code)\"") selected>"),
                "\(code)")
        }
        for bad in ["en-XA", "it", ""] {
            #expect(web.post("/settings", [("language", bad)]).status == 422, "\(bad)")
            #expect(try web.tracker.settings().languageSetting == .automatic)
        }
    }

    @Test(
        "the calendar feed's 401 is in the request's language, never the settings', whichever token failed",
        arguments: [
            ("es", "Este feed de calendario necesita su dirección con un token válido."),
            ("de-AT", "Dieser Kalender-Feed braucht seine Adresse mit einem gültigen Token."),
            ("", "This calendar feed needs its address with a valid token."),
        ])
    func feedRefusal(header: String, text: String) throws {
        let web = try WebHarness()
        try web.tracker.preferences.setLanguage(.french)
        let headers = header.isEmpty ? [] : [("Accept-Language", header)]
        let wrong = String(repeating: "ab", count: 32)
        for target in ["/calendar.ics", "/calendar.ics?token=\(wrong)"] {
            let response = web.get(target, headers: headers)
            #expect(response.status == 401)
            #expect(response.text == text + "\n", "\(target)")
            #expect(response.header("Content-Language") == (header.isEmpty ? "en" : String(header.prefix(2))))
        }
    }

    @Test("a form sent without signing in, or without its page's token, is refused in the browser's language")
    func plainRefusals() throws {
        let network = try WebHarness(configuration: WebConfiguration(host: "0.0.0.0", port: 4810))
        let signIn = network.send(
            "POST", "/settings", body: Array("dayStart=3".utf8), contentType: "application/x-www-form-urlencoded",
            headers: [("Accept-Language", "es")])
        #expect(signIn.status == 401)
        #expect(
            signIn.text
                == "Este servidor necesita que inicies sesión: abre un enlace de vinculación o ve primero a /login.\n")
        let web = try WebHarness()
        let stale = web.post("/settings", [("dayStart", "3")], includesToken: false)
        #expect(stale.status == 403)
        #expect(stale.text.hasPrefix("Forbidden: the form's security token is missing"), "\(stale.text)")
        let german = try WebHarness().send(
            "POST", "/settings", body: Array("dayStart=3".utf8), contentType: "application/x-www-form-urlencoded",
            headers: [("Accept-Language", "de")])
        #expect(german.status == 403)
        #expect(german.text.hasPrefix("Verboten: Das Sicherheitstoken des Formulars fehlt"), "\(german.text)")
        #expect(german.header("Content-Language") == "de")
    }
}
