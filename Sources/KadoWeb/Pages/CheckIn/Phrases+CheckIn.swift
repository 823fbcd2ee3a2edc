import KadoApp
import KadoCore

extension Phrase {
    static func invalidValue(_ text: String) -> Phrase {
        Phrase("web.checkIn.invalidValue", ["text": text])
    }
    static let rangeBackwards = Phrase("web.checkIn.rangeBackwards")
}
