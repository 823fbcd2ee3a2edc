/// One cell of the Overview grid or of a month calendar: what a day looks like for one habit.
public enum DayCell: Hashable, Sendable {
    /// After today: nothing to show yet.
    case future
    /// The schedule did not ask for the habit and nothing was logged (also before the habit's
    /// start and after its archive day).
    case notDue
    /// A day the score counts, with its value v(D) in 0…1.
    case scored(Double)
    /// A day the schedule did not ask for but on which something was logged, with its value.
    case offSchedule(Double)
    /// A day excused by a skip or a pause.
    case skipped

    /// The day's value when the cell has one.
    public var value: Double? {
        switch self {
        case .scored(let value), .offSchedule(let value): value
        case .future, .notDue, .skipped: nil
        }
    }
}
