import Foundation
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

    /// The address of a Kadō web app that already answers on `host` and `port` (another
    /// `kado serve`, the user service), or `nil` when there is none: `kado serve --open` then
    /// opens it rather than failing on a port in use.
    func runningKado(host: String, port: Int) -> String?

    /// Opens `url` in the person's default browser (`--open`).
    /// - Throws: when no browser could be started, with the system's reason.
    func openInBrowser(_ url: String) throws
}

extension WebServing {
    /// No server is known to run: what a web server that cannot ask says.
    public func runningKado(host: String, port: Int) -> String? { nil }

    /// Opens `url` with `xdg-open`, which starts the desktop's default browser.
    public func openInBrowser(_ url: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
    }
}
