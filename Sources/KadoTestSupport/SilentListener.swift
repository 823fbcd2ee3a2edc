#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A port on 127.0.0.1 that accepts connections (the system does, from its backlog) and never
/// answers: a server that hangs, for tests of timeouts. Closed when it goes away.
public final class SilentListener {
    /// The port.
    public let port: Int
    private let descriptor: Int32

    /// Listens on a free port.
    public init() throws {
        port = try DAVServer.freePort()
        descriptor = try DAVServer.listen(on: port)
    }

    deinit {
        close(descriptor)
    }
}
