import KadoApp
import KadoCore
import KadoLocalization

/// A piece of interface text. Almost every phrase is a key of Kadō's message catalogs
/// (`Sources/KadoLocalization/Catalogs`) with the values of its placeholders, so that its text in
/// each language is data a translator edits, set in that language's typography by the catalogs'
/// module. The rest is the application layer's wording (``init(wording:)``), catalog entries
/// too, or text that is no phrase of Kadō's (``verbatim(_:)``).
struct Phrase: Sendable {
    private let source: PhraseSource

    /// The catalog's message `key`, its placeholders filled with `arguments`: a
    /// ``PhraseArgument`` (a number the language writes, another phrase) as it is, any other value
    /// as text.
    init(_ key: String, _ arguments: KeyValuePairs<String, any CustomStringConvertible> = [:]) {
        source = .catalog(key: key, arguments: PhraseSource.arguments(of: arguments))
    }

    /// The catalog's plural message `key` for `count` (put into `{count}` as the language writes
    /// numbers), its other placeholders filled with `arguments`.
    init(_ key: String, count: Int, _ arguments: KeyValuePairs<String, any CustomStringConvertible> = [:]) {
        var values = PhraseSource.arguments(of: arguments)
        values["count"] = .integer(count)
        source = .catalog(key: key, arguments: values)
    }

    /// A phrase of the application layer's wording (an error, a remark), made by `render` in
    /// each language; a front end's remedy around it is its own catalog key.
    init(wording render: (AppWording) -> String) {
        source = .rendered(RenderedText(render))
    }

    /// The text in `language`.
    func text(in language: KadoApp.Language) -> String { source.text(in: language, frenchSpacing: .narrow) }

    /// The text in any language of the catalogs (German and Spanish before they can be chosen).
    func text(catalogLanguage language: KadoLocalization.Language) -> String {
        source.text(in: language, frenchSpacing: .narrow)
    }

    /// This phrase as the value of another's placeholder, rendered in that phrase's language.
    var argument: PhraseArgument { .phrase(source) }

    /// The English text.
    var english: String { text(in: .english) }

    /// The French text.
    var french: String { text(in: .french) }
}
