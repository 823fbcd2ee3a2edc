import KadoCore

/// The spans the detail screen's charts switch between (`?range=`): the last 30 days day by day,
/// the last 26 weeks, the last 24 months, or every year of the habit.
enum ChartRange: String, CaseIterable, Sendable {
    case day, week, month, year

    /// The range the screen opens with.
    static let standard = ChartRange.week

    /// How many periods the chart shows (years: as many as the history has).
    var periodCount: Int? {
        switch self {
        case .day: 30
        case .week: 26
        case .month: 24
        case .year: nil
        }
    }

    /// The periods ending with the one that contains `today`, oldest first. Years begin with the
    /// year of `firstDay` (the habit's first scored day), or this year without one.
    func slots(endingOn today: LogicalDay, weekStart: Weekday, firstDay: LogicalDay? = nil) -> [ChartSlot] {
        let all = allSlots(endingOn: today, weekStart: weekStart, firstDay: firstDay)
        // A young habit's chart starts near its first day rather than on months of nothing,
        // keeping a few periods so the line still has room.
        guard let firstDay else { return all }
        let minimum = 6
        let unused = all.prefix { $0.end < firstDay }.count
        return Array(all.dropFirst(min(unused, max(0, all.count - minimum))))
    }

    private func allSlots(endingOn today: LogicalDay, weekStart: Weekday, firstDay: LogicalDay?) -> [ChartSlot] {
        switch self {
        case .day:
            return (0..<30).reversed().map { ChartSlot(day: today.adding(days: -$0)) }
        case .week:
            let current = today.startOfWeek(startingOn: weekStart)
            return (0..<26).reversed().map {
                let start = current.adding(days: -7 * $0)
                return ChartSlot(start: start, end: start.adding(days: 6))
            }
        case .month:
            return (0..<24).reversed().compactMap { Self.month(today, offset: -$0).map(ChartSlot.month) }
        case .year:
            let firstYear = min(firstDay?.year ?? today.year, today.year)
            return (firstYear...today.year).compactMap { year in
                guard let start = LogicalDay(year: year, month: 1, day: 1),
                    let end = LogicalDay(year: year, month: 12, day: 31)
                else { return nil }
                return ChartSlot(start: start, end: end)
            }
        }
    }

    /// The days the chart needs scores for: from the first period's start through `today`;
    /// `nil` (the whole history) for years.
    func scoreRange(endingOn today: LogicalDay, weekStart: Weekday) -> DayRange? {
        guard self != .year, let first = slots(endingOn: today, weekStart: weekStart).first else { return nil }
        // A first period that starts after today gives no range: nil, the whole history, is scored instead.
        return try? DayRange(from: first.start, through: today)
    }

    /// The first day of the month `offset` months from `day`'s month.
    static func month(_ day: LogicalDay, offset: Int) -> LogicalDay? {
        let index = day.year * 12 + (day.month - 1) + offset
        return LogicalDay(year: index / 12, month: index % 12 + 1, day: 1)
    }
}
