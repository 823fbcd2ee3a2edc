import Foundation
import Synchronization

/// The date patterns and formatters ``Localizer`` uses, each made once per locale (and pattern
/// and time zone) and kept: finding a pattern and making a `DateFormatter` cost about half a
/// millisecond, formatting with one a few microseconds. A formatter is used under a lock, since a
/// `DateFormatter` must not be used by two threads at once.
enum DateFormatters {
    /// What a formatter is made for.
    private struct Key: Hashable {
        let locale: String
        let pattern: String
        let zone: String
    }

    private static let patterns = Mutex<[String: String]>([:])
    private static let formatters = Mutex<[Key: DateFormatter]>([:])

    /// The pattern `locale` gives for the CLDR skeleton `template` (`EEEEdMMMM` → `EEEE d MMMM`).
    static func pattern(template: String, locale: Locale) -> String? {
        let key = locale.identifier + "|" + template
        if let pattern = patterns.withLock({ $0[key] }) { return pattern }
        guard let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) else {
            return nil
        }
        patterns.withLock { $0[key] = pattern }
        return pattern
    }

    /// `date` written with `pattern` in `locale`'s Gregorian calendar and `zone`.
    static func string(from date: Date, pattern: String, locale: Locale, zone: TimeZone) -> String {
        let key = Key(locale: locale.identifier, pattern: pattern, zone: zone.identifier)
        return formatters.withLock { formatters in
            if let formatter = formatters[key] { return formatter.string(from: date) }
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = locale
            calendar.timeZone = zone
            let formatter = DateFormatter()
            formatter.locale = locale
            formatter.calendar = calendar
            formatter.timeZone = zone
            formatter.dateFormat = pattern
            formatters[key] = formatter
            return formatter.string(from: date)
        }
    }
}
