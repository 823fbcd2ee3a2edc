import KadoCore

/// How a day of one habit is marked in the month calendar and the Overview grid.
public enum DayMark: Hashable, Sendable, CaseIterable {
    /// The day's value reached 1: `●`.
    case done
    /// Some progress, short of the target: `◐`.
    case partial
    /// A day that counted and was not done: `○`.
    case missed
    /// A slip, or an at-most habit over its limit (``DayOutcome/failed``): `✗`, as on Today.
    case failed
    /// A day excused by a skip: `–`.
    case skipped
    /// A day the schedule did not ask for: `·`.
    case notDue
    /// A day still to come: blank.
    case future

    /// The mark for a cell of a habit of `kind`: a scored or off-schedule day by its
    /// ``DayOutcome`` (the reading every screen shares), the others as they are.
    public init(_ cell: DayCell, kind: HabitTypeKind) {
        switch cell {
        case .future: self = .future
        case .notDue: self = .notDue
        case .skipped: self = .skipped
        case .scored(let value), .offSchedule(let value):
            switch DayOutcome(kind: kind, value: value) {
            case .met: self = .done
            case .partial: self = .partial
            case .notMet: self = .missed
            case .failed: self = .failed
            }
        }
    }

    /// The one-column symbol.
    public var symbol: String {
        switch self {
        case .done: "●"
        case .partial: "◐"
        case .missed: "○"
        case .failed: "✗"
        case .skipped: "–"
        case .notDue: "·"
        case .future: " "
        }
    }

    /// The symbol, coloured: done and partial days in the habit's colour, a failed day as a
    /// failure (as Today marks it), the rest faint.
    public func styled(_ style: OutputStyle, color: HabitColor) -> String {
        switch self {
        case .done, .partial: style.colored(symbol, color)
        case .failed: style.failure(symbol)
        case .missed, .skipped, .notDue: style.dim(symbol)
        case .future: symbol
        }
    }
}
