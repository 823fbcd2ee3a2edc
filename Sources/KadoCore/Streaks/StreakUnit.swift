/// What a streak counts.
public enum StreakUnit: String, Codable, Sendable {
    /// Consecutive due days.
    case days
    /// Consecutive weeks that met the weekly quota (for "N days a week" schedules).
    case weeks
}
