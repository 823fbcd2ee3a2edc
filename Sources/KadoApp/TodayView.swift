import KadoCore

/// The Today screen: the day, and the habits split by whether they are scheduled.
public struct TodayView: Hashable, Sendable {
    /// The logical day shown.
    public let day: LogicalDay
    /// Habits due (or done) today, in order.
    public let scheduled: [HabitSummary]
    /// The other active habits.
    public let notScheduled: [HabitSummary]

    /// Every active habit, scheduled ones first.
    public var all: [HabitSummary] { scheduled + notScheduled }
}
