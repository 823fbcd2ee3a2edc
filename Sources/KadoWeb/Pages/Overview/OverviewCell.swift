import KadoApp
import KadoCore

/// One day of a habit's row as the Overview draws it: the day's cell, except that a day before
/// the habit's schedule began is "before this habit", not a day it was not scheduled.
enum OverviewCell: Equatable {
    case day(DayCell)
    case beforeStart
    /// A slip, or an at-most habit over its limit (``DayOutcome/failed``): drawn as a failure,
    /// never as a tint of progress (3 of at most 2 has v(D) = 0.5), as `✗` on the command line.
    case failed(offSchedule: Bool)

    init(_ cell: DayCell, on day: LogicalDay, summary: HabitSummary?, kind: HabitTypeKind) {
        if cell == .notDue, let summary, day < summary.firstScheduledDay {
            self = .beforeStart
        } else if DayOutcome(cell, kind: kind) == .failed {
            if case .offSchedule = cell {
                self = .failed(offSchedule: true)
            } else {
                self = .failed(offSchedule: false)
            }
        } else {
            self = .day(cell)
        }
    }

    /// What the legend explains, in order; each swatch carries the class of the cells it stands for.
    static let legend: [(cell: OverviewCell, label: Phrase)] = [
        (.day(.scored(1)), .done), (.day(.scored(0.5)), .cellPartlyShort), (.day(.scored(0)), .cellMissed),
        (.failed(offSchedule: false), .cellFailed), (.day(.notDue), .cellNotDue), (.day(.skipped), .cellSkipped),
        (.beforeStart, .cellBeforeStart),
    ]

    /// `v0`…`v4` for a day's value (tinted in the habit's colour), `xf` failed, `nd` not due,
    /// `sk` skipped, `fu` future, `bs` before the habit; off-schedule days add `off`.
    var cssClass: String {
        switch self {
        case .beforeStart: "bs"
        case .failed(let offSchedule): offSchedule ? "xf off" : "xf"
        case .day(.future): "fu"
        case .day(.notDue): "nd"
        case .day(.skipped): "sk"
        case .day(.scored(let value)): "v\(Self.level(value))"
        case .day(.offSchedule(let value)): "v\(Self.level(value)) off"
        }
    }

    /// A value in 0…1 as one of five tints: 0 nothing, 4 complete.
    static func level(_ value: Double) -> Int {
        if value >= 1 { return 4 }
        if value >= 2.0 / 3 { return 3 }
        if value >= 1.0 / 3 { return 2 }
        return value > 0 ? 1 : 0
    }

    /// The day's state in words, for assistive technology. Today is not over: a habit not done
    /// on it yet is "Not done yet", never "Missed" (the streak's grace day).
    func state(of habit: Habit, isToday: Bool = false, t: Localizer) -> String {
        func outcome(_ value: Double) -> String {
            switch habit.type.kind {
            case .negative: return t(value >= 1 ? .cellNoSlip : .slipped)
            case .atMost: return t(value >= 1 ? .cellWithinLimit : .cellOverLimit)
            case .binary, .counter, .timer:
                if value >= 1 { return t(.done) }
                if value <= 0 { return t(isToday ? .cellNotDoneYet : .cellMissed) }
                return t(.cellPartly(t.percent(Int((value * 100).rounded()))))
            }
        }
        let failed = habit.type.kind == .negative ? t(.slipped) : t(.cellOverLimit)
        switch self {
        case .beforeStart: return t(.cellBeforeStart)
        case .failed(let offSchedule): return offSchedule ? failed + " (" + t(.cellNotDue).lowercased() + ")" : failed
        case .day(.future): return t(.cellUpcoming)
        case .day(.notDue): return t(.cellNotDue)
        case .day(.skipped): return t(.cellSkipped)
        case .day(.scored(let value)): return outcome(value)
        case .day(.offSchedule(let value)): return outcome(value) + " (" + t(.cellNotDue).lowercased() + ")"
        }
    }
}
