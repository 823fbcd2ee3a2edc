import KadoApp

/// Why the web app could not start.
public enum WebServeError: Error, Equatable, Sendable {
    /// The address is not an IP address to listen on (`reason` says which are): a usage error.
    case invalidAddress(reason: String)
    /// Listening on `address` and `port` failed, for example on a port another program holds;
    /// `reason` is the system's account of why (`Address already in use`).
    case cannotListen(address: String, port: Int, reason: String)
    /// A `--trust-proxy` value that is no address nor `ADDRESS/PREFIX` range: a usage error.
    case invalidTrustedProxy(String)
    /// The certificate or key file at `path` cannot be served, for `problem`.
    case tlsFile(path: String, problem: TLSFileProblem)
}
