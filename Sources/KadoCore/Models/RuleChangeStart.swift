/// From when a change of a habit's terms (schedule, target or limit, score model) holds: the
/// answer to "From when?" that every front end asks.
public enum RuleChangeStart: Hashable, Sendable {
    /// Over the whole history: every version takes the change, as an edit always did.
    case wholeHistory
    /// From this day on: the days before keep the terms they were judged by.
    case day(LogicalDay)
}
