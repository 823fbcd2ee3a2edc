/// Which answers are sent gzip-compressed: text (pages, JSON, CSS, scripts, SVG) of at least
/// ``minimumBytes``, to a client whose `Accept-Encoding` takes gzip. Such answers say
/// `Vary: Accept-Encoding`, so that a cache never hands the compressed bytes to another client.
enum ResponseCompression {
    /// Below this, gzip's 18 bytes of framing and the work cost more than they save.
    static let minimumBytes = 1024

    /// Whether `request` accepts gzip: `gzip`, `x-gzip` or `*` in `Accept-Encoding` with a
    /// quality above 0 (`gzip;q=0` refuses it).
    static func acceptsGzip(_ request: HTTPRequest) -> Bool {
        let offers = request.headers.values(for: "Accept-Encoding").flatMap { $0.split(separator: ",") }
        var wildcard = false
        for offer in offers {
            let parts = offer.split(separator: ";").map { $0.trimmed.lowercased() }
            guard let coding = parts.first else { continue }
            let quality =
                parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            if coding == "gzip" || coding == "x-gzip" { return quality > 0 }
            if coding == "*" { wildcard = quality > 0 }
        }
        return wildcard
    }

    /// Whether a body of this media type is text that compresses well (not PNG, not a download
    /// the person saves as it is).
    static func isCompressible(_ contentType: String?) -> Bool {
        guard let type = contentType?.split(separator: ";").first?.trimmed.lowercased() else { return false }
        return type.hasPrefix("text/") || type == "application/json" || type == "application/manifest+json"
            || type == "application/javascript" || type == "image/svg+xml"
    }

    /// Compresses `response` for `request` when both allow it. A response that already has an
    /// encoding, an entity tag (static assets compress themselves, under their own tag) or a
    /// download is left as it is.
    static func apply(to response: inout HTTPResponse, for request: HTTPRequest) {
        guard isCompressible(response.header("Content-Type")), response.header("Content-Encoding") == nil,
            response.header("ETag") == nil, response.header("Content-Disposition") == nil
        else { return }
        response.addHeader("Vary", "Accept-Encoding")
        guard response.body.count >= minimumBytes, acceptsGzip(request), let compressed = compressedBody(of: response)
        else { return }
        response.body = compressed
        response.addHeader("Content-Encoding", "gzip")
    }

    /// `response`'s body compressed, from its memo when it carries one for that very body; `nil`
    /// when gzip makes it no smaller.
    private static func compressedBody(of response: HTTPResponse) -> [UInt8]? {
        if let memo = response.gzipMemo, memo.isMemo(of: response.body) { return memo.compressed() }
        return Gzip.compress(response.body).flatMap { $0.count < response.body.count ? $0 : nil }
    }
}
