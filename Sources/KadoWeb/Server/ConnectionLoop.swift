import Foundation
import KadoApp

#if canImport(Glibc)
    import Glibc
#endif

/// The server's event loop: one thread owning every socket. It accepts, reads and writes without
/// blocking, hands whole requests to the ``HandlerPool`` and writes the whole responses it hands
/// back, and enforces the deadlines and caps of ``HTTPLimits``. Made and run on that one thread,
/// so nothing in it is shared.
///
/// On an HTTPS server every connection first shows what it speaks (``ConnectionTransport``):
/// TLS goes through its handshake, within the header deadline and counted in the caps like any
/// connection, then reads and writes go through its ``TLSSession``; plain HTTP gets only
/// ``PlainHTTPRedirect``'s answer.
final class ConnectionLoop {
    private let listener: Int32
    private let limits: HTTPLimits
    /// The total cap, under the file limit.
    private let maxConnections: Int
    /// Room beyond the cap for connections answered 503 or lingering after their answer.
    private let hardCeiling: Int
    private let pool: HandlerPool
    /// The app's screen of a request's headers, asked before its body is read (``RequestReader/screen``).
    private let screen: (@Sendable (HTTPRequest) -> HTTPResponse?)?
    /// Whether the screen is the app's own, and a request it passed is marked so
    /// (``RequestReader/marksScreened``).
    private let marksScreened: Bool
    private let signals: LoopSignals
    /// What time it is, for the `Date` header of the refusals the loop answers itself.
    private let clock: @Sendable () -> Date
    /// The certificate of an HTTPS server, `nil` for plain HTTP.
    private let certificates: TLSCertificates?
    /// The answer to plain HTTP on an HTTPS server.
    private let redirect: PlainHTTPRedirect
    private var connections: [Int: ServerConnection] = [:]
    /// The bytes reserved by the bodies being received or answered (``HTTPLimits/bodyBudgetBytes``).
    private var bodyBytesInFlight = 0 {
        didSet { signals.bodyBytesInFlight = bodyBytesInFlight }
    }
    private var nextID = 0
    private var scratch = [UInt8](repeating: 0, count: 64 * 1024)

    /// How much of a body sent from a file is read at a time: 256 KiB.
    static let fileChunk = 1 << 18

    /// How long a closed-for-writing connection is read from before it is closed.
    private static let lingerSeconds = 2
    /// The seconds a 503 tells the client to wait.
    private static let retryAfterSeconds = 5

    init(
        listener: Int32, limits: HTTPLimits, maxConnections: Int, pool: HandlerPool,
        screen: (@Sendable (HTTPRequest) -> HTTPResponse?)?, marksScreened: Bool = false, signals: LoopSignals,
        clock: @escaping @Sendable () -> Date, certificates: TLSCertificates? = nil,
        redirect: PlainHTTPRedirect = PlainHTTPRedirect(allowedHostNames: [])
    ) {
        self.clock = clock
        self.certificates = certificates
        self.redirect = redirect
        self.screen = screen
        self.marksScreened = marksScreened
        self.listener = listener
        self.limits = limits
        self.maxConnections = maxConnections
        hardCeiling = maxConnections + 64
        self.pool = pool
        self.signals = signals
    }

    /// Runs until ``LoopSignals/requestStop()``, then closes every connection.
    func run() {
        if certificates != nil {
            // OpenSSL writes with write(2), which raises SIGPIPE when the client went away;
            // blocked on this thread only, the write fails with EPIPE instead.
            var blocked = sigset_t()
            sigemptyset(&blocked)
            sigaddset(&blocked, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &blocked, nil)
        }
        while !signals.isStopping {
            var descriptors = [
                pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
                pollfd(fd: signals.wakeRead, events: Int16(POLLIN), revents: 0),
            ]
            let polled = Array(connections.values)
            for connection in polled {
                // A connection whose request is with a handler is not polled at all: a client that
                // hung up would otherwise wake the loop again and again until the answer is ready.
                let descriptor: Int32 = if case .handling = connection.state { -1 } else { connection.descriptor }
                descriptors.append(pollfd(fd: descriptor, events: Self.events(of: connection), revents: 0))
            }
            _ = poll(&descriptors, nfds_t(descriptors.count), 200)
            let now = ContinuousClock.now
            if descriptors[1].revents != 0 { signals.drain() }
            for answer in signals.takeDone() { deliver(answer, now: now) }
            if descriptors[0].revents & Int16(POLLIN) != 0 { acceptWaiting(now: now) }
            for (index, connection) in polled.enumerated() {
                let events = descriptors[index + 2].revents
                guard events != 0, connections[connection.id] === connection else { continue }
                service(connection, events: events, now: now)
            }
            enforceDeadlines(now: now)
            signals.openConnections = connections.count
        }
        for connection in connections.values {
            connection.transport.closeNotify()
            Glibc.close(connection.descriptor)
        }
        connections = [:]
        signals.openConnections = 0
    }

