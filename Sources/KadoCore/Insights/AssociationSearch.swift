import Foundation

/// Every pair of habits tested for "what goes with what", honestly:
///
/// - only the days both habits counted (due, not skipped, not paused), and only pairs with at least
///   ``minimumDays`` of them and counts large enough for the test (Mantel–Fleiss);
/// - within weekdays of the same two months (Cochran–Mantel–Haenszel, ``StratifiedTable``), so
///   that a shared weekly rhythm or season is not a finding;
/// - with the evidence of the days discounted for streaks: two habits that each look like their
///   day before carry fewer independent days than they have (Bartlett's variance of a correlation
///   between two autocorrelated series, with each habit's lag-1 correlation);
/// - the same day (A and B) and the next day (A, then B the day after, both ways round);
/// - and, across every test made, a false-discovery control valid under any dependence
///   (``FalseDiscoveryControl``, Benjamini–Yekutieli at 5 %): a pair is a finding only when it
///   survives it, and its 95 % interval of the difference (over all its days, as a person reads
///   it) lies on the side of 0 the strata point to.
///
/// Cost: with h habits and a window of w days, 3 · h(h − 1)/2 tests of 7 · ⌈w / 64⌉ words each,
/// two passes (p-values, then the findings' details). The tests grow as the square of the habits,
/// so at most ``maximumHabits`` are compared: those counted on the most days of the window (the
/// most evidence), ties to the earlier in the list; the report says how many were left out.
public struct AssociationSearch: Sendable {
    /// The fewest shared days a pair is tested on.
    public static let minimumDays = 28
    /// The most habits compared in pairs: 300 make 44,850 pairs and 134,550 tests, a fraction of
    /// a second; 1,000 would make 1.5 million, seconds (see BENCHMARKS.md).
    public static let maximumHabits = 300

    /// The control across every test made.
    public let control: FalseDiscoveryControl

    /// A search under `control`.
    public init(control: FalseDiscoveryControl = FalseDiscoveryControl()) {
        self.control = control
    }

    /// Tests every pair of `series` (all over the same window) and reports the findings; of more
    /// than `maximumHabits` series, only the `maximumHabits` counted on the most days.
    public func run(_ all: [InsightSeries], maximumHabits: Int = maximumHabits) -> AssociationReport {
        let series = Self.compared(all, maximumHabits: maximumHabits)
        let leftOut = all.count - series.count
        guard let window = series.first else {
            return AssociationReport(
                pairs: 0, tests: 0, tooFewDays: 0, findings: [], control: control, habitsLeftOut: leftOut)
        }
        precondition(
            series.allSatisfy { $0.first == window.first && $0.dayCount == window.dayCount },
            "every series covers the same window")
        let weekdays = DayBits.weekdayMasks(count: window.dayCount, firstSlot: 0)
        let yesterday = series.map { (counted: $0.counted.shiftedOneDayLater(), met: $0.met.shiftedOneDayLater()) }
        // First pass: one p-value per test the counts allow, and which test it was.
        var pValues: [Double] = []
        var keys: [TestKey] = []
        var tooFew = 0
        for outcome in series.indices {
            for condition in series.indices where condition != outcome {
                for lag in HabitAssociation.Lag.allCases {
                    // The same day is one test per pair: A with B, and B with A, are the same table.
                    if lag == .sameDay && condition > outcome { continue }
                    let key = TestKey(condition: condition, outcome: outcome, lag: lag)
                    switch test(key, series: series, yesterday: yesterday, weekdays: weekdays) {
                    case .tooFewDays: tooFew += 1
                    case .untestable: break
                    case .tested(let p, _):
                        pValues.append(p)
                        keys.append(key)
                    }
                }
            }
        }
        // Second pass: the details of the tests under the threshold.
        var findings: [HabitAssociation] = []
        if let threshold = control.threshold(for: pValues) {
            for (key, p) in zip(keys, pValues) where p <= threshold {
                guard case .tested(_, let table) = test(key, series: series, yesterday: yesterday, weekdays: weekdays),
                    let difference = Self.difference(table.pooled)
                else { continue }
                let interval = difference.interval()
                let agrees = table.direction > 0 ? interval.lowerBound > 0 : interval.upperBound < 0
                guard agrees else { continue }
                findings.append(
                    HabitAssociation(
                        condition: series[key.condition].habitID, outcome: series[key.outcome].habitID, lag: key.lag,
                        difference: difference, pValue: p, isFinding: true))
            }
        }
        findings.sort { abs($0.difference.value) > abs($1.difference.value) }
        let pairs = series.count * (series.count - 1) / 2
        return AssociationReport(
            pairs: pairs, tests: pValues.count, tooFewDays: tooFew, findings: findings, control: control,
            habitsLeftOut: leftOut)
    }

