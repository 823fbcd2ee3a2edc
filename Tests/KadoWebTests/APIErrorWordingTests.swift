import Foundation
import KadoApp
import KadoCore
import Testing

@testable import KadoWeb

/// The `error` object of a JSON error answer.
private func errorObject(_ response: HTTPResponse) throws -> [String: Any] {
    let body = try #require(try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])
    return try #require(body["error"] as? [String: Any])
}

/// Messages must be in plain words: never the domain's spelling of a field or a value.
private func expectPlain(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    for leak in ["VALUE", "range \"", ".0)", "\"-3.0\"", "1000000000", "frequency.", "ValidationError"] {
        #expect(!message.contains(leak), "\(message) contains \(leak)", sourceLocation: sourceLocation)
    }
}

@Suite("API errors in plain words, in the request's language")
struct APIErrorWordingTests {
    /// Every refusal of a value a user can send: endpoint, habit type, body; the field and value
    /// the answer names, and words its message holds in English and in French.
    struct Case: CustomStringConvertible, Sendable {
        let action: String
        let type: HabitType
        let body: String
        let status: Int
        let field: String?
        let value: String?
        let english: String
        let french: String
        var description: String { "\(action) \(body)" }
    }

    static let longNote = String(repeating: "n", count: Completion.maximumNoteLength + 1)

    static let cases: [Case] = [
        Case(
            action: "log", type: .counter(target: 8), body: #"{"value": -3}"#, status: 422, field: "value",
            value: "-3", english: "\"value\" must be a number from 0 to 1,000,000,000 (got -3)",
            french: "«\u{202F}value\u{202F}» doit être un nombre de 0 à 1\u{202F}000\u{202F}000\u{202F}000"),
        Case(
            action: "log", type: .atMost(target: 2), body: #"{"value": 2e12}"#, status: 422, field: "value",
            value: "2000000000000", english: "from 0 to 1,000,000,000", french: "doit être un nombre de 0 à"),
        Case(
            action: "log", type: .timer(targetSeconds: 600), body: #"{"value": -0.5}"#, status: 422, field: "value",
            value: "-0.5", english: "\"value\" must be a number from 0", french: "«\u{202F}value\u{202F}» doit être"),
        Case(
            action: "note", type: .binary, body: #"{"note": "\#(longNote)"}"#, status: 422, field: "note",
            value: nil, english: "\"note\" must be at most", french: "doit faire au plus"),
        Case(
            action: "note", type: .binary, body: #"{"text": "\#(longNote)"}"#, status: 422, field: "text",
            value: nil, english: "\"text\" must be at most", french: "doit faire au plus"),
        Case(
            action: "skip", type: .binary, body: #"{"day": "2026-04-11", "to": "2027-06-01"}"#, status: 422,
            field: "to", value: "2026-04-11..2027-06-01",
            english: "the period 2026-04-11..2027-06-01 must end within a year from today",
            french: "la période 2026-04-11..2027-06-01 doit finir dans l’année qui vient"),
        Case(
            action: "skip", type: .binary, body: #"{"from": "2010-01-01", "to": "2026-04-10"}"#, status: 422,
            field: "to", value: nil, english: "must be at most 3,660 days",
            french: "doit couvrir au plus 3\u{202F}660 jours"
        ),
        Case(
            action: "skip", type: .binary, body: #"{"day": "2026-04-09", "to": "2026-04-01"}"#, status: 422,
            field: "to", value: "2026-04-01", english: "\"day\" (2026-04-09) must not come after \"to\" (2026-04-01)",
            french: "ne doit pas venir après"),
        Case(
            action: "complete", type: .binary, body: #"{"day": "2026-04-11"}"#, status: 422, field: "day",
            value: "2026-04-11", english: "2026-04-11 is in the future", french: "2026-04-11 est dans le futur"),
        Case(
            action: "log", type: .counter(target: 8), body: #"{"value": 1, "day": "2026-05-01"}"#, status: 422,
            field: "day", value: "2026-05-01", english: "is in the future", french: "est dans le futur"),
        Case(
            action: "log", type: .counter(target: 8), body: #"{"value": "3"}"#, status: 400, field: "value", value: nil,
            english: "field \"value\": expected a number, got a string",
            french: "champ «\u{202F}value\u{202F}»\u{00A0}: un nombre attendu, reçu une chaîne"),
        Case(
            action: "complete", type: .binary, body: #"{"day": "2026-04-09", "day": "2026-04-10"}"#, status: 400,
            field: "day", value: nil, english: "field \"day\" is given twice: give each field once",
            french: "champ «\u{202F}day\u{202F}» donné deux fois"),
        Case(
            action: "log", type: .counter(target: 8), body: #"{"vlaue": 3}"#, status: 400, field: "vlaue", value: nil,
            english: "unknown field \"vlaue\" (expected value, add, day, today)",
            french: "champ inconnu «\u{202F}vlaue\u{202F}»"),
        Case(
            action: "complete", type: .binary, body: #"{"day": "yesterday"}"#, status: 400, field: "day",
            value: "yesterday", english: "expected a day like \"2026-04-10\", got \"yesterday\"",
            french: "un jour comme"),
        Case(
            action: "note", type: .binary, body: #"{"note": "a", "text": "b"}"#, status: 400, field: "text", value: nil,
            english: "give \"note\" or \"text\", not both", french: "pas les deux"),
        Case(
            action: "skip", type: .binary, body: #"{"day": "2026-04-09", "from": "2026-04-08"}"#, status: 400,
            field: "from", value: nil, english: "give \"day\" or \"from\", not both", french: "pas les deux"),
        Case(
            action: "note", type: .binary, body: #"{"day": "2026-04-09"}"#, status: 400, field: "note", value: nil,
            english: "field \"note\" is required", french: "est requis"),
    ]

