import KadoApp

/// A web app ``WebServing`` started: listening until terminated.
public protocol RunningWebServer: AnyObject {
    /// The port it listens on (the one chosen when 0 was asked).
    var port: Int { get }
    /// Whether requests may need a device's credential: when other machines can connect (then
    /// `kado serve` prints a pairing).
    var requiresToken: Bool { get }
    /// Blocks until SIGINT or SIGTERM arrives, calling `polling` on the calling thread every
    /// fraction of a second meanwhile (`kado serve` writes its reminders' events then), then
    /// stops the server and its background sync.
    func waitForTermination(polling: () -> Void)
}
