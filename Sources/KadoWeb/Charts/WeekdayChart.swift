/// The weekday frequency: one dot per weekday, its area following how many days were done on
/// that weekday, with the weekday and the count beneath.
struct WeekdayChart {
    /// The count of each weekday, in the order the week is shown.
    let counts: [Int]
    /// The weekday initials, in the same order.
    let labels: [String]
    /// The chart's name, for its `<title>`.
    let title: String
    /// What the chart shows, in a sentence, for screen readers.
    let summary: String

    /// The drawing's size and margins.
    static let area = PlotArea(width: 340, height: 96, top: 4, right: 6, bottom: 4, left: 6)
    /// The radius of the busiest weekday's dot.
    static let largestRadius = 19.0
    /// The radius of a weekday with nothing (still drawn, so the row keeps its rhythm).
    static let smallestRadius = 3.0

    /// Each dot's radius: its area is proportional to its count, the largest count gets the
    /// largest dot, and 0 gets the smallest.
    func radii() -> [Double] {
        let highest = counts.max() ?? 0
        return counts.map { count in
            guard highest > 0, count > 0 else { return Self.smallestRadius }
            let share = (Double(count) / Double(highest)).squareRoot()
            return Self.smallestRadius + 2 + (Self.largestRadius - Self.smallestRadius - 2) * share
        }
    }

    /// The SVG.
    func render() -> HTML {
        let area = Self.area
        let parts: [HTML] = zip(radii(), zip(labels, counts)).enumerated().map { index, entry in
            let (radius, (label, count)) = entry
            let x = ChartPath.number(area.bandCenter(index, of: counts.count))
            return """
                <circle class="\(count > 0 ? "freq-dot" : "freq-dot none")" cx="\(x)" cy="26" r="\(ChartPath.number(radius))"/>\
                <text class="weekday-label" x="\(x)" y="66" text-anchor="middle">\(label)</text>\
                <text class="axis-label" x="\(x)" y="84" text-anchor="middle">\(count)</text>
                """
        }
        return ChartSVG.wrap(parts, area: area, kind: "weekday-chart", title: title, summary: summary)
    }
}
