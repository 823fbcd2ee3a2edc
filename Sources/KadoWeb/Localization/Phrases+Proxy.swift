import KadoApp

/// What a request forwarded by a proxy that was not named is told.
extension Phrase {
    /// The title of the page of a request forwarded by a proxy that is not trusted.
    static let untrustedProxyTitle = Phrase("web.proxy.untrustedProxyTitle")

    /// Why the request is refused, and the option that trusts the proxy at `peer`.
    static func untrustedProxy(_ peer: IPAddress) -> Phrase {
        let option = trustProxyOption(peer)
        return Phrase("web.proxy.option", ["peer": peer, "option": option])
    }

    /// `--trust-proxy ADDRESS`; `--trust-proxy=ADDRESS` for an address that begins with a colon
    /// (`::1`), which French typography would otherwise join to the option with a no-break space
    /// that a shell does not split on.
    static func trustProxyOption(_ peer: IPAddress) -> String {
        let address = peer.description
        return address.hasPrefix(":") ? "--trust-proxy=\(address)" : "--trust-proxy \(address)"
    }
}
