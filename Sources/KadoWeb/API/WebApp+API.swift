import KadoApp
import KadoCore

/// The JSON API under `/api`, for scripts and iOS Shortcuts. Habits are named by id, exact name or
/// a unique beginning of their name (as on the command line). docs/api.md documents each endpoint.
///
/// | Path | GET | POST |
/// |---|---|---|
/// | `/api/today` | the day's habits | |
/// | `/api/day` | the day it is, and when it ends | |
/// | `/api/habits` | every habit | |
/// | `/api/habits/REF` | its status today | |
/// | `/api/habits/REF/stats` | status, sentence and statistics | |
/// | `/api/habits/REF/complete`, `/undo`, `/toggle` | | `{"day"}` |
/// | `/api/habits/REF/log` | | `{"value", "add", "day"}` |
/// | `/api/habits/REF/skip` | | `{"day", "to", "note"}` (`from` for `day`) |
/// | `/api/habits/REF/note` | | `{"day", "note"}` (`text` for `note`) |
/// | `/api/import` | | the file (`?dry-run=true`, `match`, `date-format`) |
/// | `/api/trash` | the habits in the trash | |
/// | `/api/trash/REF/restore`, `/empty` | | restore it, empty the trash of it |
extension WebSession {
    /// Answers `/api/…` (`segments` follow `api`); every failure is a JSON error, never a page,
    /// worded in the request's language (``apiLanguage(of:settings:)``). The settings the request
    /// read are the use cases' too: an endpoint reads them no second time.
    func routeAPI(_ segments: [String], request: HTTPRequest, context: RequestContext) throws -> HTTPResponse {
        let t = Localizer(language: Self.apiLanguage(of: request, settings: context.settings))
        do {
            return try routeAPIEndpoint(segments, request: request, settings: context.settings, t: t)
        } catch {
            return APIResponse.error(
                Self.apiError(
                    for: error, request: request, reference: segments.habitReference, t: t, log: configuration.log))
        }
    }

    /// The language of an API answer: the first of `Accept-Language` that Kadō speaks (by
    /// quality, then order), else the settings' language.
    static func apiLanguage(of request: HTTPRequest, settings: Settings) -> Language {
        var best: (language: Language, quality: Double)?
        for offer in request.headers.values(for: "Accept-Language").flatMap({ $0.split(separator: ",") }) {
            let parts = offer.split(separator: ";").map { $0.trimmed.lowercased() }
            guard let tag = parts.first, let primary = tag.split(separator: "-").first,
                let language = Language(rawValue: String(primary))
            else { continue }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            if quality > 0, quality > (best?.quality ?? 0) { best = (language, quality) }
        }
        return best?.language ?? settings.language
    }

    /// What an API endpoint runs for one method: the session answering, the request, the
    /// settings it read, and the request's language.
    typealias APIHandler = (WebSession, HTTPRequest, Settings, Localizer) throws -> HTTPResponse

    private func routeAPIEndpoint(_ segments: [String], request: HTTPRequest, settings: Settings, t: Localizer)
        throws -> HTTPResponse
    {
        let handlers = try Self.apiHandlers(segments, request: request, t: t)
        return try dispatch(request, handlers.mapValues { handler in { try handler(self, request, settings, t) } })
    }

