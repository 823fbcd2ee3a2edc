/// The largest rise of a habit's score within a year: from its lowest point to the highest point
/// after it (the comeback rule), with the days they fell on.
public struct ScoreRise: Hashable, Sendable {
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
