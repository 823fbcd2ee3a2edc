import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How a connection's bytes travel. A plain server's connections are all `.plain`; on an HTTPS
/// server a connection is `.undecided` until its first byte says what it speaks (a TLS
/// handshake record begins with 0x16), then goes through the handshake to `.tls`, or is plain
/// HTTP sent to the HTTPS port, which is answered with nothing but a redirect to https
/// (``PlainHTTPRedirect``).
enum ConnectionTransport {
    /// Plain HTTP on a plain server.
    case plain
    /// On an HTTPS server, before the first byte arrived.
    case undecided
    /// The TLS handshake is under way.
    case handshaking(TLSSession)
    /// HTTP inside TLS.
    case tls(TLSSession)
    /// Plain HTTP on an HTTPS server.
    case plainOnTLSPort

    /// What a read or write came to.
    enum Transfer {
        /// This many bytes (more than zero) were read or written.
        case bytes(Int)
        /// Nothing until the socket is ready for these `poll` events.
        case wants(Int16)
        /// The client ended the connection (reads only).
        case ended
        /// The connection failed.
        case failed
    }

    /// Whether the connection is still deciding what it speaks or shaking hands: it has sent
    /// no request yet, and its time counts as the header deadline's.
    var isNegotiating: Bool {
        switch self {
        case .undecided, .handshaking: true
        case .plain, .tls, .plainOnTLSPort: false
        }
    }

    /// Whether the requests come inside TLS.
    var isTLS: Bool {
        if case .tls = self { true } else { false }
    }

    /// Reads what is available on `descriptor` into `buffer`, through TLS when it is one.
    func receive(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Transfer {
        if case .tls(let session) = self {
            return switch session.read(into: buffer) {
            case .done(let count): .bytes(count)
            case .wants(let events): .wants(events)
            case .ended: .ended
            case .failed: .failed
            }
        }
        while true {
            let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
            if count > 0 { return .bytes(count) }
            if count == 0 { return .ended }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { return .wants(Int16(POLLIN)) }
            return .failed
        }
    }

    /// Writes what the socket takes of `bytes` (not empty), through TLS when it is one.
    func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Transfer {
        if case .tls(let session) = self {
            return switch session.write(bytes) {
            case .done(let count): .bytes(count)
            case .wants(let events): .wants(events)
            case .ended, .failed: .failed
            }
        }
        while true {
            let count = Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
            if count > 0 { return .bytes(count) }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return .wants(Int16(POLLOUT)) }
            return .failed
        }
    }

    /// Ends TLS in order (close_notify, best effort) before the socket is shut or closed.
    func closeNotify() {
        if case .tls(let session) = self { session.closeNotify() }
    }
}