    /// The API's route table: the handlers of the endpoint of `segments` (after `api`), by
    /// method. Nothing runs, so the server also asks it from the headers alone (``screen(_:)``).
    /// - Throws: the API's 404 (``APIError``) for a path no endpoint has.
    static func apiHandlers(_ segments: [String], request: HTTPRequest, t: Localizer) throws -> [String: APIHandler] {
        switch segments {
        case ["today"]:
            return ["GET": { session, _, settings, _ in try session.apiToday(settings: settings) }]
        case ["day"]:
            return ["GET": { session, _, settings, _ in try session.apiDay(settings: settings) }]
        case ["habits"]:
            return ["GET": { session, _, _, _ in try session.apiHabits() }]
        case ["reminders", "rung"]:
            return ["GET": { session, request, _, t in try session.apiRungReminders(request, t: t) }]
        case ["import"]:
            return ["POST": { session, request, _, t in try session.apiImport(request, t: t) }]
        case ["trash"]:
            return ["GET": { session, _, _, _ in APIResponse.json(APITrash(try session.tracker.trash())) }]
        default:
            break
        }
        if segments.count == 3, segments[0] == "trash", ["restore", "empty"].contains(segments[2]) {
            let reference = segments[1]
            if segments[2] == "restore" {
                return [
                    "POST": { session, _, settings, t in try session.apiRestore(reference, settings: settings, t: t) }
                ]
            }
            return ["POST": { session, _, settings, t in try session.apiEmpty(reference, settings: settings, t: t) }]
        }
        guard segments.first == "habits", segments.count == 2 || segments.count == 3 else {
            throw APIError(status: 404, problem: .noEndpoint, message: t(.apiNoEndpoint(request.method, request.path)))
        }
        let reference = segments[1]
        if segments.count == 2 {
            return ["GET": { session, _, settings, _ in try session.apiStatus(reference, settings: settings) }]
        }
        switch segments[2] {
        case "stats":
            return [
                "GET": { session, _, settings, t in
                    try session.apiStats(reference, settings: settings, language: t.language)
                }
            ]
        case "complete", "undo", "toggle", "log", "skip", "note":
            let action = segments[2]
            return [
                "POST": { session, request, settings, t in
                    try session.apiCheckIn(action, reference: reference, request: request, settings: settings, t: t)
                }
            ]
        case "edit":
            return ["POST": { session, request, _, t in try session.apiEditTexts(reference, request: request, t: t) }]
        default:
            throw APIError(status: 404, problem: .noEndpoint, message: t(.apiNoEndpoint(request.method, request.path)))
        }
    }

    // MARK: - Reading

    private func apiToday(settings: Settings) throws -> HTTPResponse {
        let view = try tracker.todayView(in: try tracker.context(settings: settings))
        return APIResponse.json(APIToday(day: view.day, habits: view.all.map { APIHabitStatus($0) }))
    }

    private func apiHabits() throws -> HTTPResponse {
        let habits = try tracker.habits(includingArchived: true)
        return APIResponse.json(
            APIHabitList(habits: habits.enumerated().map { APIHabitEntry($0.element, position: $0.offset + 1) }))
    }

    private func apiStatus(_ reference: String, settings: Settings) throws -> HTTPResponse {
        let app = try tracker.context(settings: settings)
        return APIResponse.json(APIHabitStatus(try tracker.summary(of: try tracker.habit(reference), in: app)))
    }

    private func apiStats(_ reference: String, settings: Settings, language: Language) throws -> HTTPResponse {
        let app = try tracker.context(settings: settings)
        let detail = try tracker.detail(of: try tracker.habit(reference), in: app)
        return APIResponse.json(APIHabitStats(detail, language: language))
    }

    // MARK: - The trash

    /// Restores the habit `reference` names among those in the trash, and answers it as
    /// `/api/habits` lists it.
    private func apiRestore(_ reference: String, settings: Settings, t: Localizer) throws -> HTTPResponse {
        let app = try tracker.context(settings: settings)
        let habit = try tracker.restoreFromTrash(.id(try trashedHabit(reference, t: t).id), in: app)
        let position = (try tracker.habits(includingArchived: true).firstIndex { $0.id == habit.id } ?? 0) + 1
        return APIResponse.json(APIHabitEntry(habit, position: position))
    }

    /// Empties the trash of the habit `reference` names among those there (no confirmation:
    /// the request is the decision).
    private func apiEmpty(_ reference: String, settings: Settings, t: Localizer) throws -> HTTPResponse {
        let app = try tracker.context(settings: settings)
        let emptied = try tracker.emptyTrash(.id(try trashedHabit(reference, t: t).id), in: app)
        return APIResponse.json(APIEmptied(emptied: emptied.map { .init(id: $0.id, name: $0.name) }))
    }

