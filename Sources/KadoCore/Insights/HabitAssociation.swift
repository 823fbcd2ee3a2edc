import Foundation

/// How often a habit (the outcome, B) is met on days another (the condition, A) was met — the same
/// day, or the day after — against the days A was not, over the days both counted.
///
/// An association, never a cause: both may follow something else (a holiday, a season, a new job).
public struct HabitAssociation: Hashable, Sendable {
    /// How the two habits' days are lined up.
    public enum Lag: Int, Hashable, Sendable, CaseIterable, Codable {
        /// A and B on the same day.
        case sameDay = 0
        /// A on one day, B on the next.
        case nextDay = 1
    }

    /// A, the habit whose days split the others.
    public let condition: UUID
    /// B, the habit whose share is compared.
    public let outcome: UUID
    /// Same day, or the day after.
    public let lag: Lag
    /// B's share on the days with A (p₁) and without it (p₂), and their difference with its
    /// 95 % interval.
    public let difference: ProportionDifference
    /// The p-value of the weekday-stratified test, with days weighed for how much each looks like
    /// the day before.
    public let pValue: Double
    /// Whether it survived the false-discovery control across every pair tested.
    public let isFinding: Bool

    /// The days the comparison rests on: the days both habits counted (for the next-day lag: A
    /// counted the day before, B that day).
    public var days: Int { difference.first.trials + difference.second.trials }

    /// B's share on days with A.
    public var withCondition: Proportion { difference.first }
    /// B's share on days without A.
    public var withoutCondition: Proportion { difference.second }
}