    private static func events(of connection: ServerConnection) -> Int16 {
        if let wanted = connection.tlsWants { return wanted }
        return switch connection.state {
        case .reading, .lingering: Int16(POLLIN)
        case .writing: Int16(POLLOUT)
        case .handling: 0
        }
    }

    // MARK: - Accepting

    private func acceptWaiting(now: ContinuousClock.Instant) {
        for _ in 0..<256 {
            guard let (descriptor, address) = ServerSocket.accept(listener) else { return }
            admit(descriptor, address: address, now: now)
        }
    }

    /// Admits a new connection within the caps, makes room for it, or answers it 503.
    private func admit(_ descriptor: Int32, address: IPAddress, now: ContinuousClock.Instant) {
        if connections.count >= hardCeiling {
            // The room beyond the cap is full of answered connections: the oldest goes.
            let answered = connections.values.filter { !$0.countsInCaps }
            guard let oldest = answered.min(by: { $0.acceptedAt < $1.acceptedAt }) else {
                Glibc.close(descriptor)
                return
            }
            close(oldest)
        }
        var counted = connections.values.filter(\.countsInCaps)
        if counted.count(where: { $0.address == address }) >= limits.connectionsPerAddress {
            // Connections accepted in the same burst may have been closed by their client already.
            reapHungUp(counted.filter { $0.address == address })
            counted = connections.values.filter(\.countsInCaps)
        }
        if counted.count(where: { $0.address == address }) >= limits.connectionsPerAddress {
            reject(
                descriptor, address: address, now: now,
                why: .httpBusy(.perAddress(address: address.description, limit: limits.connectionsPerAddress)))
            return
        }
        if counted.count >= maxConnections {
            // Half-sent and idle connections cannot keep anyone out: the one that has waited
            // longest makes room.
            guard let victim = counted.filter(\.isEvictable).min(by: { $0.phaseSince < $1.phaseSince }) else {
                reject(descriptor, address: address, now: now, why: .httpBusy(.connections(maxConnections)))
                return
            }
            close(victim)
        }
        nextID += 1
        connections[nextID] = ServerConnection(
            id: nextID, descriptor: descriptor, address: address, now: now, limits: limits, screen: screen,
            marksScreened: marksScreened, transport: certificates == nil ? .plain : .undecided)
    }

    /// Closes those of `candidates` waiting for a request whose client has hung up (their end of
    /// stream not read yet).
    private func reapHungUp(_ candidates: [ServerConnection]) {
        var byte: UInt8 = 0
        for connection in candidates {
            guard case .reading = connection.state else { continue }
            let count = recv(connection.descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
            if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) {
                close(connection)
            }
        }
    }

    private func reject(_ descriptor: Int32, address: IPAddress, now: ContinuousClock.Instant, why: Phrase) {
        guard certificates == nil else {
            // A 503 in clear would be garbage to a TLS client, and a handshake is the work the
            // cap is there to refuse: the connection is closed at once.
            Glibc.close(descriptor)
            return
        }
        nextID += 1
        let connection = ServerConnection(
            id: nextID, descriptor: descriptor, address: address, now: now, limits: limits, isRejected: true)
        connections[nextID] = connection
        let refusal = Refusal.full(retryAfter: Self.retryAfterSeconds, why: why)
        connection.queue(
            ResponseBytes.of(refusal.response, close: true, isHead: false, date: clock()), close: true, now: now)
        flush(connection, now: now)
    }

    // MARK: - Reading and writing

    private func service(_ connection: ServerConnection, events: Int16, now: ContinuousClock.Instant) {
        let wanted = connection.tlsWants
        connection.tlsWants = nil
        switch connection.state {
        case .reading:
            readAvailable(connection, now: now)
        case .writing:
            if events & (wanted ?? Int16(POLLOUT)) != 0 {
                flush(connection, now: now)
            } else if events & Int16(POLLERR | POLLHUP) != 0 {
                close(connection)
            }
        case .lingering:
            discardAvailable(connection)
        case .handling:
            break
        }
    }

