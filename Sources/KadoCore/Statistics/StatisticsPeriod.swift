/// The calendar periods statistics are grouped by.
public enum StatisticsPeriod: String, CaseIterable, Codable, Sendable {
    case week
    case month
    case year

    /// The first day of the period that contains `day`.
    public func start(of day: LogicalDay, weekStart: Weekday) -> LogicalDay {
        switch self {
        case .week: day.startOfWeek(startingOn: weekStart)
        case .month: day.startOfMonth
        case .year: day.startOfYear
        }
    }
}
