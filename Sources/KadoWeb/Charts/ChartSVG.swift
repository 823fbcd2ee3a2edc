/// The `<svg>` element around a chart: scalable, named for assistive technology.
enum ChartSVG {
    static func wrap(_ parts: [HTML], area: PlotArea, kind: String, title: String, summary: String) -> HTML {
        """
        <svg class="chart \(kind)" viewBox="\(area.viewBox)" preserveAspectRatio="xMidYMid meet" role="img" \
        aria-label="\(summary)"><title>\(title)</title>\(parts)</svg>
        """
    }
}
