import KadoCore

/// The check-in controls a habit's type allows: what a screen shows and what
/// ``CheckIn/refusal(for:)`` enforces, decided in this one place.
public enum CheckInStyle: Hashable, Sendable {
    /// Done or not: ``CheckIn/done``, ``CheckIn/undo``, ``CheckIn/toggle``.
    case yesNo
    /// A habit to avoid: a slip is logged with ``CheckIn/done`` (or toggled).
    case slip
    /// A number a day (units, or minutes for a timer): ``CheckIn/set(_:)``, ``CheckIn/add(_:)``;
    /// `step` is what one ``CheckIn/increase`` adds, in the unit people type (minutes for timers).
    case amount(step: Double)

    /// The style of `type`.
    public init(_ type: HabitType) {
        switch type {
        case .binary: self = .yesNo
        case .negative: self = .slip
        case .timer: self = .amount(step: 5)
        case .counter, .atMost: self = .amount(step: 1)
        }
    }

    /// Whether the style takes a value (counters, timers, at-most habits).
    public var takesValue: Bool {
        if case .amount = self { true } else { false }
    }
}
