import KadoApp
import KadoCore

/// The kinds of value the API's change of a habit's terms takes (issue 38), as its messages name
/// them.
extension Phrase {
    static let apiKindEvery = Phrase(
        "a schedule like \"day\", \"3/week\", \"mon,wed,fri\", \"2days\" or \"3/7\"",
        "une fréquence comme \"day\", \"3/week\", \"mon,wed,fri\", \"2days\" ou \"3/7\"")
    static let apiKindType = Phrase(
        "a type like \"yesno\", \"negative\", \"counter:8\", \"timer:30\" or \"atmost:2\"",
        "un type comme \"yesno\", \"negative\", \"counter:8\", \"timer:30\" ou \"atmost:2\"")
    static let apiKindScore = Phrase("\"kado\" or \"loop\"", "\"kado\" ou \"loop\"")
    static let apiKindFrom = Phrase(
        "a day like \"2026-04-10\", \"today\" or \"start\"", "un jour comme \"2026-04-10\", \"today\" ou \"start\"")
}
