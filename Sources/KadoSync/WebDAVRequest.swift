import Foundation

/// One HTTP request of the WebDAV transport, in terms of no HTTP library (``WebDAVExchange``).
public struct WebDAVRequest: Sendable {
    /// `PROPFIND`, `GET`, `PUT`, `MOVE`, `DELETE`, `MKCOL`.
    public var method: String
    /// Where it goes.
    public var url: URL
    /// Its header fields, credentials and `User-Agent` included.
    public var headers: [String: String]
    /// Its body, if it has one (sent as an upload).
    public var body: Data?
}
