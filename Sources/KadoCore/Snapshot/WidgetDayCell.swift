import Foundation

/// One cell of the matrix: the day's value v(D), not the score.
public enum WidgetDayCell: Codable, Hashable, Sendable {
    /// After the snapshot's day.
    case future
    /// Not asked for, nothing logged (a skipped day too, which Kadō's cells cannot tell).
    case notDue
    /// A counted day, with its value.
    case scored(Double)
    /// Logged on a day the schedule did not ask for, with its value.
    case offSchedule(Double)

    /// The cell for a day of the Overview grid.
    public init(_ cell: DayCell) {
        switch cell {
        case .future: self = .future
        case .notDue, .skipped: self = .notDue
        case .scored(let value): self = .scored(value)
        case .offSchedule(let value): self = .offSchedule(value)
        }
    }
}
