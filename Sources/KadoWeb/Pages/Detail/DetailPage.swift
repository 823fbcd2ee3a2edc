import KadoApp
import KadoCore

/// Everything one rendering of the detail screen needs, and its sections (in `Detail/`).
struct DetailPage {
    let habit: Habit
    let detail: HabitDetail
    let query: DetailQuery
    let today: LogicalDay
    let context: RequestContext
    let log: DayLog
    /// What was wrong with a removal or a move of a version of the terms, shown in their card.
    var versionError: String?
    /// The habit's effective start when its terms changed from a date: the first version's start
    /// may not move to it or before (``RuleVersionController``).
    var effectiveStart: LogicalDay?

    init(habit: Habit, detail: HabitDetail, query: DetailQuery, today: LogicalDay, context: RequestContext) {
        self.habit = habit
        self.detail = detail
        self.query = query
        self.today = today
        self.context = context
        self.log = DayLog(records: detail.recentRecords)
    }

    var t: Localizer { context.t }
    var id: String { habit.id.uuidString }
    var weekStart: Weekday { context.settings.weekStart }

    /// The address of this page with `query`, optionally at an anchor.
    func path(_ query: DetailQuery, fragment: String? = nil) -> String {
        query.path(id, today: today, fragment: fragment)
    }

    /// The address forms come back to: this page as it is now.
    func returnPath(fragment: String? = nil) -> String { path(query, fragment: fragment) }

    func render() -> HTML {
        let edit: HTML = "<a class=\"text-button\" href=\"/habits/\(id)/edit\">\(t(.edit))</a>"
        let notice = Notice.message(in: context.request, t: t)
        return """
            <div class="detail \(habit.color.cssClass)\(HTML(trusted: isNegative ? " is-negative" : ""))" data-announce="\(HabitText.spokenSummary(detail.summary, t: t))">
            \(Layout.header(habit.name, back: ("/", t(.backToToday)), action: edit))
            \(factsLine())
            \(Layout.notice(notice))
            \(archivedBanner())
            <div class="detail-grid">
            <div class="detail-column">
            \(cards())
            \(primaryAction())
            \(calendar())
            \(dayEditor())
            \(statistics())
            </div>
            <div class="detail-column">
            \(charts())
            \(versionsCard())
            \(history())
            \(aboutSection())
            </div>
            </div>
            \(aboutDialog())
            </div>
            """
    }

    var isNegative: Bool {
        if case .negative = habit.type { return true }
        return false
    }

    /// A form that posts to one of the habit's actions, with the CSRF token and the way back.
    func form(
        _ action: String, day: LogicalDay?, returnTo: String, instant: Bool = true, className: String = "",
        _ body: HTML
    ) -> HTML {
        // The day the page shows as today, too: a check-in sent after that day ended says so
        // (``CheckInController/checkIn(_:habit:form:_:)``).
        let dayField: HTML = .join([
            day.map { "<input type=\"hidden\" name=\"day\" value=\"\($0.description)\">" } ?? .empty,
            "<input type=\"hidden\" name=\"today\" value=\"\(today.description)\">",
        ])
        return """
            <form class="\(className)" method="post" action="/habits/\(id)/\(action)"\(attribute: "data-instant", when: instant)>\
            \(context.csrfField)\(dayField)<input type="hidden" name="return" value="\(returnTo)">\(body)</form>
            """
    }
}
