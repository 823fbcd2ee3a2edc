import KadoApp

/// How `kado serve` was asked to listen.
public struct WebServeRequest: Hashable, Sendable {
    /// The address to bind (an IP literal, as typed).
    public var host: String
    /// The port (0: any free port).
    public var port: Int
    /// Host names (besides `localhost` and IP literals) requests may be addressed to, lowercased.
    public var allowedHostNames: Set<String>
    /// `--trust-proxy`: the proxies believed, as typed (an address or `ADDRESS/PREFIX`), checked
    /// by the web app when it starts.
    public var trustedProxies: [String]
    /// `--max-connections`: connections open at once from every device (`nil`: the server's default).
    public var maxConnections: Int?
    /// `--max-per-address`: connections open at once from one address (`nil`: the default).
    public var maxConnectionsPerAddress: Int?
    /// `--read-timeout`: seconds for a request's headers, and a small body (`nil`: the default).
    public var requestTimeoutSeconds: Int?
    /// `--idle-timeout`: seconds a connection may wait between requests (`nil`: the default).
    public var idleTimeoutSeconds: Int?
    /// `--tls-cert`: the PEM certificate chain to serve HTTPS with (`nil`: plain HTTP; the
    /// command gives both files or neither).
    public var tlsCertificatePath: String?
    /// `--tls-key`: the PEM private key of that certificate.
    public var tlsKeyPath: String?

    /// A request from its parts.
    public init(
        host: String, port: Int, allowedHostNames: Set<String>, trustedProxies: [String] = [],
        maxConnections: Int? = nil,
        maxConnectionsPerAddress: Int? = nil, requestTimeoutSeconds: Int? = nil, idleTimeoutSeconds: Int? = nil,
        tlsCertificatePath: String? = nil, tlsKeyPath: String? = nil
    ) {
        self.host = host
        self.port = port
        self.allowedHostNames = allowedHostNames
        self.trustedProxies = trustedProxies
        self.maxConnections = maxConnections
        self.maxConnectionsPerAddress = maxConnectionsPerAddress
        self.requestTimeoutSeconds = requestTimeoutSeconds
        self.idleTimeoutSeconds = idleTimeoutSeconds
        self.tlsCertificatePath = tlsCertificatePath
        self.tlsKeyPath = tlsKeyPath
    }
}
