import Foundation
import KadoApp
import KadoCore

/// The Insights page's content: the findings in sentences, each with what it rests on, and a table
/// of the trends; names escaped, numbers in the page's language.
struct InsightsPage {
    let insights: HabitInsights
    let days: Int
    let context: RequestContext

    private var t: Localizer { context.t }

    /// The spans the page offers, in days.
    static let spans: [(days: Int, label: Phrase)] = [
        (91, .threeMonthsSpan), (182, .sixMonthsSpan), (365, .oneYearSpan), (730, .twoYearsSpan),
        (1_095, .threeYearsSpan),
    ]

    func render() -> HTML {
        let subtitle = t(
            .insightsSpan(t.shortDate(insights.first), t.shortDate(insights.last), insights.habits.count))
        return .join([
            Layout.header(t(.insights), subtitle: subtitle, back: (href: "/overview", label: t(.overview))),
            spanPicker(),
            section(t(.goesWithWhatHeading), id: "associations", associations()),
            section(t(.weekdaysHeading), id: "weekdays", weekdays()),
            section(t(.hoursHeading), id: "hours", hours()),
            section(t(.trendHeading), id: "trends", trends()),
            "<p class=\"insights-note\">\(t(.insightsHonesty))</p>",
        ])
    }

    private func spanPicker() -> HTML {
        let options = HTML.join(
            Self.spans.map { span in
                let selected = HTML(trusted: span.days == days ? " selected" : "")
                return "<option value=\"\(String(span.days))\"\(selected)>\(t(span.label))</option>"
            })
        return """
            <form class="insights-span" method="get" action="/insights">
            <label for="insights-days">\(t(.lookBack))</label>
            <select id="insights-days" name="days">\(options)</select>
            <button class="button" type="submit">\(t(.show))</button>
            </form>
            """
    }

    private func section(_ title: String, id: String, _ body: HTML) -> HTML {
        """
        <section class="card insights-section" aria-labelledby="\(id)">
        <h2 id="\(id)">\(title)</h2>
        \(body)
        </section>
        """
    }

    private func name(_ id: UUID) -> String { insights.habit(id)?.name ?? "" }

    /// A habit's name as a link to its page, escaped.
    private func link(_ id: UUID) -> HTML {
        "<a href=\"/habits/\(id.uuidString.lowercased())\">\(name(id))</a>"
    }

    private func did(_ id: UUID) -> HTML {
        let keptTo = insights.habit(id).map { !$0.type.recordsMeanDone } ?? false
        // The phrase is trusted text around an escaped link: build it from its parts.
        let marker = "\u{FFFC}"
        let text = t(.didHabit(marker, keptTo: keptTo))
        let parts = text.components(separatedBy: marker)
        return "\(parts.first ?? "")\(link(id))\(parts.dropFirst().joined())"
    }

    private func percent(_ share: Double) -> String { t.percent(Int((share * 100).rounded())) }

    private func points(_ value: Double) -> String {
        let rounded = Int((value * 100).rounded())
        return rounded > 0 ? "+\(rounded)" : rounded < 0 ? "−\(-rounded)" : "0"
    }

    private func interval(_ difference: ProportionDifference) -> String {
        let range = difference.interval()
        return t(.differenceInterval(points(range.lowerBound), points(range.upperBound)))
    }

    /// A sentence whose `{0}` and `{1}` are replaced by fragments of HTML (the habits' links).
    private func sentence(_ phrase: (String, String) -> Phrase, _ first: HTML, _ second: HTML) -> HTML {
        let (a, b) = ("\u{FFFC}0", "\u{FFFC}1")
        let text = HTML.escape(t(phrase(a, b)))
        return HTML(
            trusted: text.replacingOccurrences(of: a, with: first.description)
                .replacingOccurrences(of: b, with: second.description))
    }

