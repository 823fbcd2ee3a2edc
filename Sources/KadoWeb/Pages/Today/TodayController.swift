import KadoApp
import KadoCore

/// The Today screen: the habits due today, then the others, each with the control its type needs.
///
/// A page shows one screen of rows (``TodayWindow``): the first by default, another with
/// `?from=K`, those whose name holds a text with `?q=…`; `?part=rows` answers the rows alone, as
/// a fragment the script appends in place. Its counts describe every habit.
struct TodayController: Controller {
    let session: WebSession

    /// `GET /[?q=TEXT][&from=K][&part=rows]`, from the shared ``TodayCache`` when the request can
    /// be (no cookie to set, no notice to show, a generation read), else rendered for this request
    /// alone.
    func todayPage(_ context: RequestContext) throws -> HTTPResponse {
        let window = try TodayWindow(request: context.request)
        let app = try dayPageContext(context)
        guard let generation = context.generation, context.cookies.isEmpty, TodayWindow.isCacheable(context.request)
        else {
            return try renderTodayPage(context, app: app, window: window)
        }
        let key = TodayCache.Key(
            generation: generation, context: app, csrfToken: context.csrfToken,
            page: window.path(from: window.first, fragment: window.isFragment))
        return try todayCache.response(for: key) { try renderTodayPage(context, app: app, window: window) }
    }

