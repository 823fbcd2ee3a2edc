/// The "score over time" chart: a line with a soft area in the habit's colour over a 0–100 % axis,
/// one point per period, the last value written beside its point.
struct ScoreChart {
    /// The score of each period, 0…1; `nil` before the habit's first scored day.
    let values: [Double?]
    /// The x-axis label of each period (only some are drawn).
    let labels: [String]
    /// The chart's name, for its `<title>`.
    let title: String
    /// What the chart shows, in a sentence, for screen readers.
    let summary: String
    /// Shown instead of a line when there is no score yet.
    let emptyText: String
    /// Writes a score as a percentage ("34%", "34 %").
    let percent: (Double) -> String

    /// The drawing's size and margins.
    static let area = PlotArea(width: 340, height: 190, top: 18, right: 18, bottom: 26, left: 42)

    /// Where each known score is drawn, with its period's index; values are clamped to 0…1.
    func points() -> [(index: Int, point: ChartPoint)] {
        let area = Self.area
        let y = area.yScale(0, 1)
        return values.enumerated().compactMap { index, value in
            value.map { (index, ChartPoint(x: area.pointX(index, of: values.count), y: y($0))) }
        }
    }

    /// The SVG.
    func render() -> HTML {
        let area = Self.area
        let y = area.yScale(0, 1)
        var parts: [HTML] = [
            """
            <defs><linearGradient id="score-fade" x1="0" y1="0" x2="0" y2="1">\
            <stop offset="0" class="fade-strong"/><stop offset="1" class="fade-clear"/></linearGradient></defs>
            """
        ]
        for tick in ChartTicks.percent {
            let position = ChartPath.number(y(tick))
            parts.append(
                """
                <line class="grid" x1="\(ChartPath.number(area.minX))" x2="\(ChartPath.number(area.maxX))" \
                y1="\(position)" y2="\(position)"/><text class="axis-label" x="\(ChartPath.number(area.minX - 8))" \
                y="\(ChartPath.number(y(tick) + 3.5))" text-anchor="end">\(percent(tick))</text>
                """)
        }
        for index in ChartTicks.labelIndices(count: labels.count, maximum: 5) {
            let x = area.pointX(index, of: labels.count)
            parts.append(
                """
                <text class="axis-label" x="\(ChartPath.number(x))" y="\(ChartPath.number(area.height - 6))" \
                text-anchor="\(index == labels.count - 1 && labels.count > 1 ? "end" : "middle")">\(labels[index])</text>
                """)
        }
        let drawn = points()
        if let last = drawn.last {
            let path = drawn.map(\.point)
            parts.append(
                """
                <path class="area" d="\(ChartPath.area(under: path, baseline: area.maxY))" fill="url(#score-fade)"/>\
                <path class="line" d="\(ChartPath.line(through: path))"/>\
                <circle class="dot" cx="\(ChartPath.number(last.point.x))" cy="\(ChartPath.number(last.point.y))" r="4"/>
                """)
            let value = values[last.index] ?? 0
            let labelY = last.point.y < area.minY + 16 ? last.point.y + 18 : last.point.y - 9
            parts.append(
                """
                <text class="value-label" x="\(ChartPath.number(last.point.x - 4))" y="\(ChartPath.number(labelY))" \
                text-anchor="end">\(percent(value))</text>
                """)
        } else {
            parts.append(
                """
                <text class="empty-label" x="\(ChartPath.number(area.minX + area.plotWidth / 2))" \
                y="\(ChartPath.number((area.minY + area.maxY) / 2))" text-anchor="middle">\(emptyText)</text>
                """)
        }
        return ChartSVG.wrap(parts, area: area, kind: "score-chart", title: title, summary: summary)
    }
}
