/// A point in a chart's drawing coordinates (SVG user units: x to the right, y down).
struct ChartPoint: Hashable, Sendable {
    let x: Double
    let y: Double
}
