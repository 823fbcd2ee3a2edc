import KadoLocalization

/// A value put into a catalog phrase's `{placeholder}`: text as it is, a number the phrase's
/// language writes (and whose value, under the name `count`, picks a plural form), or another
/// phrase, rendered in the same language as the phrase it goes into — never its English.
public indirect enum PhraseArgument: Sendable, Hashable, CustomStringConvertible {
    /// Text put in as it is: a habit's name, a path, a number already written.
    case text(String)
    /// A whole number, grouped as the phrase's language groups thousands ("1,000", "1 000").
    case integer(Int)
    /// A decimal number with exactly `fractionDigits` digits after the language's separator.
    case decimal(Double, fractionDigits: Int)
    /// Another phrase, in the language of the phrase it is put into.
    case phrase(PhraseSource)
    /// The name of a weekday, 1 for Sunday through 7 as `Calendar` numbers them, from the
    /// language's locale data: "Friday", "vendredi", "Freitag", "viernes".
    case weekday(Int, style: NameStyle)
    /// The name of a month, 1 for January through 12: "April", "avril", "April", "abril".
    case month(Int, style: NameStyle)
    /// The day of a month as a date writes it: "1", "10"; French "1er" for the first.
    case dayOfMonth(Int)

    /// The value in English, as string interpolation would write it where no language is known.
    public var description: String {
        switch messageArgument(in: .english, frenchSpacing: .noBreak) {
        case .text(let value): value
        case .integer(let value): String(value)
        case .decimal(let value, let digits): Localizer(.english).decimal(value, fractionDigits: digits)
        }
    }

    /// The argument a catalog message takes in `language`: a phrase is rendered there first.
    func messageArgument(in language: KadoLocalization.Language, frenchSpacing: FrenchSpacing) -> MessageArgument {
        switch self {
        case .text(let value): .text(value)
        case .integer(let value): .integer(value)
        case .decimal(let value, let digits): .decimal(value, fractionDigits: digits)
        case .phrase(let source): .text(source.text(in: language, frenchSpacing: frenchSpacing))
        case .weekday(let weekday, let style): .text(Localizer(language).weekdayName(weekday, style: style))
        case .month(let month, let style): .text(Localizer(language).monthName(month, style: style))
        case .dayOfMonth(let day): .text(Localizer(language).dayOfMonth(day))
        }
    }
}
