/// Builds the `d` attribute of SVG paths, with short, stable numbers.
enum ChartPath {
    /// A polyline through `points`, in order; empty without points.
    static func line(through points: [ChartPoint]) -> String {
        guard let first = points.first else { return "" }
        return "M\(number(first.x)) \(number(first.y))"
            + points.dropFirst().map { "L\(number($0.x)) \(number($0.y))" }.joined()
    }

    /// The region between the polyline through `points` and the horizontal line at `baseline`,
    /// closed; empty with fewer than two points (one point encloses nothing).
    static func area(under points: [ChartPoint], baseline: Double) -> String {
        guard let first = points.first, let last = points.last, points.count > 1 else { return "" }
        return "M\(number(first.x)) \(number(baseline))"
            + points.map { "L\(number($0.x)) \(number($0.y))" }.joined()
            + "L\(number(last.x)) \(number(baseline))Z"
    }

    /// `value` with at most two decimals and no trailing zeros ("12", "12.5", "-3.25").
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = Int((value * 100).rounded())
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        let whole = magnitude / 100
        let fraction = magnitude % 100
        if fraction == 0 { return "\(sign)\(whole)" }
        let decimals = fraction % 10 == 0 ? "\(fraction / 10)" : (fraction < 10 ? "0\(fraction)" : "\(fraction)")
        return "\(sign)\(whole).\(decimals)"
    }
}