    private func readAvailable(_ connection: ServerConnection, now: ContinuousClock.Instant) {
        guard negotiate(connection, now: now) else { return }
        var total = 0
        var ended = false
        // At most 1 MiB a turn, so that one fast upload does not starve the other connections.
        reading: while total < 1 << 20 {
            let transport = connection.transport
            switch scratch.withUnsafeMutableBytes({ transport.receive(connection.descriptor, into: $0) }) {
            case .bytes(let count):
                scratch.withUnsafeBytes { connection.reader.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
                total += count
            case .ended:
                ended = true
                break reading
            case .wants(let events):
                if events != Int16(POLLIN) { connection.tlsWants = events }
                break reading
            case .failed:
                close(connection)
                return
            }
        }
        process(connection, now: now)
        if ended, case .reading = connection.state, connections[connection.id] === connection {
            close(connection)
        }
    }

    /// On an HTTPS server, finds out what a new connection speaks from its first byte (peeked,
    /// not taken), and takes a TLS one through its handshake: `true` once its bytes can be read
    /// as HTTP, `false` while it waits (for the events in ``ServerConnection/tlsWants``) or
    /// when it was closed.
    private func negotiate(_ connection: ServerConnection, now: ContinuousClock.Instant) -> Bool {
        if case .undecided = connection.transport, let certificates {
            var byte: UInt8 = 0
            let count = recv(connection.descriptor, &byte, 1, Int32(MSG_PEEK))
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { return false }
            guard count == 1 else {
                close(connection)
                return false
            }
            if byte == 0x16 {
                guard let session = certificates.current(now: now).makeSession(descriptor: connection.descriptor)
                else {
                    close(connection)
                    return false
                }
                connection.transport = .handshaking(session)
            } else {
                connection.transport = .plainOnTLSPort
                // A request with a body gets the redirect from its headers, and its body is not read.
                let redirect = redirect
                connection.reader = RequestReader(limits: limits, screen: { redirect.response(for: $0) })
            }
        }
        guard case .handshaking(let session) = connection.transport else { return true }
        switch session.handshake() {
        case .done:
            connection.transport = .tls(session)
            return true
        case .wants(let events):
            connection.tlsWants = events
            return false
        case .ended, .failed:
            close(connection)
            return false
        }
    }

    /// Makes requests of the bytes read: hands a whole one to the pool, or answers a refusal.
    private func process(_ connection: ServerConnection, now: ContinuousClock.Instant) {
        while case .reading = connection.state {
            let outcome = connection.reader.next()
            if connection.reader.phase != connection.phase {
                connection.phase = connection.reader.phase
                connection.phaseSince = now
            }
            switch outcome {
            case .needMore:
                return
            case .bodyStarts(let bytes, let expectsContinue):
                // Bodies are kept whole in memory until answered: their total is bounded, and a body
                // beyond what is left is refused before a byte of it is kept.
                guard bodyBytesInFlight + bytes <= limits.bodyBudgetBytes else {
                    let refusal = Refusal.full(
                        retryAfter: Self.retryAfterSeconds,
                        why: .httpBusy(.bodies(limits.bodyBudgetBytes)), language: connection.reader.language)
                    connection.queue(
                        ResponseBytes.of(refusal.response, close: true, isHead: false, date: clock()), close: true,
                        now: now)
                    flush(connection, now: now)
                    return
                }
                bodyBytesInFlight += bytes
                connection.reservedBodyBytes = bytes
                if expectsContinue {
                    // Twenty-five bytes on a socket that has sent nothing yet: they fit its buffer.
                    let transport = connection.transport
                    _ = ResponseBytes.continueBytes.withUnsafeBytes { transport.send(connection.descriptor, $0) }
                }
            case .request(var request, let keepAlive):
                if case .plainOnTLSPort = connection.transport {
                    connection.queue(
                        ResponseBytes.of(
                            redirect.response(for: request), close: true, isHead: request.method == "HEAD",
                            date: clock()), close: true, now: now)
                    flush(connection, now: now)
                    return
                }
                request.arrivedOverTLS = connection.transport.isTLS
                connection.state = .handling
                pool.submit(HandlerPool.Job(connection: connection.id, request: request, keepAlive: keepAlive))
            case .refused(let refusal):
                releaseBody(of: connection)
                connection.queue(
                    ResponseBytes.of(refusal.response, close: true, isHead: false, date: clock()), close: true, now: now
                )
                flush(connection, now: now)
            }
        }
    }

    private func deliver(_ answer: HandlerPool.Done, now: ContinuousClock.Instant) {
        guard let connection = connections[answer.connection], case .handling = connection.state else { return }
        releaseBody(of: connection)
        connection.queue(answer.bytes, file: answer.file, close: answer.close, now: now)
        flush(connection, now: now)
    }

    /// Writes what it can; once the response is out, reads the next request or closes.
    private func flush(_ connection: ServerConnection, now: ContinuousClock.Instant) {
        while connection.written < connection.output.count || connection.hasFileLeft {
            if connection.written == connection.output.count, let file = connection.file {
                // The next chunk of a body sent from a file.
                guard file.read(at: connection.fileOffset, count: Self.fileChunk, into: &connection.output) else {
                    close(connection)
                    return
                }
                connection.fileOffset += connection.output.count
                connection.written = 0
            }
            let transport = connection.transport
            let written = connection.written
            let sent = connection.output.withUnsafeBytes {
                transport.send(connection.descriptor, UnsafeRawBufferPointer(rebasing: $0[written...]))
            }
            switch sent {
            case .bytes(let count):
                connection.written += count
                connection.lastWrite = now
            case .wants(let events):
                if events != Int16(POLLOUT) { connection.tlsWants = events }
                return
            case .ended, .failed:
                close(connection)
                return
            }
        }
        connection.output = []
        connection.written = 0
        connection.file = nil
        if case .writing(close: true) = connection.state {
            connection.transport.closeNotify()
            shutdown(connection.descriptor, Int32(SHUT_WR))
            connection.state = .lingering(until: now + .seconds(Self.lingerSeconds))
            return
        }
        connection.state = .reading
        connection.phase = .idle
        connection.phaseSince = now
        // Requests sent back to back wait in the reader.
        process(connection, now: now)
    }

    private func discardAvailable(_ connection: ServerConnection) {
        while true {
            let count = scratch.withUnsafeMutableBytes { recv(connection.descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 { continue }
            if count < 0, errno == EINTR { continue }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { return }
            close(connection)
            return
        }
    }

    /// Gives back what the connection's body reserved: its request is answered, or it is closed.
    private func releaseBody(of connection: ServerConnection) {
        bodyBytesInFlight -= connection.reservedBodyBytes
        connection.reservedBodyBytes = 0
    }

    private func close(_ connection: ServerConnection) {
        releaseBody(of: connection)
        connection.transport.closeNotify()
        Glibc.close(connection.descriptor)
        connections[connection.id] = nil
    }

    // MARK: - Deadlines

    private func enforceDeadlines(now: ContinuousClock.Instant) {
        let counted = connections.values.count(where: \.countsInCaps)
        let idleSeconds = counted * 2 > maxConnections ? limits.busyIdleSeconds : limits.idleSeconds
        for connection in Array(connections.values) {
            let waited = now - connection.phaseSince
            switch connection.state {
            case .reading:
                if connection.transport.isNegotiating {
                    // A handshake (or a first byte) that takes too long is cut like slow headers;
                    // no 408 can be sent before TLS is up.
                    if now - connection.acceptedAt > .seconds(limits.headerSeconds) { close(connection) }
                    continue
                }
                switch connection.phase {
                case .idle:
                    if waited > .seconds(idleSeconds) { close(connection) }
                case .head:
                    if waited > .seconds(limits.headerSeconds) {
                        refuse(connection, .headersTimedOut(seconds: limits.headerSeconds), now: now)
                    }
                case .body(let expected):
                    let allowed = limits.bodyDeadlineSeconds(forBytes: expected ?? connection.reader.bodyCount)
                    if waited > .seconds(allowed) {
                        let seconds = Int(allowed.rounded(.up))
                        refuse(
                            connection, .bodyTimedOut(seconds: seconds, language: connection.reader.language), now: now)
                    }
                }
            case .writing:
                if now - connection.lastWrite > .seconds(limits.idleSeconds) { close(connection) }
            case .lingering(let until):
                if now >= until { close(connection) }
            case .handling:
                break
            }
        }
    }

    private func refuse(_ connection: ServerConnection, _ refusal: Refusal, now: ContinuousClock.Instant) {
        releaseBody(of: connection)
        connection.queue(
            ResponseBytes.of(refusal.response, close: true, isHead: false, date: clock()), close: true, now: now)
        flush(connection, now: now)
    }
}
