/// Kadō's habit score: an exponential moving average of the day's value over the days the
/// schedule counts, starting from 0.
public enum KadoScore {
    /// The weight of one day, α.
    public static let alpha = 0.05

    /// The score after a counted day of value `value` (0…1).
    @inline(__always)
    public static func step(from previous: Double, value: Double) -> Double {
        (1 - alpha) * previous + alpha * value
    }
}
