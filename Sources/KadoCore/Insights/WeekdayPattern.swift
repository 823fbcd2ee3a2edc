import Foundation

/// On which weekdays a habit is met most and least, and whether the difference is more than
/// chance: a chi-square test of "the same share every weekday" over its counted days, the days
/// discounted for streaks, and the false-discovery control across every habit tested.
public struct WeekdayPattern: Hashable, Sendable {
    /// The habit.
    public let habitID: UUID
    /// The share of counted days met, per weekday that had counted days, in calendar order
    /// (Sunday first).
    public let shares: [WeekdayShare]
    /// The p-value of "every weekday alike"; `nil` when the counts are too small to test.
    public let pValue: Double?
    /// Whether the weekdays differ by more than chance, after the control across habits.
    public let isFinding: Bool

    /// The weekday with the highest share, and the one with the lowest.
    public var best: WeekdayShare? { shares.max { $0.share.value < $1.share.value } }
    /// See ``best``.
    public var worst: WeekdayShare? { shares.min { $0.share.value < $1.share.value } }

    /// Tests every habit of `series` and marks the findings under `control`.
    public static func find(
        in series: [InsightSeries], control: FalseDiscoveryControl = FalseDiscoveryControl()
    ) -> [WeekdayPattern] {
        let tested = series.map { test($0) }
        let threshold = control.threshold(for: tested.compactMap(\.pValue))
        return zip(series, tested).map { habit, result in
            WeekdayPattern(
                habitID: habit.habitID, shares: result.shares, pValue: result.pValue,
                isFinding: result.pValue.map { p in threshold.map { p <= $0 } ?? false } ?? false)
        }
    }

    /// The shares and the p-value of one habit.
    static func test(_ series: InsightSeries) -> (shares: [WeekdayShare], pValue: Double?) {
        var counted = [Int](repeating: 0, count: 7)
        var met = [Int](repeating: 0, count: 7)
        for index in 0..<series.dayCount {
            let day = series.day(index)
            guard day.counted else { continue }
            let slot = series.first.adding(days: index).weekday.rawValue - 1
            counted[slot] += 1
            if day.met { met[slot] += 1 }
        }
        let shares = (0..<7).compactMap { slot in
            Proportion(successes: met[slot], trials: counted[slot]).map {
                WeekdayShare(weekday: Weekday(rawValue: slot + 1) ?? .sunday, share: $0)
            }
        }
        let n = Double(counted.reduce(0, +))
        let overall = Double(met.reduce(0, +)) / max(n, 1)
        // The chi-square approximation needs every expected count at 5 or more.
        guard shares.count >= 2,
            shares.allSatisfy({ Double($0.share.trials) * min(overall, 1 - overall) >= 5 })
        else { return (shares, nil) }
        let statistic = shares.reduce(0.0) { sum, day in
            let expected = Double(day.share.trials) * overall
            let deviation = Double(day.share.successes) - expected
            return sum + deviation * deviation / (expected * (1 - overall))
        }
        // Days a week apart are correlated by ρ⁷ under a first-order autoregressive streak model.
        let rho = pow(min(0.9, max(0, series.dayToDayCorrelation)), 7)
        let factor = (1 + rho) / (1 - rho)
        return (shares, ChiSquare.upperTail(statistic / factor, degreesOfFreedom: shares.count - 1))
    }
}
