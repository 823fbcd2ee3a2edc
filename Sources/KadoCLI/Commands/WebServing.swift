import KadoApp

/// What `kado serve` needs to run the web app. KadoCLI knows no web server: the composition
/// root (the `kado` executable) hands one in through ``KadoProgram/Environment/webServer``, so
/// the command line and the web app stay two front ends over KadoApp that never import each other.
public protocol WebServing {
    /// Starts serving the database `openTracker` opens as `request` asks, listening before it
    /// returns. The web server opens the trackers it needs and owns them (one for its requests,
    /// one opened on its background sync's thread): a tracker never crosses threads. From then on
    /// SIGINT and SIGTERM are caught (a signal sent as soon as the URL appears must stop the
    /// server, not be lost), until ``RunningWebServer/waitForTermination(polling:)`` returns.
    /// `reminders` is what its pages tell of reminders (the desktop channel, the scheduler, what
    /// rang), filled by `kado serve`'s scheduler.
    /// - Throws: ``WebServeError`` when the address is not one to listen on, or listening fails;
    ///   what `openTracker` throws when the database cannot be opened.
    func start(
        _ request: WebServeRequest, openTracker: @escaping @Sendable () throws -> sending Tracker,
        reminders: ReminderBoard
    ) throws -> any RunningWebServer
}

/// How `kado serve` was asked to listen.
public struct WebServeRequest: Hashable, Sendable {
    /// The address to bind (an IP literal, as typed).
    public var host: String
    /// The port (0: any free port).
    public var port: Int
    /// Host names (besides `localhost` and IP literals) requests may be addressed to, lowercased.
    public var allowedHostNames: Set<String>
    /// `--max-connections`: connections open at once from every device (`nil`: the server's default).
    public var maxConnections: Int?
    /// `--max-per-address`: connections open at once from one address (`nil`: the default).
    public var maxConnectionsPerAddress: Int?
    /// `--read-timeout`: seconds for a request's headers, and a small body (`nil`: the default).
    public var requestTimeoutSeconds: Int?
    /// `--idle-timeout`: seconds a connection may wait between requests (`nil`: the default).
    public var idleTimeoutSeconds: Int?

    /// A request from its parts.
    public init(
        host: String, port: Int, allowedHostNames: Set<String>, maxConnections: Int? = nil,
        maxConnectionsPerAddress: Int? = nil, requestTimeoutSeconds: Int? = nil, idleTimeoutSeconds: Int? = nil
    ) {
        self.host = host
        self.port = port
        self.allowedHostNames = allowedHostNames
        self.maxConnections = maxConnections
        self.maxConnectionsPerAddress = maxConnectionsPerAddress
        self.requestTimeoutSeconds = requestTimeoutSeconds
        self.idleTimeoutSeconds = idleTimeoutSeconds
    }
}

/// Why the web app could not start.
public enum WebServeError: Error, Equatable, Sendable {
    /// The address is not an IP address to listen on (`reason` says which are): a usage error.
    case invalidAddress(reason: String)
    /// Listening on `address` and `port` failed, for example on a port another program holds;
    /// `reason` is the system's account of why (`Address already in use`).
    case cannotListen(address: String, port: Int, reason: String)
}

/// A web app ``WebServing`` started: listening until terminated.
public protocol RunningWebServer: AnyObject {
    /// The port it listens on (the one chosen when 0 was asked).
    var port: Int { get }
    /// Whether every request needs the access token: when other machines can connect.
    var requiresToken: Bool { get }
    /// Whether an access token was ever made for this database.
    func hasAccessToken() -> Bool
    /// Makes a new access token, keeps its digest, and returns it (to be shown once).
    func makeAccessToken() throws -> String
    /// Blocks until SIGINT or SIGTERM arrives, calling `polling` on the calling thread every
    /// fraction of a second meanwhile (`kado serve` writes its reminders' events then), then
    /// stops the server and its background sync.
    func waitForTermination(polling: () -> Void)
}
