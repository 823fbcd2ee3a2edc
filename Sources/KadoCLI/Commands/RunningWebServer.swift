import KadoApp

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
