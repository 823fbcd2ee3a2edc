/// A language Kadō can speak. The raw value is the BCP 47 tag, and the catalog's file name for
/// the translated ones (`fr.po`, `de.po`, `es.po`); English is the template's source text.
public enum Language: String, CaseIterable, Codable, Sendable {
    case english = "en"
    case french = "fr"
    case german = "de"
    case spanish = "es"
    /// Accented English 40 % longer, for translators and tests: text that escaped the catalogs
    /// stays plain, and text that was clipped loses its closing bracket (see ``PseudoLocalization``).
    case pseudo = "en-XA"

    /// The languages people choose from in settings, in the order they are listed.
    public static let spoken: [Language] = [.english, .french, .german, .spanish]

    /// The locale whose data formats numbers, dates and times. The pseudo-language formats as
    /// English; the others as the language in the country whose conventions Kadō follows.
    public var localeIdentifier: String {
        switch self {
        case .english, .pseudo: "en_US"
        case .french: "fr_FR"
        case .german: "de_DE"
        case .spanish: "es_ES"
        }
    }

    /// The language's name in itself, as a menu of languages lists it so that each reader finds
    /// their own: `English`, `Français`, `Deutsch`, `Español`. Names, not translations: the same
    /// in every language of the page around them.
    public var nativeName: String {
        switch self {
        case .english: "English"
        case .french: "Français"
        case .german: "Deutsch"
        case .spanish: "Español"
        case .pseudo: "English (XA)"
        }
    }

    /// The language whose grammar the catalog's texts follow: English for the pseudo-language.
    var grammar: Language { self == .pseudo ? .english : self }
}