    /// The habit `reference` names in the trash; a 404 `habitNotFound` that points to
    /// `GET /api/trash` (not to the habits) when none there matches.
    private func trashedHabit(_ reference: String, t: Localizer) throws -> Habit {
        do {
            return try tracker.trashedHabit(reference)
        } catch .habitNotFound(let reference, let suggestion) {
            var error = APIError(
                status: 404, code: "habitNotFound", message: t(.apiNotInTrash(reference, suggestion: suggestion)),
                habit: reference, remedy: suggestion == nil ? nil : "didYouMean")
            error.suggestion = suggestion
            throw error
        }
    }

    // MARK: - Check-ins

    /// Runs a check-in `action`, then answers the habit's new status (from the check-in's own
    /// summary) with the outcome.
    private func apiCheckIn(
        _ action: String, reference: String, request: HTTPRequest, settings: Settings, t: Localizer
    ) throws -> HTTPResponse {
        let app = try tracker.context(settings: settings)
        let (checkIn, day, fields) = try parsedCheckIn(action, request: request, today: app.today, t: t)
        do {
            let result = try tracker.checkIn(checkIn, habit: .text(reference), day: day, in: app)
            return APIResponse.json(APIHabitStatus(result.summary, outcome: result.outcome))
        } catch {
            // The domain's refusal, naming the body's field it came from.
            throw APIError.from(AppError.from(error), fields: fields, reference: reference, t: t)
        }
    }

    /// The check-in a body asks for, its day (`nil` for today) and how the domain's field names
    /// map to the body's. The body's fields are those of the forms: `day` names the day (the
    /// first of a skip, also `from`), `to` a skip's last day, `note` the note (also `text` on
    /// `/note`, as first documented).
    private func parsedCheckIn(_ action: String, request: HTTPRequest, today: LogicalDay, t: Localizer) throws -> (
        CheckIn, LogicalDay?, [String: String]
    ) {
        switch action {
        case "complete", "undo", "toggle":
            let body = try APIRequestBody(request, allowed: ["day", "today"], t: t)
            let checkIn: CheckIn =
                switch action {
                case "complete": .done
                case "undo": .undo
                default: .toggle
                }
            return (checkIn, try Self.meantDay("day", in: body, today: today, t: t), ["day": "day"])
        case "log":
            let body = try APIRequestBody(request, allowed: ["value", "add", "day", "today"], t: t)
            guard let value = try body.number("value") else {
                throw APIError(status: 400, problem: .missingField, message: t(.apiValueRequired), field: "value")
            }
            let adding = try body.bool("add") ?? false
            return (
                adding ? .add(value) : .set(value), try Self.meantDay("day", in: body, today: today, t: t),
                ["value": "value", "day": "day"]
            )
        case "skip":
            let body = try APIRequestBody(request, allowed: ["day", "from", "to", "note", "today"], t: t)
            let firstName = try Self.oneOf("day", "from", in: body, t: t) ?? "day"
            let first = try Self.meantDay(firstName, in: body, today: today, t: t) ?? today
            let last = try body.day("to") ?? first
            // Checked here, before the check-in, to name both of the body's fields.
            guard first <= last else {
                throw APIError(
                    status: 422, code: "invalid." + ValidationError.Rule.endsBeforeStart.code,
                    message: t(.apiRangeBackwards(firstName, first, last)), field: "to", value: last.description)
            }
            let note = try body.string("note").map { $0.trimmed }.flatMap { $0.isEmpty ? nil : $0 }
            return (.skip(through: last, note: note), first, ["range": "to", "day": firstName, "note": "note"])
        default:
            let body = try APIRequestBody(request, allowed: ["day", "note", "text", "today"], t: t)
            let noteName = try Self.oneOf("note", "text", in: body, t: t) ?? "note"
            guard let text = try body.string(noteName) else {
                throw APIError(status: 400, problem: .missingField, message: t(.apiNoteRequired), field: "note")
            }
            return (
                .note(text), try Self.meantDay("day", in: body, today: today, t: t), ["note": noteName, "day": "day"]
            )
        }
    }

