import KadoApp
import KadoCore

/// The JSON API's trash: `GET /api/trash`, and `POST /api/trash/REF/restore` and `/empty`.
struct APITrashController: Controller {
    let session: WebSession

    /// `GET /api/trash`: the habits in the trash.
    func list(_ context: RequestContext) throws -> HTTPResponse {
        APIResponse.json(APITrash(try tracker.habits.trash()))
    }

    /// Restores the habit `reference` names among those in the trash, and answers it as
    /// `/api/habits` lists it.
    func restore(_ context: RequestContext) throws -> HTTPResponse {
        let app = try appContext(context)
        let trashed = try trashedHabit(context.reference, t: context.apiLocalizer)
        let habit = try tracker.habits.restoreFromTrash(.id(trashed.id), in: app)
        let position = (try tracker.habits.all(includingArchived: true).firstIndex { $0.id == habit.id } ?? 0) + 1
        return APIResponse.json(APIHabitEntry(habit, position: position))
    }

    /// Empties the trash of the habit `reference` names among those there (no confirmation:
    /// the request is the decision).
    func empty(_ context: RequestContext) throws -> HTTPResponse {
        let app = try appContext(context)
        let emptied = try tracker.habits.emptyTrash(
            .id(try trashedHabit(context.reference, t: context.apiLocalizer).id), in: app)
        return APIResponse.json(APIEmptied(emptied: emptied.map { .init(id: $0.id, name: $0.name) }))
    }

    /// The habit `reference` names in the trash; a 404 `habitNotFound` that points to
    /// `GET /api/trash` (not to the habits) when none there matches.
    private func trashedHabit(_ reference: String, t: Localizer) throws -> Habit {
        do {
            return try tracker.habits.trashedHabit(reference)
        } catch .habitNotFound(let reference, let suggestion) {
            var error = APIError(
                status: 404, code: "habitNotFound", message: t(.apiNotInTrash(reference, suggestion: suggestion)),
                habit: reference, remedy: suggestion == nil ? nil : "didYouMean")
            error.suggestion = suggestion
            throw error
        }
    }
}
