/// How a habit went over one week, month or year.
public struct PeriodSummary: Hashable, Sendable {
    /// The first day of the period.
    public let start: LogicalDay
    /// Days the score counted in the period (up to today).
    public let countedDays: Int
    /// Counted days that were done.
    public let doneDays: Int
    /// The sum of the counted days' values v(D): a counter at 6 of 8 adds 0.75.
    public let valueTotal: Double
    /// The sum of the period's record values (units, seconds, yes records or slips).
    public let amount: Double
    /// Days in the period with at least one positive record.
    public let daysWithRecords: Int

    /// The share of the counted days' value achieved, 0…1 (0 when no day was counted).
    public var completionRate: Double {
        countedDays > 0 ? valueTotal / Double(countedDays) : 0
    }
}
