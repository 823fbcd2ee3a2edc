import Foundation

/// The one range of days Kadō accepts, 1900-01-01 through 2199-12-31, and the instants around it.
///
/// Every input (the command line, the web app's forms and API, the importers) refuses a day or an
/// instant outside it, so that whatever is accepted can be written in every format and read back
/// unchanged in every time zone: the range is far from the years 1 and 9999 that an ISO 8601
/// backup can hold, well after 1582 (before which Foundation's Gregorian calendar counts Julian
/// dates), and inside the years time-zone data describes.
extension LogicalDay {
    /// 1900-01-01, the first day Kadō accepts.
    public static let firstSupported = LogicalDay(dayNumber: dayNumber(year: 1900, month: 1, day: 1))
    /// 2199-12-31, the last day Kadō accepts.
    public static let lastSupported = LogicalDay(dayNumber: dayNumber(year: 2199, month: 12, day: 31))
    /// The days Kadō accepts: 1900-01-01 through 2199-12-31.
    public static let supported: ClosedRange<LogicalDay> = firstSupported...lastSupported

    /// Whether Kadō accepts this day (see ``supported``).
    public var isSupported: Bool { Self.supported.contains(self) }

    /// The instants Kadō accepts (a creation or archive time, the time a record was written, the
    /// clock): every instant that belongs to a supported day in some time zone, whatever hour days
    /// start at. From the start of 1899-12-31 UTC (1900-01-01 begins at 1899-12-31T10:00Z in
    /// UTC+14) to the end of 2200-01-02 UTC (a 2199-12-31 that starts at 23:00 in UTC−12 ends
    /// at 2200-01-02T11:00Z).
    public static let supportedInstants: Range<Date> =
        Date(
            timeIntervalSince1970: Double(firstSupported.dayNumber - 1) * 86_400)..<Date(
            timeIntervalSince1970: Double(lastSupported.dayNumber + 3) * 86_400)

    /// Whether Kadō accepts `instant` (see ``supportedInstants``).
    public static func isSupported(_ instant: Date) -> Bool {
        supportedInstants.contains(instant)
    }

    /// `1900-01-01 to 2199-12-31`, as messages name the range.
    public static let supportedDescription = "\(firstSupported) to \(lastSupported)"
}

extension ValidationError {
    /// What a day outside ``LogicalDay/supported`` breaks, in English, phrased to follow "must".
    public static var unsupportedDayProblem: String { Rule.unsupportedDay.description }

    /// `field "0001-01-01": must be a day from 1900-01-01 to 2199-12-31`.
    public static func unsupportedDay(field: String, _ day: LogicalDay) -> ValidationError {
        ValidationError(field: field, value: day.description, rule: .unsupportedDay)
    }

    /// `field "1899-12-30T23:59:59Z": must be an instant within the days from 1900-01-01 to …`.
    public static func unsupportedInstant(field: String, _ instant: Date) -> ValidationError {
        ValidationError(field: field, value: LogicalDay.utcDescription(of: instant), rule: .unsupportedInstant)
    }

    /// What an instant outside ``LogicalDay/supportedInstants`` breaks, in English, phrased to
    /// follow "must".
    public static var unsupportedInstantProblem: String { Rule.unsupportedInstant.description }
}

extension LogicalDay {
    /// `instant` as `YYYY-MM-DDTHH:MM:SSZ` when it lies within years 1 to 9999, else as seconds
    /// since 1970 (an instant so far off has no date to show); for messages.
    public static func utcDescription(of instant: Date) -> String {
        let seconds = instant.timeIntervalSince1970
        guard seconds.isFinite, seconds >= -62_135_596_800, seconds < 253_402_300_800 else {
            return "\(seconds) s after 1970"
        }
        let whole = Int(seconds.rounded(.down))
        let dayNumber = whole >= 0 ? whole / 86_400 : (whole - 86_399) / 86_400
        let second = whole - dayNumber * 86_400
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(LogicalDay(dayNumber: dayNumber))T\(pad(second / 3600)):\(pad(second / 60 % 60)):\(pad(second % 60))Z"
    }
}
