import Foundation

/// When in the day a habit gets done, from the clock time of each check-in made on the day it was
/// for (days filled in afterwards say nothing of the hour and are left out).
///
/// A description, not a test: there is no "not done at 8" to compare with. It is given only from
/// ``minimumCheckIns`` check-ins on, with each part of the day's share and its 95 % interval.
public struct CheckInHours: Hashable, Sendable {
    /// The fewest check-ins the hours are described from.
    public static let minimumCheckIns = 20

    /// A part of the day, by clock hours.
    public enum Part: String, Hashable, Sendable, CaseIterable, Codable {
        /// 00:00–05:59.
        case night
        /// 06:00–11:59.
        case morning
        /// 12:00–17:59.
        case afternoon
        /// 18:00–23:59.
        case evening

        /// The part holding clock hour `hour` (0–23).
        public init(hour: Int) {
            switch hour {
            case 6..<12: self = .morning
            case 12..<18: self = .afternoon
            case 18..<24: self = .evening
            default: self = .night
            }
        }

        /// The first clock hour of the part.
        public var firstHour: Int {
            switch self {
            case .night: 0
            case .morning: 6
            case .afternoon: 12
            case .evening: 18
            }
        }
    }

    /// The habit.
    public let habitID: UUID
    /// Check-ins per clock hour, 24 counts.
    public let hours: [Int]

    /// The hours of `habitID`'s check-ins, each 0–23 (others are ignored).
    public init(habitID: UUID, checkInHours: some Sequence<Int>) {
        self.habitID = habitID
        var hours = [Int](repeating: 0, count: 24)
        for hour in checkInHours where (0..<24).contains(hour) { hours[hour] += 1 }
        self.hours = hours
    }

    /// How many check-ins there are.
    public var checkIns: Int { hours.reduce(0, +) }

    /// Whether there are enough check-ins to describe.
    public var isDescribed: Bool { checkIns >= Self.minimumCheckIns }

    /// Each part of the day's share of the check-ins; `nil` without any.
    public var parts: [(part: Part, share: Proportion)]? {
        let total = checkIns
        guard total > 0 else { return nil }
        return Part.allCases.compactMap { part in
            let count = hours[part.firstHour..<part.firstHour + 6].reduce(0, +)
            return Proportion(successes: count, trials: total).map { (part, $0) }
        }
    }

    /// The clock hour with the most check-ins (the earliest of equals); `nil` without any.
    public var busiestHour: Int? {
        guard checkIns > 0 else { return nil }
        return hours.indices.max { hours[$0] < hours[$1] || (hours[$0] == hours[$1] && $0 > $1) }
    }

    /// What the front ends say of these hours: the part of the day with the largest share (the
    /// earliest of equals) and the busiest hour; `nil` with fewer than ``minimumCheckIns``.
    public var description: (part: Part, share: Proportion, busiestHour: Int)? {
        guard isDescribed, let parts, let busiestHour else { return nil }
        var top = parts[0]
        for entry in parts.dropFirst() where entry.share.value > top.share.value { top = entry }
        return (top.part, top.share, busiestHour)
    }

    /// The clock hour of `instant` by `boundary`'s time zone when the check-in was made on the day
    /// it is for (`day`, by the same boundary); `nil` for a day filled in afterwards or ahead.
    public static func hour(of instant: Date, recordedFor day: LogicalDay, boundary: DayBoundary) -> Int? {
        guard boundary.logicalDay(containing: instant) == day else { return nil }
        return boundary.calendar.component(.hour, from: instant)
    }
}
