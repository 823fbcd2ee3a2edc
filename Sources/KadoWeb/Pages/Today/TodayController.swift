import KadoApp
import KadoCore

/// The Today screen: the habits due today, then the others, each with the control its type needs.
struct TodayController: Controller {
    let session: WebSession

    /// Today, from the shared ``TodayCache`` when the request can be (no cookie to set, no query,
    /// a generation read), else rendered for this request alone.
    func todayPage(_ context: RequestContext) throws -> HTTPResponse {
        let app = try dayPageContext(context)
        guard let generation = context.generation, context.cookies.isEmpty, context.request.query.isEmpty else {
            return try renderTodayPage(context, app: app)
        }
        let key = TodayCache.Key(generation: generation, context: app, csrfToken: context.csrfToken)
        return try todayCache.response(for: key) { try renderTodayPage(context, app: app) }
    }

    /// Today rendered now, for the day and settings of `app`.
    func renderTodayPage(_ context: RequestContext, app: AppContext) throws -> HTTPResponse {
        let t = context.t
        let view = try tracker.views.todayView(in: app)
        let add: HTML =
            "<a class=\"round-button primary\" href=\"/habits/new\" aria-label=\"\(t(.newHabit))\" title=\"\(t(.newHabit))\">\(Glyph.plus.svg)</a>"
        let twins = try todayCache.nameTwins(at: context.generation) { try tracker.habits.nameTwins() }
        var content: [HTML] = [
            Layout.header(t(.today), subtitle: t.longDate(view.day), action: add),
            Layout.notice(Notice.message(in: context.request, t: t)),
            NameTwinView.renameOffer(twins, t: t),
        ]
        if view.all.isEmpty {
            content.append(
                """
                <section class="empty card">
                <h2>\(t(.noHabitsYet))</h2>
                <p>\(t(.noHabitsHint))</p>
                <div class="empty-actions">
                <a class="button primary" href="/habits/new">\(Glyph.plus.svg)\(t(.createFirstHabit))</a>
                <a class="button" href="/settings#settings-data">\(Glyph.upload.svg)\(t(.importABackup))</a>
                </div>
                <p class="empty-note">\(t(.importABackupHint))</p>
                </section>
                """)
        }
        // The page goes out as UTF-8 copied once into it: the parts made now, and the rows as
        // kept, each with the icons it uses. Every other part is scanned for its icons, the rows'
        // half a megabyte (on a thousand habits) is not.
        var icons = content.flatMap { IconSprite.referencedIDs(in: $0.description) }
        var segments = content.map(TodayPageSegment.markup)
        func place(_ part: HTML) {
            icons += IconSprite.referencedIDs(in: part.description)
            segments.append(.markup(part))
        }
        let all = view.all
        // Every row of the page in one call: the cache keeps the rows of the habits shown.
        let (rows, used) = todayCache.rows.rows(of: all, language: t.language, twins: twins) { summary in
            TodayRow.render(summary, context: context, twin: twins[summary.habit.id])
        }
        icons += used
        let sections = [
            (t(.scheduled), "scheduled", rows[..<view.scheduled.count]),
            (t(.notScheduledToday), "not-scheduled", rows[view.scheduled.count...]),
        ].filter { !$0.2.isEmpty }
        if !sections.isEmpty { place(TodayCheckInForm.open(day: view.day, context: context)) }
        for (title, id, rows) in sections {
            place(
                """
                <section class="today-section" aria-labelledby="\(id)">
                <h2 id="\(id)" class="section-title">\(title)</h2>
                <ul class="card rows" role="list">
                """)
            segments.append(.rows(rows))
            place("</ul>\n</section>")
        }
        if !sections.isEmpty { place("</form>") }
        if !view.scheduled.isEmpty {
            let done = view.scheduled.count(where: \.isDoneToday)
            place("<p class=\"footnote\">\(t(.doneOfDue(done, view.scheduled.count))) · \(t(.todayHint))</p>")
        }
        let pending = all.count { $0.isScorePending }
        if pending > 0 { place("<p class=\"footnote\" role=\"status\">\(t(.scoresPending(pending)))</p>") }
        let frame = Layout.frame(t(.today), tab: .today, context: context, icons: icons)
        let page = TodayPageSegment.assemble(
            [.markup(frame.before)] + segments + [.markup(frame.after)], chunkRows: Self.rowsPerChunk)
        var response = HTTPResponse.html(bytes: page.bytes)
        response.gzipMemo = GzipMemo(for: response.body, chunkedAt: page.boundaries, through: todayCache.gzipChunks)
        return response
    }

    /// How many rows each chunk of Today's gzip form holds (``ChunkedGzip``): about 40 KB, the
    /// size below which chunks compress much worse, and above which a check-in compresses more
    /// again.
    static let rowsPerChunk = 64
}