    @Test("Each refusal names the field and the value, says the rule plainly, and writes nothing", arguments: cases)
    func english(_ test: Case) throws {
        let web = try WebHarness()
        try web.habit("Habit", test.type)
        let before = try web.tracker.backups.backupContents()
        let response = web.postJSON("/api/habits/Habit/\(test.action)", test.body)
        #expect(response.status == test.status)
        let error = try errorObject(response)
        let message = try #require(error["message"] as? String)
        #expect(message.contains(test.english), "\(message)")
        #expect(error["field"] as? String == test.field)
        if let value = test.value { #expect(error["value"] as? String == value) }
        expectPlain(message)
        #expect(try web.tracker.backups.backupContents() == before)
    }

    @Test("Accept-Language chooses the language until the settings fix one, which then wins", arguments: cases)
    func french(_ test: Case) throws {
        let web = try WebHarness()
        try web.habit("Habit", test.type)
        let asked = web.postJSON(
            "/api/habits/Habit/\(test.action)", test.body, headers: [("Accept-Language", "fr-CH, fr;q=0.9, en;q=0.5")])
        let askedMessage = try #require(try errorObject(asked)["message"] as? String)
        #expect(askedMessage.contains(test.french), "\(askedMessage)")
        #expect(try errorObject(asked)["field"] as? String == test.field)
        expectPlain(askedMessage)
        try web.tracker.preferences.setLanguage(.french)
        let settings = try errorObject(web.postJSON("/api/habits/Habit/\(test.action)", test.body))
        #expect((settings["message"] as? String)?.contains(test.french) == true)
        // A chosen language wins over what the request asks for (issue 39).
        let chosen = try errorObject(
            web.postJSON("/api/habits/Habit/\(test.action)", test.body, headers: [("Accept-Language", "en-GB")]))
        #expect((chosen["message"] as? String)?.contains(test.french) == true)
        try web.tracker.preferences.setLanguage(.automatic)
        let english = try errorObject(
            web.postJSON("/api/habits/Habit/\(test.action)", test.body, headers: [("Accept-Language", "en-GB")]))
        #expect((english["message"] as? String)?.contains(test.english) == true)
    }

    @Test(
        "Accept-Language is read by quality, then order; languages Kadō does not speak are passed over",
        arguments: [
            ("fr", Language.french), ("en-US,en;q=0.9", .english), ("de-DE, fr;q=0.8, en;q=0.7", .german),
            ("en;q=0.4, fr;q=0.6", .french), ("fr;q=0, en", .english), ("it, es", .spanish), ("*", .english),
            ("FR-ca", .french), ("", .english), ("de-CH;q=0.9", .german), ("it, pt", .english),
        ])
    func languages(header: String, expected: Language) {
        let request = HTTPRequest(
            method: "GET", path: "/api/today", headers: HTTPHeaders([("Accept-Language", header)]))
        #expect(APILanguage.of(request, settings: Settings()) == expected)
        // A language the settings fix wins over any header.
        var french = Settings()
        french.languageSetting = .fixed(.french)
        #expect(APILanguage.of(request, settings: french) == .french)
    }

    @Test("Lookups and methods are refused in the request's language too")
    func lookups() throws {
        let web = try WebHarness()
        try web.habit("Read")
        try web.habit("Run")
        let french = [("Accept-Language", "fr")]
        let missing = try errorObject(web.get("/api/habits/Swim", headers: french))
        #expect(
            (missing["message"] as? String)?.contains("aucune habitude ne correspond à «\u{202F}Swim\u{202F}»") == true)
        let ambiguous = try errorObject(web.get("/api/habits/r", headers: french))
        #expect((ambiguous["message"] as? String)?.contains("correspond à plusieurs habitudes") == true)
        #expect(ambiguous["candidates"] as? [String] == ["Read", "Run"])
        let method = try errorObject(web.send("POST", "/api/today", headers: french))
        #expect(method["message"] as? String == "/api/today ne prend pas POST\u{00A0}: utilisez GET ou HEAD")
        let endpoint = try errorObject(web.get("/api/nothing", headers: french))
        #expect((endpoint["message"] as? String)?.hasPrefix("pas d’adresse GET /api/nothing") == true)
        let wrongType = try errorObject(web.postJSON("/api/habits/Read/log", #"{"value": 2}"#, headers: french))
        #expect((wrongType["message"] as? String)?.contains("c’est une habitude oui/non") == true)
    }

    @Test("The gate's refusals (token, other site, not JSON, too large) are JSON in the request's language")
    func gate() throws {
        let french = [("Accept-Language", "fr")]
        let tokenServer = try WebHarness(configuration: WebConfiguration(host: "0.0.0.0", port: 4810))
        _ = try tokenServer.app.makeScriptToken(named: "Tests")
        let unauthorized = try errorObject(tokenServer.get("/api/today", headers: french))
        #expect(unauthorized["status"] as? Int == 401)
        #expect((unauthorized["message"] as? String)?.hasPrefix("ce serveur demande son jeton d’accès") == true)

        let web = try WebHarness()
        try web.habit("Read")
        let crossSite = web.send(
            "POST", "/api/habits/Read/complete", body: Array("{}".utf8), contentType: "application/json",
            headers: french + [("Origin", "http://evil.example")], sendsOrigin: false)
        #expect(try errorObject(crossSite)["status"] as? Int == 403)
        #expect(
            (try errorObject(crossSite)["message"] as? String)?.hasPrefix("requête d’un autre site refusée") == true)
        let form = web.send(
            "POST", "/api/habits/Read/complete", body: Array("day=2026-04-09".utf8),
            contentType: "application/x-www-form-urlencoded", headers: french)
        #expect(try errorObject(form)["status"] as? Int == 415)
        #expect((try errorObject(form)["message"] as? String)?.hasPrefix("envoyez le corps en JSON") == true)
        #expect(try web.tracker.backups.backupContents().completions.isEmpty)

        var limits = HTTPLimits()
        limits.bodyBytes = 1024
        let server = try LiveServer(limits: limits)
        try server.web.habit("Read")
        let body = Array(#"{"note": "\#(String(repeating: "n", count: 2000))"}"#.utf8)
        let tooLarge = try server.request(
            "POST", "/api/habits/Read/note",
            headers: [
                ("Content-Type", "application/json"), ("Accept-Language", "fr"), ("Content-Length", String(body.count)),
            ],
            body: body)
        #expect(tooLarge.status == 413)
        #expect(tooLarge.header("Content-Type") == APIResponse.contentType)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(tooLarge.body)) as? [String: Any])
        let error = try #require(object["error"] as? [String: Any])
        #expect(error["message"] as? String == "le corps est trop grand\u{00A0}: 1 Ko au plus")
        #expect(try server.web.tracker.backups.backupContents().completions.isEmpty)
    }

    @Test("An archived habit is refused in plain words, without a command line to type")
    func archived() throws {
        let web = try WebHarness()
        try web.tracker.habits.archive(try web.habit("Old"))
        let error = try errorObject(web.postJSON("/api/habits/Old/complete", "{}"))
        #expect(error["status"] as? Int == 422)
        #expect((error["message"] as? String)?.hasPrefix("Old is archived: unarchive it") == true)
    }

    @Test("Long numbers in rules are grouped by thousands in each language")
    func grouping() {
        let english = Localizer(language: .english)
        let french = Localizer(language: .french)
        #expect(english.grouped(1_000_000_000) == "1,000,000,000")
        #expect(english.grouped(-12345) == "-12,345")
        #expect(english.grouped(999) == "999")
        #expect(french.grouped(3660) == "3\u{202F}660")
        #expect(APIErrorWording.grouped("must be at most 3660 days", t: english) == "must be at most 3,660 days")
        // Dates, times and decimals are no amounts: their digits stay as they are.
        #expect(
            APIErrorWording.grouped("must be on or after 1583-01-01", t: english) == "must be on or after 1583-01-01")
        #expect(APIErrorWording.grouped("from 0 to 1440.5 or 12:3000", t: english) == "from 0 to 1440.5 or 12:3000")
        #expect(APIErrorWording.grouped("from 0 to 1000000000", t: english) == "from 0 to 1,000,000,000")
        #expect(APIErrorWording.plainValue("-3.0") == "-3")
        #expect(APIErrorWording.plainValue("2.5") == "2.5")
        #expect(APIErrorWording.plainValue("2026-04-10") == "2026-04-10")
    }
}

@Suite("/note and /skip take the same field names, in the API and in the forms")
struct CheckInFieldNameTests {
    @Test(
        "A note is \"note\" (or \"text\", as first documented) on the day \"day\"",
        arguments: [#"{"note": "Calm", "day": "2026-04-09"}"#, #"{"text": "Calm", "day": "2026-04-09"}"#])
    func apiNote(body: String) throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        let response = web.postJSON("/api/habits/Meditate/note", body)
        #expect(response.status == 200)
        let day = try #require(LogicalDay("2026-04-09"))
        #expect(try web.tracker.views.detail(of: habit).recentRecords.first { $0.day == day }?.note == "Calm")
    }

    @Test(
        "A skip starts on \"day\" (or \"from\", as first documented) and ends on \"to\"",
        arguments: [
            #"{"day": "2026-04-13", "to": "2026-04-14", "note": "Away"}"#,
            #"{"from": "2026-04-13", "to": "2026-04-14", "note": "Away"}"#,
        ])
    func apiSkip(body: String) throws {
        let web = try WebHarness()
        let habit = try web.habit("Gym")
        #expect(web.postJSON("/api/habits/Gym/skip", body).status == 200)
        let skip = try #require(try web.tracker.views.detail(of: habit).skips.first)
        #expect(skip.days.first.description == "2026-04-13")
        #expect(skip.days.last.description == "2026-04-14")
        #expect(skip.note == "Away")
    }

    @Test(
        "The forms take the same names",
        arguments: [
            ("note", [("day", "2026-04-09"), ("note", "Calm")]), ("note", [("day", "2026-04-09"), ("text", "Calm")]),
            ("skip", [("day", "2026-04-09"), ("to", "2026-04-10"), ("note", "Calm")]),
            ("skip", [("from", "2026-04-09"), ("to", "2026-04-10"), ("note", "Calm")]),
        ])
    func forms(action: String, fields: [(String, String)]) throws {
        let web = try WebHarness()
        let habit = try web.habit("Meditate")
        #expect(web.post("/habits/\(habit.id.uuidString)/\(action)", fields).status == 303)
        let detail = try web.tracker.views.detail(of: habit)
        if action == "note" {
            #expect(detail.recentRecords.first?.note == "Calm")
        } else {
            #expect(detail.skips.first.map { "\($0.days.first)..\($0.days.last)" } == "2026-04-09..2026-04-10")
            #expect(detail.skips.first?.note == "Calm")
        }
    }
}
