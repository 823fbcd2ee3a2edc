import KadoApp
import KadoCore

/// The month calendar: weeks from the person's first weekday, each day tinted by its value in the
/// habit's colour; today and past days are links that open the day editor.
extension DetailPage {
    func calendar() -> HTML {
        let month = detail.monthStart
        let title = t.monthHeading(month)
        let previous = ChartRange.month(month, offset: -1)
        let next = ChartRange.month(month, offset: 1).flatMap { $0 <= today ? $0 : nil }
        let previousLink: HTML =
            previous.map {
                let target = path(query.with(moving(to: $0)), fragment: "calendar")
                return
                    "<a class=\"month-nav\" href=\"\(target)\" aria-label=\"\(t(.detailPreviousMonth))\(t(.labelSeparator))\(t.monthTitle($0))\" title=\"\(t(.detailPreviousMonth))\">\(Glyph.back.svg)</a>"
            } ?? "<span class=\"month-nav is-disabled\" aria-hidden=\"true\">\(Glyph.back.svg)</span>"
        let nextLink: HTML =
            next.map {
                "<a class=\"month-nav\" href=\"\(path(query.with(moving(to: $0)), fragment: "calendar"))\" aria-label=\"\(t(.detailNextMonth))\(t(.labelSeparator))\(t.monthTitle($0))\" title=\"\(t(.detailNextMonth))\">\(Glyph.chevron.svg)</a>"
            } ?? "<span class=\"month-nav is-disabled\" aria-hidden=\"true\">\(Glyph.chevron.svg)</span>"
        let thisMonth: HTML =
            month == today.startOfMonth
            ? .empty
            : "<a class=\"this-month\" href=\"\(path(query.with(moving(to: today.startOfMonth)), fragment: "calendar"))\">\(t(.detailThisMonth))</a>"
        let weekdays = Weekday.week(startingOn: weekStart)
        let header = weekdays.map {
            "<th scope=\"col\" abbr=\"\(t.weekdayName($0))\"><span aria-hidden=\"true\">\(t.weekdayInitial($0))</span><span class=\"visually-hidden\">\(t.weekdayName($0))</span></th>"
                as HTML
        }
        let hint: HTML = habit.isArchived ? .empty : "<p class=\"calendar-hint\">\(t(.detailCalendarHint))</p>"
        return """
            <section class="card calendar-card" id="calendar" aria-labelledby="calendar-title">
            <div class="calendar-head">\(previousLink)<h2 id="calendar-title" aria-live="polite">\(title)</h2>\(nextLink)</div>
            <table class="month-grid">
            <thead><tr>\(header)</tr></thead>
            <tbody>\(weekRows())</tbody>
            </table>
            \(legend())
            <div class="calendar-foot">\(hint)\(thisMonth)</div>
            </section>
            """
    }

    /// A query change that shows `month` and closes the editor.
    private func moving(to month: LogicalDay) -> (inout DetailQuery) -> Void {
        { query in
            query.month = month
            query.day = nil
        }
    }

    private func weekRows() -> HTML {
        let month = detail.monthStart
        let leading = (month.weekday.rawValue - weekStart.rawValue + 7) % 7
        var cells: [HTML] = Array(repeating: "<td></td>", count: leading)
        for (offset, cell) in detail.month.enumerated() {
            cells.append("<td>\(dayCell(month.adding(days: offset), cell))</td>")
        }
        while cells.count % 7 != 0 { cells.append("<td></td>") }
        return .join(
            stride(from: 0, to: cells.count, by: 7).map { "<tr>\(Array(cells[$0..<$0 + 7]))</tr>" as HTML })
    }

    /// Where `day` stands in the habit's life when its cell is "not due": before the schedule
    /// began or after the archive day, which are no days the schedule skipped.
    private func outsideLife(_ day: LogicalDay, _ cell: DayCell) -> (className: String, state: Phrase)? {
        guard cell == .notDue else { return nil }
        if day < detail.summary.firstScheduledDay { return ("before-start", .detailStateBeforeStart) }
        if let archived = detail.summary.archiveDay, day > archived {
            return ("after-archive", .detailStateAfterArchive)
        }
        return nil
    }

    private func dayCell(_ day: LogicalDay, _ cell: DayCell) -> HTML {
        let entry = log.entry(on: day)
        let outside = outsideLife(day, cell)
        var classes = ["day"]
        switch cell {
        case .future: classes.append("future")
        case .notDue: classes.append(outside?.className ?? "not-due")
        case .skipped: classes.append("skipped")
        case .scored(let value): classes.append(Self.tint(value, kind: habit.type.kind))
        case .offSchedule(let value): classes += [Self.tint(value, kind: habit.type.kind), "off-schedule"]
        }
        if entry.map({ !$0.notes.isEmpty }) ?? false { classes.append("has-note") }
        if day == today { classes.append("today") }
        if day == query.day { classes.append("selected") }
        let className = classes.joined(separator: " ")
        var label = t.labelled(
            DayText.dayMonth(day, t: t),
            outside.map { t($0.state) } ?? DayText.state(of: cell, entry: entry, habit: habit, t: t))
        guard day <= today else {
            // Days to come can't be edited: no link, but still a name.
            return """
                <span class="\(className)"><span class="visually-hidden">\(label)</span>\
                <span aria-hidden="true">\(day.day)</span></span>
                """
        }
        if day == today { label += ", " + t(.detailStateToday) }
        if entry.map({ !$0.notes.isEmpty }) ?? false { label += ", " + t(.detailStateNote) }
        let target = path(query.with { $0.day = day }, fragment: "day-editor")
        return """
            <a class="\(className)" href="\(target)" aria-label="\(label)"\
            \(HTML(trusted: day == today ? " aria-current=\"date\"" : ""))>\(day.day)</a>
            """
    }

    /// A day's tint classes by its ``DayOutcome``: a failed day (a slip, an at-most habit over its
    /// limit) is drawn as a slip, never as a tint of progress (3 of at most 2 has v(D) = 0.5).
    static func tint(_ value: Double, kind: HabitTypeKind) -> String {
        DayOutcome(kind: kind, value: value) == .failed ? "v0 slip" : "v\(DayText.level(value))"
    }

    private func legend() -> HTML {
        var items: [(String, Phrase)]
        switch habit.type.kind {
        case .negative: items = [("v4", .detailStateNoSlipTitle), ("v0 slip", .detailLegendSlip)]
        case .atMost: items = [("v4", .detailLegendWithinLimit), ("v0 slip", .detailLegendOverLimit)]
        case .binary, .counter, .timer:
            items = [("v4", .detailLegendDone), ("v2", .detailLegendPartly), ("v0", .detailLegendMissed)]
        }
        items += [("skipped", .detailLegendSkipped), ("not-due", .detailLegendNotDue)]
        // Days outside the habit's life are explained when the month shows some.
        let outside = Set(
            detail.month.enumerated().compactMap { outsideLife(detail.monthStart.adding(days: $0.offset), $0.element) }
                .map(\.className))
        if outside.contains("before-start") { items.append(("before-start", .detailLegendBeforeStart)) }
        if outside.contains("after-archive") { items.append(("after-archive", .detailLegendAfterArchive)) }
        if case .binary = habit.type { items.removeAll { $0.0 == "v2" } }
        let entries = items.map { className, phrase -> HTML in
            "<li><span class=\"cal-swatch day \(className)\" aria-hidden=\"true\"></span>\(t(phrase))</li>"
        }
        return "<ul class=\"legend\" aria-label=\"\(t(.detailLegend))\">\(entries)</ul>"
    }
}
