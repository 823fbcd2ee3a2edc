import Foundation
import KadoApp
import KadoCore

/// The Year page's content: the year's numbers with the rules that chose them, a legend, and per
/// habit its numbers, its heatmap (an inline SVG hidden from screen readers) and the table behind
/// it, month by month. Names escaped, numbers in the page's language.
struct ReviewPage {
    let review: YearReview
    let context: RequestContext

    private var t: Localizer { context.t }

    func render() -> HTML {
        let subtitle =
            review.isSoFar
            ? t(.reviewSoFar(t.shortDate(review.today), review.habits.count))
            : t(.reviewWholeYear(review.habits.count))
        var parts: [HTML] = [
            Layout.header(
                t(.reviewTitle(review.year)), subtitle: subtitle, back: (href: "/overview", label: t(.overview))),
            yearLinks(),
        ]
        guard !review.habits.isEmpty else {
            parts.append("<p class=\"card review-section\">\(t(.reviewNoHabits))</p>")
            return .join(parts)
        }
        parts.append(summary())
        parts.append(legend())
        let picture = YearReviewPicture(review: review, words: pictureWords())
        for (habit, year) in zip(review.habits, review.habitYears) {
            parts.append(habitSection(habit, year, picture: picture))
        }
        return .join(parts)
    }

    private func yearLinks() -> HTML {
        var links: [HTML] = []
        if let previous = review.previousYear {
            links.append(
                "<a class=\"button\" href=\"/review/\(String(previous))\" rel=\"prev\">\(t(.previousYear(previous)))</a>"
            )
        }
        if let next = review.nextYear {
            links.append("<a class=\"button\" href=\"/review/\(String(next))\" rel=\"next\">\(t(.nextYear(next)))</a>")
        }
        guard !links.isEmpty else { return .empty }
        return "<nav class=\"review-years\" aria-label=\"\(t(.reviewYears))\">\(HTML.join(links))</nav>"
    }

    private func percent(_ share: Double) -> String { t.percent(Int((share * 100).rounded())) }

    /// A habit's name as a link to its page, escaped.
    private func link(_ habit: Habit) -> HTML {
        "<a href=\"/habits/\(habit.id.uuidString.lowercased())\">\(habit.name)</a>"
    }

    private func summary() -> HTML {
        let summary = review.summary
        var lines: [HTML] = ["<p>\(t(.reviewCheckIns(t.grouped(summary.checkIns))))</p>"]
        if let id = summary.mostConsistent, let habit = review.habit(id), let year = habitYear(id) {
            lines.append(
                "<p>\(t(.reviewMostConsistent(percent(year.share), year.daysDone, year.daysDue)))\(link(habit))</p>")
        } else {
            lines.append("<p>\(t(.reviewNoMostConsistent(YearSummary.minimumDueDays)))</p>")
        }
        if let id = summary.comeback, let habit = review.habit(id), let rise = habitYear(id)?.rise {
            let phrase = Phrase.reviewComeback(
                percent(rise.lowScore), t.shortDate(rise.lowDay), percent(rise.highScore), t.shortDate(rise.highDay))
            lines.append("<p>\(t(phrase))\(link(habit))</p>")
        } else {
            lines.append("<p>\(t(.reviewNoComeback))</p>")
        }
        lines.append("<p>\(t(.reviewAllDone(summary.daysAllDone, summary.daysWithDue)))</p>")
        lines.append("<p class=\"muted\">\(t(.reviewRules(YearSummary.minimumDueDays)))</p>")
        return """
            <section class="card review-section" aria-labelledby="review-year">
            <h2 id="review-year">\(t(.theYear))</h2>
            \(HTML.join(lines))
            </section>
            """
    }

    private func habitYear(_ id: UUID) -> HabitYear? { review.habitYears.first { $0.habitID == id } }

    private func legend() -> HTML {
        let items = YearDayState.allCases.map { state -> HTML in
            "<li><span class=\"review-swatch rv-\(state.rawValue)\" aria-hidden=\"true\"></span>\(t(.yearDayState(state)))</li>"
        }
        return """
            <section class="review-legend" aria-label="\(t(.reviewLegend))">
            <ul>\(HTML.join(items))</ul>
            </section>
            """
    }

    private func habitSection(_ habit: Habit, _ year: HabitYear, picture: YearReviewPicture) -> HTML {
        let id = "habit-" + habit.id.uuidString.lowercased()
        let archived: HTML =
            habit.isArchived ? " <span class=\"review-archived\">(\(t(.reviewArchived)))</span>" : .empty
        let share = year.daysDue > 0 ? percent(year.share) : "–"
        var months: HTML = .empty
        if let best = year.bestMonth, let worst = year.worstMonth {
            months = "<p>\(t(.reviewBestWorst(t.monthName(best.month), t.monthName(worst.month))))</p>"
        }
        return """
            <section class="card review-section review-habit" aria-labelledby="\(id)">
            <h2 id="\(id)">\(link(habit))\(archived)</h2>
            <p>\(t(.reviewHabitNumbers(year.daysDone, year.daysDue, share, year.bestStreak)))</p>
            \(months)
            \(HTML(trusted: picture.heatmap(year)))
            <details class="review-months">
            <summary>\(t(.reviewMonthsTable))</summary>
            \(monthTable(habit, year))
            </details>
            </section>
            """
    }

    /// The table behind the heatmap: each month's due days done and the score at its end.
    private func monthTable(_ habit: Habit, _ year: HabitYear) -> HTML {
        let rows = year.months.map { month -> HTML in
            let score = year.monthEndScores[month.month - 1].map { percent($0) } ?? "–"
            return """
                <tr><th scope="row">\(t.monthName(month.month))</th><td>\(String(month.done))</td>\
                <td>\(String(month.due))</td><td>\(score)</td></tr>
                """
        }
        return """
            <table class="review-table">
            <caption>\(t(.reviewMonthsCaption(habit.name)))</caption>
            <thead><tr><th scope="col">\(t(.reviewMonthColumn))</th><th scope="col">\(t(.reviewDoneColumn))</th>\
            <th scope="col">\(t(.reviewDueColumn))</th><th scope="col">\(t(.reviewScoreColumn))</th></tr></thead>
            <tbody>\(HTML.join(rows))</tbody>
            </table>
            """
    }

    /// The words the heatmaps hold: the months over them, the weekdays beside them.
    private func pictureWords() -> YearReviewPicture.Words {
        let t = self.t
        return YearReviewPicture.Words(
            title: t(.reviewTitle(review.year)), description: "", summaryLines: [],
            monthAbbreviations: Phrase.reviewMonthShort.map { t($0) },
            weekdayAbbreviation: { t.weekdayShort($0) }, stateName: { t(.yearDayState($0)) },
            numbers: { _, _ in "" }, archivedMark: t(.reviewArchived), leftOut: { _ in "" })
    }
}
