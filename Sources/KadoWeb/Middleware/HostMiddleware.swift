/// The Host allow-list (``HostCheck``), against DNS rebinding: a request for another name is
/// refused (403) before anything else but the proxy check looks at it, and checked once per
/// request. The host checked is the one the client asked for: a trusted proxy's forwarded host,
/// else the Host header (``RequestProvenance/host``).
struct HostMiddleware: Middleware {
    let allowedNames: Set<String>

    func screen(_ head: RequestHead) -> HTTPResponse? {
        refusal(of: head.request, provenance: head.provenance)
    }

    /// The 403 of `request` when its host is not allowed, else `nil`, in the language its
    /// `Accept-Language` asks for (the settings are not read for a request refused this early).
    func refusal(of request: HTTPRequest, provenance: RequestProvenance) -> HTTPResponse? {
        guard HostCheck.allows(provenance.host, allowedNames: allowedNames) else {
            let words = Localizer(language: APILanguage.browser(request))
            return .text(words(Phrase("web.http.hostNotAllowed", ["host": provenance.host ?? ""])), status: 403)
        }
        return nil
    }
}
