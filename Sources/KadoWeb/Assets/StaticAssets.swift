import Foundation

/// One file the server serves as it is.
struct StaticAsset: Sendable {
    let contentType: String
    let bytes: [UInt8]
    let etag: String
    /// Whether URLs to it carry its version, so that browsers may keep it for a year.
    let isImmutable: Bool

    init(_ contentType: String, _ bytes: [UInt8], isImmutable: Bool = true) {
        self.contentType = contentType
        self.bytes = bytes
        self.etag =
            "\"" + SHA256.digest(bytes).prefix(8).map { String($0, radix: 16).leftPadded(to: 2) }.joined() + "\""
        self.isImmutable = isImmutable
    }

    /// The asset, or 304 when the browser's copy is current.
    func response(for request: HTTPRequest) -> HTTPResponse {
        let cache = isImmutable ? "public, max-age=31536000, immutable" : "no-cache"
        if let tag = request.headers["If-None-Match"], tag.split(separator: ",").contains(where: { $0.trimmed == etag })
        {
            return HTTPResponse(status: 304, headers: [("ETag", etag), ("Cache-Control", cache)])
        }
        return HTTPResponse(
            status: 200, headers: [("Content-Type", contentType), ("ETag", etag), ("Cache-Control", cache)], body: bytes
        )
    }
}

/// The fixed set of static files: nothing else on disk is ever served.
enum StaticAssets {
    static let files: [String: StaticAsset] = {
        var files: [String: StaticAsset] = [
            "/static/app.css": StaticAsset("text/css; charset=utf-8", Array(Stylesheet.all.utf8)),
            "/static/app.js": StaticAsset("text/javascript; charset=utf-8", Array(Script.app.utf8)),
            "/static/icon.svg": StaticAsset("image/svg+xml", Array(AppIcon.svg.utf8)),
            "/static/icon-180.png": StaticAsset("image/png", AppIcon.png(size: 180)),
            "/static/icon-192.png": StaticAsset("image/png", AppIcon.png(size: 192)),
            "/static/icon-512.png": StaticAsset("image/png", AppIcon.png(size: 512)),
            "/static/icon-maskable-512.png": StaticAsset("image/png", AppIcon.png(size: 512, maskable: true)),
        ]
        let staticPaths = files.keys.sorted()
        let version = String(SHA256.hex(staticPaths.compactMap { files[$0]?.etag }.joined()).prefix(12))
        files["/manifest.webmanifest"] = StaticAsset(
            "application/manifest+json", Array(Manifest.json.utf8), isImmutable: false)
        let serviceWorker = Script.serviceWorker
            .replacingOccurrences(of: "\\(VERSION)", with: version)
            .replacingOccurrences(
                of: "\\(ASSETS)", with: "[" + staticPaths.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
        files["/sw.js"] = StaticAsset("text/javascript; charset=utf-8", Array(serviceWorker.utf8), isImmutable: false)
        files["/favicon.ico"] = StaticAsset("image/png", AppIcon.png(size: 32), isImmutable: false)
        return files
    }()

    /// The asset at `path`, if it is one.
    static func asset(at path: String) -> StaticAsset? { files[path] }

    /// `path` with its version, for links that may be cached for good.
    static func versionedPath(_ path: String) -> String {
        guard let asset = files[path] else { return path }
        return path + "?v=" + asset.etag.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
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
