import KadoApp
import KadoCore
import KadoLocalization

/// Turns phrases, counts, numbers and days into text in one language.
struct Localizer: Sendable {
    /// The language written.
    let language: KadoApp.Language

    /// English.
    static let english = Localizer(language: .english)

    /// The phrase's text.
    func callAsFunction(_ phrase: Phrase) -> String { phrase.text(in: language) }

    /// `: ` in English, ` : ` (with a no-break space) in French, between a name and what follows.
    var colon: String { self(Phrase("cli.colon")) }

    /// `label` and `value` on one line, as the language separates them: `Group: Health`,
    /// `Groupe : Santé` (with a no-break space).
    func labelled(_ label: String, _ value: String) -> String {
        self(Phrase("common.labelValue", ["label": label, "value": value]))
    }

    /// `items` joined with the language's semicolons: `a; b`, `a ; b` (with a no-break space).
    func joinedWithSemicolons(_ items: [String]) -> String {
        guard var text = items.first else { return "" }
        for item in items.dropFirst() { text = self(Phrase("cli.list.semicolon", ["first": text, "second": item])) }
        return text
    }

    /// `text` in the language's quotation marks: “text”, « text » (with no-break spaces), „text“.
    func quoted(_ text: String) -> String {
        self(Phrase("cli.quoted", ["text": text]))
    }

    /// `count` and the noun agreeing with it: `1 day`, `2 jours`.
    func count(_ count: Int, _ noun: Noun) -> String { noun.counted(count, in: language) }

    /// A number without a needless fraction, with the language's decimal separator: `2.5`, `2,5`.
    func number(_ value: Double) -> String {
        let text = ValueFormatter.number(value)
        return text.replacingOccurrences(of: ".", with: names.decimalSeparator)
    }

    /// A whole percentage: `78%`, `78 %`; German and Spanish as their locale data write it
    /// (`78 %`, a no-break space).
    func percent(_ value: Int) -> String {
        switch language {
        case .french: "\(value)\(Phrase.space)%"
        case .german, .spanish: names.percent(value)
        case .english, .pseudo: "\(value)%"
        }
    }

    /// The weekday's name, from the language's locale data: `Friday`, `vendredi`, `Freitag`.
    func weekdayName(_ weekday: Weekday) -> String {
        names.weekdayName(weekday.rawValue, style: .full)
    }

    /// The weekday's short name, as the command line's columns write it (without the period some
    /// languages end it with): `Fri`, `ven`, `Fr`, `vie`.
    func weekdayAbbreviation(_ weekday: Weekday) -> String {
        let name = names.weekdayName(weekday.rawValue, style: .abbreviated)
        return name.hasSuffix(".") ? String(name.dropLast()) : name
    }

    /// The month's name: `April`, `avril`, `April`, `abril`.
    func monthName(_ month: Int) -> String {
        names.monthName(max(1, min(12, month)), style: .full)
    }

    /// The catalogs' localizer for this language, which has the locale's names of days and months.
    var names: KadoLocalization.Localizer {
        KadoLocalization.Localizer(KadoLocalization.Language(rawValue: language.rawValue) ?? .english)
    }

    /// A day in words with its weekday, in the order the language writes it: `Friday 10 April
    /// 2026`, `mercredi 1er avril 2026`, `Freitag, 10. April 2026`, `viernes, 10 de abril de 2026`.
    func longDate(_ day: LogicalDay) -> String { self(.longDate(day)) }

    /// A day in words without its weekday: `1 March 2026`, `1er mars 2026`, `1. März 2026`.
    func dayDate(_ day: LogicalDay) -> String { self(.dayDate(day)) }
}

extension Phrase {
    /// A day in words with its weekday (``Localizer/longDate(_:)``).
    static func longDate(_ day: LogicalDay) -> Phrase {
        Phrase(
            "cli.date.long",
            [
                "weekday": PhraseArgument.weekday(day.weekday.rawValue, style: .full),
                "day": PhraseArgument.dayOfMonth(day.day),
                "month": PhraseArgument.month(day.month, style: .full), "year": day.year,
            ])
    }

    /// A day in words without its weekday (``Localizer/dayDate(_:)``).
    static func dayDate(_ day: LogicalDay) -> Phrase {
        Phrase(
            "cli.date.day",
            [
                "day": PhraseArgument.dayOfMonth(day.day), "month": PhraseArgument.month(day.month, style: .full),
                "year": day.year,
            ])
    }
}
