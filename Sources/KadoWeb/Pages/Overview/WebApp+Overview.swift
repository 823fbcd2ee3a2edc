import KadoApp
import KadoCore

/// The Overview screen: every active habit as a row of days tinted by each day's value, with its
/// streak and score; then the archived habits, which are found nowhere else.
extension WebApp {
    /// `GET /overview[?days=N]`.
    func overviewPage(_ context: RequestContext) throws -> HTTPResponse {
        let t = context.t
        let span = OverviewSpan(query: context.request.queryValue("days"))
        let grid = try tracker.overview(days: span.days)
        // The grid's walk also gives each habit's score and streak: no second pass as Today.
        let summaries = Dictionary(grid.summaries.map { ($0.habit.id, $0) }, uniquingKeysWith: { first, _ in first })
        let boundary = try tracker.calendar().boundary
        let archived = try tracker.habits(includingArchived: true).filter(\.isArchived)
        let add: HTML =
            "<a class=\"round-button primary\" href=\"/habits/new\" aria-label=\"\(t(.newHabit))\" title=\"\(t(.newHabit))\">\(Glyph.plus.svg)</a>"
        var content: [HTML] = [
            Layout.header(t(.overview), action: add),
            Layout.notice(context.request.queryValue("notice").flatMap(Notice.init(rawValue:))?.text(t)),
        ]
        if grid.rows.isEmpty {
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
            content.append(OverviewGridView.render(grid, summaries: summaries, span: span, context: context))
            content.append(OverviewGridView.legend(grid, summaries: summaries, t: t))
        }
        if !archived.isEmpty {
            content.append(
                ArchivedList.render(
                    archived, archivedOn: { $0.archivedAt.map(boundary.logicalDay(containing:)) }, context: context))
        }
        return .html(Layout.page(t(.overview), tab: .overview, context: context, content: .join(content)))
    }
}

/// How many days the grid shows. By default 35, of which a phone shows the last 14 and a tablet
/// the last 21 (CSS hides the older ones, so no script is needed); `?days=N` shows exactly N days
/// in a row that scrolls sideways and starts at today.
struct OverviewSpan: Equatable {
    static let standard = 35
    static let longer = 91

    let days: Int
    let isResponsive: Bool

    init(query: String?) {
        if let text = query, let days = Int(text), (7...366).contains(days), days != Self.standard {
            self.days = days
            isResponsive = false
        } else {
            days = Self.standard
            isResponsive = true
        }
    }

    /// The class that hides a day on small screens, by its distance from today.
    func hidingClass(daysBeforeToday distance: Int) -> String {
        guard isResponsive else { return "" }
        if distance >= 21 { return " o2" }
        if distance >= 14 { return " o1" }
        return ""
    }

    /// The links that choose the span.
    func picker(t: Localizer) -> HTML {
        let options: [(String, Phrase, Bool)] = [
            ("/overview", .recentDays, isResponsive),
            ("/overview?days=\(Self.longer)", .threeMonths, days == Self.longer),
        ]
        let links = options.map { href, label, isCurrent -> HTML in
            "<a href=\"\(href)\"\(HTML(trusted: isCurrent ? " aria-current=\"page\"" : ""))>\(t(label))</a>"
        }
        return "<nav class=\"segmented ov-span\" aria-label=\"\(t(.daysShown))\">\(links)</nav>"
    }
}

/// The habits × days grid.
enum OverviewGridView {
    static func render(
        _ grid: OverviewGrid, summaries: [Habit.ID: HabitSummary], span: OverviewSpan, context: RequestContext
    ) -> HTML {
        let t = context.t
        guard let today = grid.days.last else { return .empty }
        let header = grid.days.map { day -> HTML in
            let distance = day.days(to: today)
            let classes = span.hidingClass(daysBeforeToday: distance) + (distance == 0 ? " today" : "")
            return
                "<span class=\"ov-day\(classes)\"><span class=\"wd\">\(t.weekdayInitial(day.weekday))</span><span class=\"dn\">\(day.day)</span></span>"
        }
        let rows = grid.rows.map { row in
            habitRow(row.habit, cells: row.cells, days: grid.days, summary: summaries[row.habit.id], span: span, t: t)
        }
        return """
            <section class="overview\(HTML(trusted: span.isResponsive ? "" : " scrolls"))" aria-label="\(span.isResponsive ? t(.recentDaysLabel) : t(.lastDays(grid.days.count)))">
            <div class="ov-scroll"><div class="ov-inner">
            <div class="ov-days" aria-hidden="true">\(header)</div>
            <ul class="ov-habits" role="list">\(rows)</ul>
            </div></div>
            </section>
            """
    }

