import Foundation

/// Two yes/no series over the same days — the condition (x: "A was done", that day or the day
/// before) and the outcome (y: "B was done") — compared within strata of alike days, then combined
/// (Cochran–Mantel–Haenszel).
///
/// A stratum is one weekday within one block of 64 days (about two months). Pooling every day
/// would let two habits that merely share a weekly rhythm (both done at the weekend) or a season
/// (both dropped in March) look related; within a stratum neither can.
///
/// Only the sums the test needs are kept, not the strata: a search makes millions of these.
struct StratifiedTable: Hashable, Sendable {
    /// The counts of one stratum, or of all days pooled: the days (n), those with x (r), with y
    /// (c), with both (a).
    struct Counts: Hashable, Sendable {
        var days = 0
        var withCondition = 0
        var withOutcome = 0
        var withBoth = 0
    }

    /// Every day's counts, pooled.
    private(set) var pooled = Counts()
    /// Σ a, Σ E[a], Σ Var[a] over the strata, and the lowest and highest Σ a the margins allow.
    private var observed = 0.0
    private var expected = 0.0
    private var variance = 0.0
    private var lowest = 0
    private var highest = 0

    /// Counts the days both series counted (`counted`), stratum by stratum: `weekdays` are the
    /// seven sets of the window's days falling on each weekday.
    init(condition: DayBits, outcome: DayBits, counted: (DayBits, DayBits), weekdays: [DayBits]) {
        for word in counted.0.words.indices {
            let both = counted.0.words[word] & counted.1.words[word]
            guard both != 0 else { continue }
            let x = condition.words[word] & both
            let y = outcome.words[word] & both
            let xy = x & y
            for mask in weekdays {
                let m = mask.words[word]
                add(
                    Counts(
                        days: (both & m).nonzeroBitCount, withCondition: (x & m).nonzeroBitCount,
                        withOutcome: (y & m).nonzeroBitCount, withBoth: (xy & m).nonzeroBitCount))
            }
        }
    }

    /// The table of the given strata.
    init(strata: [Counts]) {
        for stratum in strata { add(stratum) }
    }

    private mutating func add(_ stratum: Counts) {
        guard stratum.days > 0 else { return }
        pooled.days += stratum.days
        pooled.withCondition += stratum.withCondition
        pooled.withOutcome += stratum.withOutcome
        pooled.withBoth += stratum.withBoth
        let n = Double(stratum.days)
        let r = Double(stratum.withCondition)
        let c = Double(stratum.withOutcome)
        observed += Double(stratum.withBoth)
        expected += r * c / n
        lowest += max(0, stratum.withCondition + stratum.withOutcome - stratum.days)
        highest += min(stratum.withCondition, stratum.withOutcome)
        if stratum.days >= 2 { variance += r * (n - r) * c * (n - c) / (n * n * (n - 1)) }
    }

    /// The Cochran–Mantel–Haenszel statistic with its continuity correction (chi-square with one
    /// degree of freedom when x and y are independent within each stratum), or `nil` when the
    /// strata carry no information (within every one, x or y is always or never there).
    var mantelHaenszelStatistic: Double? {
        guard variance > 0 else { return nil }
        let deviation = max(0, abs(observed - expected) - 0.5)
        return deviation * deviation / variance
    }

    /// Whether the counts are large enough for the chi-square approximation of
    /// ``mantelHaenszelStatistic`` (Mantel and Fleiss' criterion: Σ E[a] lies at least 5 from each
    /// end of the range the strata's margins allow Σ a).
    var meetsMantelFleiss: Bool {
        expected - Double(lowest) >= 5 && Double(highest) - expected >= 5
    }

    /// The sign of the association within strata: positive when x goes with more y than chance.
    var direction: Double { observed - expected }
}
