import KadoApp

/// Limits enforced on every request; anything larger is refused before the app sees it.
public struct HTTPLimits: Sendable {
    /// Bytes for the request line and headers together (larger: 431, from libmicrohttpd).
    public var headerBytes: Int = 16 * 1024
    /// Bytes of a form or JSON body (larger: 413).
    public var bodyBytes: Int = 64 * 1024
    /// Bytes of an uploaded backup (larger: 413). Lower than the 1 GiB `kado import` reads
    /// (`BackupLimits.fileBytes`) on purpose: an upload arrives in memory, is decoded there, and up
    /// to three decoded uploads wait for their confirmation, in a server that stays running; 32 MiB
    /// holds years of a real history (about 170,000 records), and larger files go through
    /// `kado import`.
    public var uploadBytes: Int = 32 * 1024 * 1024
    /// Connections at once.
    public var connections: Int = 64
    /// Seconds an idle connection is kept.
    public var idleSeconds: Int = 30
    /// Threads serving connections: static files and refusals need not wait for a slow page
    /// (the web app itself still handles one request at a time).
    public var threads: Int = 4

    /// The default limits.
    public init() {}

    /// The largest body accepted on `path`.
    func bodyLimit(forPath path: String) -> Int {
        WebSession.acceptsUpload(path) ? uploadBytes : bodyBytes
    }
}
