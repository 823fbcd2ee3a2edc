import Foundation
import KadoApp
import KadoCore
import Synchronization

/// The web app: turns each HTTP request into a call to the application layer and a page (or JSON)
/// back. It knows nothing of sockets — ``HTTPServer`` feeds it — so tests can call it directly.
///
/// Requests come from the server's threads at once. What needs no database — the Host allow-list
/// and the static files — is answered at once by any of them; everything else goes through the
/// one ``WebSession``, which the app owns inside a `Mutex`: the tracker and its connection are
/// reachable only under the lock, one request at a time, and the type is `Sendable` without an
/// `@unchecked` promise.
public final class WebApp: Sendable {
    let configuration: WebConfiguration
    /// The tracker, the uploads waiting for confirmation, and the handlers that use them.
    private let session: Mutex<WebSession>

    /// A web app over `tracker`, which it owns from now on: nothing else may use it.
    public init(tracker: sending Tracker, configuration: WebConfiguration) {
        self.configuration = configuration
        session = Mutex(WebSession(tracker: tracker, configuration: configuration))
    }

    /// The response to `request`, with the security headers every response carries.
    public func handle(_ request: HTTPRequest) -> HTTPResponse {
        // Refusals and static files need neither the tracker nor the lock.
        var response = respondWithoutTracker(to: request) ?? session.withLock { $0.respond(to: request) }
        SecurityHeaders.apply(to: &response)
        ResponseCompression.apply(to: &response, for: request)
        if request.method == "HEAD" { response.body = [] }
        return response
    }

    /// Makes a new access token, keeps its digest, and returns it (to be shown once).
    public func makeAccessToken() throws -> String {
        try session.withLock { try $0.makeAccessToken() }
    }

    /// Whether an access token was ever made.
    public func hasAccessToken() -> Bool {
        session.withLock { $0.hasAccessToken() }
    }

    /// Runs `body` with the session, under the lock: for tests that look inside.
    func withSession<Result: Sendable>(_ body: (WebSession) throws -> Result) rethrows -> Result {
        try session.withLock { try body($0) }
    }

    /// The answer to a request with a Host that is not allowed, or for a static file.
    private func respondWithoutTracker(to request: HTTPRequest) -> HTTPResponse? {
        guard HostCheck.allows(request.headers["Host"], allowedNames: configuration.allowedHostNames) else {
            return .text(
                "Host \"\(request.headers["Host"] ?? "")\" is not allowed. Use the address kado serve printed, "
                    + "or start it with --allow-host NAME.", status: 403)
        }
        guard let asset = StaticAssets.asset(at: request.path) else { return nil }
        guard request.method == "GET" || request.method == "HEAD" else {
            return WebSession.methodNotAllowed(["GET", "HEAD"])
        }
        return asset.response(for: request)
    }
}
