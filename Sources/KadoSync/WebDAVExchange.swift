import Foundation

/// The port of the WebDAV transport's HTTP client (URLSession in KadoSystem): one request sent
/// and its answer waited for, within the bounds it was made with, and nothing followed — the
/// transport follows same-origin redirections itself (``WebDAVClient``), so that the credentials
/// never go to another server. A server that refuses the credentials answers 401, however the
/// client learns it.
public protocol WebDAVExchange: Sendable {
    /// Sends `request` and waits for its answer.
    func send(_ request: WebDAVRequest) -> Result<WebDAVResponse, WebDAVFailure>
}

/// Makes the HTTP client of a transport whose requests may each wait `timeout` seconds without
/// an answer and take `total` seconds altogether (``SystemPorts/webDAV`` in KadoApp).
public typealias WebDAVExchangeMaker = @Sendable (_ timeout: TimeInterval, _ total: TimeInterval) -> any WebDAVExchange
