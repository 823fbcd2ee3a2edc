import Foundation
import KadoSync
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The WebDAV transport's HTTP client (``WebDAVExchange``) over an ephemeral `URLSession`: no
/// cache, two connections to a host, each request bounded in time, redirections never followed
/// by the session and authentication challenges declined (the credentials go with every request
/// already, so a challenge means the server refused them).
public final class URLSessionWebDAVExchange: WebDAVExchange {
    private let session: URLSession
    private let delegate = WebDAVSessionDelegate()
    private let timeout: TimeInterval
    private let total: TimeInterval

    /// A client whose requests may wait `timeout` seconds without an answer and take `total`
    /// seconds altogether.
    public init(timeout: TimeInterval, total: TimeInterval) {
        self.timeout = timeout
        self.total = total
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = total
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpMaximumConnectionsPerHost = 2
        session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Makes a client for the bounds a transport asks for (``WebDAVExchangeMaker``).
    public static let maker: WebDAVExchangeMaker = { timeout, total in
        URLSessionWebDAVExchange(timeout: timeout, total: total)
    }

    /// Sends `request` and waits for its answer, `total` seconds and a few more at most.
    public func send(_ request: WebDAVRequest) -> Result<WebDAVResponse, WebDAVFailure> {
        var sent = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        sent.httpMethod = request.method
        for (name, value) in request.headers { sent.setValue(value, forHTTPHeaderField: name) }
        let outcome = Mutex<Result<WebDAVResponse, WebDAVFailure>?>(nil)
        let done = DispatchSemaphore(value: 0)
        let handler: @Sendable (Data?, URLResponse?, (any Error)?) -> Void = { data, response, error in
            let result = Self.result(data, response, error)
            outcome.withLock { $0 = result }
            done.signal()
        }
        let task =
            if let body = request.body {
                session.uploadTask(with: sent, from: body, completionHandler: handler)
            } else {
                session.dataTask(with: sent, completionHandler: handler)
            }
        task.resume()
        // The session's own bounds should end the task first; this one holds whatever happens.
        guard done.wait(timeout: .now() + total + 5) == .success else {
            task.cancel()
            _ = delegate.wasRefused(task.taskIdentifier)
            return .failure(.timedOut)
        }
        // A refused login reaches the session as a challenge, which the delegate declined.
        if delegate.wasRefused(task.taskIdentifier) {
            return .success(WebDAVResponse(status: 401, body: Data(), location: nil))
        }
        return outcome.withLock { $0 } ?? .failure(.timedOut)
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
}

/// Turns the session's automatic redirections off (the transport decides on each one), and
/// declines its authentication challenges, remembering which task was refused. (Left to the
/// session, a challenge on Linux waits forever for a credential.)
private final class WebDAVSessionDelegate: NSObject, URLSessionTaskDelegate, Sendable {
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
