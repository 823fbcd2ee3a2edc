import Foundation
import KadoApp
import KadoCore
import KadoTestSupport
import Testing

@testable import KadoWeb

/// The `error` object of a JSON error answer.
private func errorObject(_ response: HTTPResponse, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> [String: Any]
{
    #expect(response.header("Content-Type") == APIResponse.contentType, sourceLocation: sourceLocation)
    let body = try #require(
        try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any], sourceLocation: sourceLocation)
    return try #require(body["error"] as? [String: Any], sourceLocation: sourceLocation)
}

/// Every error the application layer can raise (``ErrorSamples/appErrors``), as the JSON API
/// answers it: a stable `code`, the right status, the habit, field, value and remedy as fields,
/// and a one-line message in the request's language with no command line and no markup.
@Suite("Every application error through the JSON API")
struct APIErrorWalkTests {
    /// The status each kind of error is answered with. An exhaustive switch: a new kind of
    /// application error does not compile here until the API's answer to it is decided.
    static func status(of error: AppError) -> Int {
        switch ErrorSamples.kind(of: error) {
        case .habitNotFound, .habitNotFoundWithSuggestion: 404
        case .ambiguousHabit: 409
        case .wrongType, .archived, .futureDay, .invalid, .backupFile: 422
        case .sync:
            if case .sync(let failure) = error, failure.isTransient { 503 } else { 502 }
        case .store:
            switch error {
            case .store(.busy): 503
            case .store(.diskFull): 507
            default: 500
            }
        case .backupNotWritten, .unexpected: 500
        }
    }

