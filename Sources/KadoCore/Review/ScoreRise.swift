/// The largest rise of a habit's score within a year (the comeback rule), with the days it ran
/// between: from a low point to a later high, where the low point came after the score had
/// fallen at least ``minimumFall`` from a high earlier in the year — so the climb of a habit just
/// begun, or the small dips of a steady one, are no comeback.
public struct ScoreRise: Hashable, Sendable {
    /// How far the score must have fallen from an earlier high for a low point to count: 10 points.
    public static let minimumFall = 0.1

    /// The day of the low point, and the score at its end.
    public let lowDay: LogicalDay
    /// See ``lowDay``.
    public let lowScore: Double
    /// The day of the high point after it, and the score at its end.
    public let highDay: LogicalDay
    /// See ``highDay``.
    public let highScore: Double

    /// A rise from `lowScore` on `lowDay` to `highScore` on `highDay`.
    public init(lowDay: LogicalDay, lowScore: Double, highDay: LogicalDay, highScore: Double) {
        self.lowDay = lowDay
        self.lowScore = lowScore
        self.highDay = highDay
        self.highScore = highScore
    }

    /// How much the score rose, 0…1.
    public var amount: Double { highScore - lowScore }
}
