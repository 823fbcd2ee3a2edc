/// A chart's drawing: its whole size (the SVG `viewBox`) and the margins around the plot where
/// the axis labels go.
struct PlotArea: Hashable, Sendable {
    let width: Double
    let height: Double
    let top: Double
    let right: Double
    let bottom: Double
    let left: Double

    /// The left edge of the plot.
    var minX: Double { left }
    /// The right edge of the plot.
    var maxX: Double { width - right }
    /// The top edge of the plot.
    var minY: Double { top }
    /// The bottom edge of the plot (the baseline).
    var maxY: Double { height - bottom }
    /// The plot's width.
    var plotWidth: Double { max(0, maxX - minX) }

    /// The `viewBox` attribute.
    var viewBox: String { "0 0 \(ChartPath.number(width)) \(ChartPath.number(height))" }

    /// The y axis for values from `lowest` to `highest`, upwards.
    func yScale(_ lowest: Double, _ highest: Double) -> LinearScale {
        LinearScale(domain: lowest...max(lowest, highest), start: maxY, end: minY)
    }

    /// The x of slot `index` of `count` points spread from edge to edge (a lone point is centred).
    func pointX(_ index: Int, of count: Int) -> Double {
        guard count > 1 else { return minX + plotWidth / 2 }
        return minX + Double(index) * plotWidth / Double(count - 1)
    }

    /// The left edge and width of bar `index` of `count` equal bands, `fill` of each band wide
    /// (at most `maximumWidth`), centred in its band.
    func bar(_ index: Int, of count: Int, fill: Double = 0.64, maximumWidth: Double = 24) -> (x: Double, width: Double)
    {
        guard count > 0 else { return (minX, 0) }
        let band = plotWidth / Double(count)
        let width = min(maximumWidth, band * min(1, max(0, fill)))
        return (minX + band * Double(index) + (band - width) / 2, width)
    }

    /// The centre of band `index` of `count`.
    func bandCenter(_ index: Int, of count: Int) -> Double {
        guard count > 0 else { return minX }
        return minX + plotWidth / Double(count) * (Double(index) + 0.5)
    }
}