    /// The text of `message` that is the API's own words: without the data it quotes (names,
    /// values, fields in « »), the endpoints and JSON bodies it points to, and the store's details.
    static func ownWords(_ message: String, of error: AppError) -> String {
        var text = ErrorWalkTests.withoutData(message, of: error)
        for pattern in [#"«[^»]*»"#, #"\{[^}]*\}"#, #"\S*/\S*"#, #"\b(POST|GET)\b"#, #"\b[A-Z]{2,}\b"#] {
            text = text.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        return text
    }

    /// The answer's `error` object for `error` in `language`, as the API writes it.
    static func answer(_ error: AppError, in language: Language) throws -> (status: Int, body: [String: Any]) {
        let response = APIResponse.error(APIError.from(error, t: Localizer(language: language)))
        return (response.status, try errorObject(response))
    }

    @Test("each error has its code, status and fields, in both languages", arguments: ErrorSamples.appErrors)
    func fields(error: AppError) throws {
        for language in Language.spoken {
            let (status, body) = try Self.answer(error, in: language)
            #expect(status == Self.status(of: error))
            #expect(body["status"] as? Int == status)
            #expect(body["code"] as? String == error.code)
            #expect(body["habit"] as? String == error.habit)
            #expect(body["field"] as? String == error.field)
            #expect(body["value"] as? String == error.value)
            #expect(body["remedy"] as? String == error.remedy.map(APIError.remedyName))
            switch error.remedy {
            case .didYouMean(let name)?: #expect(body["suggestion"] as? String == name)
            case .chooseOne(let names)?: #expect(body["candidates"] as? [String] == names)
            default:
                #expect(body["suggestion"] == nil)
                #expect(body["candidates"] == nil)
            }
        }
    }

    @Test(
        "each message is one line in the language, with no command line and no markup",
        arguments: ErrorSamples.appErrors)
    func messages(error: AppError) throws {
        let english = try #require(try Self.answer(error, in: .english).body["message"] as? String)
        let french = try #require(try Self.answer(error, in: .french).body["message"] as? String)
        for message in [english, french] {
            #expect(!message.isEmpty)
            #expect(!message.contains("\n"), "\(message)")
            #expect(!message.contains("kado "), "\(message)")
            #expect(!message.contains("--"), "\(message)")
            #expect(!message.contains("<") && !message.contains("&lt;") && !message.contains("&amp;"), "\(message)")
        }
        #expect(english != french)
        let words = Self.ownWords(french, of: error).lowercased().split(whereSeparator: { !$0.isLetter })
            .map(String.init)
        let left = words.filter(ErrorWalkTests.englishWords.contains)
        #expect(left.isEmpty, "\(left) in \(french)")
    }

    @Test("each code names one kind of error, and every remedy has a name of its own")
    func codes() {
        let byCode = Dictionary(grouping: ErrorSamples.appErrors, by: \.code)
        for (code, errors) in byCode {
            // One code, one kind (a broken rule and a store failure by their own kind).
            let kinds = Set(errors.map { "\(ErrorSamples.kind(of: $0))" })
            #expect(kinds.count == 1 || code.hasPrefix("habitNotFound"), "\(code): \(kinds)")
        }
        // Each kind of store failure and of unreadable backup file has a code of its own.
        #expect(
            Set(ErrorSamples.storeErrors.map { AppError.store($0).code }).count
                == Set(ErrorSamples.storeErrors.map { "\(ErrorSamples.kind(of: $0))" }).count)
        #expect(
            Set(ErrorSamples.backupFileErrors.map { AppError.backupFile($0).code }).count
                == Set(ErrorSamples.backupFileErrors.map { "\(ErrorSamples.kind(of: $0.problem))" }).count)
        let remedies = ErrorSamples.appErrors.compactMap(\.remedy)
        let names = Set(remedies.map(APIError.remedyName))
        // A sync failure's remedy is named after its own case: `sync.tryAgainLater`.
        let kinds = Set(
            remedies.map { remedy -> String in
                if case .sync(let inner) = remedy { return "sync.\(inner)" }
                return String("\(remedy)".prefix { $0 != "(" })
            })
        #expect(names.count == kinds.count)
        #expect(Set(APIError.RequestProblem.allCases.map(\.code)).count == APIError.RequestProblem.allCases.count)
    }

    // MARK: - Through the server

    /// Requests whose refusal comes from the application layer, and what the answer says.
    struct Refusal: CustomStringConvertible, Sendable {
        let method: String
        let path: String
        let body: String?
        let status: Int
        let code: String
        let habit: String?
        let field: String?
        let value: String?
        let remedy: String?
        var description: String { "\(method) \(path) \(body ?? "")" }
    }

    /// Habit names with no English word in them, so that a French message can be checked for
    /// English (`Lecture` and `Lessive` are yes/no habits, `Course` a counter, `Vieux` archived).
    static let refusals: [Refusal] = [
        Refusal(
            method: "POST", path: "/api/habits/Vieux/complete", body: nil, status: 422, code: "archived",
            habit: "Vieux", field: nil, value: nil, remedy: "unarchive"),
        Refusal(
            method: "GET", path: "/api/habits/Lecturee", body: nil, status: 404, code: "habitNotFound",
            habit: "Lecturee", field: nil, value: nil, remedy: "didYouMean"),
        Refusal(
            method: "GET", path: "/api/habits/Natation/stats", body: nil, status: 404, code: "habitNotFound",
            habit: "Natation", field: nil, value: nil, remedy: "listArchived"),
        Refusal(
            method: "POST", path: "/api/habits/Le/toggle", body: nil, status: 409, code: "ambiguousHabit", habit: "Le",
            field: nil, value: nil, remedy: "chooseOne"),
        Refusal(
            method: "POST", path: "/api/habits/Lecture/log", body: #"{"value": 2}"#, status: 422, code: "wrongType",
            habit: "Lecture", field: nil, value: nil, remedy: "markDone"),
        Refusal(
            method: "POST", path: "/api/habits/Course/complete", body: nil, status: 422, code: "wrongType",
            habit: "Course", field: nil, value: nil, remedy: "logValue"),
        Refusal(
            method: "POST", path: "/api/habits/Lecture/complete", body: #"{"day": "2026-04-11"}"#, status: 422,
            code: "futureDay", habit: nil, field: "day", value: "2026-04-11", remedy: "choosePastDay"),
        Refusal(
            method: "POST", path: "/api/habits/Course/log", body: #"{"value": -3}"#, status: 422,
            code: "invalid.outOfRange", habit: nil, field: "value", value: "-3", remedy: nil),
        Refusal(
            method: "POST", path: "/api/habits/Lecture/note", body: #"{"text": "a\u001Bb"}"#, status: 422,
            code: "invalid.controlCharacter", habit: nil, field: "text", value: nil, remedy: nil),
        Refusal(
            method: "POST", path: "/api/habits/Lecture/skip", body: #"{"from": "2026-04-01", "to": "2027-06-01"}"#,
            status: 422, code: "invalid.endsTooFarAhead", habit: nil, field: "to", value: "2026-04-01..2027-06-01",
            remedy: nil),
        Refusal(
            method: "POST", path: "/api/habits/Lecture/skip", body: #"{"day": "2026-04-09", "to": "2026-04-01"}"#,
            status: 422, code: "invalid.endsBeforeStart", habit: nil, field: "to", value: "2026-04-01", remedy: nil),
        Refusal(
            method: "POST", path: "/api/habits/Lecture/complete", body: #"{"day": "1850-01-01"}"#, status: 422,
            code: "invalid.unsupportedDay", habit: nil, field: "day", value: "1850-01-01", remedy: nil),
    ]

    @Test("a refusal of the application layer answers its fields, in French and English", arguments: refusals)
    func throughTheServer(_ refusal: Refusal) throws {
        for language in ["en", "fr"] {
            let web = try WebHarness()
            try web.habit("Lecture")
            try web.habit("Lessive")
            try web.habit("Course", .counter(target: 5))
            try web.tracker.habits.archive(try web.habit("Vieux"))
            let before = try web.tracker.backups.backupContents()
            let headers = [("Accept-Language", language)]
            let response =
                refusal.method == "GET"
                ? web.get(refusal.path, headers: headers)
                : web.postJSON(refusal.path, refusal.body ?? "", headers: headers)
            #expect(response.status == refusal.status)
            let error = try errorObject(response)
            #expect(error["code"] as? String == refusal.code)
            #expect(error["status"] as? Int == refusal.status)
            #expect(error["habit"] as? String == refusal.habit)
            #expect(error["field"] as? String == refusal.field)
            if let value = refusal.value { #expect(error["value"] as? String == value) }
            #expect(error["remedy"] as? String == refusal.remedy)
            let message = try #require(error["message"] as? String)
            #expect(!message.contains("kado ") && !message.contains("--") && !message.contains("\n"), "\(message)")
            if language == "fr" {
                let words = Self.ownWords(message, of: .unexpected("")).lowercased()
                    .split(whereSeparator: { !$0.isLetter }).map(String.init)
                #expect(words.filter(ErrorWalkTests.englishWords.contains).isEmpty, "\(message)")
            }
            #expect(try web.tracker.backups.backupContents() == before)
        }
    }

    @Test("an archived habit is refused with the remedy as a field and a sentence, never a command")
    func archived() throws {
        let web = try WebHarness()
        try web.tracker.habits.archive(try web.habit("Old"))
        let english = try errorObject(web.postJSON("/api/habits/Old/complete", "{}"))
        #expect(english["message"] as? String == "Old is archived: unarchive it (on the Overview screen) to log it")
        #expect(english["remedy"] as? String == "unarchive")
        let french = try errorObject(
            web.postJSON("/api/habits/Old/complete", "{}", headers: [("Accept-Language", "fr")]))
        #expect(
            french["message"] as? String
                == "Old est archivée\u{00A0}: désarchivez-la (dans la vue d’ensemble) pour la noter")
        #expect(french["remedy"] as? String == "unarchive")
    }

    @Test("a near miss suggests the habit, as a field and in the message")
    func suggestion() throws {
        let web = try WebHarness()
        try web.habit("Meditate")
        let error = try errorObject(web.get("/api/habits/Meditat3"))
        #expect(error["suggestion"] as? String == "Meditate")
        #expect((error["message"] as? String)?.contains("did you mean \"Meditate\"?") == true)
    }

    /// The API's own refusals, before any habit is looked at: each has its `request.…` code.
    @Test(
        "the request's own refusals have their codes",
        arguments: [
            ("POST", "/api/habits/Read/log", #"{"value": 25"#, 400, "request.notJSON"),
            ("POST", "/api/habits/Read/log", #"[1]"#, 400, "request.notAnObject"),
            ("POST", "/api/habits/Read/log", #"{"vlaue": 3}"#, 400, "request.unknownField"),
            ("POST", "/api/habits/Read/log", #"{"value": 3, "value": 30}"#, 400, "request.duplicateField"),
            ("POST", "/api/habits/Read/log", #"{"value": 3, "v\u0061lue": 30}"#, 400, "request.duplicateField"),
            ("POST", "/api/habits/Read/log", #"{"value": "3"}"#, 400, "request.wrongKindOfValue"),
            ("POST", "/api/habits/Read/log", #"{}"#, 400, "request.missingField"),
            ("POST", "/api/habits/Read/note", #"{"note": "a", "text": "b"}"#, 400, "request.bothNames"),
            ("GET", "/api/nothing", "", 404, "request.noEndpoint"),
            ("POST", "/api/today", "", 405, "request.methodNotAllowed"),
        ])
    func requestProblems(method: String, path: String, body: String, status: Int, code: String) throws {
        let web = try WebHarness()
        try web.habit("Read")
        let response = method == "GET" ? web.get(path) : web.postJSON(path, body)
        #expect(response.status == status)
        let error = try errorObject(response)
        #expect(error["code"] as? String == code)
        #expect(error["remedy"] == nil)
    }

    @Test("the gate's refusals have their codes too (token, other site, not JSON)")
    func gate() throws {
        let tokenServer = try WebHarness(configuration: WebConfiguration(host: "0.0.0.0", port: 4810))
        _ = try tokenServer.app.makeScriptToken(named: "Tests")
        #expect(try errorObject(tokenServer.get("/api/today"))["code"] as? String == "request.tokenRequired")
        let web = try WebHarness()
        try web.habit("Read")
        let crossSite = web.send(
            "POST", "/api/habits/Read/complete", body: Array("{}".utf8), contentType: "application/json",
            headers: [("Origin", "http://evil.example")], sendsOrigin: false)
        #expect(try errorObject(crossSite)["code"] as? String == "request.forbidden")
        let form = web.send(
            "POST", "/api/habits/Read/complete", body: Array("day=2026-04-09".utf8),
            contentType: "application/x-www-form-urlencoded")
        #expect(try errorObject(form)["code"] as? String == "request.notJSONBody")
    }
}
