import KadoApp
import KadoCore

/// A message of the command line in every language it speaks. A phrase is written once with all
/// its translations, so a command cannot print a sentence that has no French; phrases with
/// values are functions that build one (`Phrase.doneFor(day)`).
///
/// French follows French typography: a no-break space (U+00A0) before `:`, `;`, `!`, `?` and
/// `%`, lowercase weekday and month names, and `1er` for the first of the month.
struct Phrase: Sendable {
    /// The English text.
    let english: String
    /// The French text.
    let french: String

    /// A phrase from its English and French texts.
    init(_ english: String, _ french: String) {
        self.english = english
        self.french = french
    }

    /// The text in `language`.
    func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .french: french
        }
    }

    /// The no-break space French puts before `:`, `;`, `!`, `?` and `%`.
    static let space = "\u{00A0}"
}
