import Foundation
import KadoApp
import KadoCore

/// `POST /api/habits/REF/edit`, the habit's texts and first day over the JSON API.
struct APIHabitEditController: Controller {
    let session: WebSession

    /// `POST /api/habits/REF/edit`: changes the habit's `group`, `details` (a description) and
    /// `since` (the first day it counts, `YYYY-MM-DD`, today or before), each only when the body
    /// has it; `null` or `""` clears it. Answers the habit as
    /// `GET /api/habits` lists it. A body that changes nothing writes nothing.
    func edit(_ context: RequestContext) throws -> HTTPResponse {
        let (reference, request, t) = (context.reference, context.request, context.apiLocalizer)
        let body = try APIRequestBody(request, allowed: ["group", "details", "since"], t: t)
        let group = try body.string("group")
        let details = try body.string("details")
        let since = try body.string("since", expecting: .apiKindDay)?.isEmpty == false ? try body.day("since") : nil
        let habit = try tracker.habits.find(reference)
        let edited: Habit
        do {
            edited = try tracker.habits.editHabit(habit) { habit in
                if body.has("group") { habit.group = group }
                if body.has("details") { habit.details = details }
                if body.has("since") { habit.startDay = since }
            }
        } catch {
            throw APIError.from(AppError.from(error), reference: reference, t: t)
        }
        let habits = try tracker.habits.all(includingArchived: true)
        let position = (habits.firstIndex { $0.id == edited.id } ?? 0) + 1
        return APIResponse.json(APIHabitEntry(edited, position: position))
    }
}
