import KadoApp
import KadoCore

/// The Overview screen: every active habit as a row of days tinted by each day's value, with its
/// streak and score; then the archived habits, which are found nowhere else, and the trash (the
/// habits deleted in the last 30 days), when it holds any.
struct OverviewController: Controller {
    let session: WebSession

    /// `GET /overview[?days=N][&end=DAY][&from=K]`, from the shared page cache when the request
    /// can be (as Today: no cookie to set, no notice to show, a generation read).
    func overviewPage(_ context: RequestContext) throws -> HTTPResponse {
        let span = OverviewSpan(request: context.request)
        let app = try dayPageContext(context)
        guard let generation = context.generation, context.cookies.isEmpty, context.request.queryValue("notice") == nil
        else {
            return try renderOverviewPage(context, span: span, app: app).response
        }
        let key = TodayCache.Key(
            generation: generation, context: app, csrfToken: context.csrfToken,
            page: OverviewSpan.path(days: span.days, end: span.end, from: span.firstHabit)
                + (span.isResponsive ? "" : "#scrolls"))
        return try todayCache.response(
            forKey: key,
            computeKeeping: {
                let page = try renderOverviewPage(context, span: span, app: app)
                return (page.response, !page.showsTrash)
            })
    }

    /// The Overview rendered now, and whether it lists the trash: a habit leaves the trash at an
    /// instant of the day, so a page that lists it is not kept.
    func renderOverviewPage(_ context: RequestContext, span: OverviewSpan, app: AppContext) throws -> (
        response: HTTPResponse, showsTrash: Bool
    ) {
        let t = context.t
        let grid = try tracker.views.overview(days: span.days, endingOn: span.end, habits: span.habitRange, in: app)
        // The grid's walk also gives each habit's score and streak: no second pass as Today.
        let summaries = Dictionary(grid.summaries.map { ($0.habit.id, $0) }, uniquingKeysWith: { first, _ in first })
        let boundary = app.calendar.boundary
        // The archived and deleted habits come after the last rows: on the page that ends the list.
        let endsTheList = !grid.hasMoreHabits
        let archived = endsTheList ? try tracker.habits.all(includingArchived: true).filter(\.isArchived) : []
        let trash = endsTheList ? try tracker.habits.trash() : []
        let add: HTML =
            "<a class=\"round-button primary\" href=\"/habits/new\" aria-label=\"\(t(.newHabit))\" title=\"\(t(.newHabit))\">\(Glyph.plus.svg)</a>"
        var content: [HTML] = [
            Layout.header(t(.overview), action: add),
            Layout.notice(Notice.message(in: context.request, t: t)),
        ]
        if grid.rows.isEmpty && grid.totalHabits == 0 {
            content.append(
                """
                <section class="empty card">
                <h2>\(t(.noHabitsYet))</h2>
                <p>\(t(.overviewEmptyHint))</p>
                <a class="button primary" href="/habits/new">\(Glyph.plus.svg)\(t(.createFirstHabit))</a>
                </section>
                """)
        } else {
            content.append(span.picker(t: t))
            content.append(
                OverviewGridView.render(
                    grid, summaries: summaries, span: span, context: context,
                    twins: try todayCache.nameTwins(at: context.generation) { try tracker.habits.nameTwins() }))
            content.append(OverviewGridView.legend(grid, summaries: summaries, t: t))
            content.append("<p class=\"insights-link\"><a href=\"/insights\">\(t(.insightsLink))</a></p>")
            content.append("<p class=\"review-link\"><a href=\"/review\">\(t(.reviewLink))</a></p>")
        }
        if !archived.isEmpty {
            content.append(
                ArchivedList.render(
                    archived, archivedOn: { $0.archivedAt.map(boundary.logicalDay(containing:)) }, context: context))
        }
        if !trash.isEmpty { content.append(TrashList.render(trash, boundary: boundary, context: context)) }
        return (
            .html(Layout.page(t(.overview), tab: .overview, context: context, content: .join(content))), !trash.isEmpty
        )
    }
}
