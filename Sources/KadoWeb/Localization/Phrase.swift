import KadoApp
import KadoCore

/// A piece of interface text in every language the app speaks. Each phrase is written once with
/// all its translations, so a screen cannot show a string that has no French.
struct Phrase: Sendable {
    let english: String
    let french: String

    init(_ english: String, _ french: String) {
        self.english = english
        self.french = french
    }

    func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .french: french
        }
    }
}

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

    /// A percentage.
    func percent(_ value: Int) -> String {
        language == .french ? "\(value) %" : "\(value)%"
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

    /// "April 2026" / "avril 2026".
    func monthTitle(_ day: LogicalDay) -> String {
        let name = monthName(day.month)
        return (language == .french ? name.prefix(1).uppercased() + name.dropFirst() : name) + " \(day.year)"
    }

    /// "Friday 10 April" / "vendredi 10 avril".
    func longDate(_ day: LogicalDay) -> String {
        switch language {
        case .english: "\(weekdayName(day.weekday)) \(day.day) \(monthName(day.month))"
        case .french: "\(weekdayName(day.weekday)) \(day.day) \(monthName(day.month))"
        }
    }

    /// "10 Apr 2026" / "10 avr. 2026".
    func shortDate(_ day: LogicalDay) -> String {
        "\(day.day) \(self(Phrase.monthShortNames[day.month - 1])) \(day.year)"
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
