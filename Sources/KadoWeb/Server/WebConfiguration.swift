import KadoApp

/// How `kado serve` was asked to run.
public struct WebConfiguration: Sendable {
    /// The address to bind (an IP literal).
    public var host: String
    /// The port (0: any free port).
    public var port: Int
    /// Host names (besides `localhost` and IP literals) the Host header may carry, e.g. `mypc.local`.
    public var allowedHostNames: Set<String>
    /// The peers believed when they say whom they forward for (`--trust-proxy`): reverse
    /// proxies in front of this server (``ProxyTrust``).
    public var trustedProxies: [IPAddressRange]
    /// Request size limits.
    public var limits: HTTPLimits
    /// Where the server's failures are logged (standard error by default: the journal under
    /// systemd). A request answered 500 is logged there with its reference, the error and the
    /// path; the person is shown only the reference.
    public var log = Logger(subsystem: "web", sink: StandardErrorLogSink())
    /// The certificate and key to serve HTTPS with (`--tls-cert`, `--tls-key`); `nil`: plain
    /// HTTP. The server watches the files and takes a renewed pair without a restart.
    public var tls: TLSFiles?

    /// A configuration; the default binds 127.0.0.1:4810 and trusts no proxy.
    public init(
        host: String = "127.0.0.1", port: Int = 4810, allowedHostNames: Set<String> = [],
        trustedProxies: [IPAddressRange] = [], limits: HTTPLimits = .init()
    ) {
        self.host = host
        self.port = port
        self.allowedHostNames = Set(allowedHostNames.map { $0.lowercased() })
        self.trustedProxies = trustedProxies
        self.limits = limits
    }

    /// Whether the bound address is this machine's loopback, which no other machine reaches
    /// directly; an address that is no IP literal counts as reachable.
    public var listensOnLoopbackOnly: Bool {
        IPAddress(host)?.isLoopback == true
    }

    /// Whether any request could need a credential (``RequestProvenance/needsCredential``): other
    /// machines connect, a proxy forwards them, or a host name allowed with `--allow-host` reaches
    /// this server. `kado serve` then makes the access token and prints how to sign in; each
    /// request is still judged on its own.
    public var mayAskForCredentials: Bool {
        !listensOnLoopbackOnly || !trustedProxies.isEmpty || !allowedHostNames.isEmpty
    }

    /// Whether other machines reach this server over plain HTTP, so that the sign-in and every
    /// check-in cross the network readable: it listens beyond loopback, and no trusted proxy
    /// gives them HTTPS, and the server serves no HTTPS of its own (`--tls-cert`).
    public var isCleartextOnNetwork: Bool {
        !listensOnLoopbackOnly && trustedProxies.isEmpty && tls == nil
    }

    /// Who may say whom a request is forwarded for.
    var proxyTrust: ProxyTrust { ProxyTrust(trustedProxies: trustedProxies) }

    /// The address in a URL (`[::1]` for IPv6).
    var urlHost: String { host.contains(":") ? "[\(host)]" : host }
}
