import KadoApp

/// Why the server could not start.
public enum HTTPServerError: Error, CustomStringConvertible, Equatable {
    /// The host is not an IP address.
    case invalidAddress(String)
    /// The address could not be bound (in use, or not an address of this machine).
    case cannotListen(address: String, port: Int, reason: String)
    /// The certificate or key for HTTPS cannot be used (``TLSFileError`` names the file and why).
    case tlsFile(TLSFileError)

    /// A one-line message.
    public var description: String {
        switch self {
        case .invalidAddress(let address):
            "not an IPv4 or IPv6 address (for example 127.0.0.1, 0.0.0.0 or ::1)"
        case .cannotListen(let address, let port, let reason):
            "cannot listen on \(address) port \(port): \(reason)"
        case .tlsFile(let error):
            "cannot serve HTTPS: \(error.description)"
        }
    }
}
