/// The history bars: the amount (or the number of days done) of each period, on a round axis,
/// the current period in full colour, an optional dashed reference line (a daily target).
struct BarChart {
    /// Each period's value (0 or more).
    let values: [Double]
    /// The x-axis label of each period (only some are drawn).
    let labels: [String]
    /// The chart's name, for its `<title>`.
    let title: String
    /// What the chart shows, in a sentence, for screen readers.
    let summary: String
    /// A value to mark across the plot (a counter's daily target), if any.
    var reference: Double?
    /// The smallest axis step (1 for whole days).
    var minimumStep: Double = 1
    /// Writes an axis value.
    let tickText: (Double) -> String

    /// The drawing's size and margins.
    static let area = PlotArea(width: 340, height: 170, top: 16, right: 10, bottom: 26, left: 40)

    /// The axis values, from 0 to the first round value above every bar and the reference.
    var ticks: [Double] {
        ChartTicks.nice(upTo: max(values.max() ?? 0, reference ?? 0), minimumStep: minimumStep)
    }

    /// Each bar's rectangle; a bar of 0 (or less) has no height.
    func bars() -> [(x: Double, y: Double, width: Double, height: Double)] {
        let area = Self.area
        let y = area.yScale(0, ticks.last ?? 1)
        return values.enumerated().map { index, value in
            let (x, width) = area.bar(index, of: values.count)
            let top = y(max(0, value))
            return (x, top, width, area.maxY - top)
        }
    }

    /// The SVG.
    func render() -> HTML {
        let area = Self.area
        let scaleTop = ticks.last ?? 1
        let y = area.yScale(0, scaleTop)
        var parts: [HTML] = []
        for tick in ticks {
            let position = ChartPath.number(y(tick))
            parts.append(
                """
                <line class="grid" x1="\(ChartPath.number(area.minX))" x2="\(ChartPath.number(area.maxX))" \
                y1="\(position)" y2="\(position)"/><text class="axis-label" x="\(ChartPath.number(area.minX - 8))" \
                y="\(ChartPath.number(y(tick) + 3.5))" text-anchor="end">\(tickText(tick))</text>
                """)
        }
        for (index, bar) in bars().enumerated() {
            let isCurrent = index == values.count - 1
            if bar.height < 0.5 {
                parts.append(
                    """
                    <rect class="bar-stub" x="\(ChartPath.number(bar.x))" y="\(ChartPath.number(area.maxY - 2))" \
                    width="\(ChartPath.number(bar.width))" height="2" rx="1"/>
                    """)
                continue
            }
            let radius = min(4, bar.width / 2, bar.height / 2)
            parts.append(
                """
                <path class="bar\(HTML(trusted: isCurrent ? " current" : ""))" \
                d="\(Self.roundedTop(x: bar.x, y: bar.y, width: bar.width, height: bar.height, radius: radius))"/>
                """)
        }
        if let reference, reference > 0 {
            let position = ChartPath.number(y(reference))
            parts.append(
                """
                <line class="reference" x1="\(ChartPath.number(area.minX))" x2="\(ChartPath.number(area.maxX))" \
                y1="\(position)" y2="\(position)"/>
                """)
        }
        for index in ChartTicks.labelIndices(count: labels.count, maximum: 6) {
            parts.append(
                """
                <text class="axis-label" x="\(ChartPath.number(area.bandCenter(index, of: labels.count)))" \
                y="\(ChartPath.number(area.height - 6))" text-anchor="middle">\(labels[index])</text>
                """)
        }
        return ChartSVG.wrap(parts, area: area, kind: "bar-chart", title: title, summary: summary)
    }

    /// A bar whose top corners are rounded and whose foot sits square on the baseline.
    static func roundedTop(x: Double, y: Double, width: Double, height: Double, radius: Double) -> String {
        let n = ChartPath.number
        let bottom = y + height
        return "M\(n(x)) \(n(bottom))V\(n(y + radius))Q\(n(x)) \(n(y)) \(n(x + radius)) \(n(y))"
            + "H\(n(x + width - radius))Q\(n(x + width)) \(n(y)) \(n(x + width)) \(n(y + radius))"
            + "V\(n(bottom))Z"
    }
}
