import KadoApp

/// How `kado serve` was asked to run.
public struct WebConfiguration: Sendable {
    /// The address to bind (an IP literal).
    public var host: String
    /// The port (0: any free port).
    public var port: Int
    /// Host names (besides `localhost` and IP literals) the Host header may carry, e.g. `mypc.local`.
    public var allowedHostNames: Set<String>
    /// Request size limits.
    public var limits: HTTPLimits
    /// Where the server's failures are logged (standard error by default: the journal under
    /// systemd). A request answered 500 is logged there with its reference, the error and the
    /// path; the person is shown only the reference.
    public var log = Logger(subsystem: "web", sink: StandardErrorLogSink())
    /// The certificate and key to serve HTTPS with (`--tls-cert`, `--tls-key`); `nil`: plain
    /// HTTP. The server watches the files and takes a renewed pair without a restart.
    public var tls: TLSFiles?

    /// A configuration; the default binds 127.0.0.1:4810.
    public init(
        host: String = "127.0.0.1", port: Int = 4810, allowedHostNames: Set<String> = [], limits: HTTPLimits = .init()
    ) {
        self.host = host
        self.port = port
        self.allowedHostNames = Set(allowedHostNames.map { $0.lowercased() })
        self.limits = limits
    }

    /// Whether the address only accepts connections from this machine.
    public var isLoopbackOnly: Bool {
        host == "::1" || host.hasPrefix("127.")
    }

    /// Whether every request must carry the access token: whenever other machines can connect.
    public var requiresToken: Bool { !isLoopbackOnly }

    /// The address in a URL (`[::1]` for IPv6).
    var urlHost: String { host.contains(":") ? "[\(host)]" : host }
}
