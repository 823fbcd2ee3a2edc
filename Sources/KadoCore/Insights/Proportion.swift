import Foundation

/// A share observed in a sample — `successes` of `trials` — with Wilson's score interval, the one
/// that stays inside 0…1 and keeps its coverage at small counts and at 0 % or 100 %, where the
/// textbook (Wald) interval collapses to a point.
public struct Proportion: Hashable, Sendable, Codable {
    /// How many of the trials succeeded.
    public let successes: Int
    /// How many trials there were; at least 1.
    public let trials: Int

    /// The share `successes / trials`, or `nil` without a trial or with counts that do not make a
    /// share (negative, more successes than trials).
    public init?(successes: Int, trials: Int) {
        guard trials > 0, successes >= 0, successes <= trials else { return nil }
        self.successes = successes
        self.trials = trials
    }

    /// The observed share, 0…1.
    public var value: Double { Double(successes) / Double(trials) }

    /// Wilson's score interval at the confidence `z` stands for (1.96: 95 %).
    public func wilsonInterval(z: Double = ConfidenceLevel.z95) -> ClosedRange<Double> {
        let n = Double(trials)
        let share = value
        let z2 = z * z
        let denominator = 1 + z2 / n
        let centre = (share + z2 / (2 * n)) / denominator
        let half = z * (share * (1 - share) / n + z2 / (4 * n * n)).squareRoot() / denominator
        return max(0, centre - half)...min(1, centre + half)
    }
}
