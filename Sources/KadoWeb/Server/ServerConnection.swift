/// One client connection, owned by the server's event loop and touched by its thread only: the
/// socket, the request being read, the response being written, and the times its deadlines
/// count from.
final class ServerConnection {
    /// What the connection is doing.
    enum State {
        /// Reading a request (or waiting for one).
        case reading
        /// A whole request is with a handler thread; nothing is read meanwhile.
        case handling
        /// Writing a response; `close`: the connection ends after it.
        case writing(close: Bool)
        /// The response is sent and the write side shut: reading what the client still sends
        /// (so that closing does not reset the connection and lose the response) until the end.
        case lingering(until: ContinuousClock.Instant)
    }

    let id: Int
    let descriptor: Int32
    /// The peer's address: for the per-address cap, and on every request read
    /// (``HTTPRequest/peer``).
    let address: IPAddress
    let acceptedAt: ContinuousClock.Instant
    /// Answered 503 at once: counted in no cap.
    let isRejected: Bool
    var state: State {
        // What TLS waited for belongs to the call that waited.
        didSet { tlsWants = nil }
    }
    /// How its bytes travel: plain, or through TLS (``ConnectionTransport``).
    var transport: ConnectionTransport
    /// The `poll` events a TLS read or write is waiting for when they are not the state's own
    /// (a read that needs to write first, or the handshake); `nil` otherwise.
    var tlsWants: Int16?
    var reader: RequestReader
    /// The phase the reader was in when last looked at, and since when.
    var phase: RequestReader.Phase = .idle
    var phaseSince: ContinuousClock.Instant
    /// Bytes to write, and how many are written.
    var output: [UInt8] = []
    var written = 0
    /// The last time a write made progress.
    var lastWrite: ContinuousClock.Instant
    /// The bytes its body holds in the server's budget, until its request is answered.
    var reservedBodyBytes = 0

    init(
        id: Int, descriptor: Int32, address: IPAddress, now: ContinuousClock.Instant, limits: HTTPLimits,
        screen: (@Sendable (HTTPRequest) -> HTTPResponse?)? = nil, marksScreened: Bool = false,
        isRejected: Bool = false, transport: ConnectionTransport = .plain
    ) {
        self.id = id
        self.descriptor = descriptor
        self.address = address
        acceptedAt = now
        phaseSince = now
        lastWrite = now
        self.isRejected = isRejected
        state = .reading
        self.transport = transport
        reader = RequestReader(limits: limits, screen: screen, marksScreened: marksScreened, peer: address)
    }

    /// Whether it may make room for a new connection: it has not sent a whole request (it waits
    /// idle or is sending one), or it is only lingering.
    var isEvictable: Bool {
        switch state {
        case .reading, .lingering: true
        case .handling, .writing: false
        }
    }

    /// Whether a body from a file has bytes not yet read.
    var hasFileLeft: Bool { file.map { fileOffset < $0.length } ?? false }

    /// Whether it is in a cap (not a rejected or lingering one).
    var countsInCaps: Bool {
        if isRejected { return false }
        if case .lingering = state { return false }
        return true
    }

    /// A body still to send from a file once ``output`` is written, and how much of it is sent.
    var file: ResponseFile?
    var fileOffset = 0

    /// Queues `bytes` to write, then the body in `file`; `close`: end the connection after them.
    func queue(_ bytes: [UInt8], file: ResponseFile? = nil, close: Bool, now: ContinuousClock.Instant) {
        output = bytes
        self.file = file
        fileOffset = 0
        written = 0
        lastWrite = now
        state = .writing(close: close)
    }
}
