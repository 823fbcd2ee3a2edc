/// The normal quantiles the insights use.
public enum ConfidenceLevel {
    /// The two-sided 95 % quantile of the standard normal distribution.
    public static let z95 = 1.959_963_984_540_054
}
