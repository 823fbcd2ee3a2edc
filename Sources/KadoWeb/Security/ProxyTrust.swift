/// Which peers may say who their client is (`kado serve --trust-proxy`), and what that makes of
/// each request (``RequestProvenance``).
///
/// From a trusted peer, RFC 7239's `Forwarded` and `X-Forwarded-For`/`-Proto`/`-Host` are
/// believed; from any other, a request carrying one of them is refused, so that a proxy that was
/// not named fails loudly instead of turning every visitor into this machine. When a trusted
/// proxy sends both kinds and they name different clients, the client is unknown: common proxies
/// rewrite one kind and pass the other through from the client untouched.
struct ProxyTrust: Sendable {
    /// The peers believed (`--trust-proxy`).
    let trustedProxies: [IPAddressRange]

    /// Whether `address` is a trusted proxy.
    func isTrusted(_ address: IPAddress) -> Bool {
        trustedProxies.contains { $0.contains(address) }
    }

    /// Where `request` comes from.
    func provenance(of request: HTTPRequest) -> RequestProvenance {
        let peer = request.peer
        let directHost = request.headers["Host"]
        guard ForwardingHeaders.present(in: request.headers) else {
            return make(peer: peer, client: peer, host: directHost, secure: request.arrivedOverTLS, untrusted: false)
        }
        guard isTrusted(peer) else {
            return make(peer: peer, client: peer, host: directHost, secure: request.arrivedOverTLS, untrusted: true)
        }
        let standard = ForwardingHeaders.forwardedClaim(request.headers, isTrusted: isTrusted)
        let legacy = ForwardingHeaders.xForwardedClaim(request.headers, isTrusted: isTrusted)
        var client = (legacy ?? standard)?.client ?? .unknown
        if let standard, let legacy, standard.client != legacy.client { client = .unknown }
        let proto = legacy?.proto ?? standard?.proto
        let host = legacy?.host ?? standard?.host ?? directHost
        return make(
            peer: peer, client: client.address, host: host, secure: request.arrivedOverTLS || proto == "https",
            untrusted: false)
    }

    private func make(peer: IPAddress, client: IPAddress?, host: String?, secure: Bool, untrusted: Bool)
        -> RequestProvenance
    {
        let local = !untrusted && client?.isLoopback == true && RequestProvenance.isLocalName(host)
        return RequestProvenance(
            peer: peer, client: client, host: host, isSecure: secure, isUntrustedForwarding: untrusted,
            needsCredential: !local)
    }
}