    /// Today rendered now, for the day and settings of `app`: the rows of `window`.
    func renderTodayPage(_ context: RequestContext, app: AppContext, window asked: TodayWindow = TodayWindow()) throws
        -> HTTPResponse
    {
        let t = context.t
        let view = try tracker.views.todayView(in: app)
        let twins = try todayCache.nameTwins(at: context.generation) { try tracker.habits.nameTwins() }
        let habits = view.scheduled.count + view.notScheduled.count
        // The rows listed, scheduled ones first: every habit, or those the search finds. Only the
        // rows shown are copied out of the view (on a thousand habits, joining its two lists
        // into one took a tenth of the page).
        let (scheduled, others) =
            asked.search == nil
            ? (view.scheduled, view.notScheduled)
            : (
                view.scheduled.filter { asked.lists($0.habit.name) },
                view.notScheduled.filter { asked.lists($0.habit.name) }
            )
        let listed = scheduled.count + others.count
        let window = asked.clamped(toRows: listed)
        let shown = window.range(among: listed)
        let shownSummaries = shown.map { $0 < scheduled.count ? scheduled[$0] : others[$0 - scheduled.count] }
        // The rows shown in one call: the cache keeps the rows of every habit, whichever screen
        // showed them.
        let (rows, used) = todayCache.rows.rows(
            of: shownSummaries, among: habits, language: t.language, twins: twins
        ) { summary in
            TodayRow.render(summary, context: context, twin: twins[summary.habit.id])
        }
        let split = min(max(scheduled.count, shown.lowerBound), shown.upperBound) - shown.lowerBound
        let sections = [
            (t(.scheduled), "scheduled", rows[..<split]),
            (t(.notScheduledToday), "not-scheduled", rows[split...]),
        ].filter { !$0.2.isEmpty }
        let more = TodayPager.more(window: window, shown: shown, listed: listed, t: t)
        if window.isFragment {
            return fragment(sections: sections, more: more, icons: used, added: rows.count, t: t)
        }
        let add: HTML =
            "<a class=\"round-button primary\" href=\"/habits/new\" aria-label=\"\(t(.newHabit))\" title=\"\(t(.newHabit))\">\(Glyph.plus.svg)</a>"
        var content: [HTML] = [
            Layout.header(t(.today), subtitle: t.longDate(view.day), action: add),
            Layout.notice(Notice.message(in: context.request, t: t)),
            NameTwinView.renameOffer(twins, t: t),
        ]
        if habits == 0 {
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
        if habits > TodayWindow.rowsPerScreen || window.search != nil {
            content.append(TodayPager.search(window, found: listed, t: t))
        }
        if shown.lowerBound > 0 {
            content.append(TodayPager.position(window: window, shown: shown, listed: listed, t: t))
        }
        // The page goes out as UTF-8 copied once into it: the parts made now, and the rows as
        // kept, each with the icons it uses. Every other part is scanned for its icons, the rows'
        // bytes are not.
        var icons = content.flatMap { IconSprite.referencedIDs(in: $0.description) }
        var segments = content.map(TodayPageSegment.markup)
        func place(_ part: HTML) {
            icons += IconSprite.referencedIDs(in: part.description)
            segments.append(.markup(part))
        }
        icons += used
        if !sections.isEmpty { place(TodayCheckInForm.open(day: view.day, returnPath: window.path, context: context)) }
        for (title, id, rows) in sections {
            place(Self.sectionOpening(title: title, id: id))
            segments.append(.rows(rows))
            place("</ul>\n</section>")
        }
        if !sections.isEmpty { place("</form>") }
        place(more)
        place(Self.counts(of: view, t: t))
        let frame = Layout.frame(t(.today), tab: .today, context: context, icons: icons)
        let page = TodayPageSegment.assemble(
            [.markup(frame.before)] + segments + [.markup(frame.after)], chunkRows: Self.rowsPerChunk)
        var response = HTTPResponse.html(bytes: page.bytes)
        // The chunks kept are the first screen's, the page a check-in's redirect asks for most; a
        // later screen or a search, compressed through them, would make every chunk "changed".
        if shown.lowerBound == 0, window.search == nil {
            response.gzipMemo = GzipMemo(
                for: response.body, chunkedAt: page.boundaries, through: todayCache.gzipChunks)
        }
        return response
    }

    /// The start of a section of rows, up to its list's opening tag.
    static func sectionOpening(title: String, id: String) -> HTML {
        """
        <section class="today-section" aria-labelledby="\(id)">
        <h2 id="\(id)" class="section-title">\(title)</h2>
        <ul class="card rows" role="list">
        """
    }

    /// The page's counts, of every habit whichever rows are shown: how many of those due are
    /// done, and how many scores are being recomputed. Marked (`today-counts`) for the script,
    /// which takes them from the page a check-in returns.
    static func counts(of view: TodayView, t: Localizer) -> HTML {
        var parts: [HTML] = []
        if !view.scheduled.isEmpty {
            let done = view.scheduled.count(where: \.isDoneToday)
            parts.append("<p class=\"footnote\">\(t(.doneOfDue(done, view.scheduled.count))) · \(t(.todayHint))</p>")
        }
        let pending = view.scheduled.count(where: \.isScorePending) + view.notScheduled.count(where: \.isScorePending)
        if pending > 0 { parts.append("<p class=\"footnote\" role=\"status\">\(t(.scoresPending(pending)))</p>") }
        return "<div class=\"today-counts\">\(HTML.join(parts))</div>"
    }

    /// The rows of a window alone (`?part=rows`), for the script to append in place: the icons
    /// they draw (the script adds those the page lacks), their sections, and the link to the
    /// rows after them; `data-announce` says how many rows it adds.
    private func fragment(
        sections: [(String, String, ArraySlice<TodayRowCache.Row>)], more: HTML, icons: [String], added: Int,
        t: Localizer
    ) -> HTTPResponse {
        var segments: [TodayPageSegment] = [
            .markup("<div class=\"today-part\" data-announce=\"\(t(.habitsAdded(added)))\">"),
            .markup(IconSprite.sprite(ids: icons)),
        ]
        for (title, id, rows) in sections {
            segments.append(.markup(Self.sectionOpening(title: title, id: id)))
            segments.append(.rows(rows))
            segments.append(.markup("</ul>\n</section>"))
        }
        segments += [.markup(more), .markup("</div>")]
        return HTTPResponse.html(bytes: TodayPageSegment.assemble(segments, chunkRows: Self.rowsPerChunk).bytes)
    }

    /// How many rows each chunk of Today's gzip form holds (``ChunkedGzip``): about 40 KB, the
    /// size below which chunks compress much worse, and above which a check-in compresses more
    /// again.
    static let rowsPerChunk = 64
}
