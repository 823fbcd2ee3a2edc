/// Which habit score a habit shows.
public enum ScoreModel: String, CaseIterable, Codable, Sendable {
    /// Kadō's exponential moving average (α = 0.05) over the days the schedule counts.
    case kado
    /// Loop Habit Tracker's score, for habits brought from Loop: the same numbers Loop showed.
    case loop
}
