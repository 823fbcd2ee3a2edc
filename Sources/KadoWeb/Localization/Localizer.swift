import KadoApp
import KadoCore

/// Turns phrases, numbers and days into text in one language.
struct Localizer: Sendable {
    let language: Language

    func callAsFunction(_ phrase: Phrase) -> String { phrase.text(in: language) }

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
        return language == .french ? text.replacingOccurrences(of: ".", with: ",") : text
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
        return (value < 0 ? "-" : "") + groups.joined(separator: language == .french ? "\u{202F}" : ",")
    }

    /// A percentage ("42 %" in French, with a narrow no-break space).
    func percent(_ value: Int) -> String {
        language == .french ? "\(value)\u{202F}%" : "\(value)%"
    }

    /// A duration in seconds as minutes (and hours), e.g. "1 h 05 min" / "25 min".
    func duration(seconds: Double) -> String {
        let minutes = Int((seconds / 60).rounded())
        if minutes < 60 { return "\(minutes) min" }
        let rest = minutes % 60
        return rest == 0 ? "\(minutes / 60) h" : "\(minutes / 60) h \(String(rest).leftPadded(to: 2)) min"
    }

    /// "Monday" / "lundi".
    func weekdayName(_ weekday: Weekday) -> String { self(Phrase.weekdayNames[weekday.index]) }

    /// "Mon" / "lun.".
    func weekdayShort(_ weekday: Weekday) -> String { self(Phrase.weekdayShortNames[weekday.index]) }

    /// "M" / "L".
    func weekdayInitial(_ weekday: Weekday) -> String { self(Phrase.weekdayInitials[weekday.index]) }

    /// "April" / "avril".
    func monthName(_ month: Int) -> String { self(Phrase.monthNames[month - 1]) }

    /// "April 2026" / "avril 2026", as running text writes it (French months are lowercase).
    func monthTitle(_ day: LogicalDay) -> String {
        monthName(day.month) + " \(day.year)"
    }

    /// "April 2026" / "Avril 2026": the month alone as a heading, which begins with a capital.
    func monthHeading(_ day: LogicalDay) -> String {
        let title = monthTitle(day)
        return title.prefix(1).uppercased() + title.dropFirst()
    }

    /// "Friday 10 April" / "vendredi 10 avril" (and "vendredi 1er mai").
    func longDate(_ day: LogicalDay) -> String {
        "\(weekdayName(day.weekday)) \(dayOfMonth(day)) \(monthName(day.month))"
    }

    /// "10 Apr 2026" / "10 avr. 2026" (and "1er mai 2026").
    func shortDate(_ day: LogicalDay) -> String {
        "\(dayOfMonth(day)) \(self(Phrase.monthShortNames[day.month - 1])) \(day.year)"
    }

    /// The day of the month as a date writes it: "1", "10" / "1er", "10" (French writes the first
    /// of a month as an ordinal).
    func dayOfMonth(_ day: LogicalDay) -> String {
        language == .french && day.day == 1 ? "1er" : String(day.day)
    }
}

extension Weekday {
    /// 0 for Monday … 6 for Sunday.
    var index: Int { (rawValue + 5) % 7 }
}

extension Phrase {
    static let weekdayNames = [
        Phrase("Monday", "lundi"), Phrase("Tuesday", "mardi"), Phrase("Wednesday", "mercredi"),
        Phrase("Thursday", "jeudi"), Phrase("Friday", "vendredi"), Phrase("Saturday", "samedi"),
        Phrase("Sunday", "dimanche"),
    ]
    static let weekdayShortNames = [
        Phrase("Mon", "lun."), Phrase("Tue", "mar."), Phrase("Wed", "mer."), Phrase("Thu", "jeu."),
        Phrase("Fri", "ven."), Phrase("Sat", "sam."), Phrase("Sun", "dim."),
    ]
    static let weekdayInitials = [
        Phrase("M", "L"), Phrase("T", "M"), Phrase("W", "M"), Phrase("T", "J"), Phrase("F", "V"), Phrase("S", "S"),
        Phrase("S", "D"),
    ]
    static let monthNames = [
        Phrase("January", "janvier"), Phrase("February", "février"), Phrase("March", "mars"),
        Phrase("April", "avril"), Phrase("May", "mai"), Phrase("June", "juin"), Phrase("July", "juillet"),
        Phrase("August", "août"), Phrase("September", "septembre"), Phrase("October", "octobre"),
        Phrase("November", "novembre"), Phrase("December", "décembre"),
    ]
    static let monthShortNames = [
        Phrase("Jan", "janv."), Phrase("Feb", "févr."), Phrase("Mar", "mars"), Phrase("Apr", "avr."),
        Phrase("May", "mai"), Phrase("Jun", "juin"), Phrase("Jul", "juil."), Phrase("Aug", "août"),
        Phrase("Sep", "sept."), Phrase("Oct", "oct."), Phrase("Nov", "nov."), Phrase("Dec", "déc."),
    ]
}
