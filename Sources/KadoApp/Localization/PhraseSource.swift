import KadoLocalization

/// Where a front end's phrase takes its words: a message of the catalogs with the texts of its
/// placeholders, an English and French pair still written in Swift, or the application layer's
/// wording rendered in every language. The command line and the
/// web app each wrap it in their own `Phrase`, which keeps their phrases apart.
public enum PhraseSource: Sendable, Hashable {
    /// The catalogs' message `key`, its placeholders filled with `arguments`.
    case catalog(key: String, arguments: [String: String])
    /// A pair written in Swift, French as it is to be printed.
    case pair(english: String, french: String)
    /// A text made of the application layer's wording (``AppWording``), rendered in every
    /// language.
    case rendered(RenderedText)

    /// The text in `language`: the catalog's message in that language (English where it has
    /// none), French spaced with `frenchSpacing`; or the pair's.
    public func text(in language: Language, frenchSpacing: FrenchSpacing) -> String {
        switch self {
        case .catalog(let key, let arguments):
            let catalogLanguage = KadoLocalization.Language(rawValue: language.rawValue) ?? .english
            return Localizer(catalogLanguage, frenchSpacing: frenchSpacing)
                .text(key, arguments.mapValues(MessageArgument.text))
        case .pair(let english, let french):
            return language == .french ? french : english
        case .rendered(let texts):
            let catalogLanguage = KadoLocalization.Language(rawValue: language.rawValue) ?? .english
            return texts.text(in: catalogLanguage, frenchSpacing: frenchSpacing)
        }
    }

    /// The placeholders' values as text, each as string interpolation would write it.
    public static func texts(of arguments: KeyValuePairs<String, any CustomStringConvertible>) -> [String: String] {
        var texts: [String: String] = [:]
        for (name, value) in arguments { texts[name] = String(describing: value) }
        return texts
    }
}
