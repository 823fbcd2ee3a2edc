import KadoApp
import KadoCore

/// The JSON API under `/api`, for scripts and iOS Shortcuts. Habits are named by id, exact name or
/// a unique beginning of their name (as on the command line). docs/api.md documents each endpoint.
///
/// | Path | GET | POST |
/// |---|---|---|
/// | `/api/today` | the day's habits | |
/// | `/api/habits` | every habit | |
/// | `/api/habits/REF` | its status today | |
/// | `/api/habits/REF/stats` | status, sentence and statistics | |
/// | `/api/habits/REF/complete`, `/undo`, `/toggle` | | `{"day"}` |
/// | `/api/habits/REF/log` | | `{"value", "add", "day"}` |
/// | `/api/habits/REF/skip` | | `{"day", "to", "note"}` (`from` for `day`) |
/// | `/api/habits/REF/note` | | `{"day", "note"}` (`text` for `note`) |
extension WebApp {
    /// Answers `/api/…` (`segments` follow `api`); every failure is a JSON error, never a page,
    /// worded in the request's language (``apiLanguage(of:settings:)``).
    func routeAPI(_ segments: [String], request: HTTPRequest, context: RequestContext) throws -> HTTPResponse {
        let t = Localizer(language: Self.apiLanguage(of: request, settings: context.settings))
        do {
            return try routeAPIEndpoint(segments, request: request, t: t)
        } catch {
            return APIResponse.error(apiError(for: error, request: request, t: t))
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

    private func routeAPIEndpoint(_ segments: [String], request: HTTPRequest, t: Localizer) throws -> HTTPResponse {
        switch segments {
        case ["today"]:
            return try dispatch(request, ["GET": { try self.apiToday() }])
        case ["habits"]:
            return try dispatch(request, ["GET": { try self.apiHabits() }])
        default:
            break
        }
        guard segments.first == "habits", segments.count == 2 || segments.count == 3 else {
            throw APIError(status: 404, message: t(.apiNoEndpoint(request.method, request.path)))
        }
        let reference = segments[1]
        if segments.count == 2 {
            return try dispatch(request, ["GET": { try self.apiStatus(reference) }])
        }
        switch segments[2] {
        case "stats":
            return try dispatch(request, ["GET": { try self.apiStats(reference, language: t.language) }])
        case "complete", "undo", "toggle", "log", "skip", "note":
            let action = segments[2]
            return try dispatch(
                request, ["POST": { try self.apiCheckIn(action, reference: reference, request: request, t: t) }])
        default:
            throw APIError(status: 404, message: t(.apiNoEndpoint(request.method, request.path)))
        }
    }

    // MARK: - Reading

    private func apiToday() throws -> HTTPResponse {
        let view = try tracker.todayView()
        return APIResponse.json(APIToday(day: view.day, habits: view.all.map { APIHabitStatus($0) }))
    }

    private func apiHabits() throws -> HTTPResponse {
        let habits = try tracker.habits(includingArchived: true)
        return APIResponse.json(
            APIHabitList(habits: habits.enumerated().map { APIHabitEntry($0.element, position: $0.offset + 1) }))
    }

    private func apiStatus(_ reference: String) throws -> HTTPResponse {
        APIResponse.json(APIHabitStatus(try tracker.summary(of: try tracker.habit(reference))))
    }

    private func apiStats(_ reference: String, language: Language) throws -> HTTPResponse {
        let detail = try tracker.detail(of: try tracker.habit(reference))
        return APIResponse.json(APIHabitStats(detail, language: language))
    }

    // MARK: - Check-ins

    /// Runs a check-in `action`, then answers the habit's new status (from the check-in's own
    /// summary) with the outcome.
    private func apiCheckIn(_ action: String, reference: String, request: HTTPRequest, t: Localizer) throws
        -> HTTPResponse
    {
        let result = try checkIn(action, reference: reference, request: request, t: t)
        return APIResponse.json(APIHabitStatus(result.summary, outcome: result.outcome))
    }

    /// The body's fields are those of the forms: `day` names the day (the first of a skip, also
    /// `from`), `to` a skip's last day, `note` the note (also `text` on `/note`, as first
    /// documented). A domain refusal names the field it came from.
    private func checkIn(_ action: String, reference: String, request: HTTPRequest, t: Localizer) throws
        -> CheckInResult
    {
        let app = try tracker.context()
        let (checkIn, day, fields) = try parsedCheckIn(action, request: request, today: app.today, t: t)
        do {
            return try refusing(fields: fields, t: t) {
                try tracker.checkIn(checkIn, habit: .text(reference), day: day, in: app)
            }
        } catch AppError.wrongType(let name, _, let action) {
            // The habit exists (its type refused the action), so this finds it without failing.
            let type = try tracker.habit(reference).type
            throw APIError(
                status: 422, message: t(.apiWrongType(name, action.englishParticiple, type, path: reference)))
        }
    }

    /// The check-in a body asks for, its day (`nil` for today) and how the domain's field names
    /// map to the body's.
    private func parsedCheckIn(_ action: String, request: HTTPRequest, today: LogicalDay, t: Localizer) throws -> (
        CheckIn, LogicalDay?, [String: String]
    ) {
        switch action {
        case "complete", "undo", "toggle":
            let body = try APIRequestBody(request, allowed: ["day"], t: t)
            let checkIn: CheckIn =
                switch action {
                case "complete": .done
                case "undo": .undo
                default: .toggle
                }
            return (checkIn, try body.day("day"), ["day": "day"])
        case "log":
            let body = try APIRequestBody(request, allowed: ["value", "add", "day"], t: t)
            guard let value = try body.number("value") else {
                throw APIError(status: 400, message: t(.apiValueRequired), field: "value")
            }
            let adding = try body.bool("add") ?? false
            return (adding ? .add(value) : .set(value), try body.day("day"), ["value": "value", "day": "day"])
        case "skip":
            let body = try APIRequestBody(request, allowed: ["day", "from", "to", "note"], t: t)
            let firstName = try Self.oneOf("day", "from", in: body, t: t) ?? "day"
            let first = try body.day(firstName) ?? today
            let last = try body.day("to") ?? first
            // Checked here, before the check-in, to name both of the body's fields.
            guard first <= last else {
                throw APIError(
                    status: 422, message: t(.apiRangeBackwards(firstName, first, last)), field: "to",
                    value: last.description)
            }
            let note = try body.string("note").map { $0.trimmed }.flatMap { $0.isEmpty ? nil : $0 }
            return (.skip(through: last, note: note), first, ["range": "to", "day": firstName, "note": "note"])
        default:
            let body = try APIRequestBody(request, allowed: ["day", "note", "text"], t: t)
            let noteName = try Self.oneOf("note", "text", in: body, t: t) ?? "note"
            guard let text = try body.string(noteName) else {
                throw APIError(status: 400, message: t(.apiNoteRequired), field: "note")
            }
            return (.note(text), try body.day("day"), ["note": noteName, "day": "day"])
        }
    }

    /// Which of two names for one field the body uses; 400 when it uses both.
    private static func oneOf(_ name: String, _ alias: String, in body: APIRequestBody, t: Localizer)
        throws(APIError) -> String?
    {
        switch (body.has(name), body.has(alias)) {
        case (true, true): throw APIError(status: 400, message: t(.apiBothNames(name, alias)), field: alias)
        case (true, false): return name
        case (false, true): return alias
        case (false, false): return nil
        }
    }

    /// Runs `body`, turning the domain's refusals into API errors that name the body's field
    /// (`fields` maps the domain's field names to the body's).
    private func refusing<Result>(fields: [String: String], t: Localizer, _ body: () throws -> Result) throws
        -> Result
    {
        do {
            return try body()
        } catch AppError.invalid(let problem) {
            throw APIErrorWording.refusal(problem, fields: fields, t: t)
        } catch let problem as ValidationError {
            throw APIErrorWording.refusal(problem, fields: fields, t: t)
        } catch AppError.futureDay(let day) {
            throw APIError(
                status: 422, message: t(.apiFutureDay(day)), field: fields["day"] ?? "day", value: day.description)
        } catch AppError.archived(let name) {
            throw APIError(status: 422, message: t(.apiArchived(name)))
        }
    }

    // MARK: - Errors

    /// The status and message for anything a handler threw.
    private func apiError(for error: Error, request: HTTPRequest, t: Localizer) -> APIError {
        switch error {
        case let error as APIError:
            return error
        case WebError.methodNotAllowed(let allowed):
            // GET before HEAD: the method people use first.
            let methods = allowed.sorted { ($0 == "HEAD" ? 1 : 0) < ($1 == "HEAD" ? 1 : 0) }
            return APIError(
                status: 405, message: t(.apiMethodNotAllowed(request.path, request.method, methods)),
                allowedMethods: methods)
        case let error as WebError:
            return APIError(status: error.status, message: error.description)
        case AppError.habitNotFound(let reference, _):
            return APIError(status: 404, message: t(.apiHabitNotFound(reference)))
        case AppError.ambiguousHabit(let reference, let candidates):
            return APIError(status: 409, message: t(.apiAmbiguousHabit(reference)), candidates: candidates)
        case AppError.invalid(let problem):
            return APIErrorWording.refusal(problem, fields: [:], t: t)
        case let problem as ValidationError:
            return APIErrorWording.refusal(problem, fields: [:], t: t)
        case AppError.futureDay(let day):
            return APIError(status: 422, message: t(.apiFutureDay(day)), field: "day", value: day.description)
        case AppError.archived(let name):
            return APIError(status: 422, message: t(.apiArchived(name)))
        default:
            let (status, message) = Self.statusAndMessage(of: error, t: t)
            return APIError(status: status, message: message)
        }
    }
}
