import Foundation

/// One habit's days within the insights' window, as the insights read them: which days counted
/// (due, not skipped, not paused: the days the score counts) and which of those met the habit (a
/// yes, the target reached, no slip, within the limit — ``DayOutcome/met``).
public struct InsightSeries: Sendable {
    /// The habit.
    public let habitID: UUID
    /// The first day of the window; the series' day `i` is `first + i`.
    public let first: LogicalDay
    /// The days that counted.
    let counted: DayBits
    /// The counted days that met the habit.
    let met: DayBits
    /// The lag-1 autocorrelation of the met days over consecutive counted days, 0 when it cannot
    /// be measured: how much a day looks like the day before (streaks), which makes days count for
    /// less evidence than independent ones.
    let dayToDayCorrelation: Double

    /// The series of a habit of `kind` from its cells (``HabitTimeline/cells(from:through:asOf:)``)
    /// over a window starting on `first`: a `.scored` cell counts, and is met when its value
    /// makes the day ``DayOutcome/met``.
    public init(habitID: UUID, kind: HabitTypeKind, first: LogicalDay, cells: [DayCell]) {
        var counted = DayBits(count: cells.count)
        var met = DayBits(count: cells.count)
        for (index, cell) in cells.enumerated() {
            guard case .scored(let value) = cell else { continue }
            counted[index] = true
            if DayOutcome(kind: kind, value: value) == .met { met[index] = true }
        }
        self.init(habitID: habitID, first: first, counted: counted, met: met)
    }

    init(habitID: UUID, first: LogicalDay, counted: DayBits, met: DayBits) {
        self.habitID = habitID
        self.first = first
        self.counted = counted
        self.met = met
        dayToDayCorrelation = Self.lagOneCorrelation(counted: counted, met: met)
    }

    /// The number of days in the window.
    public var dayCount: Int { counted.count }

    /// The number of days that counted.
    public var countedDays: Int { counted.population }

    /// The number of counted days that met the habit.
    public var metDays: Int { met.population }

    /// Whether day `index` of the window counted, and whether it was met.
    public func day(_ index: Int) -> (counted: Bool, met: Bool) { (counted[index], met[index]) }

    /// Pearson's correlation between "met on day t − 1" and "met on day t" over the days t where
    /// both days counted.
    private static func lagOneCorrelation(counted: DayBits, met: DayBits) -> Double {
        let pairs = counted.shiftedOneDayLater().intersection(counted)
        let before = met.shiftedOneDayLater()
        let n = Double(pairs.population)
        let u = Double(before.intersection(pairs).population)
        let v = Double(met.intersection(pairs).population)
        let uv = Double(before.intersection(met).intersection(pairs).population)
        let denominator = ((n * u - u * u) * (n * v - v * v)).squareRoot()
        guard n >= 2, denominator > 0 else { return 0 }
        return (n * uv - u * v) / denominator
    }
}
