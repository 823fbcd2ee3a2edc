import Foundation
import KadoApp
import KadoCore

/// `POST /api/habits/REF/edit`, the habit's texts, first day and terms over the JSON API, and
/// `POST /api/habits/REF/versions/remove|move`, a version of its terms (issue 38).
struct APIHabitEditController: Controller {
    let session: WebSession

    /// `POST /api/habits/REF/edit`: changes the habit's `group`, `details` (a description) and
    /// `since` (the first day it counts, `YYYY-MM-DD`, today or before), each only when the body
    /// has it (`null` or `""` clears it), and its terms: `every` and `type` as the API writes them,
    /// `score` (`kado`, `loop`), from `from` on — `YYYY-MM-DD`, `"today"` or `"start"` (the whole
    /// history), today by default when the habit has days before today, as `kado edit --from`.
    /// Answers the habit as `GET /api/habits` lists it. A body that changes nothing writes nothing.
    func edit(_ context: RequestContext) throws -> HTTPResponse {
        let (reference, request, t) = (context.reference, context.request, context.apiLocalizer)
        let body = try APIRequestBody(
            request, allowed: ["group", "details", "since", "every", "type", "score", "from"], t: t)
        let group = try body.string("group")
        let details = try body.string("details")
        let since = try body.string("since", expecting: .apiKindDay)?.isEmpty == false ? try body.day("since") : nil
        let frequency = try Self.read(body, "every", as: .apiKindEvery, t: t, HabitNotation.frequency(reading:))
        let type = try Self.read(body, "type", as: .apiKindType, t: t, HabitNotation.type(reading:))
        let model = try Self.read(body, "score", as: .apiKindScore, t: t) { ScoreModel(rawValue: $0.lowercased()) }
        let habit = try tracker.habits.find(reference)
        let edited: Habit
        do {
            let app = try appContext(context)
            edited = try tracker.habits.editHabit(
                habit, rulesFrom: try Self.ruleStart(body, today: app.today, t: t), in: app
            ) { habit in
                if body.has("group") { habit.group = group }
                if body.has("details") { habit.details = details }
                if body.has("since") { habit.startDay = since }
                if let frequency { habit.frequency = frequency }
                if let type { habit.type = type }
                if let model { habit.scoreModel = model }
            }
        } catch let error as APIError {
            throw error
        } catch {
            throw APIError.from(AppError.from(error), reference: reference, t: t)
        }
        return try answer(edited)
    }

    /// `POST /api/habits/REF/versions/remove` with `{"from": "YYYY-MM-DD"}`: removes the version
    /// of the habit's terms that starts on that day (the one before extends over its days).
    /// Answers the habit as `GET /api/habits` lists it.
    func removeVersion(_ context: RequestContext) throws -> HTTPResponse {
        let (reference, request, t) = (context.reference, context.request, context.apiLocalizer)
        let body = try APIRequestBody(request, allowed: ["from"], t: t)
        guard let from = try body.day("from") else { throw Self.missing("from", t: t) }
        let habit = try tracker.habits.find(reference)
        do {
            return try answer(
                try tracker.habits.removeRuleVersion(of: habit, startingOn: from, in: appContext(context)))
        } catch {
            throw APIError.from(AppError.from(error), reference: reference, t: t)
        }
    }

    /// `POST /api/habits/REF/versions/move` with `{"from": "YYYY-MM-DD", "to": "YYYY-MM-DD"}`:
    /// the version that starts on `from` starts on `to` instead (after the version before and the
    /// habit's start, before the version after, not after today). Answers the habit as
    /// `GET /api/habits` lists it.
    func moveVersion(_ context: RequestContext) throws -> HTTPResponse {
        let (reference, request, t) = (context.reference, context.request, context.apiLocalizer)
        let body = try APIRequestBody(request, allowed: ["from", "to"], t: t)
        guard let from = try body.day("from") else { throw Self.missing("from", t: t) }
        guard let to = try body.day("to") else { throw Self.missing("to", t: t) }
        let habit = try tracker.habits.find(reference)
        do {
            return try answer(
                try tracker.habits.moveRuleVersion(of: habit, startingOn: from, to: to, in: appContext(context)))
        } catch {
            throw APIError.from(AppError.from(error), reference: reference, t: t)
        }
    }

    /// `habit` as `GET /api/habits` lists it, at its position.
    private func answer(_ habit: Habit) throws -> HTTPResponse {
        let habits = try tracker.habits.all(includingArchived: true)
        let position = (habits.firstIndex { $0.id == habit.id } ?? 0) + 1
        return APIResponse.json(APIHabitEntry(habit, position: position))
    }

    /// The body's `from`: a day, `today` or `start`; `nil` (the default) when absent or null.
    /// - Throws: ``APIError`` 400 for any other value, 422 for a day Kadō does not support.
    static func ruleStart(_ body: APIRequestBody, today: LogicalDay, t: Localizer) throws(APIError)
        -> RuleChangeStart?
    {
        guard let text = try body.string("from", expecting: .apiKindFrom) else { return nil }
        switch text.lowercased() {
        case "start": return .wholeHistory
        case "today": return .day(today)
        default:
            guard LogicalDay(text) != nil else { throw mismatch("from", text, expected: .apiKindFrom, t: t) }
            return try body.day("from").map(RuleChangeStart.day)
        }
    }

    /// The body's `name` read by `read`; `nil` when absent or null.
    /// - Throws: ``APIError`` 400 when it is not a string `read` reads.
    static func read<Value>(
        _ body: APIRequestBody, _ name: String, as expected: Phrase, t: Localizer, _ read: (String) -> Value?
    ) throws(APIError) -> Value? {
        guard let text = try body.string(name, expecting: expected) else { return nil }
        guard let value = read(text) else { throw mismatch(name, text, expected: expected, t: t) }
        return value
    }

    /// The 400 of a field whose string is not of the form it takes.
    private static func mismatch(_ name: String, _ text: String, expected: Phrase, t: Localizer) -> APIError {
        APIError(
            status: 400, problem: .wrongKindOfValue, message: t(.apiFieldMismatch(name, t(expected), "\"\(text)\"")),
            field: name, value: text)
    }

    /// The 400 of a field the endpoint needs.
    private static func missing(_ name: String, t: Localizer) -> APIError {
        APIError(status: 400, problem: .missingField, message: t(.apiOperationFieldMissing(name)), field: name)
    }
}
