import Foundation
import KadoCore

extension ValueParser {
    /// An instant in ISO 8601, as `--now` and `KADO_NOW` take it:
    ///
    /// - `2026-04-10T09:30:00Z`, `2026-04-10T09:30:00+02:00`, `2026-04-10T09:30:00.250Z`: that instant;
    /// - `2026-04-10T09:30` or `2026-04-10T09:30:00` (also with a space for `T`): that wall-clock
    ///   time in `timeZone`;
    /// - `2026-04-10`: noon of that date in `timeZone`, safely inside the day whatever hour days
    ///   start at (up to 12).
    ///
    /// The instant must be one Kadō supports (``LogicalDay/supportedInstants``: within the days
    /// from 1900-01-01 to 2199-12-31).
    public static func instant(_ text: String, argument: String = "--now", timeZone: TimeZone) throws(UsageError)
        -> Date
    {
        let date = try anyInstant(text, argument: argument, timeZone: timeZone)
        guard LogicalDay.isSupported(date) else {
            throw .invalidValue(text, for: argument, problem: .rule(.unsupportedInstant))
        }
        return date
    }

    /// An instant as ``instant(_:argument:timeZone:)`` reads it, in any year from 1 to 9999.
    private static func anyInstant(_ text: String, argument: String, timeZone: TimeZone) throws(UsageError) -> Date {
        let invalid = UsageError.invalidValue(text, for: argument, problem: .instantForm)
        let separator = text.firstIndex { $0 == "T" || $0 == "t" || $0 == " " }
        guard let date = LogicalDay(String(text[..<(separator ?? text.endIndex)])) else { throw invalid }
        guard let separator else {
            return try wallClock(date, hour: 12, minute: 0, second: 0, in: timeZone, or: invalid)
        }
        var time = Substring(text[text.index(after: separator)...])
        var offset: Int?
        if time.hasSuffix("Z") || time.hasSuffix("z") {
            offset = 0
            time = time.dropLast()
        } else if let sign = time.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            guard let seconds = offsetSeconds(time[sign...]) else { throw invalid }
            offset = seconds
            time = time[..<sign]
        }
        guard let (hour, minute, second) = clock(time) else { throw invalid }
        guard let offset else {
            return try wallClock(date, hour: hour, minute: minute, second: second, in: timeZone, or: invalid)
        }
        let seconds = Double(date.dayNumber * 86_400 + hour * 3_600 + minute * 60 - offset) + second
        return Date(timeIntervalSince1970: seconds)
    }

    /// `HH:MM`, `HH:MM:SS` or `HH:MM:SS.fff` as hour, minute and seconds.
    private static func clock(_ text: Substring) -> (Int, Int, Double)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts[0].count == 2, parts[1].count == 2,
            let hour = Int(parts[0]), let minute = Int(parts[1]), isInteger(String(parts[0])),
            isInteger(String(parts[1])), (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        guard parts.count == 3 else { return (hour, minute, 0) }
        let secondText = String(parts[2])
        guard secondText.prefix(2).count == 2, isInteger(String(secondText.prefix(2))),
            let second = decimal(secondText), second < 60
        else { return nil }
        return (hour, minute, second)
    }

    /// `+HH:MM`, `+HHMM` or `+HH` (or with `-`) as seconds east of UTC.
    private static func offsetSeconds(_ text: Substring) -> Int? {
        let sign = text.first == "-" ? -1 : 1
        let digits = text.dropFirst().filter { $0 != ":" }
        guard [2, 4].contains(digits.count), isInteger(digits), let hours = Int(digits.prefix(2)),
            let minutes = Int(digits.dropFirst(2).isEmpty ? "0" : String(digits.dropFirst(2))),
            hours <= 23, minutes <= 59
        else { return nil }
        return sign * (hours * 3_600 + minutes * 60)
    }

    private static func wallClock(
        _ day: LogicalDay, hour: Int, minute: Int, second: Double, in timeZone: TimeZone, or error: UsageError
    ) throws(UsageError) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let whole = Int(second.rounded(.down))
        let parts = DateComponents(
            year: day.year, month: day.month, day: day.day, hour: hour, minute: minute, second: whole)
        guard let date = calendar.date(from: parts) else { throw error }
        return date.addingTimeInterval(second - Double(whole))
    }
}
