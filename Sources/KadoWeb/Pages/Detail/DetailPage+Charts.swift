import KadoApp
import KadoCore

/// The charts card: the range switch, the score over time, the history bars and the weekday
/// frequency, each an SVG drawn by ``ScoreChart``, ``BarChart`` and ``WeekdayChart``.
extension DetailPage {
    func charts() -> HTML {
        let range = query.range
        let ranges: [(ChartRange, Phrase)] = [
            (.day, .detailRangeDay), (.week, .detailRangeWeek), (.month, .detailRangeMonth), (.year, .detailRangeYear),
        ]
        let switcher = ranges.map { option, phrase -> HTML in
            let target = path(query.with { $0.range = option }, fragment: "charts")
            return
                "<a href=\"\(target)\"\(HTML(trusted: option == range ? " aria-current=\"true\"" : ""))>\(t(phrase))</a>"
        }
        let slots = range.slots(endingOn: today, weekStart: weekStart, firstDay: detail.scores.first?.day)
        let bars = barChart(slots)
        let weekday = weekdayChart()
        return """
            <section class="card charts-card" id="charts" aria-labelledby="charts-title">
            <div class="charts-head"><h2 id="charts-title" class="card-title">\(t(.detailCharts))</h2>\
            <nav class="segmented" aria-label="\(t(.detailChartRange))">\(switcher)</nav></div>
            <figure class="chart-figure"><figcaption>\(t(.detailScoreOverTime))</figcaption>\(scoreChart(slots).render())</figure>
            <figure class="chart-figure"><figcaption>\(bars.title)</figcaption>\(bars.render())</figure>
            <figure class="chart-figure"><figcaption>\(weekday.title)</figcaption>\(weekday.render())</figure>
            </section>
            """
    }

    private func percentText(_ value: Double) -> String {
        t.percent(Int((min(1, max(0, value)) * 100).rounded()))
    }

    private func scoreChart(_ slots: [ChartSlot]) -> ScoreChart {
        let values = ChartSampling.scores(detail.scores, in: slots, today: today)
        let known = values.compactMap { $0 }
        let summary: String
        if let first = known.first, let last = known.last {
            summary = t.labelled(
                t(.detailScoreOverTime) + ", " + rangeWords(slots),
                t(.detailFromTo(percentText(first), percentText(last))))
        } else {
            summary = t.labelled(t(.detailScoreOverTime), t(.detailNoScoreYet))
        }
        return ScoreChart(
            values: values, labels: slots.map(slotLabel), title: t(.detailScoreOverTime), summary: summary,
            emptyText: t(.detailNoScoreYet), percent: percentText)
    }

    /// What the bars measure, by type: days done, slips, units or time.
    private func barChart(_ slots: [ChartSlot]) -> BarChart {
        let range = query.range
        var daily: [(day: LogicalDay, value: Double)] = []
        var reference: Double?
        var minimumStep = 1.0
        var usesHours = false
        var addsUnits = false
        let measure: Phrase
        switch habit.type {
        case .binary:
            daily = log.entries.filter { $0.positives > 0 }.map { ($0.day, 1) }
            measure = .detailMeasureDone
        case .negative:
            daily = log.entries.filter { $0.positives > 0 }.map { ($0.day, 1) }
            measure = .detailMeasureSlips
        case .counter(let target), .atMost(let target):
            daily = log.entries.map { ($0.day, $0.amount) }
            if range == .day { reference = target }
            if target != target.rounded() { minimumStep = 0.5 }
            addsUnits = true
            measure = .detailMeasureAmount
        case .timer(let seconds):
            daily = log.entries.map { ($0.day, $0.amount / 60) }
            if range == .day { reference = seconds / 60 }
            measure = .detailMeasureMinutes
        }
        var values = ChartSampling.totals(daily, in: slots)
        if case .timer = habit.type, (values.max() ?? 0) >= 300 {
            usesHours = true
            values = values.map { $0 / 60 }
            reference = reference.map { $0 / 60 }
            minimumStep = 0.5
        }
        let unit = HabitText.unit(of: habit).map { " " + $0 } ?? ""
        // A counter's bars add up its unit, which the person named: the title says which (and
        // says nothing more when there is none).
        let title =
            t(.detailBarsTitle(usesHours ? .detailMeasureHours : measure, range))
            + (addsUnits && !unit.isEmpty ? " ·" + unit : "")
        func valueText(_ value: Double) -> String {
            switch habit.type {
            case .counter, .atMost: return t.number(value, maximumDecimals: 1) + unit
            case .timer:
                return usesHours ? t.number(value, maximumDecimals: 1) + " h" : t.number(value.rounded()) + " min"
            case .binary, .negative: return t.number(value)
            }
        }
        let summary = t.labelled(
            title + ", " + rangeWords(slots),
            t(.detailBarsSummary(valueText(values.last ?? 0), valueText(values.max() ?? 0))))
        return BarChart(
            values: values, labels: slots.map(slotLabel), title: title, summary: summary, reference: reference,
            minimumStep: minimumStep,
            tickText: { usesHours ? t.number($0, maximumDecimals: 1) + " h" : t.number($0, maximumDecimals: 1) })
    }

    private func weekdayChart() -> WeekdayChart {
        let weekdays = Weekday.week(startingOn: weekStart)
        let source = isNegative ? detail.statistics.recordDaysByWeekday : detail.statistics.doneDaysByWeekday
        let counts = weekdays.map { source[$0] ?? 0 }
        let title = isNegative ? t(.detailSlipsByWeekday) : t(.detailDoneByWeekday)
        let list = zip(weekdays, counts).map { "\(t.weekdayName($0)) \($1)" }.joined(separator: ", ")
        return WeekdayChart(
            counts: counts, labels: weekdays.map(t.weekdayInitial), title: title,
            summary: t.labelled(title, list))
    }

    /// "the last 26 weeks", "every year since 2024".
    private func rangeWords(_ slots: [ChartSlot]) -> String {
        switch query.range {
        case .day: return t(.detailLastDays(slots.count))
        case .week: return t(.detailLastWeeks(slots.count))
        case .month: return t(.detailLastMonths(slots.count))
        case .year: return t(.detailSinceYear(slots.first?.start.year ?? today.year))
        }
    }

    /// The x-axis label of a period: the day of the month, a week's first day, a month, or a year.
    private func slotLabel(_ slot: ChartSlot) -> String {
        let day = slot.start
        switch query.range {
        case .day: return String(day.day)
        case .week: return t.dayOfMonth(day) + " " + t.monthShort(day.month)
        case .month:
            // Two years of months: each label carries its year ("Oct ’25").
            return t.monthShort(day.month) + " ’" + String(day.year % 100).leftPadded(to: 2)
        case .year: return String(day.year)
        }
    }
}
