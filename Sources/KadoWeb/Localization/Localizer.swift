import KadoApp
import KadoCore
import KadoLocalization

/// Turns phrases, numbers and days into text in one language.
struct Localizer: Sendable {
    let language: KadoApp.Language

    func callAsFunction(_ phrase: Phrase) -> String { phrase.text(in: language) }

    /// `label: value`, as the language writes a label and its value ("8 April: done", French
    /// "8 avril : fait" with a no-break space before the colon).
    func labelled(_ label: String, _ value: String) -> String {
        self(Phrase("common.labelValue", ["label": label, "value": value]))
    }

    /// A whole number or a decimal, with the language's decimal separator.
    func number(_ value: Double, maximumDecimals: Int = 2) -> String {
        var text: String
        if value == value.rounded() && abs(value) < 1e15 {
            text = String(Int(value))
        } else {
            let scale = (0..<maximumDecimals).reduce(1.0) { result, _ in result * 10 }
            text = String((value * scale).rounded() / scale)
            if text.hasSuffix(".0") { text.removeLast(2) }
        }
        return text.replacingOccurrences(of: ".", with: names.decimalSeparator)
    }

    /// A whole number grouped by thousands: "1,000,000" / "1 000 000" (a narrow no-break space
    /// between groups, as French writes them).
    func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        switch language {
        case .french: return (value < 0 ? "-" : "") + groups.joined(separator: "\u{202F}")
        // As their locale data group them: "1.000.000"; Spanish leaves four digits whole ("1000").
        case .german, .spanish: return names.number(value)
        case .english, .pseudo: return (value < 0 ? "-" : "") + groups.joined(separator: ",")
        }
    }

    /// A percentage ("42 %" in French, with a narrow no-break space).
    func percent(_ value: Int) -> String {
        switch language {
        case .french: "\(value)\u{202F}%"
        case .german, .spanish: names.percent(value)
        case .english, .pseudo: "\(value)%"
        }
    }

    /// A duration in seconds as minutes (and hours), e.g. "1 h 05 min" / "25 min".
    func duration(seconds: Double) -> String {
        let minutes = Int((seconds / 60).rounded())
        if minutes < 60 { return "\(minutes) min" }
        let rest = minutes % 60
        return rest == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(String(rest).leftPadded(to: 2)) min"
    }

    /// "Monday" / "lundi" / "Montag" / "lunes", from the language's locale data.
    func weekdayName(_ weekday: Weekday) -> String { names.weekdayName(weekday.rawValue, style: .full) }

    /// "Mon" / "lun." / "Mo." / "lun".
    func weekdayShort(_ weekday: Weekday) -> String { names.weekdayName(weekday.rawValue, style: .abbreviated) }

    /// "M" / "L" / "M" / "L".
    func weekdayInitial(_ weekday: Weekday) -> String { names.weekdayName(weekday.rawValue, style: .narrow) }

    /// "April" / "avril" / "April" / "abril".
    func monthName(_ month: Int) -> String { names.monthName(month, style: .full) }

    /// "Apr" / "avr." / "Apr" / "abr".
    func monthShort(_ month: Int) -> String { names.monthName(month, style: .abbreviated) }

    /// "April 2026" / "avril 2026" / "abril de 2026", as running text writes it (French and
    /// Spanish months are lowercase).
    func monthTitle(_ day: LogicalDay) -> String { self(.monthTitle(day)) }

    /// "April 2026" / "Avril 2026": the month alone as a heading, which begins with a capital.
    func monthHeading(_ day: LogicalDay) -> String {
        let title = monthTitle(day)
        return title.prefix(1).uppercased() + title.dropFirst()
    }

    /// "Friday 10 April" / "vendredi 10 avril" (and "vendredi 1er mai") / "Freitag, 10. April".
    func longDate(_ day: LogicalDay) -> String { self(.longDate(day)) }

    /// "10 Apr 2026" / "10 avr. 2026" (and "1er mai 2026") / "10. Apr 2026".
    func shortDate(_ day: LogicalDay) -> String { self(.shortDate(day)) }

    /// The day of the month as a date writes it: "1", "10" / "1er", "10" (French writes the first
    /// of a month as an ordinal).
    func dayOfMonth(_ day: LogicalDay) -> String { names.dayOfMonth(day.day) }

    /// The catalogs' localizer for this language, which has the locale's names of days and months.
    private var names: KadoLocalization.Localizer {
        KadoLocalization.Localizer(KadoLocalization.Language(rawValue: language.rawValue) ?? .english)
    }
}

extension Weekday {
    /// 0 for Monday … 6 for Sunday.
    var index: Int { (rawValue + 5) % 7 }
}

extension Phrase {
    /// A day with its weekday, without the year (``Localizer/longDate(_:)``).
    static func longDate(_ day: LogicalDay) -> Phrase {
        Phrase(
            "web.date.long",
            [
                "weekday": PhraseArgument.weekday(day.weekday.rawValue, style: .full),
                "day": PhraseArgument.dayOfMonth(day.day), "month": PhraseArgument.month(day.month, style: .full),
            ])
    }

    /// A day with its month abbreviated and its year (``Localizer/shortDate(_:)``).
    static func shortDate(_ day: LogicalDay) -> Phrase {
        Phrase(
            "web.date.short",
            [
                "day": PhraseArgument.dayOfMonth(day.day),
                "month": PhraseArgument.month(day.month, style: .abbreviated), "year": day.year,
            ])
    }

    /// A month and its year as running text (``Localizer/monthTitle(_:)``).
    static func monthTitle(_ day: LogicalDay) -> Phrase {
        Phrase("web.date.monthYear", ["month": PhraseArgument.month(day.month, style: .full), "year": day.year])
    }
}
