import Foundation
import KadoApp
import KadoCore

extension WebSession {
    /// `POST /api/habits/REF/edit`: changes the habit's `group` and `details` (a description),
    /// each only when the body has it; `null` or `""` clears it. Answers the habit as
    /// `GET /api/habits` lists it. A body that changes nothing writes nothing.
    func apiEditTexts(_ reference: String, request: HTTPRequest, t: Localizer) throws -> HTTPResponse {
        let body = try APIRequestBody(request, allowed: ["group", "details"], t: t)
        let group = try body.string("group")
        let details = try body.string("details")
        let habit = try tracker.habit(reference)
        let edited: Habit
        do {
            edited = try tracker.editHabit(habit) { habit in
                if body.has("group") { habit.group = group }
                if body.has("details") { habit.details = details }
            }
        } catch {
            throw APIError.from(AppError.from(error), reference: reference, t: t)
        }
        let habits = try tracker.habits(includingArchived: true)
        let position = (habits.firstIndex { $0.id == edited.id } ?? 0) + 1
        return APIResponse.json(APIHabitEntry(edited, position: position))
    }
}
