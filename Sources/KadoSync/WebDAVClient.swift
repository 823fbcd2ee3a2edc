import Foundation
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A server's answer to one request.
struct WebDAVResponse: Sendable {
    /// The HTTP status.
    let status: Int
    /// The body.
    let body: Data
    /// The `Location` header of a redirection, if any.
    let location: String?
}

/// Why a request got no answer at all.
enum WebDAVFailure: Error, Equatable, Sendable {
    /// The network layer's error.
    case network(URLError.Code)
    /// No answer within the whole request's bound (the client's own watchdog).
    case timedOut
    /// The server redirects to another scheme, host or port, which is not followed: the password
    /// would go there.
    case redirectedAway(to: String)
    /// More redirections in a row than ``WebDAVClient/maximumRedirects``.
    case tooManyRedirects
}

/// Synchronous HTTP requests with Basic authentication over `URLSession`, each bounded in time.
///
/// Redirections are followed by the client itself, and only to the same origin (scheme, host and
/// port) with the same method, headers and body: the credentials never go to another server, and
/// a redirected `MOVE` or `PUT` stays a `MOVE` or `PUT`.
final class WebDAVClient: Sendable {
    /// How many same-origin redirections one request follows.
    static let maximumRedirects = 5

    private let session: URLSession
    private let delegate = SessionDelegate()
    private let authorization: String
    /// What every request sends as its `User-Agent` (`Kado/0.1 (kado-swift)`): a server's log
    /// names the program, and its version, behind each request.
    let userAgent: String
    /// How long a request may wait without an answer, in seconds.
    let timeout: TimeInterval
    /// The most one request may take altogether, in seconds (a large file on a slow link).
    let totalTimeout: TimeInterval

    /// A client sending `user` and `password`, and `userAgent` as its `User-Agent`, with every
    /// request.
    init(user: String, password: String, userAgent: String, timeout: TimeInterval) {
        self.userAgent = userAgent
        self.timeout = max(0.1, timeout)
        totalTimeout = self.timeout * 10
        authorization = "Basic " + Data("\(user):\(password)".utf8).base64EncodedString()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = self.timeout
        configuration.timeoutIntervalForResource = totalTimeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpMaximumConnectionsPerHost = 2
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Sends `method` to `url` and waits for the answer, following same-origin redirections.
    func send(
        _ method: String, _ url: URL, headers: [String: String] = [:], body: Data? = nil
    ) -> Result<WebDAVResponse, WebDAVFailure> {
        var target = url
        for _ in 0...Self.maximumRedirects {
            let result = once(method, target, headers: headers, body: body)
            guard case .success(let response) = result, [301, 302, 303, 307, 308].contains(response.status),
                let location = response.location
            else { return result }
            guard let next = URL(string: location, relativeTo: target)?.absoluteURL else { return result }
            guard Self.sameOrigin(next, target) else { return .failure(.redirectedAway(to: Self.origin(of: next))) }
            target = next
        }
        return .failure(.tooManyRedirects)
    }

    /// One request, without following anything.
    private func once(
        _ method: String, _ url: URL, headers: [String: String], body: Data?
    ) -> Result<WebDAVResponse, WebDAVFailure> {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.httpMethod = method
        request.setValue(authorization, forHTTPHeaderField: "Authorization")
        request.setValue(userAgent, forHTTPHeaderField: "User-Agent")
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let handler: @Sendable (Data?, URLResponse?, (any Error)?) -> Void = { data, response, error in
            outcome.set(Self.result(data, response, error))
            done.signal()
        }
        let task =
            if let body {
                session.uploadTask(with: request, from: body, completionHandler: handler)
            } else {
                session.dataTask(with: request, completionHandler: handler)
            }
        task.resume()
        // The session's own bounds should end the task first; this one holds whatever happens.
        guard done.wait(timeout: .now() + totalTimeout + 5) == .success else {
            task.cancel()
            _ = delegate.wasRefused(task.taskIdentifier)
            return .failure(.timedOut)
        }
        // A refused login reaches the session as a challenge, which the delegate declined.
        if delegate.wasRefused(task.taskIdentifier) {
            return .success(WebDAVResponse(status: 401, body: Data(), location: nil))
        }
        return outcome.value ?? .failure(.timedOut)
    }

    private static func result(
        _ data: Data?, _ response: URLResponse?, _ error: (any Error)?
    ) -> Result<WebDAVResponse, WebDAVFailure> {
        if let error {
            let code = (error as? URLError)?.code ?? URLError.Code(rawValue: (error as NSError).code) ?? .unknown
            return .failure(code == .cancelled ? .timedOut : .network(code))
        }
        guard let http = response as? HTTPURLResponse else { return .failure(.network(.badServerResponse)) }
        let location = http.value(forHTTPHeaderField: "Location")
        return .success(WebDAVResponse(status: http.statusCode, body: data ?? Data(), location: location))
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

/// The one answer of a request, handed from the session's queue to the waiting thread.
private final class Outcome: Sendable {
    private let stored = Mutex<Result<WebDAVResponse, WebDAVFailure>?>(nil)

    func set(_ result: Result<WebDAVResponse, WebDAVFailure>) {
        stored.withLock { $0 = result }
    }

    var value: Result<WebDAVResponse, WebDAVFailure>? { stored.withLock { $0 } }
}

/// Turns the session's automatic redirections off (``WebDAVClient`` decides on each one), and
/// declines its authentication challenges: the credentials go with every request already, so a
/// challenge means the server refused them (401), which the client reports as such. (Left to the
/// session, a challenge on Linux waits forever for a credential.)
private final class SessionDelegate: NSObject, URLSessionTaskDelegate, Sendable {
    private let refused = Mutex<Set<Int>>([])

    /// Whether the server refused the credentials of task `identifier` (told once).
    func wasRefused(_ identifier: Int) -> Bool {
        refused.withLock { $0.remove(identifier) != nil }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping @Sendable (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        #if canImport(Darwin)
            // A certificate to check: the system decides.
            if challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust {
                completionHandler(.performDefaultHandling, nil)
                return
            }
        #endif
        _ = refused.withLock { $0.insert(task.taskIdentifier) }
        completionHandler(.cancelAuthenticationChallenge, nil)
    }
}
