import Foundation
import Testing

@testable import KadoCore

/// The statistics behind the insights, against published reference values.
@Suite("Insights: the statistics")
struct InsightStatisticsTests {
    /// Wilson intervals (Newcombe 1998, "Two-sided confidence intervals for the single proportion",
    /// table I, method 3) — rounded to 4 places as published.
    @Test(
        "Wilson's interval",
        arguments: [
            (81, 263, 0.2553, 0.3662), (15, 148, 0.0624, 0.1605), (0, 20, 0.0, 0.1611), (1, 29, 0.0061, 0.1718),
        ])
    func wilson(successes: Int, trials: Int, lower: Double, upper: Double) throws {
        let interval = try #require(Proportion(successes: successes, trials: trials)).wilsonInterval()
        #expect(abs(interval.lowerBound - lower) < 0.00006)
        #expect(abs(interval.upperBound - upper) < 0.00006)
    }

    /// Newcombe's hybrid score interval for a difference (Newcombe 1998, "Interval estimation for
    /// the difference between independent proportions", table II, method 10).
    @Test(
        "Newcombe's interval of a difference",
        arguments: [
            (56, 70, 48, 80, 0.0524, 0.3339), (9, 10, 3, 10, 0.1705, 0.8090),
            (5, 56, 0, 29, -0.0381, 0.1926), (0, 10, 0, 20, -0.1611, 0.2775), (10, 10, 0, 20, 0.6791, 1.0),
        ])
    func newcombe(x1: Int, n1: Int, x2: Int, n2: Int, lower: Double, upper: Double) throws {
        let difference = ProportionDifference(
            try #require(Proportion(successes: x1, trials: n1)), try #require(Proportion(successes: x2, trials: n2)))
        let interval = difference.interval()
        #expect(abs(interval.lowerBound - lower) < 0.00006, "\(interval)")
        #expect(abs(interval.upperBound - upper) < 0.00006, "\(interval)")
    }

    @Test("proportions refuse counts that make no share", arguments: [(0, 0), (3, 2), (-1, 4)])
    func refused(successes: Int, trials: Int) {
        #expect(Proportion(successes: successes, trials: trials) == nil)
    }

    /// The chi-square distribution's 5 % and 1 % critical values (any statistics table).
    @Test(
        "chi-square tails",
        arguments: [
            (3.841_459, 1, 0.05), (6.634_897, 1, 0.01), (5.991_465, 2, 0.05), (11.070_50, 5, 0.05),
            (12.591_59, 6, 0.05), (16.811_89, 6, 0.01), (0.210_721, 2, 0.9), (1.635_383, 6, 0.95),
        ])
    func chiSquare(statistic: Double, degreesOfFreedom: Int, tail: Double) {
        #expect(abs(ChiSquare.upperTail(statistic, degreesOfFreedom: degreesOfFreedom) - tail) < 1e-6)
    }

    @Test("a chi-square tail is 1 at 0 and 0 at infinity")
    func chiSquareEnds() {
        #expect(ChiSquare.upperTail(0, degreesOfFreedom: 3) == 1)
        #expect(ChiSquare.upperTail(.infinity, degreesOfFreedom: 1) == 0)
    }

    /// Benjamini–Yekutieli: the k-th smallest p-value against k · q / (m · H(m)).
    @Test("the false-discovery control steps up to the largest p-value under its line")
    func stepUp() {
        let control = FalseDiscoveryControl(rate: 0.05)
        // m = 10, H(10) = 2.928968…: the line is k × 0.0017071.
        #expect(control.threshold(for: [0.001, 0.008, 0.039, 0.041, 0.042, 0.06, 0.074, 0.205, 0.212, 0.216]) == 0.001)
        // m = 4, H(4) = 2.0833…: the line is k × 0.006. Step-up: the second p-value is above its
        // line (0.012) but the third is under its own (0.018), so both are findings.
        #expect(control.threshold(for: [0.0125, 0.0059, 0.017, 0.9]) == 0.017)
        #expect(control.threshold(for: [0.007, 0.013, 0.019, 0.025]) == nil)
        #expect(control.threshold(for: []) == nil)
        #expect(abs(FalseDiscoveryControl.harmonic(10) - 2.928_968_253_968_254) < 1e-12)
        #expect(abs(FalseDiscoveryControl.harmonic(2_000_000) - (log(2_000_000.0) + 0.577_215_664_901_532_9)) < 1e-6)
    }

    /// The Cochran–Mantel–Haenszel statistic, on tables worked by hand.
    @Test("the Mantel–Haenszel statistic removes an association the strata explain")
    func mantelHaenszel() throws {
        // Two weekdays: within each, x and y are independent (the same share of y with and
        // without x), but y is common on the first and rare on the second, as is x.
        let strata = [
            StratifiedTable.Counts(days: 50, withCondition: 40, withOutcome: 40, withBoth: 32),
            StratifiedTable.Counts(days: 50, withCondition: 10, withOutcome: 10, withBoth: 2),
        ]
        let table = StratifiedTable(strata: strata)
        #expect(try #require(table.mantelHaenszelStatistic) == 0)
        // Pooled, the same days look strongly associated.
        let pooled = try #require(AssociationSearch.difference(table.pooled))
        #expect(abs(pooled.value - 0.36) < 1e-12)
        // Within the strata, an association shows: the hand-computed statistic.
        let associated = StratifiedTable(strata: [
            StratifiedTable.Counts(days: 20, withCondition: 10, withOutcome: 10, withBoth: 8),
            StratifiedTable.Counts(days: 20, withCondition: 10, withOutcome: 10, withBoth: 7),
        ])
        // E = 5 + 5, V = 2 × (10·10·10·10)/(400·19), (|15 − 10| − 0.5)² / V = 20.25 / 2.6316 = 7.695
        #expect(abs(try #require(associated.mantelHaenszelStatistic) - 7.695) < 0.001)
    }

    @Test("streaks discount the evidence, never add to it")
    func streakFactor() {
        #expect(AssociationSearch.streakFactor(0, 0.8) == 1)
        #expect(AssociationSearch.streakFactor(-0.5, 0.5) == 1)
        #expect(abs(AssociationSearch.streakFactor(0.5, 0.5) - 1.25 / 0.75) < 1e-12)
        #expect(abs(AssociationSearch.streakFactor(1, 1) - 19) < 1e-9)
    }

    @Test("day sets shift by a day across words and count within masks")
    func dayBits() {
        var bits = DayBits(count: 130)
        for index in [0, 63, 64, 127, 129] { bits[index] = true }
        let shifted = bits.shiftedOneDayLater()
        #expect((0..<130).filter { shifted[$0] } == [1, 64, 65, 128])
        let masks = DayBits.weekdayMasks(count: 130, firstSlot: 0)
        #expect(masks.map(\.population).reduce(0, +) == 130)
        #expect(bits.population(and: masks[0]) == 2)  // days 0 and 63
        #expect(bits.population(and: shifted, and: masks[1]) == 1)  // day 64
    }
}
