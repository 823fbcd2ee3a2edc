import Foundation

/// Synchronous HTTP requests with Basic authentication through a ``WebDAVExchange``, each
/// bounded in time.
///
/// Redirections are followed by the client itself, and only to the same origin (scheme, host and
/// port) with the same method, headers and body: the credentials never go to another server, and
/// a redirected `MOVE` or `PUT` stays a `MOVE` or `PUT`.
final class WebDAVClient: Sendable {
    /// How many same-origin redirections one request follows.
    static let maximumRedirects = 5

    private let exchange: any WebDAVExchange
    private let authorization: String
    /// What every request sends as its `User-Agent` (`Kado/0.2.0 (kado-swift)`): a server's log
    /// names the program, and its version, behind each request.
    let userAgent: String
    /// How long a request may wait without an answer, in seconds.
    let timeout: TimeInterval
    /// The most one request may take altogether, in seconds (a large file on a slow link).
    let totalTimeout: TimeInterval

    /// A client sending `user` and `password`, and `userAgent` as its `User-Agent`, with every
    /// request, through the exchange `makeExchange` makes for its bounds.
    init(
        user: String, password: String, userAgent: String, timeout: TimeInterval,
        makeExchange: WebDAVExchangeMaker
    ) {
        self.userAgent = userAgent
        self.timeout = max(0.1, timeout)
        totalTimeout = self.timeout * 10
        authorization = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
        exchange = makeExchange(self.timeout, totalTimeout)
    }

    /// Sends `method` to `url` and waits for the answer, following same-origin redirections.
    func send(
        _ method: String, _ url: URL, headers: [String: String] = [:], body: Data? = nil
    ) -> Result<WebDAVResponse, WebDAVFailure> {
        var fields = headers
        fields["Authorization"] = authorization
        fields["User-Agent"] = userAgent
        var target = url
        for _ in 0...Self.maximumRedirects {
            let result = exchange.send(WebDAVRequest(method: method, url: target, headers: fields, body: body))
            guard case .success(let response) = result, [301, 302, 303, 307, 308].contains(response.status),
                let location = response.location
            else { return result }
            guard let next = URL(string: location, relativeTo: target)?.absoluteURL else { return result }
            guard Self.sameOrigin(next, target) else { return .failure(.redirectedAway(to: Self.origin(of: next))) }
            target = next
        }
        return .failure(.tooManyRedirects)
    }

    /// Whether `a` and `b` share scheme, host and port.
    static func sameOrigin(_ a: URL, _ b: URL) -> Bool {
        origin(of: a) == origin(of: b)
    }

    /// `scheme://host:port` of `url`, the port spelled out (never user or password).
    static func origin(of url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }
}
