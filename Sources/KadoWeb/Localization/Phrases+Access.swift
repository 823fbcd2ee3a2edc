import KadoApp

/// The plain-text refusals sent before any page or session: in the language the request's
/// `Accept-Language` asks for (``APILanguage/browser(_:)``), else English.
extension Phrase {
    /// The calendar feed's 401: the same words for a missing, wrong or revoked token.
    static let feedNeedsToken = Phrase("web.access.feedNeedsToken")
    /// The 401 of a form sent without a credential to a server that needs one.
    static let signInFirst = Phrase("web.access.signInFirst")
    /// The 403 of a page's form without the security token of its page, or with an old one.
    static let staleFormToken = Phrase("web.access.staleFormToken")
    /// The 403 of a page's form sent from another site (`origin`).
    static func crossSiteForm(_ origin: String) -> Phrase { Phrase("web.access.crossSiteForm", ["origin": origin]) }
}
