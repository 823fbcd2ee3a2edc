import KadoApp

/// Limits enforced on every request and connection; anything beyond them is refused (with a
/// status, never by silence) before the app sees it.
public struct HTTPLimits: Sendable {
    /// Bytes for the request line and headers together (larger: 431).
    public var headerBytes: Int = 16 * 1024
    /// Bytes of a form or JSON body (larger: 413).
    public var bodyBytes: Int = 64 * 1024
    /// Bytes of an uploaded backup (larger: 413). Lower than the 1 GiB `kado import` reads
    /// (`BackupLimits.fileBytes`) on purpose: an upload arrives in memory, is decoded there, and up
    /// to three decoded uploads wait for their confirmation, in a server that stays running; 32 MiB
    /// holds years of a real history (about 170,000 records), and larger files go through
    /// `kado import`.
    public var uploadBytes: Int = 32 * 1024 * 1024
    /// Bytes of a batch of operations from an offline queue (`POST /api/operations`, larger:
    /// 413): a thousand operations of a few hundred bytes, with room for some long notes.
    public var batchBytes: Int = 1024 * 1024
    /// Bytes of request bodies held at once, from every connection together: each body reserves
    /// its announced size (its route's limit when chunked) when its headers arrive, until it is
    /// answered. A body beyond what is left is answered 503 with `Retry-After` before any of it
    /// is read, so that many clients sending large bodies cannot exhaust the memory.
    public var bodyBudgetBytes: Int = 96 * 1024 * 1024
    /// Connections open at once, from every client together (lowered to what the process's file
    /// limit allows). A new connection beyond it takes the place of the oldest one that has not
    /// sent a whole request, or is answered 503 when there is none.
    public var connections: Int = 512
    /// Connections open at once from one client address; a new one beyond it is answered 503.
    public var connectionsPerAddress: Int = 32
    /// Seconds a connection may wait before its first request, or between two requests.
    public var idleSeconds: Int = 30
    /// The same when more than half of ``connections`` are open.
    public var busyIdleSeconds: Int = 5
    /// Seconds from a request's first byte to the end of its headers (later: 408, and closed).
    public var headerSeconds: Int = 10
    /// Seconds a body may always take; a larger one may take longer at ``bodyBytesPerSecond``
    /// (later: 408, and closed).
    public var bodySeconds: Int = 10
    /// The slowest rate at which a large body is still read to its end.
    public var bodyBytesPerSecond: Int = 64 * 1024
    /// Threads handling requests: each receives a whole request and returns a whole response,
    /// while one other thread reads and writes every socket.
    public var threads: Int = 4

    /// The default limits.
    public init() {}

    /// The largest body accepted on `path`: ``uploadBytes`` where a route takes an uploaded file
    /// (``Route/acceptsUpload``), ``batchBytes`` where it takes a batch of operations, else
    /// ``bodyBytes``.
    func bodyLimit(forPath path: String) -> Int {
        let match = WebRoutes.router.match(path)
        if match?.acceptsUpload == true { return uploadBytes }
        return match?.takesBatch == true ? batchBytes : bodyBytes
    }

    /// Seconds a body of `bytes` may take to arrive.
    func bodyDeadlineSeconds(forBytes bytes: Int) -> Double {
        max(Double(bodySeconds), Double(bytes) / Double(max(1, bodyBytesPerSecond)))
    }
}
