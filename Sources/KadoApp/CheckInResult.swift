import KadoCore

/// What a check-in did, with the habit as it stands after it.
public struct CheckInResult: Hashable, Sendable {
    /// What was written (or why nothing was).
    public let outcome: CheckInOutcome
    /// The habit checked in.
    public let habit: Habit
    /// The day checked in (the first day, for a skip).
    public let day: LogicalDay
    /// The habit's summary as of today after the check-in, from the walk the check-in made.
    public let summary: HabitSummary
}
