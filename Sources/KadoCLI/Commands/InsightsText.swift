import Foundation
import KadoApp
import KadoCore

/// The text of `kado insights`.
struct InsightsText {
    let insights: HabitInsights
    let words: Localizer
    let style: OutputStyle

    func render() -> String {
        let dayCount = insights.first.days(to: insights.last) + 1
        var lines = [
            style.bold(
                words(
                    .insightsHeading(
                        words.dayDate(insights.first), words.dayDate(insights.last), words.count(dayCount, .day),
                        words.count(insights.habits.count, .habit)))), "",
        ]
        lines += section(words(.goesWithWhat), associations())
        lines += section(words(.weekdaysHeading), weekdays())
        lines += section(words(.hoursHeading), hours())
        lines += section(words(.trendHeading), trends())
        lines.append(style.dim(words(.insightsHonesty)))
        return lines.joined(separator: "\n")
    }

    private func section(_ title: String, _ body: [String]) -> [String] {
        [style.bold(title)] + body.map { "  " + $0 } + [""]
    }

    private func name(_ id: UUID) -> String {
        insights.habit(id).map { style.colored(HabitPresentation.name($0), $0.color) } ?? "?"
    }

    private func did(_ id: UUID) -> String {
        let keptTo = insights.habit(id).map { !$0.type.recordsMeanDone } ?? false
        return words(.didHabit(name(id), keptTo: keptTo))
    }

    private func percent(_ share: Double) -> String { words.percent(Int((share * 100).rounded())) }

    /// `+38` / `−5` percentage points.
    private func points(_ value: Double) -> String {
        let rounded = Int((value * 100).rounded())
        return rounded > 0 ? "+\(rounded)" : rounded < 0 ? "−\(-rounded)" : "0"
    }

    private func interval(_ difference: ProportionDifference) -> String {
        let range = difference.interval()
        return words(.differenceInterval(points(range.lowerBound), points(range.upperBound)))
    }

    private func associations() -> [String] {
        let report = insights.associations
        var lines = report.findings.prefix(20).map { finding -> String in
            let parts = (
                did(finding.condition), did(finding.outcome), percent(finding.withCondition.value),
                percent(finding.withoutCondition.value), words.count(finding.days, .day)
            )
            let sentence =
                finding.lag == .sameDay
                ? words(.sameDayFinding(parts.0, parts.1, parts.2, parts.3, parts.4))
                : words(.nextDayFinding(parts.0, parts.1, parts.2, parts.3, parts.4))
            return "• " + sentence + " " + style.dim(interval(finding.difference))
        }
        if report.findings.isEmpty { lines.append(words(.noAssociation)) }
        lines.append(
            style.dim(
                words(
                    .associationsTested(
                        words.count(report.pairs, .pairOfHabits), report.tests, report.findings.count,
                        report.tooFewDays))))
        if report.habitsLeftOut > 0 {
            lines.append(style.dim(words(.habitsNotCompared(AssociationSearch.maximumHabits, report.habitsLeftOut))))
        }
        if !report.findings.isEmpty { lines.append(style.dim(words(.associationNotCause))) }
        return lines
    }

    private func weekdays() -> [String] {
        let found = insights.weekdays.filter(\.isFinding)
        guard !found.isEmpty else { return [words(.noHabitWithPattern)] }
        return found.compactMap { pattern in
            guard let best = pattern.best, let worst = pattern.worst else { return nil }
            func share(_ day: WeekdayShare) -> String {
                "\(percent(day.share.value)), \(words.count(day.share.trials, .day))"
            }
            return name(pattern.habitID) + words.colon
                + words(
                    .weekdayFinding(
                        words.weekdayName(best.weekday), share(best), words.weekdayName(worst.weekday), share(worst)))
        }
    }

    private func hours() -> [String] {
        var tooFew = 0
        var lines: [String] = insights.hours.compactMap { hours in
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
            return name(hours.habitID) + words.colon
                + words(
                    .hoursDescription(part, percent(top.share.value), words.count(hours.checkIns, .checkIn), hour))
        }
        if tooFew > 0 { lines.append(style.dim(words(.tooFewCheckIns(words.count(tooFew, .habit))))) }
        return lines
    }

    private func trends() -> [String] {
        var lines: [String] = insights.trends.compactMap { trend in
            guard let difference = trend.difference, trend.direction == .better || trend.direction == .worse else {
                return nil
            }
            return name(trend.habitID) + words.colon
                + words(
                    .trendLine(
                        trend.direction == .better ? .better : .worse, percent(difference.first.value),
                        percent(difference.second.value), interval(difference)))
        }
        let count = { (direction: HabitTrend.Direction) in insights.trends.filter { $0.direction == direction }.count }
        lines.append(
            style.dim(
                words(
                    .trendSummary(
                        words.count(insights.trends.count, .habit), count(.better), count(.worse), count(.steady),
                        count(.notEnoughDays)))))
        return lines
    }
}
