import Foundation
import KadoCore

/// A year in review (issue 40): each habit's year and the whole year's summary — what
/// `kado review`, the Year page and `GET /api/review` show.
public struct YearReview: Sendable {
    /// The year.
    public let year: Int
    /// Today: the current year is reviewed so far, up to it.
    public let today: LogicalDay
    /// The person's first day of the week: the heatmaps' first row.
    public let weekStart: Weekday
    /// The years with history, from the first one a habit has a day in to the current one.
    public let years: ClosedRange<Int>
    /// The habits with days in the year (archived ones too), in the list's order, archived last.
    public let habits: [Habit]
    /// Each habit's year, in ``habits``' order.
    public let habitYears: [HabitYear]
    /// The whole year.
    public let summary: YearSummary

    /// Whether the year is the current one, reviewed so far.
    public var isSoFar: Bool { year == today.year }

    /// The last day reviewed: today in the current year, else 31 December.
    public var lastDay: LogicalDay {
        isSoFar ? today : LogicalDay(year: year, month: 12, day: 31) ?? today
    }

    /// The year before, when it has history.
    public var previousYear: Int? { years.contains(year - 1) ? year - 1 : nil }

    /// The year after, when it has history.
    public var nextYear: Int? { years.contains(year + 1) ? year + 1 : nil }

    /// The habit with `id` among those reviewed.
    public func habit(_ id: UUID) -> Habit? { habits.first { $0.id == id } }

    /// The grid the heatmaps share.
    public var grid: YearHeatmapGrid { YearHeatmapGrid(year: year, weekStart: weekStart) }
}