    /// The series compared: all of them when there are at most `maximumHabits`, else the
    /// `maximumHabits` counted on the most days (ties to the earlier), kept in their order.
    static func compared(_ series: [InsightSeries], maximumHabits: Int) -> [InsightSeries] {
        guard series.count > maximumHabits else { return series }
        let counted = series.map(\.counted.population)
        let kept = series.indices.sorted { counted[$0] != counted[$1] ? counted[$0] > counted[$1] : $0 < $1 }
            .prefix(max(0, maximumHabits)).sorted()
        return kept.map { series[$0] }
    }

    /// One pair of habits and a lag: the habits' indices.
    struct TestKey: Hashable {
        let condition: Int
        let outcome: Int
        let lag: HabitAssociation.Lag
    }

    /// What a test gave.
    enum TestResult {
        /// Fewer than ``minimumDays`` shared days.
        case tooFewDays
        /// Enough days, but one habit was (nearly) always or never met on them: nothing to compare.
        case untestable
        /// A p-value and the table behind it.
        case tested(Double, StratifiedTable)
    }

    /// The stratified, streak-discounted test of `key`.
    func test(
        _ key: TestKey, series: [InsightSeries], yesterday: [(counted: DayBits, met: DayBits)], weekdays: [DayBits]
    ) -> TestResult {
        let outcome = series[key.outcome]
        let condition = series[key.condition]
        let (conditionCounted, conditionMet) =
            key.lag == .sameDay ? (condition.counted, condition.met) : yesterday[key.condition]
        guard conditionCounted.population(and: outcome.counted) >= Self.minimumDays else { return .tooFewDays }
        let table = StratifiedTable(
            condition: conditionMet, outcome: outcome.met, counted: (conditionCounted, outcome.counted),
            weekdays: weekdays)
        guard table.meetsMantelFleiss, let statistic = table.mantelHaenszelStatistic else { return .untestable }
        let p = ChiSquare.upperTail(
            statistic / Self.streakFactor(condition.dayToDayCorrelation, outcome.dayToDayCorrelation),
            degreesOfFreedom: 1)
        return .tested(p, table)
    }

    /// How many times larger the variance of an association is between two series that each
    /// follow their day before with correlations `first` and `second` than between independent
    /// days: (1 + ρ)/(1 − ρ) with ρ = first · second (Bartlett, for two first-order autoregressive
    /// series), never less than 1 and ρ at most 0.9.
    static func streakFactor(_ first: Double, _ second: Double) -> Double {
        let rho = min(0.9, max(0, first * second))
        return (1 + rho) / (1 - rho)
    }

    /// B's share with A against without it, from the pooled table; `nil` when either side is empty.
    static func difference(_ pooled: StratifiedTable.Counts) -> ProportionDifference? {
        let without = pooled.days - pooled.withCondition
        guard
            let with = Proportion(successes: pooled.withBoth, trials: pooled.withCondition),
            let other = Proportion(successes: pooled.withOutcome - pooled.withBoth, trials: without)
        else { return nil }
        return ProportionDifference(with, other)
    }
}
