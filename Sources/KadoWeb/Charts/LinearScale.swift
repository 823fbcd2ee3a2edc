/// Maps a span of data values onto a span of drawing coordinates (an axis).
///
/// Values outside the domain are clamped to it, so that a stray value never draws outside the
/// plot; `start` may be greater than `end` (a y axis grows upwards while SVG's y grows down).
struct LinearScale: Hashable, Sendable {
    /// The data values the axis covers.
    let domain: ClosedRange<Double>
    /// The coordinate of `domain.lowerBound`.
    let start: Double
    /// The coordinate of `domain.upperBound`.
    let end: Double

    /// The coordinate of `value`; `start` for a value that is not finite or an empty domain.
    func callAsFunction(_ value: Double) -> Double {
        let span = domain.upperBound - domain.lowerBound
        guard value.isFinite, span > 0 else { return start }
        let clamped = min(max(value, domain.lowerBound), domain.upperBound)
        return start + (clamped - domain.lowerBound) / span * (end - start)
    }
}
