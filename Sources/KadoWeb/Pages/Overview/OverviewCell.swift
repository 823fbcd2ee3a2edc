import KadoApp
import KadoCore

/// One day of a habit's row as the Overview draws it: the day's cell, except that a day before
/// the habit's schedule began is "before this habit", not a day it was not scheduled.
enum OverviewCell: Equatable {
    case day(DayCell)
    case beforeStart

    init(_ cell: DayCell, on day: LogicalDay, summary: HabitSummary?) {
        if cell == .notDue, let summary, day < summary.firstScheduledDay {
            self = .beforeStart
        } else {
            self = .day(cell)
        }
    }

    /// What the legend explains, in order; each swatch carries the class of the cells it stands for.
    static let legend: [(cell: OverviewCell, label: Phrase)] = [
        (.day(.scored(1)), .done), (.day(.scored(0.5)), .cellPartlyShort), (.day(.scored(0)), .cellMissed),
        (.day(.notDue), .cellNotDue), (.day(.skipped), .cellSkipped), (.beforeStart, .cellBeforeStart),
    ]

    /// `v0`…`v4` for a day's value (tinted in the habit's colour), `nd` not due, `sk` skipped,
    /// `fu` future, `bs` before the habit; off-schedule days add `off`.
    var cssClass: String {
        switch self {
        case .beforeStart: "bs"
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

    /// The day's state in words, for assistive technology.
    func state(of habit: Habit, t: Localizer) -> String {
        func outcome(_ value: Double) -> String {
            switch habit.type.kind {
            case .negative: return t(value >= 1 ? .cellNoSlip : .slipped)
            case .atMost: return t(value >= 1 ? .cellWithinLimit : .cellOverLimit)
            case .binary, .counter, .timer:
                if value >= 1 { return t(.done) }
                if value <= 0 { return t(.cellMissed) }
                return t(.cellPartly(t.percent(Int((value * 100).rounded()))))
            }
        }
        switch self {
        case .beforeStart: return t(.cellBeforeStart)
        case .day(.future): return t(.cellUpcoming)
        case .day(.notDue): return t(.cellNotDue)
        case .day(.skipped): return t(.cellSkipped)
        case .day(.scored(let value)): return outcome(value)
        case .day(.offSchedule(let value)): return outcome(value) + " (" + t(.cellNotDue).lowercased() + ")"
        }
    }
}
