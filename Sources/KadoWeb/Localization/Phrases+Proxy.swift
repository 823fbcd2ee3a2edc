import KadoApp

/// What a request forwarded by a proxy that was not named is told.
extension Phrase {
    /// The title of the page of a request forwarded by a proxy that is not trusted.
    static let untrustedProxyTitle = Phrase("Proxy not trusted", "Proxy non reconnu")

    /// Why the request is refused, and the option that trusts the proxy at `peer`.
    static func untrustedProxy(_ peer: IPAddress) -> Phrase {
        let option = trustProxyOption(peer)
        return Phrase(
            "This request came through a proxy at \(peer) that Kadō was not told to trust, so Kadō cannot tell "
                + "who sent it. If that proxy is yours, start Kadō with: kado serve \(option)",
            "Cette requête est passée par un proxy en \(peer) auquel Kadō n’a pas été invité à se fier : Kadō ne "
                + "peut pas savoir qui l’a envoyée. Si ce proxy est le vôtre, lancez Kadō avec : kado serve \(option)")
    }

    /// `--trust-proxy ADDRESS`; `--trust-proxy=ADDRESS` for an address that begins with a colon
    /// (`::1`), which French typography would otherwise join to the option with a no-break space
    /// that a shell does not split on.
    static func trustProxyOption(_ peer: IPAddress) -> String {
        let address = peer.description
        return address.hasPrefix(":") ? "--trust-proxy=\(address)" : "--trust-proxy \(address)"
    }
}
