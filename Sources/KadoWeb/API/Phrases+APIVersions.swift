import KadoApp
import KadoCore

/// The kinds of value the API's change of a habit's terms takes (issue 38), as its messages name
/// them.
extension Phrase {
    static let apiKindEvery = Phrase("web.apiVersions.apiKindEvery")
    static let apiKindType = Phrase("web.apiVersions.apiKindType")
    static let apiKindScore = Phrase("web.apiVersions.apiKindScore")
    static let apiKindFrom = Phrase("web.apiVersions.apiKindFrom")
}
