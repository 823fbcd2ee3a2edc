import Foundation
import KadoCore

/// One file the server serves as it is, gzip-compressed for browsers that take it (text only:
/// the PNG icons are compressed already).
struct StaticAsset: Sendable {
    let contentType: String
    let bytes: [UInt8]
    let etag: String
    /// Whether URLs to it carry its version, so that browsers may keep it for a year.
    let isImmutable: Bool
    /// The file gzip-compressed, made once; `nil` when it is small, not text, or does not shrink.
    let gzipped: [UInt8]?

    init(_ contentType: String, _ bytes: [UInt8], isImmutable: Bool = true) {
        self.contentType = contentType
        self.bytes = bytes
        self.etag =
            "\"" + SHA256.digest(bytes).prefix(8).map { String($0, radix: 16).leftPadded(to: 2) }.joined() + "\""
        self.isImmutable = isImmutable
        gzipped =
            ResponseCompression.isCompressible(contentType) && bytes.count >= ResponseCompression.minimumBytes
            ? Gzip.compress(bytes).flatMap { $0.count < bytes.count ? $0 : nil } : nil
    }

    /// The compressed copy's entity tag: another representation, so another tag.
    var gzippedETag: String { String(etag.dropLast()) + "-gzip\"" }

    /// The asset (compressed when the browser accepts gzip), or 304 when the browser's copy is
    /// current.
    func response(for request: HTTPRequest) -> HTTPResponse {
        let cache = isImmutable ? "public, max-age=31536000, immutable" : "no-cache"
        let compressed = ResponseCompression.acceptsGzip(request) ? gzipped : nil
        let tag = compressed == nil ? etag : gzippedETag
        var headers: [(name: String, value: String)] = [("ETag", tag), ("Cache-Control", cache)]
        if gzipped != nil { headers.append(("Vary", "Accept-Encoding")) }
        if EntityTag.isMatched(by: request.headers["If-None-Match"], tag) {
            return HTTPResponse(status: 304, headers: headers)
        }
        headers.insert(("Content-Type", contentType), at: 0)
        if compressed != nil { headers.append(("Content-Encoding", "gzip")) }
        return HTTPResponse(status: 200, headers: headers, body: compressed ?? bytes)
    }
}
