import KadoApp
import KadoCore

/// The habit detail screen (`GET /habits/ID`): schedule and type, the Score and Streak cards with
/// "About this score", today's check-in, a month calendar whose past days open an editor, charts,
/// statistics and the history. Query: see ``DetailQuery``.
struct HabitDetailController: Controller {
    let session: WebSession

    func habitDetailPage(_ habit: Habit, _ context: RequestContext) throws -> HTTPResponse {
        try habitDetailPage(habit, context, versionError: nil)
    }

    /// The page, with `versionError` in its versions card (then status 422: a removal or a move
    /// of a version was refused, ``RuleVersionController``).
    func habitDetailPage(_ habit: Habit, _ context: RequestContext, versionError: String?) throws -> HTTPResponse {
        let app = try dayPageContext(context)
        let today = app.today
        let query = try DetailQuery(context.request, today: today)
        let detail = try tracker.views.detail(
            of: habit, month: query.month,
            scoreRange: query.range.scoreRange(endingOn: today, weekStart: context.settings.weekStart), in: app)
        var page = DetailPage(habit: habit, detail: detail, query: query, today: today, context: context)
        page.versionError = versionError
        if habit.hasRuleVersions { page.effectiveStart = try tracker.habits.effectiveStart(of: habit, in: app) }
        return .html(
            Layout.page(habit.name, tab: .none, context: context, content: page.render()),
            status: versionError == nil ? 200 : 422)
    }
}
