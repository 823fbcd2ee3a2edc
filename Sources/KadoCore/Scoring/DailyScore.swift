/// A habit's score at the end of one logical day, for charts.
public struct DailyScore: Hashable, Sendable {
    /// The day.
    public let day: LogicalDay
    /// The score, 0…1.
    public let score: Double

    /// The score `score` at the end of `day`.
    public init(day: LogicalDay, score: Double) {
        self.day = day
        self.score = score
    }
}
