/// The catalogs built into the binary, each parsed the first time its language is needed and
/// then kept for the life of the process (Swift runs a static property's initializer once, safely
/// across threads).
enum Catalogs {
    /// The template, parsed.
    private static let template = parse(EmbeddedCatalog.template)
    /// The English texts: the template's.
    static let english = Catalog.english(from: template)
    /// The pseudo-language's texts, made from the template's.
    static let pseudo = Catalog.pseudo(from: template)
    /// The French entries, parsed once for both spacings.
    private static let frenchForms = Catalog.translatedForms(.french, in: parse(EmbeddedCatalog.fr))
    static let french = Catalog.translation(.french, forms: frenchForms)
    static let frenchNarrow = Catalog.translation(.french, forms: frenchForms, frenchSpacing: .narrow)
    static let german = Catalog.translation(
        .german, forms: Catalog.translatedForms(.german, in: parse(EmbeddedCatalog.de)))
    static let spanish = Catalog.translation(
        .spanish, forms: Catalog.translatedForms(.spanish, in: parse(EmbeddedCatalog.es)))

    /// The catalog of `language`, with `frenchSpacing` for French.
    static func catalog(for language: Language, frenchSpacing: FrenchSpacing) -> Catalog {
        switch language {
        case .english: english
        case .pseudo: pseudo
        case .french: frenchSpacing == .narrow ? frenchNarrow : french
        case .german: german
        case .spanish: spanish
        }
    }

    /// `text` parsed, or no entries when it does not parse.
    private static func parse(_ text: String) -> POFile {
        // The built-in catalogs are the files KadoLocalizationTests parses and checks, so this
        // cannot fail in a tested build; if it did, every message would fall back to English (or
        // show its key), which is better than a program that cannot start.
        (try? POFile(parsing: text)) ?? POFile(entries: [], header: [:])
    }
}
