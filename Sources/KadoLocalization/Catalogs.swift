/// The catalogs built into the binary, each parsed the first time it is needed and then kept for
/// the life of the process (Swift runs a static property's initializer once, safely across
/// threads).
enum Catalogs {
    /// The template: English.
    static let english = load(EmbeddedCatalog.template) { Catalog.english(from: $0) }
    static let pseudo = Catalog.pseudo(from: english)
    static let french = load(EmbeddedCatalog.fr) { Catalog.translation(.french, from: $0) }
    static let frenchNarrow = load(EmbeddedCatalog.fr) {
        Catalog.translation(.french, from: $0, frenchSpacing: .narrow)
    }
    static let german = load(EmbeddedCatalog.de) { Catalog.translation(.german, from: $0) }
    static let spanish = load(EmbeddedCatalog.es) { Catalog.translation(.spanish, from: $0) }

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

    /// `text` parsed and built with `build`. A catalog that does not parse (the checks of
    /// KadoLocalizationTests fail first) gives an empty one, so every message falls back.
    private static func load(_ text: String, _ build: (POFile) -> Catalog) -> Catalog {
        build((try? POFile(parsing: text)) ?? POFile(entries: [], header: [:]))
    }
}
