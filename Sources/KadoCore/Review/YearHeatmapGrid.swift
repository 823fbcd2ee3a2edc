/// Where each day of a year sits in a heatmap of weeks: one column a week, one row a weekday, the
/// first row the person's first day of the week. Shared by the SVG picture and the page.
public struct YearHeatmapGrid: Hashable, Sendable {
    /// 1 January of the year.
    public let first: LogicalDay
    /// The number of days in the year (365 or 366).
    public let dayCount: Int
    /// The weekday of the first row.
    public let weekStart: Weekday

    /// The grid of `year` with weeks starting on `weekStart`.
    public init(year: Int, weekStart: Weekday) {
        first = LogicalDay(year: year, month: 1, day: 1) ?? LogicalDay(dayNumber: 0)
        dayCount = LogicalDay.isLeapYear(year) ? 366 : 365
        self.weekStart = weekStart
    }

    /// The row of 1 January: how many days after the week's start it falls.
    private var offset: Int { first.startOfWeek(startingOn: weekStart).days(to: first) }

    /// The column (week) and row (weekday, 0 for `weekStart`) of the year's day `index`.
    public func cell(ofDay index: Int) -> (column: Int, row: Int) {
        let position = offset + index
        return (position / 7, position % 7)
    }

    /// The number of columns: 53, or 54 when a leap year starts on the week's last day.
    public var columnCount: Int { (offset + dayCount + 6) / 7 }

    /// The weekday of each row, from the first.
    public var rowWeekdays: [Weekday] {
        (0..<7).map { first.startOfWeek(startingOn: weekStart).adding(days: $0).weekday }
    }

    /// The column in which each month's first day falls, January first.
    public var monthColumns: [Int] {
        (1...12).map { month in
            let day = LogicalDay(year: first.year, month: month, day: 1) ?? first
            return cell(ofDay: first.days(to: day)).column
        }
    }
}
