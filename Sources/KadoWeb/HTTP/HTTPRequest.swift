import Foundation

/// One HTTP request as the web app sees it: already read whole, independent of the server.
public struct HTTPRequest: Sendable {
    /// The method, upper case (`GET`, `POST`, …).
    public var method: String
    /// The decoded path, without the query (`/habits/…`).
    public var path: String
    /// The query parameters, in order, decoded.
    public var query: [(name: String, value: String)]
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body's bytes.
    public var body: [UInt8]
    /// The address of the peer that sent the request over its connection: the client itself, or
    /// a proxy in front of it (``ProxyTrust`` says whom to believe). The server sets it on every
    /// request it reads; a request made by hand (tests, benchmarks) comes from `127.0.0.1` unless
    /// it says otherwise.
    public var peer: IPAddress
    /// Whether the request reached this server over TLS on its own connection (`kado serve
    /// --tls-cert`); set by the server only. A request is secure (``RequestProvenance/isSecure``),
    /// and its cookies `Secure`, when this is true or a trusted proxy forwarded it from HTTPS.
    public var arrivedOverTLS = false
    /// Whether the server's screen of headers (``WebApp/screen(_:)``) passed this request before
    /// its body was read: its header checks, the Host's first, are not run again.
    var headersScreened = false

    /// A request from its parts.
    public init(
        method: String, path: String, query: [(name: String, value: String)] = [], headers: HTTPHeaders = .init(),
        body: [UInt8] = [], peer: IPAddress = .loopbackIPv4
    ) {
        self.peer = peer
        self.method = method
        self.path = path
        self.query = query
        self.headers = headers
        self.body = body
    }

    /// The first query parameter called `name`.
    public func queryValue(_ name: String) -> String? {
        query.first { $0.name == name }?.value
    }

    /// Whether the method changes state (everything but GET, HEAD and OPTIONS).
    var isStateChanging: Bool { !["GET", "HEAD", "OPTIONS"].contains(method) }

    /// The cookies the request carries.
    var cookies: [String: String] {
        var cookies: [String: String] = [:]
        for field in headers.values(for: "Cookie") {
            for pair in field.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2 else { continue }
                let name = parts[0].trimmed
                if cookies[name] == nil { cookies[name] = parts[1].trimmed }
            }
        }
        return cookies
    }

    /// The media type of the body, lower case, without parameters.
    var contentType: String? {
        headers["Content-Type"].map {
            ($0.split(separator: ";", maxSplits: 1).first ?? "").trimmed.lowercased()
        }
    }

    /// Whether the client asked for JSON rather than a page.
    var prefersJSON: Bool {
        path.hasPrefix("/api/")
    }
}
