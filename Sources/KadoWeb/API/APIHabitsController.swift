import Foundation
import KadoApp
import KadoCore

/// The JSON API's habits, for scripts and iOS Shortcuts: `GET /api/today`, `/api/day`,
/// `/api/habits`, `/api/habits/REF` and `/api/habits/REF/stats`, and the check-ins
/// `POST /api/habits/REF/complete`, `/undo`, `/toggle`, `/log`, `/skip` and `/note`. Habits are
/// named by id, exact name or a unique beginning of their name (as on the command line), the
/// route's `:ref`. Every failure is a JSON error in the request's language
/// (``RequestContext/apiLocalizer``); docs/api.md documents each endpoint.
struct APIHabitsController: Controller {
    let session: WebSession

    // MARK: - Reading

    /// `GET /api/today`: the day's habits.
    func today(_ context: RequestContext) throws -> HTTPResponse {
        let view = try tracker.views.todayView(in: try appContext(context))
        return APIResponse.json(APIToday(day: view.day, habits: view.all.map { APIHabitStatus($0) }))
    }

    /// `GET /api/habits`: every habit.
    func list(_ context: RequestContext) throws -> HTTPResponse {
        let habits = try tracker.habits.all(includingArchived: true)
        return APIResponse.json(
            APIHabitList(habits: habits.enumerated().map { APIHabitEntry($0.element, position: $0.offset + 1) }))
    }

    /// `GET /api/habits/REF`: its status today.
    func status(_ context: RequestContext) throws -> HTTPResponse {
        let app = try appContext(context)
        return APIResponse.json(
            APIHabitStatus(try tracker.views.summary(of: try tracker.habits.find(context.reference), in: app)))
    }

    /// `GET /api/habits/REF/stats`: status, sentence and statistics.
    func stats(_ context: RequestContext) throws -> HTTPResponse {
        let app = try appContext(context)
        let detail = try tracker.views.detail(of: try tracker.habits.find(context.reference), in: app)
        return APIResponse.json(APIHabitStats(detail, language: context.apiLocalizer.language))
    }

    // MARK: - Check-ins

    /// Runs a check-in `action`, then answers the habit's new status (from the check-in's own
    /// summary) with the outcome.
    func checkIn(_ action: String, _ context: RequestContext) throws -> HTTPResponse {
        let t = context.apiLocalizer
        let reference = context.reference
        let app = try appContext(context)
        let (checkIn, day, fields) = try parsedCheckIn(action, request: context.request, today: app.today, t: t)
        do {
            let result = try tracker.checkIns.checkIn(checkIn, habit: .text(reference), day: day, in: app)
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
    func day(_ context: RequestContext) throws -> HTTPResponse {
        let app = try appContext(context)
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
}
