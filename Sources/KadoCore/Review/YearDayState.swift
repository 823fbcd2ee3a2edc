/// What one day of a year in review looks like for one habit: the cell of its year heatmap.
///
/// Finer than ``DayCell``: a review says why a day counted for nothing (a single skipped day or a
/// pause, before the habit began), and a today not yet done is not over rather than missed.
public enum YearDayState: String, Hashable, Sendable, CaseIterable, Codable {
    /// Due, and fully done (the target reached, no slip, within the limit).
    case done
    /// Due, some progress short of the target (a counter or a timer).
    case partly
    /// Due and not done, or failed (a slip, over a limit).
    case missed
    /// Not due, but done anyway: shown, not counted.
    case extra
    /// Not due (and nothing done), or after the habit's archive day.
    case notDue
    /// Excused by a single skipped day.
    case skipped
    /// Excused by a pause (a skip over several days).
    case paused
    /// Before the habit began (its effective start).
    case beforeStart
    /// Not over: today when not yet done, and the days after it.
    case notOver

    /// Whether the day counts toward the share of due days done (``done``, ``partly``, ``missed``).
    public var isDue: Bool {
        switch self {
        case .done, .partly, .missed: true
        case .extra, .notDue, .skipped, .paused, .beforeStart, .notOver: false
        }
    }
}
