import Foundation

/// A server's answer to one request.
public struct WebDAVResponse: Sendable {
    /// The HTTP status.
    public let status: Int
    /// The body.
    public let body: Data
    /// The `Location` header of a redirection, if any.
    public let location: String?

    /// An answer with `status`, `body` and the `Location` header `location`.
    public init(status: Int, body: Data, location: String?) {
        self.status = status
        self.body = body
        self.location = location
    }
}
