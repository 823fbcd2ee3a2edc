import Foundation
import KadoApp
import KadoCore

/// The habits × days grid.
enum OverviewGridView {
    static func render(
        _ grid: OverviewGrid, summaries: [Habit.ID: HabitSummary], span: OverviewSpan, context: RequestContext,
        twins: [UUID: NameTwin] = [:]
    ) -> HTML {
        let t = context.t
        guard let first = grid.days.first, let last = grid.days.last else { return .empty }
        let today = grid.today
        let header = grid.days.map { day -> HTML in
            let classes = span.hidingClass(daysBeforeToday: day.days(to: last)) + (day == today ? " today" : "")
            return
                "<span class=\"ov-day\(classes)\"><span class=\"wd\">\(t.weekdayInitial(day.weekday))</span><span class=\"dn\">\(day.day)</span></span>"
        }
        let rows = grid.rows.map { row in
            habitRow(
                row.habit, cells: row.cells, days: grid.days, today: today, summary: summaries[row.habit.id],
                span: span, twin: twins[row.habit.id], t: t)
        }
        let label: String
        if span.isResponsive {
            label = t(.recentDaysLabel)
        } else if last == today {
            label = t(.lastDays(grid.days.count))
        } else {
            label = t(.daysFromTo(t.shortDate(first), t.shortDate(last)))
        }
        var dayLinks: [HTML] = [
            "<a class=\"pill-button\" data-ov=\"earlier\" href=\"\(span.earlierPath(first: first, today: today))\">\(Glyph.back.svg)\(t(.earlierDays))</a>"
        ]
        if let later = span.laterPath(last: last, today: today) {
            dayLinks.append("<a class=\"pill-button\" href=\"\(later)\">\(t(.laterDays))\(Glyph.chevron.svg)</a>")
        }
        var habitLinks: [HTML] = []
        let shownFrom = grid.firstHabit
        let shownTo = grid.firstHabit + grid.rows.count
        if shownFrom > 0 {
            let previous = max(0, shownFrom - span.habitsPerPage)
            habitLinks.append(
                "<a class=\"pill-button\" href=\"\(span.habitsPath(from: previous, last: last, today: today))\">\(t(.previousHabits))</a>"
            )
        }
        if grid.hasMoreHabits {
            habitLinks.append(
                "<a class=\"pill-button\" data-ov=\"more\" href=\"\(span.habitsPath(from: shownTo, last: last, today: today))\">\(t(.moreHabits(grid.totalHabits - shownTo)))</a>"
            )
        }
        let habitPager: HTML =
            shownFrom > 0 || grid.hasMoreHabits
            ? """
            <nav class="ov-pager ov-more" aria-label="\(t(.habitsShown))"><p>\(t(.habitsOf(shownFrom + 1, shownTo, grid.totalHabits)))</p>\(habitLinks)</nav>
            """ : .empty
        return """
            <section class="overview\(HTML(trusted: span.isResponsive ? "" : " scrolls"))" aria-label="\(label)" \
            data-first="\(first.description)" data-last="\(last.description)" data-days="\(grid.days.count)" data-from="\(shownFrom)">
            <nav class="ov-pager" aria-label="\(t(.daysShown))">\(dayLinks)</nav>
            <div class="ov-scroll"><div class="ov-inner">
            <div class="ov-days" aria-hidden="true">\(header)</div>
            <ul class="ov-habits" role="list">\(rows)</ul>
            </div></div>
            \(habitPager)</section>
            """
    }

    /// A row: its head (icon, name, streak, score) and a cell a day. Each cell's words (its day and
    /// state, for assistive technology) are hidden by the grid's own rule (`.ov-cells li > span`),
    /// not the general `visually-hidden` class: 25 bytes fewer a cell, a quarter of the page.
    private static func habitRow(
        _ habit: Habit, cells: [DayCell], days: [LogicalDay], today: LogicalDay, summary: HabitSummary?,
        span: OverviewSpan, twin: NameTwin?, t: Localizer
    ) -> HTML {
        guard let last = days.last else { return .empty }
        var stats: [HTML] = []
        if let evaluation = summary?.evaluation {
            stats.append(HabitText.streakBadge(evaluation.streakDisplay, t: t))
            stats.append(
                "<span class=\"ov-score\" title=\"\(t(.score))\"><span class=\"visually-hidden\">\(t(.score))\(t(.labelSeparator))</span>\(t.percent(evaluation.scorePercent))</span>"
            )
        }
        let items = zip(days, cells).map { day, cell -> HTML in
            let isToday = day == today
            let shown = OverviewCell(cell, on: day, summary: summary, kind: habit.type.kind)
            let classes =
                shown.cssClass + span.hidingClass(daysBeforeToday: day.days(to: last)) + (isToday ? " today" : "")
            return
                "<li class=\"\(classes)\"><span>\(t.longDate(day))\(t(.labelSeparator))\(shown.state(of: habit, isToday: isToday, t: t))</span></li>"
        }
        return """
            <li class="ov-habit \(habit.color.cssClass)">
            <div class="ov-head"><a class="ov-name" href="/habits/\(habit.id.uuidString)"><span class="ov-icon">\(HabitIcons.svg(habit.icon))</span><span class="ov-title">\(habit.name)\(NameTwinView.mark(twin, t: t))</span></a>\
            <span class="ov-stats">\(stats)</span></div>
            <ol class="ov-cells" role="list" aria-label="\(habit.name)\(twin.map { " (\(t(.nameTwin($0))))" } ?? "")">\(items)</ol>
            </li>
            """
    }

    /// What the tints mean, drawn with the classes the cells use (``OverviewCell/legend``) in the
    /// first habit's colour, so that every swatch looks like a cell above it. Days before a habit
    /// are explained only when the grid shows some.
    static func legend(_ grid: OverviewGrid, summaries: [Habit.ID: HabitSummary], t: Localizer) -> HTML {
        var shown: Set<String> = []
        for row in grid.rows {
            for (day, cell) in zip(grid.days, row.cells) {
                switch OverviewCell(cell, on: day, summary: summaries[row.habit.id], kind: row.habit.type.kind) {
                case .beforeStart: shown.insert("bs")
                case .failed: shown.insert("xf")
                case .day: break
                }
            }
        }
        // Days before a habit and failed days are explained only when the grid shows some.
        let entries = OverviewCell.legend.filter { entry in
            switch entry.cell {
            case .beforeStart: shown.contains("bs")
            case .failed: shown.contains("xf")
            case .day: true
            }
        }.map {
            entry -> HTML in
            "<li><span class=\"ov-swatch \(entry.cell.cssClass)\" aria-hidden=\"true\"></span>\(t(entry.label))</li>"
        }
        let colour = grid.rows.first?.habit.color.cssClass ?? ""
        return "<ul class=\"ov-legend \(colour)\" role=\"list\" aria-label=\"\(t(.legend))\">\(entries)</ul>"
    }
}
