import KadoApp

/// A web app ``WebServing`` started: listening until terminated.
public protocol RunningWebServer: AnyObject {
    /// The port it listens on (the one chosen when 0 was asked).
    var port: Int { get }
    /// Whether any request could need a credential (other machines connect, a proxy forwards
    /// them, or an allowed host name reaches it): then `kado serve` prints a pairing. Each
    /// request is judged on its own by the server.
    var mayAskForCredentials: Bool { get }
    /// What `kado serve` warns of as it starts (on standard error).
    var startWarnings: [ServeWarning] { get }
    /// Blocks until SIGINT or SIGTERM arrives, calling `polling` on the calling thread every
    /// fraction of a second meanwhile (`kado serve` writes its reminders' events then), then
    /// stops the server and its background sync.
    func waitForTermination(polling: () -> Void)
}
