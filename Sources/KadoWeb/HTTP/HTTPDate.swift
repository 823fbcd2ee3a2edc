import Foundation
import Synchronization

/// A time as HTTP writes it in a `Date` header: the IMF-fixdate of RFC 9110, 5.6.7
/// (`Sun, 06 Nov 1994 08:49:37 GMT`), always in English and in GMT whatever the person's
/// language or zone, and to the whole second.
enum HTTPDate {
    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// The gregorian calendar in GMT, which the format is defined in.
    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT") ?? TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    /// `date` in IMF-fixdate. Every response carries one, and asking the calendar for each was
    /// a noticeable part of answering a cached page: the text of the last second asked for is
    /// kept (whole seconds are all the format holds).
    static func imfFixdate(_ date: Date) -> String {
        let second = Int(date.timeIntervalSince1970.rounded(.down))
        if let kept = lastFormatted.withLock({ $0 }), kept.second == second { return kept.text }
        let text = formatted(date)
        lastFormatted.withLock { $0 = (second, text) }
        return text
    }

    /// The last second formatted, and its text, shared by the server's threads.
    private static let lastFormatted = Mutex<(second: Int, text: String)?>(nil)

    private static func formatted(_ date: Date) -> String {
        let parts = calendar.dateComponents([.weekday, .day, .month, .year, .hour, .minute, .second], from: date)
        let weekday = weekdays[((parts.weekday ?? 1) - 1 + 7) % 7]
        let month = months[((parts.month ?? 1) - 1 + 12) % 12]
        return "\(weekday), \(twoDigits(parts.day)) \(month) \(fourDigits(parts.year)) "
            + "\(twoDigits(parts.hour)):\(twoDigits(parts.minute)):\(twoDigits(parts.second)) GMT"
    }

    private static func twoDigits(_ value: Int?) -> String {
        let value = value ?? 0
        return value < 10 ? "0\(value)" : "\(value)"
    }

    private static func fourDigits(_ value: Int?) -> String {
        let text = String(value ?? 0)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}
