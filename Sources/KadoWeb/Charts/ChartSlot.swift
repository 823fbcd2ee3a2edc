import KadoCore

/// One period of a chart: a day, a week, a month or a year.
struct ChartSlot: Hashable, Sendable {
    /// The first day.
    let start: LogicalDay
    /// The last day (may be after today for the current period).
    let end: LogicalDay

    /// A one-day period.
    init(day: LogicalDay) {
        self.init(start: day, end: day)
    }

    /// The period from `start` through `end`.
    init(start: LogicalDay, end: LogicalDay) {
        self.start = start
        self.end = end
    }

    /// The month that begins on `start`.
    static func month(_ start: LogicalDay) -> ChartSlot {
        ChartSlot(start: start, end: start.adding(days: LogicalDay.daysInMonth(start.month, year: start.year) - 1))
    }

    /// The day whose score stands for the period: its last day, or `today` while it runs.
    func sampleDay(today: LogicalDay) -> LogicalDay { min(end, today) }

    /// Whether `day` falls in the period.
    func contains(_ day: LogicalDay) -> Bool { start <= day && day <= end }
}
