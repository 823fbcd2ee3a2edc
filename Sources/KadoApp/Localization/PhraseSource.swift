import KadoLocalization

/// Where a front end's phrase takes its words: a message of the catalogs with the texts of its
/// placeholders, or the application layer's wording rendered in every language. The command line and the web app each wrap it in their own
/// `Phrase`, which keeps their phrases apart.
public indirect enum PhraseSource: Sendable, Hashable {
    /// The catalogs' message `key`, its placeholders filled with `arguments` (the one named
    /// `count`, when it is a number, picks the plural form).
    case catalog(key: String, arguments: [String: PhraseArgument])
    /// A text made of the application layer's wording (``AppWording``), rendered in every
    /// language.
    case rendered(RenderedText)

    /// The text in `language`: the catalog's message in that language (English where it has
    /// none), its nested phrases in `language` too, French spaced with `frenchSpacing`.
    public func text(in language: KadoLocalization.Language, frenchSpacing: FrenchSpacing) -> String {
        switch self {
        case .catalog(let key, let arguments):
            return Localizer(language, frenchSpacing: frenchSpacing)
                .text(key, arguments.mapValues { $0.messageArgument(in: language, frenchSpacing: frenchSpacing) })
        case .rendered(let texts):
            return texts.text(in: language, frenchSpacing: frenchSpacing)
        }
    }

    /// The placeholders' values: a ``PhraseArgument`` as it is, any other value as text, as
    /// string interpolation would write it.
    public static func arguments(of values: KeyValuePairs<String, any CustomStringConvertible>) -> [String:
        PhraseArgument]
    {
        var arguments: [String: PhraseArgument] = [:]
        for (name, value) in values {
            arguments[name] = value as? PhraseArgument ?? .text(String(describing: value))
        }
        return arguments
    }
}
