import Foundation

extension Localizer {
    /// The locale whose data formats this language's numbers and dates.
    var locale: Locale { Locale(identifier: language.localeIdentifier) }

    /// The language's decimal separator, from its locale data: "." in English, "," in French,
    /// German and Spanish.
    public var decimalSeparator: String { locale.decimalSeparator ?? "." }

    /// A whole number grouped by thousands as the language does: "1,234", "1 234" (narrow no-break
    /// space), "1.234", and in Spanish "1234" but "12.345" (CLDR's minimum grouping digits).
    public func number(_ value: Int) -> String {
        value.formatted(IntegerFormatStyle<Int>(locale: locale))
    }

    /// `value` with exactly `fractionDigits` digits after the language's decimal separator
    /// ("3.5", "3,5"), grouped like ``number(_:)``. `fractionDigits` is clamped to 0...15; a value
    /// that is not finite is written as the locale writes it.
    public func decimal(_ value: Double, fractionDigits: Int) -> String {
        let digits = min(max(fractionDigits, 0), 15)
        return value.formatted(FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(digits)))
    }

    /// A percentage from a whole number of percent: "42%", "42 %" (no-break space, or the narrow
    /// one in French with ``FrenchSpacing/narrow``).
    public func percent(_ value: Int) -> String {
        if language == .french && frenchSpacing == .narrow {
            return number(value) + "\u{202F}%"
        }
        return value.formatted(IntegerFormatStyle<Int>.Percent(locale: locale))
    }

    /// The name of `weekday`, 1 for Sunday through 7 for Saturday as `Calendar` numbers them (other
    /// values wrap around), standing alone: "Monday", "lundi".
    public func weekdayName(_ weekday: Int, style: NameStyle = .full) -> String {
        let calendar = gregorian
        let names =
            switch style {
            case .full: calendar.standaloneWeekdaySymbols
            case .abbreviated: calendar.shortStandaloneWeekdaySymbols
            case .narrow: calendar.veryShortStandaloneWeekdaySymbols
            }
        return names[((weekday - 1) % 7 + 7) % 7]
    }

    /// The name of `month`, 1 for January through 12 (other values wrap around), standing alone:
    /// "April", "avril", "April", "abril".
    public func monthName(_ month: Int, style: NameStyle = .full) -> String {
        let calendar = gregorian
        let names =
            switch style {
            case .full: calendar.standaloneMonthSymbols
            case .abbreviated: calendar.shortStandaloneMonthSymbols
            case .narrow: calendar.veryShortStandaloneMonthSymbols
            }
        return names[((month - 1) % 12 + 12) % 12]
    }

    /// The day of a month as a date writes it in words: "1", "10"; French writes the first of
    /// the month as an ordinal, "1er".
    public func dayOfMonth(_ day: Int) -> String {
        language == .french && day == 1 ? "1er" : String(day)
    }

    /// The day `date` falls on in `zone`, in the pattern the language's locale gives for `style`.
    /// French writes the first of the month `1er` in words ("vendredi 1er mai").
    public func date(_ date: Date, in zone: TimeZone, style: DateStyle) -> String {
        var pattern = DateFormatters.pattern(template: style.template, locale: locale) ?? "y-MM-dd"
        if language == .french && style != .short {
            var calendar = gregorian
            calendar.timeZone = zone
            if calendar.component(.day, from: date) == 1 { pattern = Self.ordinalFirst(pattern) }
        }
        return DateFormatters.string(from: date, pattern: pattern, locale: locale, zone: zone)
    }

    /// A time of day as the language's locale writes it: "1:45 PM" in English (12-hour, with the
    /// narrow no-break space CLDR puts before the period), "13:45" in French and German, "13:45"
    /// in Spanish (and "9:05", hours not padded). Hours wrap around 24, minutes around 60.
    public func time(hour: Int, minute: Int) -> String {
        let zone = TimeZone(secondsFromGMT: 0) ?? .current
        var calendar = gregorian
        calendar.timeZone = zone
        let components = DateComponents(
            year: 2000, month: 1, day: 1, hour: (hour % 24 + 24) % 24, minute: (minute % 60 + 60) % 60)
        let moment = calendar.date(from: components) ?? Date(timeIntervalSince1970: 0)
        let pattern = DateFormatters.pattern(template: "jmm", locale: locale) ?? "HH:mm"
        return DateFormatters.string(from: moment, pattern: pattern, locale: locale, zone: zone)
    }

    /// The Gregorian calendar in this language.
    private var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        return calendar
    }

    /// `pattern` with its day of month (`d` outside quotes) followed by a quoted `er`.
    static func ordinalFirst(_ pattern: String) -> String {
        var output = ""
        var quoted = false
        var previous: Character?
        let characters = Array(pattern)
        for (index, character) in characters.enumerated() {
            output.append(character)
            if character == "'" { quoted.toggle() }
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if !quoted && character == "d" && previous != "d" && next != "d" { output += "'er'" }
            previous = character
        }
        return output
    }
}
