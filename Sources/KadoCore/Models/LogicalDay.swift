/// A calendar date with no time of day: the unit a habit's history is kept in.
///
/// A logical day is a civil date (year, month, day in the proleptic Gregorian calendar, also before
/// 1582, where Foundation's Gregorian calendar switches to Julian dates).
/// Which instants belong to it is decided once, when a record is written, by a ``DayBoundary``
/// (time zone and "day starts at" hour). From then on a day is only a date, so day arithmetic on
/// logical days is exact counting of calendar dates: no time zone, no daylight-saving shift and
/// no 86 400-second step is involved.
///
/// Stored as the number of days since 1970-01-01, which makes comparison, hashing and
/// "N days later" constant-time.
public struct LogicalDay: Hashable, Comparable, Sendable {
    /// Days since 1970-01-01 (negative before it).
    public let dayNumber: Int

    /// The day `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) {
        self.dayNumber = dayNumber
    }

    /// The day with the given civil date, or `nil` when no such date exists
    /// (month 13, February 30th, year 0…).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1,
            day <= LogicalDay.daysInMonth(month, year: year)
        else { return nil }
        self.dayNumber = LogicalDay.dayNumber(year: year, month: month, day: day)
    }

    /// The civil date's year, month (1–12) and day of month (1–31).
    public var components: (year: Int, month: Int, day: Int) {
        LogicalDay.civilDate(dayNumber: dayNumber)
    }

    /// The year of this day.
    public var year: Int { components.year }
    /// The month of this day, 1–12.
    public var month: Int { components.month }
    /// The day of the month, 1–31.
    public var day: Int { components.day }

    /// The day of the week, numbered as Foundation does (Sunday = 1 … Saturday = 7).
    public var weekday: Weekday {
        // 1970-01-01 was a Thursday (raw value 5).
        let index = ((dayNumber + 4) % 7 + 7) % 7
        return Weekday(rawValue: index + 1) ?? .sunday
    }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> LogicalDay {
        LogicalDay(dayNumber: dayNumber + count)
    }

    /// How many days separate `self` from a later `other` (negative when `other` is earlier).
    public func days(to other: LogicalDay) -> Int {
        other.dayNumber - dayNumber
    }

    /// The first day of the week that contains this day, for weeks starting on `weekStart`.
    public func startOfWeek(startingOn weekStart: Weekday) -> LogicalDay {
        let offset = (weekday.rawValue - weekStart.rawValue + 7) % 7
        return adding(days: -offset)
    }

    /// The first day of this day's month.
    public var startOfMonth: LogicalDay {
        let date = components
        return LogicalDay(dayNumber: LogicalDay.dayNumber(year: date.year, month: date.month, day: 1))
    }

    /// The first day of this day's year.
    public var startOfYear: LogicalDay {
        LogicalDay(dayNumber: LogicalDay.dayNumber(year: year, month: 1, day: 1))
    }

    /// Whether this day comes before `rhs`.
    public static func < (lhs: LogicalDay, rhs: LogicalDay) -> Bool {
        lhs.dayNumber < rhs.dayNumber
    }

    /// The number of days in `month` of `year`.
    public static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Whether `year` is a leap year in the Gregorian calendar.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// Days since 1970-01-01 of a civil date, counting in 400-year cycles of 146 097 days
    /// over a year that starts in March, so that the leap day is the last day of its year.
    static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let cycle = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfCycle = marchYear - cycle * 400
        let monthFromMarch = (month + 9) % 12
        let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
        let dayOfCycle = yearOfCycle * 365 + yearOfCycle / 4 - yearOfCycle / 100 + dayOfYear
        return cycle * 146_097 + dayOfCycle - 719_468
    }

    /// The inverse of ``dayNumber(year:month:day:)``.
    static func civilDate(dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = dayNumber + 719_468
        let cycle = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfCycle = shifted - cycle * 146_097
        let yearOfCycle =
            (dayOfCycle - dayOfCycle / 1460 + dayOfCycle / 36_524 - dayOfCycle / 146_096) / 365
        let dayOfYear = dayOfCycle - (365 * yearOfCycle + yearOfCycle / 4 - yearOfCycle / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        let year = yearOfCycle + cycle * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}
