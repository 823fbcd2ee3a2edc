import Foundation
import KadoCore

/// The instants at which calendar days begin in one time zone, each worked out by the calendar
/// once and kept: whether a record's instant falls on its own day is asked for every record of
/// an export, and the days of one history repeat across its habits.
final class DayWindows {
    /// The boundary whose (midnight-started) days these are.
    let boundary: DayBoundary
    private var starts: [Int: Date] = [:]

    init(boundary: DayBoundary) {
        self.boundary = boundary
    }

    /// The first instant of `day`.
    func start(of day: LogicalDay) -> Date {
        if let known = starts[day.dayNumber] { return known }
        // A bound on what is kept: ten thousand days are 27 years.
        if starts.count > 10_000 { starts.removeAll(keepingCapacity: true) }
        let start = boundary.start(of: day)
        starts[day.dayNumber] = start
        return start
    }

    /// Whether `instant` falls on `day`: ``DayBoundary/logicalDay(containing:)`` is `day`.
    func contains(_ instant: Date, on day: LogicalDay) -> Bool {
        guard boundary.startHour == 0, day.isSupported else { return boundary.logicalDay(containing: instant) == day }
        return start(of: day) <= instant && instant < start(of: day.adding(days: 1))
    }
}
