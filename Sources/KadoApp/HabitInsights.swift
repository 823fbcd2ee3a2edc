import Foundation
import KadoCore

/// What a person's days say, honestly (issue 40): which habits go together, on which weekdays and
/// at which hours each is done, and which went better or worse lately — what `kado insights`, the
/// Insights page and `GET /api/insights` show.
public struct HabitInsights: Sendable {
    /// The first and last day looked at: the window ends yesterday (today is not over).
    public let first: LogicalDay
    /// See ``first``.
    public let last: LogicalDay
    /// The active habits looked at, in the list's order.
    public let habits: [Habit]
    /// Which habits go together (each pair, the same day and the next).
    public let associations: AssociationReport
    /// Each habit's weekdays, in ``habits``' order.
    public let weekdays: [WeekdayPattern]
    /// Each habit's hours of check-in, in ``habits``' order.
    public let hours: [CheckInHours]
    /// Each habit's last 4 weeks against the 12 before, in ``habits``' order.
    public let trends: [HabitTrend]

    /// The habit with `id` among those looked at.
    public func habit(_ id: UUID) -> Habit? { habits.first { $0.id == id } }
}
