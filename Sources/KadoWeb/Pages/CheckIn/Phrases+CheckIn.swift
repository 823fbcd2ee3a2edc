import KadoApp
import KadoCore

extension Phrase {
    static func invalidValue(_ text: String) -> Phrase {
        Phrase("“\(text)” is not a number of 0 or more.", "« \(text) » n’est pas un nombre positif ou nul.")
    }
    static let rangeBackwards = Phrase(
        "The first day must come before the last.", "Le premier jour doit précéder le dernier.")
}