    private func associations() -> HTML {
        let report = insights.associations
        var parts: [HTML] = []
        if report.findings.isEmpty {
            parts.append("<p>\(t(.noAssociation))</p>")
        } else {
            let items = report.findings.prefix(30).map { finding -> HTML in
                let with = percent(finding.withCondition.value)
                let without = percent(finding.withoutCondition.value)
                let text = sentence(
                    {
                        finding.lag == .sameDay
                            ? .sameDayFinding($0, $1, with, without, finding.days)
                            : .nextDayFinding($0, $1, with, without, finding.days)
                    }, did(finding.condition), did(finding.outcome))
                return "<li>\(text) <span class=\"muted\">\(interval(finding.difference))</span></li>"
            }
            parts.append("<ul class=\"insights-list\">\(HTML.join(items))</ul>")
            parts.append("<p class=\"muted\">\(t(.associationNotCause))</p>")
        }
        parts.append(
            "<p class=\"muted\">\(t(.associationsTested(report.pairs, report.tests, report.findings.count, report.tooFewDays)))</p>"
        )
        if report.habitsLeftOut > 0 {
            parts.append(
                "<p class=\"muted\">\(t(.habitsNotCompared(AssociationSearch.maximumHabits, report.habitsLeftOut)))</p>"
            )
        }
        return .join(parts)
    }

    private func weekdays() -> HTML {
        let found = insights.weekdays.filter(\.isFinding)
        guard !found.isEmpty else { return "<p>\(t(.noHabitWithPattern))</p>" }
        let items = found.compactMap { pattern -> HTML? in
            guard let best = pattern.best, let worst = pattern.worst else { return nil }
            let text = t(
                .weekdayFinding(
                    t.weekdayName(best.weekday), t(.shareOfDays(percent(best.share.value), best.share.trials)),
                    t.weekdayName(worst.weekday), t(.shareOfDays(percent(worst.share.value), worst.share.trials))))
            return "<li>\(link(pattern.habitID))\(t(.labelSeparator))\(text)</li>"
        }
        return "<ul class=\"insights-list\">\(HTML.join(items))</ul>"
    }

    private func hours() -> HTML {
        var tooFew = 0
        let items = insights.hours.compactMap { hours -> HTML? in
            guard let habit = insights.habit(hours.habitID), habit.type.recordsMeanDone else { return nil }
            guard let top = hours.description else {
                tooFew += 1
                return nil
            }
            let busiest = top.busiestHour
            let part: Phrase =
                switch top.part {
                case .night: .inTheNight
                case .morning: .inTheMorning
                case .afternoon: .inTheAfternoon
                case .evening: .inTheEvening
                }
            let hour = busiest < 10 ? "0\(busiest):00" : "\(busiest):00"
            return
                "<li>\(link(hours.habitID))\(t(.labelSeparator))\(t(.hoursDescription(part, percent(top.share.value), hours.checkIns, hour)))</li>"
        }
        let list: HTML = items.isEmpty ? .empty : "<ul class=\"insights-list\">\(HTML.join(items))</ul>"
        let rest: HTML = tooFew > 0 ? "<p class=\"muted\">\(t(.tooFewCheckIns(tooFew)))</p>" : .empty
        return .join([list, rest])
    }

    private func trends() -> HTML {
        let items = insights.trends.map { trend -> HTML in
            let verdict: Phrase =
                switch trend.direction {
                case .better: .trendBetter
                case .worse: .trendWorse
                case .steady: .trendSteady
                case .notEnoughDays: .trendNotEnough
                }
            let head: HTML = "\(link(trend.habitID))\(t(.labelSeparator))"
            guard let difference = trend.difference, trend.direction != .notEnoughDays else {
                return "<li>\(head)<span class=\"muted\">\(t(verdict))</span></li>"
            }
            let shares = t(
                .trendShares(
                    t(.shareOfDays(percent(difference.first.value), difference.first.trials)),
                    t(.shareOfDays(percent(difference.second.value), difference.second.trials))))
            // The interval goes with a finding: beside "not clearly different" it would read as one.
            guard trend.direction != .steady else { return "<li>\(head)\(t(verdict))\(shares)</li>" }
            return
                "<li>\(head)<strong class=\"trend-\(trend.direction.rawValue)\">\(t(verdict))</strong>\(shares) <span class=\"muted\">\(interval(difference))</span></li>"
        }
        return "<ul class=\"insights-list\">\(HTML.join(items))</ul>"
    }
}
