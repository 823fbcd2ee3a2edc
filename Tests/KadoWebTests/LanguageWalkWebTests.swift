import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The web app walked in German, Spanish and the pseudo-language (issue 39), as a browser asking
/// for each in `Accept-Language`: every page of a database whose habits have German and Spanish
/// names, the error pages, the import summary, a refused form, the sign-in page, and every error
/// of the application layer as a page and the JSON API word it. English that escaped the catalogs
/// fails unless `Tests/LanguageWalk/EscapesAllowed.txt` lists it (``LanguageWalk``).
@Suite("The web app in German, Spanish and the pseudo-language")
struct LanguageWalkWebTests {
    static let languages: [Language] = [.german, .spanish, .pseudo]

    /// The seeded data a page shows as it is: habits' names, units and notes.
    static let userData = ["Wasser", "Gläser", "Lectura", "Meditación", "Rauchen", "Kaffee", "tazas", "Deporte", "Gut"]

    /// A database whose habits, of every type, have German and Spanish names, with `days` of
    /// history, a note and a pause.
    static func seeded(days: Int = 21) throws -> (WebHarness, [Habit]) {
        let web = try WebHarness()
        let habits = [
            try web.habit("Lectura"), try web.habit("Wasser", .counter(target: 8), unit: "Gläser"),
            try web.habit("Meditación", .timer(targetSeconds: 600)), try web.habit("Rauchen", .negative),
            try web.habit("Kaffee", .atMost(target: 2), unit: "tazas"),
            try web.habit("Deporte", frequency: .daysPerWeek(3)),
        ]
        let today = try web.tracker.today()
        for offset in 0..<days {
            let day = today.adding(days: -offset)
            if offset % 3 != 0 { try web.tracker.checkIns.complete(habits[0], on: day) }
            try web.tracker.checkIns.log(habits[1], value: Double(offset % 9), on: day)
            try web.tracker.checkIns.log(habits[2], value: Double(offset * 30), on: day)
            try web.tracker.checkIns.log(habits[4], value: Double(offset % 4), on: day)
            if offset % 2 == 0 { try web.tracker.checkIns.complete(habits[5], on: day) }
        }
        guard days > 3 else { return (web, habits) }
        try web.tracker.checkIns.note(habits[0], text: "Gut", on: today.adding(days: -1))
        try web.tracker.checkIns.skip(
            habits[5], days: try DayRange(from: today.adding(days: -3), through: today.adding(days: -2)))
        return (web, habits)
    }

    /// Every page a person reaches, as `(where, html)`, asked for in `language`.
    static func pages(in language: Language) throws -> [(source: String, html: String)] {
        let (web, habits) = try seeded()
        let accept = [("Accept-Language", language.rawValue)]
        var paths = [
            "/", "/overview", "/overview?days=91", "/insights", "/review", "/review/2026", "/settings", "/habits/new",
            "/habits/nothing",
        ]
        let yesterday = try web.tracker.today().adding(days: -1).description
        for habit in habits {
            let base = "/habits/\(habit.id.uuidString)"
            paths += [
                base, base + "?day=" + yesterday, base + "?range=week", base + "?range=month", base + "?range=year",
                base + "/edit", base + "/delete",
            ]
        }
        // Each habit's pages named by the habit, not by its id (new on every run).
        let names = Dictionary(uniqueKeysWithValues: habits.map { ($0.id.uuidString, $0.name) })
        func named(_ path: String) -> String {
            names.reduce(path) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
        }
        var pages = paths.map { (named($0), web.get($0, headers: accept).text) }
        let backup = web.get("/settings/export.json").body
        pages.append(("import summary", web.uploadFile(backup, filename: "kado.json", headers: accept).text))
        pages.append(
            ("import of a file that is no backup", web.uploadFile([0x7b], filename: "x.json", headers: accept).text))
        pages.append(
            (
                "refused habit form",
                web.postForm("/habits", [("name", ""), ("type", "counter"), ("counterTarget", "x")], headers: accept)
                    .text
            ))
        try web.tracker.habits.delete(habits[3])
        let trashed = try web.tracker.habits.trashedHabit("Rauchen")
        pages.append(("/trash/…/empty", web.get("/trash/\(trashed.id.uuidString)/empty", headers: accept).text))
        let network = try WebHarness(configuration: WebConfiguration(host: "0.0.0.0", port: 4810))
        pages.append(("/login", network.get("/login", headers: accept).text))
        return pages
    }

    @Test("every page of a database with German and Spanish habit names", arguments: languages)
    func everyPage(language: Language) throws {
        let pages = try Self.pages(in: language)
        var walked = 0
        var found: [LanguageWalk.Escape] = []
        for (source, html) in pages {
            #expect(!html.isEmpty, "\(source): empty")
            for piece in PageText.pieces(of: html) {
                walked += 1
                found += LanguageWalk.escapes(
                    in: piece, language: language.rawValue, surface: "web-page", source: source,
                    allowed: Self.userData + Language.allCases.map(\.nativeName))
            }
        }
        #expect(walked > 1000)
        LanguageWalk.expectOnlyListed(found, walked: walked, surface: "web-page", language: language.rawValue)
    }

