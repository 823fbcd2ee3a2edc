/// How a habit's day turned out, as every screen marks it: the one reading of a day's value that
/// Today, `show`'s calendar, the Overview, the full-screen grid, the widget and the web share.
///
/// A habit to avoid (negative) or kept under a limit (at most) fails a day for good: a slip, or
/// an amount over the limit, is not "some progress" (no later record can undo it), so such a day
/// is ``failed`` — `✗` — never ``partial``, whatever the value v(D) the score gives it (an at-most
/// habit at 3 of 2 has v(D) = 0.5 and is still over its limit).
public enum DayOutcome: String, Hashable, Sendable, CaseIterable {
    /// The day fully met the habit: a yes, the target reached, no slip, within the limit.
    case met
    /// Some progress toward a target, short of it (a counter or a timer only).
    case partial
    /// Nothing toward the target: not done (yet, for today).
    case notMet
    /// A slip, or over an at-most limit: failed for good.
    case failed

    /// The outcome of a day of a habit of `kind` whose value v(D) is `value`.
    public init(kind: HabitTypeKind, value: Double) {
        if value >= 1 {
            self = .met
            return
        }
        switch kind {
        case .negative, .atMost: self = .failed
        case .binary, .counter, .timer: self = value > 0 ? .partial : .notMet
        }
    }

    /// The outcome of `cell`'s day for a habit of `kind`; `nil` for a cell without a value
    /// (future, not due, skipped).
    public init?(_ cell: DayCell, kind: HabitTypeKind) {
        guard let value = cell.value else { return nil }
        self.init(kind: kind, value: value)
    }

    /// The one-column mark every text screen draws: `✓` met (Today, the widget), `◐` partial,
    /// `○` not met, `✗` failed. The calendars and grids draw a met day as `●` (see `DayMark`).
    public var mark: String {
        switch self {
        case .met: "✓"
        case .partial: "◐"
        case .notMet: "○"
        case .failed: "✗"
        }
    }
}

extension HabitEvaluation {
    /// How the evaluated day turned out so far (see ``DayOutcome``).
    public func outcome(for kind: HabitTypeKind) -> DayOutcome { DayOutcome(kind: kind, value: value) }
}
