import Foundation

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
        if let presented = request.headers["If-None-Match"],
            presented.split(separator: ",").contains(where: { $0.trimmed == tag })
        {
            return HTTPResponse(status: 304, headers: headers)
        }
        headers.insert(("Content-Type", contentType), at: 0)
        if compressed != nil { headers.append(("Content-Encoding", "gzip")) }
        return HTTPResponse(status: 200, headers: headers, body: compressed ?? bytes)
    }
}

/// The fixed set of static files: nothing else on disk is ever served.
///
/// Text assets are built at first use; the PNG icons (rasterised by code) only when first asked
/// for, so that starting the server and answering pages never waits for them.
enum StaticAssets {
    /// How each file is made, by path.
    private static let makers: [String: @Sendable () -> StaticAsset] = [
        "/static/app.css": { StaticAsset("text/css; charset=utf-8", Array(Stylesheet.all.utf8)) },
        "/static/app.js": { StaticAsset("text/javascript; charset=utf-8", Array(Script.app.utf8)) },
        "/static/icon.svg": { StaticAsset("image/svg+xml", Array(AppIcon.svg.utf8)) },
        "/static/icon-180.png": { StaticAsset("image/png", AppIcon.png(size: 180)) },
        "/static/icon-192.png": { StaticAsset("image/png", AppIcon.png(size: 192)) },
        "/static/icon-512.png": { StaticAsset("image/png", AppIcon.png(size: 512)) },
        "/static/icon-maskable-512.png": { StaticAsset("image/png", AppIcon.png(size: 512, maskable: true)) },
        "/manifest.webmanifest": {
            StaticAsset("application/manifest+json", Array(Manifest.json.utf8), isImmutable: false)
        },
        "/sw.js": { StaticAsset("text/javascript; charset=utf-8", Array(serviceWorker.utf8), isImmutable: false) },
        "/favicon.ico": { StaticAsset("image/png", AppIcon.png(size: 32), isImmutable: false) },
    ]

    /// The files the service worker caches: those under /static/.
    static let cachedPaths = makers.keys.filter { $0.hasPrefix("/static/") }.sorted()

    /// The service worker, whose cache name changes whenever the code that draws the assets does.
    private static let serviceWorker: String = {
        let version = String(SHA256.hex(Stylesheet.all + Script.app + AppIcon.svg).prefix(12))
        return Script.serviceWorker
            .replacingOccurrences(of: "KADO_CACHE_VERSION", with: version)
            .replacingOccurrences(
                of: "KADO_ASSET_LIST", with: "[" + cachedPaths.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
    }()

    private static let cache = AssetCache()

    /// The asset at `path`, if it is one.
    static func asset(at path: String) -> StaticAsset? {
        guard let make = makers[path] else { return nil }
        return cache.asset(at: path, make: make)
    }

    /// `path` with its version, for links that may be cached for good.
    static func versionedPath(_ path: String) -> String {
        guard let asset = asset(at: path) else { return path }
        return path + "?v=" + asset.etag.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }
}

/// Assets made once and kept.
private final class AssetCache: @unchecked Sendable {
    private let lock = NSLock()
    private var assets: [String: StaticAsset] = [:]

    func asset(at path: String, make: () -> StaticAsset) -> StaticAsset {
        lock.lock()
        defer { lock.unlock() }
        if let asset = assets[path] { return asset }
        let asset = make()
        assets[path] = asset
        return asset
    }
}

/// The web app manifest that makes Kadō installable.
enum Manifest {
    static let json = """
        {
          "name": "Kadō",
          "short_name": "Kadō",
          "description": "Habit tracker: offline, private, with a habit score that forgives a missed day.",
          "id": "/",
          "start_url": "/",
          "scope": "/",
          "display": "standalone",
          "orientation": "portrait",
          "background_color": "#f7f3ea",
          "theme_color": "#2d5a43",
          "icons": [
            { "src": "/static/icon-192.png", "sizes": "192x192", "type": "image/png" },
            { "src": "/static/icon-512.png", "sizes": "512x512", "type": "image/png" },
            { "src": "/static/icon-maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable" },
            { "src": "/static/icon.svg", "sizes": "any", "type": "image/svg+xml" }
          ]
        }
        """
}
