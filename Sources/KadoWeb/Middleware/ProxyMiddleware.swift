import KadoApp

/// Forwarding headers (`Forwarded`, `X-Forwarded-*`) are believed from a trusted proxy only
/// (``ProxyTrust``); a request that carries them from any other peer is refused (403) before
/// anything else looks at it, with a page — or the API's JSON error — that names the option to
/// add, and a warning in the log, once per peer. A proxy that was not named thus fails at once,
/// instead of every visitor it forwards passing for this machine.
struct ProxyMiddleware: Middleware {
    /// The peers already warned of (shared by every copy of the middleware).
    let warned: WarnedPeers
    let log: Logger

    func screen(_ head: RequestHead) -> HTTPResponse? {
        refusal(of: head.request, provenance: head.provenance)
    }

    /// The 403 of `request` when it carries forwarding headers its peer may not send, else `nil`.
    func refusal(of request: HTTPRequest, provenance: RequestProvenance) -> HTTPResponse? {
        guard provenance.isUntrustedForwarding else { return nil }
        let peer = provenance.peer
        if warned.isFirst(peer) {
            log.warning(
                "a request with forwarding headers came from a peer that is not a trusted proxy: it is refused",
                ["peer": "\(peer)", "remedy": "kado serve \(Phrase.trustProxyOption(peer))"])
        }
        var settings = Settings()
        settings.language = APILanguage.of(request, settings: settings)
        let t = Localizer(language: settings.language)
        let message = t(.untrustedProxy(peer))
        if request.path.hasPrefix("/api/") {
            return APIResponse.error(status: 403, problem: .forbidden, message: message)
        }
        let context = RequestContext(request: request, settings: settings, provenance: provenance)
        return .html(
            ErrorPage.render(status: 403, message: message, context: context, title: .untrustedProxyTitle), status: 403)
    }
}
