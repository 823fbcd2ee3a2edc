import Foundation
import KadoCore
import Synchronization

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
private final class AssetCache: Sendable {
    private let assets = Mutex<[String: StaticAsset]>([:])

    func asset(at path: String, make: () -> StaticAsset) -> StaticAsset {
        assets.withLock { assets in
            if let asset = assets[path] { return asset }
            let asset = make()
            assets[path] = asset
            return asset
        }
    }
}
