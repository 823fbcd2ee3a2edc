/// Where one request comes from, as far as this server may believe it (``ProxyTrust``): the peer
/// that connected, the client behind a trusted proxy, the host it asked for, whether it came over
/// HTTPS, and from these, the one answer the access checks ask: whether it needs a credential.
struct RequestProvenance: Sendable, Equatable {
    /// The address that connected to this server (a proxy, or the client itself).
    let peer: IPAddress
    /// The client: the peer, or the one a trusted proxy forwarded for; `nil` when the proxy could
    /// not say (`unknown`, an obfuscated name, a malformed or contradictory header).
    let client: IPAddress?
    /// The Host the client asked for: a trusted proxy's forwarded host, else the Host header.
    let host: String?
    /// Whether the client's request travelled encrypted: it arrived over TLS here, or a trusted
    /// proxy forwarded it from HTTPS.
    let isSecure: Bool
    /// Whether the request carries forwarding headers from a peer that is not trusted to send
    /// them: it is refused (``ProxyMiddleware``), never judged by them.
    let isUntrustedForwarding: Bool
    /// Whether the request needs a credential (a sign-in session or the bearer token): always,
    /// unless its client is on this machine's loopback *and* it asked for `localhost` or an IP
    /// address — a name allowed with `--allow-host` is how the network reaches this server, even
    /// through a proxy on this machine.
    let needsCredential: Bool

    /// Whether a client on this machine's loopback asked for `host` as this machine itself
    /// (`localhost`, an IP literal); any other name (one allowed with `--allow-host`) is the
    /// network's way in.
    static func isLocalName(_ host: String?) -> Bool {
        guard let host, let name = HostCheck.hostName(of: host) else { return false }
        return name == "localhost" || HostCheck.isIPAddress(name)
    }
}