    private static func habitRow(
        _ habit: Habit, cells: [DayCell], days: [LogicalDay], summary: HabitSummary?, span: OverviewSpan, t: Localizer
    ) -> HTML {
        guard let today = days.last else { return .empty }
        var stats: [HTML] = []
        if let evaluation = summary?.evaluation {
            stats.append(HabitText.streakBadge(evaluation.streakDisplay, t: t))
            stats.append(
                "<span class=\"ov-score\" title=\"\(t(.score))\"><span class=\"visually-hidden\">\(t(.score))\(t(.labelSeparator))</span>\(t.percent(evaluation.scorePercent))</span>"
            )
        }
        let items = zip(days, cells).map { day, cell -> HTML in
            let distance = day.days(to: today)
            let shown = OverviewCell(cell, on: day, summary: summary)
            let classes =
                shown.cssClass + span.hidingClass(daysBeforeToday: distance) + (distance == 0 ? " today" : "")
            return
                "<li class=\"\(classes)\"><span class=\"visually-hidden\">\(t.longDate(day))\(t(.labelSeparator))\(shown.state(of: habit, t: t))</span></li>"
        }
        return """
            <li class="ov-habit \(habit.color.cssClass)">
            <div class="ov-head"><a class="ov-name" href="/habits/\(habit.id.uuidString)"><span class="ov-icon">\(HabitIcons.svg(habit.icon))</span><span class="ov-title">\(habit.name)</span></a>\
            <span class="ov-stats">\(stats)</span></div>
            <ol class="ov-cells" role="list" aria-label="\(habit.name)">\(items)</ol>
            </li>
            """
    }

    /// What the tints mean, drawn with the classes the cells use (``OverviewCell/legend``) in the
    /// first habit's colour, so that every swatch looks like a cell above it. Days before a habit
    /// are explained only when the grid shows some.
    static func legend(_ grid: OverviewGrid, summaries: [Habit.ID: HabitSummary], t: Localizer) -> HTML {
        let showsBeforeStart = grid.rows.contains { row in
            zip(grid.days, row.cells).contains { day, cell in
                OverviewCell(cell, on: day, summary: summaries[row.habit.id]) == .beforeStart
            }
        }
        let entries = OverviewCell.legend.filter { $0.cell != .beforeStart || showsBeforeStart }.map {
            entry -> HTML in
            "<li><span class=\"ov-swatch \(entry.cell.cssClass)\" aria-hidden=\"true\"></span>\(t(entry.label))</li>"
        }
        let colour = grid.rows.first?.habit.color.cssClass ?? ""
        return "<ul class=\"ov-legend \(colour)\" role=\"list\" aria-label=\"\(t(.legend))\">\(entries)</ul>"
    }
}

/// One day of a habit's row as the Overview draws it: the day's cell, except that a day before
/// the habit's schedule began is "before this habit", not a day it was not scheduled.
enum OverviewCell: Equatable {
    case day(DayCell)
    case beforeStart

    init(_ cell: DayCell, on day: LogicalDay, summary: HabitSummary?) {
        if cell == .notDue, let summary, day < summary.firstScheduledDay {
            self = .beforeStart
        } else {
            self = .day(cell)
        }
    }

    /// What the legend explains, in order; each swatch carries the class of the cells it stands for.
    static let legend: [(cell: OverviewCell, label: Phrase)] = [
        (.day(.scored(1)), .done), (.day(.scored(0.5)), .cellPartlyShort), (.day(.scored(0)), .cellMissed),
        (.day(.notDue), .cellNotDue), (.day(.skipped), .cellSkipped), (.beforeStart, .cellBeforeStart),
    ]

    /// `v0`…`v4` for a day's value (tinted in the habit's colour), `nd` not due, `sk` skipped,
    /// `fu` future, `bs` before the habit; off-schedule days add `off`.
    var cssClass: String {
        switch self {
        case .beforeStart: "bs"
        case .day(.future): "fu"
        case .day(.notDue): "nd"
        case .day(.skipped): "sk"
        case .day(.scored(let value)): "v\(Self.level(value))"
        case .day(.offSchedule(let value)): "v\(Self.level(value)) off"
        }
    }

    /// A value in 0…1 as one of five tints: 0 nothing, 4 complete.
    static func level(_ value: Double) -> Int {
        if value >= 1 { return 4 }
        if value >= 2.0 / 3 { return 3 }
        if value >= 1.0 / 3 { return 2 }
        return value > 0 ? 1 : 0
    }

