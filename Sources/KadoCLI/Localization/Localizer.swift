import KadoApp
import KadoCore

/// Turns phrases, counts, numbers and days into text in one language.
struct Localizer: Sendable {
    /// The language written.
    let language: Language

    /// English.
    static let english = Localizer(language: .english)

    /// The phrase's text.
    func callAsFunction(_ phrase: Phrase) -> String { phrase.text(in: language) }

    /// `: ` in English, ` : ` (with a no-break space) in French, between a name and what follows.
    var colon: String { language == .french ? Phrase.space + ": " : ": " }

    /// `text` in the language's quotation marks: “text”, « text » (with no-break spaces).
    func quoted(_ text: String) -> String {
        language == .french ? "«\(Phrase.space)\(text)\(Phrase.space)»" : "“\(text)”"
    }

    /// `count` and the noun agreeing with it: `1 day`, `2 jours`.
    func count(_ count: Int, _ noun: Noun) -> String { noun.counted(count, in: language) }

    /// A number without a needless fraction, with a decimal comma in French: `2.5`, `2,5`.
    func number(_ value: Double) -> String {
        let text = ValueFormatter.number(value)
        return language == .french ? text.replacingOccurrences(of: ".", with: ",") : text
    }

    /// A whole percentage: `78%`, `78 %`.
    func percent(_ value: Int) -> String {
        language == .french ? "\(value)\(Phrase.space)%" : "\(value)%"
    }

    /// The weekday's name: `Friday`, `vendredi`.
    func weekdayName(_ weekday: Weekday) -> String {
        self(Self.weekdayNames[weekday.rawValue - 1])
    }

    /// The weekday's short name: `Fri`, `ven`.
    func weekdayAbbreviation(_ weekday: Weekday) -> String {
        self(Self.weekdayAbbreviations[weekday.rawValue - 1])
    }

    /// The month's name: `April`, `avril`.
    func monthName(_ month: Int) -> String {
        self(Self.monthNames[max(1, min(12, month)) - 1])
    }

    /// A day in words with its weekday: `Friday 10 April 2026`, `vendredi 10 avril 2026`,
    /// `mercredi 1er avril 2026`.
    func longDate(_ day: LogicalDay) -> String {
        let number = language == .french && day.day == 1 ? "1er" : String(day.day)
        return "\(weekdayName(day.weekday)) \(number) \(monthName(day.month)) \(day.year)"
    }

    /// A day in words without its weekday: `1 March 2026`, `1er mars 2026`.
    func dayDate(_ day: LogicalDay) -> String {
        let number = language == .french && day.day == 1 ? "1er" : String(day.day)
        return "\(number) \(monthName(day.month)) \(day.year)"
    }

    /// Sunday first, as `Weekday`'s raw values count.
    static let weekdayNames = [
        Phrase("Sunday", "dimanche"), Phrase("Monday", "lundi"), Phrase("Tuesday", "mardi"),
        Phrase("Wednesday", "mercredi"), Phrase("Thursday", "jeudi"), Phrase("Friday", "vendredi"),
        Phrase("Saturday", "samedi"),
    ]

    /// Sunday first.
    static let weekdayAbbreviations = [
        Phrase("Sun", "dim"), Phrase("Mon", "lun"), Phrase("Tue", "mar"), Phrase("Wed", "mer"), Phrase("Thu", "jeu"),
        Phrase("Fri", "ven"), Phrase("Sat", "sam"),
    ]

    /// January first.
    static let monthNames = [
        Phrase("January", "janvier"), Phrase("February", "février"), Phrase("March", "mars"),
        Phrase("April", "avril"), Phrase("May", "mai"), Phrase("June", "juin"), Phrase("July", "juillet"),
        Phrase("August", "août"), Phrase("September", "septembre"), Phrase("October", "octobre"),
        Phrase("November", "novembre"), Phrase("December", "décembre"),
    ]
}
