import KadoApp
import KadoCore

/// A piece of interface text in every language the app speaks. Each phrase is written once with
/// all its translations, so a screen cannot show a string that has no French.
struct Phrase: Sendable {
    let english: String
    let french: String

    /// A phrase; the French is set in French typography whatever spaces it was typed with.
    init(_ english: String, _ french: String) {
        self.english = english
        self.french = FrenchTypography.apply(to: french)
    }

    func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .french: french
        }
    }
}