    /// The day's state in words, for assistive technology.
    func state(of habit: Habit, t: Localizer) -> String {
        func outcome(_ value: Double) -> String {
            switch habit.type.kind {
            case .negative: return t(value >= 1 ? .cellNoSlip : .slipped)
            case .atMost: return t(value >= 1 ? .cellWithinLimit : .cellOverLimit)
            case .binary, .counter, .timer:
                if value >= 1 { return t(.done) }
                if value <= 0 { return t(.cellMissed) }
                return t(.cellPartly(t.percent(Int((value * 100).rounded()))))
            }
        }
        switch self {
        case .beforeStart: return t(.cellBeforeStart)
        case .day(.future): return t(.cellUpcoming)
        case .day(.notDue): return t(.cellNotDue)
        case .day(.skipped): return t(.cellSkipped)
        case .day(.scored(let value)): return outcome(value)
        case .day(.offSchedule(let value)): return outcome(value) + " (" + t(.cellNotDue).lowercased() + ")"
        }
    }
}

/// The archived habits, each with its Unarchive button.
enum ArchivedList {
    static func render(_ habits: [Habit], archivedOn: (Habit) -> LogicalDay?, context: RequestContext) -> HTML {
        let t = context.t
        let rows = habits.map { habit -> HTML in
            let path = "/habits/\(habit.id.uuidString)"
            let since: HTML =
                archivedOn(habit).map { "<span class=\"meta\">\(t(.archivedOn(t.shortDate($0))))</span>" } ?? .empty
            return """
                <li class="archived-row \(habit.color.cssClass)">
                <a class="row-link" href="\(path)"><span class="icon-badge">\(HabitIcons.svg(habit.icon))</span>\
                <span class="row-text"><span class="name">\(habit.name)</span>\(since)</span></a>
                <form method="post" action="\(path)/unarchive">\(context.csrfField)\
                <input type="hidden" name="return" value="/overview?notice=\(Notice.unarchived.rawValue)">\
                <button class="pill-button" type="submit" aria-label="\(t(.unarchiveNamed(habit.name)))">\(t(.unarchiveAction))</button></form>
                </li>
                """
        }
        return """
            <section class="archived" id="archived" aria-labelledby="archived-title">
            <h2 class="section-title" id="archived-title">\(t(.archivedSection)) <span class="count">\(habits.count)</span></h2>
            <ul class="card rows" role="list">\(rows)</ul>
            <p class="footnote">\(t(.archivedHint))</p>
            </section>
            """
    }
}

extension Phrase {
    /// Between a label and its value: "Score: 43%" / "Score : 43 %".
    static let labelSeparator = Phrase(": ", " : ")
    static let overviewEmptyHint = Phrase(
        "Your habits will appear here, day by day, once you create them.",
        "Vos habitudes apparaîtront ici, jour après jour, une fois créées.")
    static let recentDays = Phrase("Recent", "Récent")
    static let recentDaysLabel = Phrase("The last days", "Les derniers jours")
    static let threeMonths = Phrase("3 months", "3 mois")
    static let daysShown = Phrase("Days shown", "Jours affichés")
    static func lastDays(_ count: Int) -> Phrase { Phrase("The last \(count) days", "Les \(count) derniers jours") }
    static let cellNoSlip = Phrase("No slip", "Sans écart")
    static let cellWithinLimit = Phrase("Within the limit", "Sous la limite")
    static let cellOverLimit = Phrase("Over the limit", "Au-dessus de la limite")
    static let cellMissed = Phrase("Missed", "Manqué")
    static func cellPartly(_ percent: String) -> Phrase { Phrase("\(percent) done", "\(percent) fait") }
    static let cellPartlyShort = Phrase("Partly", "En partie")
    static let cellNotDue = Phrase("Not scheduled", "Non prévu")
    static let cellSkipped = Phrase("Skipped", "Sauté")
    static let cellBeforeStart = Phrase("Before this habit", "Avant cette habitude")
    static let cellUpcoming = Phrase("Upcoming", "À venir")
    static let legend = Phrase("Legend", "Légende")
    static let archivedSection = Phrase("Archived", "Archivées")
    static let archivedHint = Phrase(
        "Archived habits keep their history and leave Today.",
        "Les habitudes archivées gardent leur historique et quittent Aujourd’hui.")
    static func unarchiveNamed(_ name: String) -> Phrase { Phrase("Unarchive \(name)", "Désarchiver \(name)") }
}