    @Test("every error of the application layer, as a page and as the JSON API says it", arguments: languages)
    func everyError(language: Language) {
        let t = Localizer(language: language)
        var found: [LanguageWalk.Escape] = []
        let allowed = ErrorSamples.verbatimDetails + ["Loop Habit Tracker"]
        for error in ErrorSamples.appErrors {
            let (_, page) = ErrorResponder.statusAndMessage(of: error, t: t)
            found += LanguageWalk.escapes(
                in: page, language: language.rawValue, surface: "web-error", source: "\(error)", allowed: allowed)
            found += LanguageWalk.escapes(
                in: APIError.from(error, t: t).message, language: language.rawValue, surface: "api-error",
                source: "\(error)", allowed: allowed)
        }
        let listedPage = found.filter { $0.surface == "web-error" }
        LanguageWalk.expectOnlyListed(
            listedPage, walked: ErrorSamples.appErrors.count, surface: "web-error", language: language.rawValue)
        LanguageWalk.expectOnlyListed(
            found.filter { $0.surface == "api-error" }, walked: ErrorSamples.appErrors.count, surface: "api-error",
            language: language.rawValue)
    }

    /// The JSON API's answers to requests it refuses, by request.
    static func apiRefusals(in language: Language) throws -> [(source: String, json: String)] {
        let (web, _) = try seeded(days: 0)
        let accept = [("Accept-Language", language.rawValue)]
        return [
            ("GET /api/habits/nothing", web.get("/api/habits/nothing", headers: accept).text),
            (
                "POST /api/habits/nothing/complete",
                web.postJSON("/api/habits/nothing/complete", "{}", headers: accept).text
            ),
            (
                "POST /api/habits/Wasser/log",
                web.postJSON("/api/habits/Wasser/log", "{\"value\":-1}", headers: accept).text
            ),
            (
                "POST /api/habits/Lectura/log",
                web.postJSON("/api/habits/Lectura/log", "{\"value\":2}", headers: accept).text
            ),
            ("POST /api/habits/Lectura/note", web.postJSON("/api/habits/Lectura/note", "{", headers: accept).text),
            (
                "POST /api/habits/Lectura/edit",
                web.postJSON("/api/habits/Lectura/edit", "{\"name\":\"\"}", headers: accept).text
            ),
            ("POST /api/operations", web.postJSON("/api/operations", "[{\"op\":\"x\"}]", headers: accept).text),
            ("POST /api/trash/nothing/restore", web.postJSON("/api/trash/nothing/restore", "{}", headers: accept).text),
        ]
    }

    /// The fields of the API's bodies, which its messages name as they are spelled.
    static let apiFieldNames = ["group", "details", "since", "every", "type", "score", "from", "value", "day", "note"]

    @Test("the JSON API's error messages for refused requests", arguments: languages)
    func apiRefusals(language: Language) throws {
        let answers = try Self.apiRefusals(in: language)
        var found: [LanguageWalk.Escape] = []
        for (source, json) in answers {
            let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            let error = object?["error"] as? [String: Any]
            let message = (error?["message"] as? String) ?? (object?["message"] as? String)
            #expect(message != nil, "\(source): no error message in \(json)")
            // The fields a body may hold are named as JSON spells them (`from`, `since`).
            found += LanguageWalk.escapes(
                in: message ?? "", language: language.rawValue, surface: "api-refusal", source: source,
                allowed: Self.userData + Self.apiFieldNames)
        }
        LanguageWalk.expectOnlyListed(found, walked: answers.count, surface: "api-refusal", language: language.rawValue)
    }
}

extension WebHarness {
    /// POSTs a URL-encoded form with the CSRF token and `headers` (a browser's `Accept-Language`).
    fileprivate func postForm(_ target: String, _ fields: [(String, String)], headers: [(String, String)])
        -> HTTPResponse
    {
        if cookies[RequestContext.csrfCookie] == nil { get("/") }
        let all = fields + [(RequestContext.csrfField, cookies[RequestContext.csrfCookie] ?? "")]
        return send(
            "POST", target, body: Self.urlEncoded(all), contentType: "application/x-www-form-urlencoded",
            headers: headers)
    }

    /// POSTs `bytes` as the Settings screen's import form sends a file, with `headers`.
    fileprivate func uploadFile(_ bytes: [UInt8], filename: String, headers: [(String, String)]) -> HTTPResponse {
        if cookies[RequestContext.csrfCookie] == nil { get("/settings") }
        let boundary = "----KadoWalkBoundary"
        var body = Array(
            ("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(RequestContext.csrfField)\"\r\n\r\n"
                + (cookies[RequestContext.csrfCookie] ?? "") + "\r\n--\(boundary)\r\n"
                + "Content-Disposition: form-data; name=\"file\"; filename=\"\(filename)\"\r\n"
                + "Content-Type: application/octet-stream\r\n\r\n").utf8)
        body += bytes
        body += Array("\r\n--\(boundary)--\r\n".utf8)
        return send(
            "POST", "/settings/import", body: body, contentType: "multipart/form-data; boundary=\(boundary)",
            headers: headers)
    }
}
