import Foundation

/// Tail probabilities of the chi-square distribution: the p-value of a statistic that follows it
/// when nothing but chance is at work.
public enum ChiSquare {
    /// P(X ≥ `statistic`) for X with `degreesOfFreedom` degrees of freedom (1 or more); 1 for a
    /// statistic of 0 or less.
    public static func upperTail(_ statistic: Double, degreesOfFreedom: Int) -> Double {
        guard statistic > 0, statistic.isFinite else { return statistic.isInfinite ? 0 : 1 }
        precondition(degreesOfFreedom >= 1, "a chi-square distribution has at least one degree of freedom")
        // One degree of freedom, the common case: the square of a standard normal.
        if degreesOfFreedom == 1 { return erfc((statistic / 2).squareRoot()) }
        return RegularizedGamma.upper(Double(degreesOfFreedom) / 2, statistic / 2)
    }
}
