import Foundation

/// Which of many tests may be called findings so that, on average, at most a share `rate` of the
/// findings are false: the Benjamini–Yekutieli step-up procedure, valid whatever the dependence
/// between the tests. The insights need that validity: the tests of the pairs (A, B) and (A, C)
/// share A's days, and no independence can be assumed between them.
///
/// Benjamini–Hochberg compares the k-th smallest of m p-values with k·q/m; Benjamini–Yekutieli
/// with k·q/(m·H(m)), H(m) = 1 + 1/2 + … + 1/m, which pays for the dependence with a stricter
/// threshold (about 1/5 of BH's at m = 100, 1/15 at a million).
public struct FalseDiscoveryControl: Hashable, Sendable {
    /// The false-discovery rate promised, q.
    public let rate: Double

    /// A control at `rate` (0.05: 5 %).
    public init(rate: Double = 0.05) {
        self.rate = rate
    }

    /// The largest p-value that is a finding among `pValues`, or `nil` when none is: a test is a
    /// finding when its p-value is at or under the threshold.
    /// - Complexity: O(m log m) for m p-values.
    public func threshold(for pValues: [Double]) -> Double? {
        let m = pValues.count
        guard m > 0 else { return nil }
        let sorted = pValues.sorted()
        let scale = rate / (Double(m) * Self.harmonic(m))
        var found: Double?
        for (index, p) in sorted.enumerated() where p <= Double(index + 1) * scale {
            found = p
        }
        return found
    }

    /// H(m) = 1 + 1/2 + … + 1/m.
    static func harmonic(_ m: Int) -> Double {
        // Summed from the smallest term for accuracy; the asymptotic form past a million terms.
        if m > 1_000_000 {
            let n = Double(m)
            return log(n) + 0.577_215_664_901_532_9 + 1 / (2 * n) - 1 / (12 * n * n)
        }
        var sum = 0.0
        for k in stride(from: m, through: 1, by: -1) { sum += 1 / Double(k) }
        return sum
    }
}
