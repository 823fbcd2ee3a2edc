import Foundation

/// The date and date-time forms of RFC 5545 (§3.3.4, §3.3.5): `20261207` for a day,
/// `20261207T080000` for a wall-clock time named with a `TZID`, `20261207T070000Z` for UTC.
///
/// Computed through a Gregorian `Calendar` in a fixed-offset zone, never by formatting strings of
/// the process's locale or zone.
public enum ICSDateTime {
    /// `day` as `YYYYMMDD`.
    public static func date(_ day: LogicalDay) -> String {
        let parts = day.components
        return padded(parts.year, width: 4) + padded(parts.month) + padded(parts.day)
    }

    /// `instant` in UTC: `YYYYMMDDTHHMMSSZ`.
    public static func utc(_ instant: Date) -> String {
        local(instant, offset: 0) + "Z"
    }

    /// `instant` on a clock `offset` seconds ahead of UTC: `YYYYMMDDTHHMMSS`.
    public static func local(_ instant: Date, offset: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second], from: instant.addingTimeInterval(TimeInterval(offset)))
        return padded(parts.year ?? 0, width: 4) + padded(parts.month ?? 0) + padded(parts.day ?? 0) + "T"
            + padded(parts.hour ?? 0) + padded(parts.minute ?? 0) + padded(parts.second ?? 0)
    }

    /// `value` with leading zeros to `width` digits.
    static func padded(_ value: Int, width: Int = 2) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
