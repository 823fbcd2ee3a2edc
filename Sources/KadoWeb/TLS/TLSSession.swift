import COpenSSL

#if canImport(Glibc)
    import Glibc
#endif

/// One connection's TLS, driven without blocking by the event loop: the handshake, then reads
/// and writes of plaintext, each of which may need the socket readable or writable first (it
/// then says which, and the loop polls for that and calls again with the same bytes).
///
/// The `SSL` pointer is owned by this object and never leaves it; the object belongs to one
/// ``ServerConnection`` and is used only on the event loop's thread, so it is not `Sendable`.
/// OpenSSL's error queue is per thread: each call empties it first, as `SSL_get_error` needs.
final class TLSSession {
    /// What a call came to.
    enum Outcome: Equatable {
        /// The handshake is done, or this many bytes were read or written (more than zero).
        case done(Int)
        /// Nothing could be done until the socket is ready for these `poll` events.
        case wants(Int16)
        /// The client closed the TLS session (close_notify) or the connection.
        case ended
        /// A TLS or socket error: the connection is over.
        case failed
    }

    /// The session, owned: freed in `deinit`.
    private let connection: OpaquePointer
    /// Whether the session failed, after which OpenSSL must not be asked to shut it down.
    private var isBroken = false
    /// Whether close_notify was sent (or tried) already.
    private var isShutDown = false

    /// A session over `connection`, which it owns from now on.
    init(taking connection: OpaquePointer) {
        self.connection = connection
    }

    deinit {
        SSL_free(connection)
    }

    /// Goes on with the handshake: `.done(0)` once it is complete.
    func handshake() -> Outcome {
        ERR_clear_error()
        let result = SSL_do_handshake(connection)
        return result == 1 ? .done(0) : failure(of: result)
    }

    /// Reads plaintext into `buffer`.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Outcome {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return .done(0) }
        ERR_clear_error()
        let result = SSL_read(connection, base, Int32(clamping: buffer.count))
        return result > 0 ? .done(Int(result)) : failure(of: result)
    }

    /// Writes some of `bytes` (at most one record, with partial writes on): after a `.wants`, it
    /// must be called again with the same bytes.
    func write(_ bytes: UnsafeRawBufferPointer) -> Outcome {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return .done(0) }
        ERR_clear_error()
        let result = SSL_write(connection, base, Int32(clamping: bytes.count))
        return result > 0 ? .done(Int(result)) : failure(of: result)
    }

    /// Sends close_notify, best effort and once: an orderly end the client can tell from a
    /// truncation. Not waiting for the client's own.
    func closeNotify() {
        guard !isBroken, !isShutDown else { return }
        isShutDown = true
        ERR_clear_error()
        _ = SSL_shutdown(connection)
        ERR_clear_error()
    }

    /// What a call's non-positive `result` means.
    private func failure(of result: Int32) -> Outcome {
        let error = SSL_get_error(connection, result)
        switch error {
        case SSL_ERROR_WANT_READ: return .wants(Int16(POLLIN))
        case SSL_ERROR_WANT_WRITE: return .wants(Int16(POLLOUT))
        case SSL_ERROR_ZERO_RETURN: return .ended
        default:
            // SSL_ERROR_SYSCALL (the socket failed or the client went away) or SSL_ERROR_SSL
            // (a protocol error: an old version, a bad record): no shutdown may follow.
            isBroken = true
            ERR_clear_error()
            return error == SSL_ERROR_SYSCALL && errno == 0 ? .ended : .failed
        }
    }
}
