/// The difference between two shares, p₁ − p₂, with Newcombe's hybrid score interval (his method
/// 10): each side built from the two Wilson intervals, so it behaves at small counts and at 0 or
/// 100 %, where the difference of two Wald intervals gives nonsense (an interval of width zero, or
/// beyond ±1).
public struct ProportionDifference: Hashable, Sendable {
    /// The first share (p₁).
    public let first: Proportion
    /// The second share (p₂).
    public let second: Proportion

    /// p₁ − p₂ for two samples.
    public init(_ first: Proportion, _ second: Proportion) {
        self.first = first
        self.second = second
    }

    /// p₁ − p₂, −1…1.
    public var value: Double { first.value - second.value }

    /// The 95 % interval (or the one `z` stands for) of p₁ − p₂, within −1…1.
    public func interval(z: Double = ConfidenceLevel.z95) -> ClosedRange<Double> {
        let (p1, p2) = (first.value, second.value)
        let one = first.wilsonInterval(z: z)
        let two = second.wilsonInterval(z: z)
        let lower =
            value
            - ((p1 - one.lowerBound) * (p1 - one.lowerBound) + (two.upperBound - p2) * (two.upperBound - p2))
            .squareRoot()
        let upper =
            value
            + ((one.upperBound - p1) * (one.upperBound - p1) + (p2 - two.lowerBound) * (p2 - two.lowerBound))
            .squareRoot()
        return max(-1, lower)...min(1, upper)
    }
}
