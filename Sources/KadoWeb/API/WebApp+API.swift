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
/// | `/api/habits/REF/skip` | | `{"from", "to", "note"}` |
/// | `/api/habits/REF/note` | | `{"day", "text"}` |
extension WebApp {
    /// Answers `/api/…` (`segments` follow `api`); every failure is a JSON error, never a page.
    func routeAPI(_ segments: [String], request: HTTPRequest, context: RequestContext) throws -> HTTPResponse {
        do {
            return try routeAPIEndpoint(segments, request: request, context: context)
        } catch {
            return APIResponse.error(apiError(for: error, request: request))
        }
    }

    private func routeAPIEndpoint(_ segments: [String], request: HTTPRequest, context: RequestContext) throws
        -> HTTPResponse
    {
        switch segments {
        case ["today"]:
            return try dispatch(request, ["GET": { try self.apiToday() }])
        case ["habits"]:
            return try dispatch(request, ["GET": { try self.apiHabits() }])
        default:
            break
        }
        guard segments.first == "habits", segments.count == 2 || segments.count == 3 else {
            throw APIError.noEndpoint(request.method, request.path)
        }
        let reference = segments[1]
        if segments.count == 2 {
            return try dispatch(request, ["GET": { try self.apiStatus(reference) }])
        }
        switch segments[2] {
        case "stats":
            return try dispatch(request, ["GET": { try self.apiStats(reference, context: context) }])
        case "complete", "undo", "toggle", "log", "skip", "note":
            let action = segments[2]
            return try dispatch(
                request, ["POST": { try self.apiCheckIn(action, reference: reference, request: request) }])
        default:
            throw APIError.noEndpoint(request.method, request.path)
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

    private func apiStats(_ reference: String, context: RequestContext) throws -> HTTPResponse {
        let detail = try tracker.detail(of: try tracker.habit(reference))
        return APIResponse.json(APIHabitStats(detail, language: context.settings.language))
    }

    // MARK: - Check-ins

    /// Runs a check-in `action`, then answers the habit's new status with the outcome.
    private func apiCheckIn(_ action: String, reference: String, request: HTTPRequest) throws -> HTTPResponse {
        let habit = try tracker.habit(reference)
        let outcome: CheckInOutcome
        do {
            outcome = try checkIn(action, habit: habit, request: request)
        } catch AppError.wrongType(let name, let verb, _) {
            throw APIError(status: 422, message: "\(name) cannot be \(verb): " + Self.typeHint(habit, reference))
        }
        return APIResponse.json(APIHabitStatus(try tracker.summary(of: habit), outcome: outcome))
    }

    private func checkIn(_ action: String, habit: Habit, request: HTTPRequest) throws -> CheckInOutcome {
        switch action {
        case "complete", "undo", "toggle":
            let body = try APIRequestBody(request, allowed: ["day"])
            let day = try body.day("day") ?? tracker.today()
            switch action {
            case "complete": return try tracker.complete(habit, on: day)
            case "undo": return try tracker.undo(habit, on: day)
            default: return try tracker.toggle(habit, on: day)
            }
        case "log":
            let body = try APIRequestBody(request, allowed: ["value", "add", "day"])
            guard let value = try body.number("value") else {
                throw APIError.badRequest(
                    "field \"value\" is required: a number (minutes for a timer), e.g. {\"value\": 3}")
            }
            let adding = try body.bool("add") ?? false
            let day = try body.day("day") ?? tracker.today()
            return try tracker.log(habit, value: value, adding: adding, on: day)
        case "skip":
            let body = try APIRequestBody(request, allowed: ["from", "to", "note"])
            let first = try body.day("from") ?? tracker.today()
            let last = try body.day("to") ?? first
            guard first <= last else {
                throw APIError(status: 422, message: "\"from\" (\(first)) must not come after \"to\" (\(last))")
            }
            let note = try body.string("note").map { $0.trimmed }.flatMap { $0.isEmpty ? nil : $0 }
            return try tracker.skip(habit, days: try DayRange(from: first, through: last), note: note)
        default:
            let body = try APIRequestBody(request, allowed: ["day", "text"])
            guard let text = try body.string("text") else {
                throw APIError.badRequest("field \"text\" is required: the note (an empty text removes it)")
            }
            let day = try body.day("day") ?? tracker.today()
            return try tracker.note(habit, text: text, on: day)
        }
    }

    /// What to call instead when a check-in does not fit the habit's type.
    private static func typeHint(_ habit: Habit, _ reference: String) -> String {
        let path = "/api/habits/" + RequestTarget.percentEncode(reference)
        switch habit.type {
        case .binary: return "it is a yes/no habit: POST \(path)/complete (or /toggle)"
        case .negative: return "it is a habit to avoid: POST \(path)/complete logs a slip"
        case .timer: return "it takes a value: POST \(path)/log with {\"value\": MINUTES}"
        case .counter, .atMost: return "it takes a value: POST \(path)/log with {\"value\": 3}"
        }
    }

    // MARK: - Errors

    /// The status and message for anything a handler threw.
    private func apiError(for error: Error, request: HTTPRequest) -> APIError {
        switch error {
        case let error as APIError:
            return error
        case WebError.methodNotAllowed(let allowed):
            // GET before HEAD: the method people use first.
            let methods = allowed.sorted { ($0 == "HEAD" ? 1 : 0) < ($1 == "HEAD" ? 1 : 0) }
            return APIError(
                status: 405,
                message: "\(request.path) does not take \(request.method): use \(methods.joined(separator: " or "))",
                allowedMethods: methods)
        case let error as WebError:
            return APIError(status: error.status, message: error.description)
        case AppError.habitNotFound(let reference):
            return APIError(status: 404, message: "no habit matches \"\(reference)\" (GET /api/habits lists them)")
        case AppError.ambiguousHabit(let reference, let candidates):
            return APIError(
                status: 409,
                message: "\"\(reference)\" matches several habits: use more of the name, or the id",
                candidates: candidates)
        case let error as ValidationError:
            return APIError(status: 422, message: error.description)
        default:
            let (status, message) = Self.statusAndMessage(of: error)
            return APIError(status: status, message: message)
        }
    }
}