    /// The day a check-in's body means: its `name` field when it has one; else today — unless the
    /// body says which day its client shows as today (`today`) and that day is over (a screen
    /// left open across the day's end): then 409 `day.changed`, nothing written, so that the
    /// client draws the new day instead of logging a tap on a day it no longer shows.
    private static func meantDay(_ name: String, in body: APIRequestBody, today: LogicalDay, t: Localizer)
        throws(APIError) -> LogicalDay?
    {
        if let day = try body.day(name) { return day }
        guard let shown = try body.day("today"), shown != today else { return nil }
        throw APIError(
            status: 409, code: "day.changed", message: t(.apiDayChanged(shown: shown, today: today)), field: "today",
            value: shown.description)
    }

    /// `GET /api/day`: the logical day it is (the settings' day start, the server's time zone)
    /// and how long until it ends, in milliseconds — what a page left open asks to learn that its
    /// day is over, whatever the clock of the machine showing it says.
    func apiDay(settings: Settings) throws -> HTTPResponse {
        let app = try tracker.context(settings: settings)
        let ends = app.calendar.boundary.start(of: app.today.adding(days: 1))
        let remaining = max(0, ends.timeIntervalSince(tracker.currentInstant()))
        return APIResponse.json(APIDay(day: app.today.description, endsIn: Int64((remaining * 1000).rounded())))
    }

    /// Which of two names for one field the body uses; 400 when it uses both.
    private static func oneOf(_ name: String, _ alias: String, in body: APIRequestBody, t: Localizer)
        throws(APIError) -> String?
    {
        switch (body.has(name), body.has(alias)) {
        case (true, true):
            throw APIError(status: 400, problem: .bothNames, message: t(.apiBothNames(name, alias)), field: alias)
        case (true, false): return name
        case (false, true): return alias
        case (false, false): return nil
        }
    }

    // MARK: - Errors

    /// The API's answer to anything a handler threw: its own refusals as they are, the web
    /// layer's with their status, and everything else as the application error it is
    /// (``AppError/from(_:)``, phrased by ``APIError/from(_:fields:reference:t:)``).
    /// - Parameter reference: the habit the request's path names, if it names one.
    /// A failure on the server's side (a 500) is logged to `log` and answered with its reference
    /// instead of its words (``ServerFailure``), its code and remedy kept.
    static func apiError(
        for error: Error, request: HTTPRequest, reference: String? = nil, t: Localizer, log: Logger
    ) -> APIError {
        let answer = apiError(for: error, request: request, reference: reference, t: t)
        guard ServerFailure.conceals(error) else { return answer }
        let failure = ServerFailure(error, request: request, log: log)
        var concealed = APIError(
            status: 500, code: answer.code, message: t(.serverFailure(failure.reference)), remedy: answer.remedy)
        concealed.reference = failure.reference
        return concealed
    }

    private static func apiError(for error: Error, request: HTTPRequest, reference: String?, t: Localizer)
        -> APIError
    {
        switch error {
        case let error as APIError:
            return error
        case WebError.methodNotAllowed(let allowed):
            // GET before HEAD: the method people use first.
            let methods = allowed.sorted { ($0 == "HEAD" ? 1 : 0) < ($1 == "HEAD" ? 1 : 0) }
            return APIError(
                status: 405, problem: .methodNotAllowed,
                message: t(.apiMethodNotAllowed(request.path, request.method, methods)), allowedMethods: methods)
        case let error as WebError:
            let problem: APIError.RequestProblem =
                switch error {
                case .notFound: .noEndpoint
                case .methodNotAllowed: .methodNotAllowed
                case .badRequest: .badRequest
                case .unsupportedMediaType: .notJSONBody
                case .forbidden: .forbidden
                }
            return APIError(status: error.status, problem: problem, message: error.description)
        default:
            return APIError.from(AppError.from(error), reference: reference, t: t)
        }
    }
}

extension [String] {
    /// The habit reference of an API path's segments (`habits/REF/…`, `trash/REF/…`), if it has one.
    fileprivate var habitReference: String? {
        count >= 2 && (first == "habits" || first == "trash") ? self[1] : nil
    }
}

/// The answer of `GET /api/day`.
struct APIDay: Encodable {
    /// The day it is, `YYYY-MM-DD`.
    var day: String
    /// Milliseconds until it ends.
    var endsIn: Int64
}
