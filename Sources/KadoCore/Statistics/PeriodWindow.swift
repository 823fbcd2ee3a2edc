/// What a screen of a habit's last periods shows, from one walk (see
/// ``HabitTimeline/periodWindow(by:from:asOf:)``).
public struct PeriodWindow: Sendable {
    /// The summaries of the periods from the one holding the first day asked for to today's.
    public let summaries: [PeriodSummary]
    /// The score at the end of every day from the first day asked for through today.
    public let scores: [DailyScore]
    /// The habit as of today: what ``HabitTimeline/evaluate(asOf:)`` gives.
    public let evaluation: HabitEvaluation
}
