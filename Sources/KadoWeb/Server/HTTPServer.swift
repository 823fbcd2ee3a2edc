import Foundation
import KadoApp
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The HTTP/1.1 server of `kado serve`. One thread owns every socket (``ConnectionLoop``): it
/// accepts, reads and writes without blocking, and enforces the deadlines and caps of
/// ``HTTPLimits``, answering with a status — 408, 413, 431, 503 with `Retry-After` — rather than
/// silence. A pool of handler threads (``HandlerPool``) each receive a whole request and return a
/// whole response, so no handler ever touches a socket: `handler` must be safe to call from
/// several threads at once.
///
/// With TLS files (``WebConfiguration/tls``) it speaks HTTPS on its port, and answers plain
/// HTTP there with a redirect only (``PlainHTTPRedirect``); every limit holds for TLS alike.
///
/// The deadlines are counted on the monotonic clock (`ContinuousClock`), which says how long
/// something took, never what time it is.
public final class HTTPServer: Sendable {
    /// The port the server listens on.
    public let port: Int
    /// The address it is bound to.
    public let address: String
    /// The connections the server takes at once, after the file limit lowered the configured cap.
    public let maxConnections: Int
    /// Whether it speaks HTTPS (``WebConfiguration/tls``).
    public let isTLS: Bool
    private let listener: Int32
    private let signals: LoopSignals
    private let pool: HandlerPool
    private let loopEnded = DispatchSemaphore(value: 0)
    private let isStopped = Atomic<Bool>(false)

    /// Starts listening on `address`:`port` and serving `app`: its ``WebApp/handle(_:)`` answers
    /// each request, and its ``WebApp/screen(_:)`` refuses, before a byte of the body is read, a
    /// request whose headers already say it will be refused (an unknown route, a method the
    /// route does not answer, no CSRF cookie, no access token, a Host not allowed): the answer
    /// goes at once with `Connection: close`, and the body reserves nothing of the server's
    /// budget (``HTTPLimits/bodyBudgetBytes``). With ``WebConfiguration/tls`` set, it speaks
    /// HTTPS: the files are loaded before anything listens (``HTTPServerError/tlsFile(_:)``
    /// when they cannot be used), then watched, and renewal warnings go to the configuration's log.
    public convenience init(
        address: String, port: Int, limits: HTTPLimits = .init(), clock: @escaping @Sendable () -> Date = { Date() },
        serving app: WebApp
    ) throws(HTTPServerError) {
        try self.init(
            address: address, port: port, limits: limits, clock: clock, screen: { app.screen($0) },
            marksScreened: true, tls: app.configuration.tls, allowedHostNames: app.configuration.allowedHostNames,
            log: app.configuration.log, handler: { app.handle($0) })
    }

    /// Starts listening on `address` (an IPv4 or IPv6 literal):`port` (0: any free port) and
    /// serving requests. `clock` says what time it is, for every response's `Date` header (the
    /// system's clock by default: this is the web server's entry point). `screen`, asked on the
    /// event loop when a request's headers announce a body, may refuse it before the body is
    /// read (it must answer at once: no database, no lock); `nil` reads every body.
    public convenience init(
        address: String, port: Int, limits: HTTPLimits = .init(), clock: @escaping @Sendable () -> Date = { Date() },
        screen: (@Sendable (HTTPRequest) -> HTTPResponse?)? = nil,
        handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws(HTTPServerError) {
        try self.init(
            address: address, port: port, limits: limits, clock: clock, screen: screen, marksScreened: false,
            tls: nil, allowedHostNames: [], log: nil, handler: handler)
    }

    /// ``init(address:port:limits:clock:screen:handler:)``; `marksScreened` when `screen` is the
    /// app's own, whose handler then does not check the headers it passed again; `tls`: the
    /// files to speak HTTPS with, `allowedHostNames` the names its redirect of plain HTTP may
    /// name, `log` where a renewal that cannot be used is told.
    private init(
        address: String, port: Int, limits: HTTPLimits, clock: @escaping @Sendable () -> Date,
        screen: (@Sendable (HTTPRequest) -> HTTPResponse?)?, marksScreened: Bool, tls: TLSFiles?,
        allowedHostNames: Set<String>, log: Logger?, handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse
    ) throws(HTTPServerError) {
        guard (0...65535).contains(port) else {
            throw .cannotListen(address: address, port: port, reason: "a port is a number from 0 to 65535")
        }
        // Before anything listens: files that cannot be served stop the start.
        let loaded: TLSCertificates.Loaded?
        do throws(TLSFileError) {
            loaded = try tls.map { files throws(TLSFileError) in try TLSCertificates.load(files) }
        } catch {
            throw .tlsFile(error)
        }
        // Room for the database, the log and the other files the process keeps open.
        let fileLimit = ServerSocket.raiseFileLimit()
        let maxConnections = max(1, min(limits.connections, fileLimit - 64 - 64 - 32))
        let (listener, boundPort) = try ServerSocket.listen(
            address: address, port: port, backlog: Int32(clamping: min(maxConnections, 4096)))
        let signals: LoopSignals
        do {
            signals = try LoopSignals()
        } catch {
            Glibc.close(listener)
            throw error
        }
        let pool = HandlerPool(
            count: limits.threads, handler: handler, now: clock, deliver: { signals.deliver($0) })
        self.port = boundPort
        self.address = address
        self.maxConnections = maxConnections
        isTLS = loaded != nil
        self.listener = listener
        self.signals = signals
        self.pool = pool
        let loopEnded = loopEnded
        let thread = Thread {
            let certificates: TLSCertificates? =
                if let tls, let loaded { TLSCertificates(files: tls, loaded: loaded, log: log) } else { nil }
            ConnectionLoop(
                listener: listener, limits: limits, maxConnections: maxConnections, pool: pool, screen: screen,
                marksScreened: marksScreened, signals: signals, clock: clock, certificates: certificates,
                redirect: PlainHTTPRedirect(allowedHostNames: allowedHostNames)
            ).run()
            loopEnded.signal()
        }
        thread.name = "kado-http-loop"
        thread.start()
    }

    /// The connections open now (as the event loop last counted them): for tests and benchmarks.
    var openConnections: Int { signals.openConnections }

    /// The bytes the bodies being received or answered reserve of the budget, as the event loop
    /// last counted them: for tests, which wait for the loop to have read a request's headers.
    var bodyBytesInFlight: Int { signals.bodyBytesInFlight }

    /// Stops accepting, closes every connection, and waits for the handlers still answering.
    public func stop() {
        guard !isStopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
        signals.requestStop()
        loopEnded.wait()
        pool.stop()
        Glibc.close(listener)
        signals.closePipe()
    }

    deinit {
        stop()
    }
}
