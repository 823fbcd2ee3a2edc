import Foundation

/// Whether a habit's last 4 weeks are better or worse than the 12 before: the share of counted
/// days met in each, their difference with its 95 % interval (the days discounted for streaks),
/// and a finding only when it survives the false-discovery control across every habit tested.
public struct HabitTrend: Hashable, Sendable {
    /// Which way the last weeks went.
    public enum Direction: String, Hashable, Sendable, Codable {
        /// More days met, beyond chance.
        case better
        /// Fewer days met, beyond chance.
        case worse
        /// No change chance cannot explain.
        case steady
        /// Fewer than ``HabitTrend/minimumDays`` counted days in either period.
        case notEnoughDays
    }

    /// The days of the recent period, and of the one before it.
    public static let recentDays = 28
    /// See ``recentDays``.
    public static let earlierDays = 84
    /// The fewest counted days each period needs.
    public static let minimumDays = 7

    /// The habit.
    public let habitID: UUID
    /// The recent share against the earlier one; `nil` when a period had no counted day.
    public let difference: ProportionDifference?
    /// The p-value of "no change"; `nil` when not tested.
    public let pValue: Double?
    /// The verdict.
    public let direction: Direction

    /// The trend of every habit of `series`, over the last ``recentDays`` + ``earlierDays`` days
    /// of the window (shorter windows: what they hold), under `control` across habits.
    public static func find(
        in series: [InsightSeries], control: FalseDiscoveryControl = FalseDiscoveryControl()
    ) -> [HabitTrend] {
        let measured = series.map { measure($0) }
        let threshold = control.threshold(for: measured.compactMap(\.pValue))
        return zip(series, measured).map { habit, result in
            let direction: Direction
            if let difference = result.difference, let p = result.pValue {
                let found = threshold.map { p <= $0 } ?? false
                direction = found ? (difference.value > 0 ? .better : .worse) : .steady
            } else {
                direction = .notEnoughDays
            }
            return HabitTrend(
                habitID: habit.habitID, difference: result.difference, pValue: result.pValue, direction: direction)
        }
    }

    /// The two shares and the p-value of one habit.
    static func measure(_ series: InsightSeries) -> (difference: ProportionDifference?, pValue: Double?) {
        let end = series.dayCount
        let recentStart = max(0, end - recentDays)
        let earlierStart = max(0, recentStart - earlierDays)
        func share(_ range: Range<Int>) -> Proportion? {
            var counted = 0
            var met = 0
            for index in range {
                let day = series.day(index)
                if day.counted { counted += 1 }
                if day.counted && day.met { met += 1 }
            }
            return Proportion(successes: met, trials: counted)
        }
        guard let recent = share(recentStart..<end), let earlier = share(earlierStart..<recentStart) else {
            return (nil, nil)
        }
        let difference = ProportionDifference(recent, earlier)
        guard recent.trials >= minimumDays, earlier.trials >= minimumDays else { return (difference, nil) }
        // The two-proportion z test with the pooled share, its variance inflated for streaks.
        let pooled = Double(recent.successes + earlier.successes) / Double(recent.trials + earlier.trials)
        let variance = pooled * (1 - pooled) * (1 / Double(recent.trials) + 1 / Double(earlier.trials))
        guard variance > 0 else { return (difference, 1) }
        let rho = min(0.9, max(0, series.dayToDayCorrelation))
        let z = difference.value / (variance * (1 + rho) / (1 - rho)).squareRoot()
        return (difference, ChiSquare.upperTail(z * z, degreesOfFreedom: 1))
    }
}
