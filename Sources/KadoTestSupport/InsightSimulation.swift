import Foundation
import KadoCore

/// Simulated habits for the insights' tests and benchmarks: independent habits of every kind the
/// insights must not mistake for related (steady, weekly, streaky, drifting, weekdays only), and a
/// pair with a known next-day association.
public enum InsightSimulation {
    /// How a simulated habit is met and counted, day by day.
    public enum Kind: CaseIterable, Sendable {
        /// Each day met with the same chance.
        case steady
        /// More often at the weekend than in the week.
        case weekly
        /// Like its day before, mostly (streaks and breaks).
        case streaky
        /// Its chance drifts through the window (a resolution fading).
        case drifting
        /// Due on weekdays only, each met with the same chance.
        case weekdaysOnly
    }

    /// A habit of `kind` over `days` days from `first`, independent of every other, with its own
    /// random rates; a day in ten skipped or paused.
    public static func habit(
        _ kind: Kind, days: Int, first: LogicalDay, generator: inout SeededGenerator
    ) -> InsightSeries {
        let rate = 0.2 + 0.6 * generator.unit()
        let stay = 0.75 + 0.2 * generator.unit()
        var yesterday = generator.chance(rate)
        var cells = [DayCell](repeating: .notDue, count: days)
        for index in 0..<days {
            let weekday = first.adding(days: index).weekday
            let weekend = weekday == .saturday || weekday == .sunday
            if kind == .weekdaysOnly && weekend { continue }
            guard !generator.chance(0.1) else {
                cells[index] = .skipped
                continue
            }
            let done: Bool
            switch kind {
            case .steady, .weekdaysOnly: done = generator.chance(rate)
            case .weekly: done = generator.chance(weekend ? min(0.95, rate + 0.35) : max(0.05, rate - 0.15))
            case .streaky: done = generator.chance(stay) ? yesterday : !yesterday
            case .drifting: done = generator.chance(0.9 - 0.7 * Double(index) / Double(days))
            }
            yesterday = done
            cells[index] = .scored(done ? 1 : 0)
        }
        return InsightSeries(habitID: UUID(), kind: .binary, first: first, cells: cells)
    }

    /// `count` independent habits, each of a kind drawn from `kinds`.
    public static func habits(
        _ count: Int, of kinds: [Kind], days: Int, first: LogicalDay, generator: inout SeededGenerator
    ) -> [InsightSeries] {
        (0..<count).map { _ in
            habit(
                kinds[Int(generator.uniform(below: UInt64(kinds.count)))], days: days, first: first,
                generator: &generator)
        }
    }

    /// A planted pair over `days` days from `first`, every day counted: A met half the days; B met
    /// 80 % of the days after A was met, 30 % otherwise (a true next-day difference of 0.5).
    public static func plantedPair(
        days: Int, first: LogicalDay, generator: inout SeededGenerator
    ) -> (a: InsightSeries, b: InsightSeries) {
        var a = [DayCell](repeating: .notDue, count: days)
        var b = [DayCell](repeating: .notDue, count: days)
        var previous = false
        for index in 0..<days {
            let done = generator.chance(0.5)
            a[index] = .scored(done ? 1 : 0)
            b[index] = .scored(generator.chance(index > 0 && previous ? 0.8 : 0.3) ? 1 : 0)
            previous = done
        }
        return (
            InsightSeries(habitID: UUID(), kind: .binary, first: first, cells: a),
            InsightSeries(habitID: UUID(), kind: .binary, first: first, cells: b)
        )
    }
}
