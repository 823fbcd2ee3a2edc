import Foundation

extension DAVServer {
    /// Which server a ``DAVServer`` runs: each as Debian packages it, with its stock behaviour.
    public enum Kind: String, CaseIterable, Sendable, CustomStringConvertible {
        /// Apache httpd with mod_dav and mod_dav_fs: 409 for a `PUT` into a missing folder, 507
        /// for a full disk.
        case apache
        /// nginx's WebDAV module with dav-ext for `PROPFIND`, without `create_full_put_path`: 500
        /// for a `PUT` into a missing folder, and 500 for a full disk.
        case nginx
        /// `rclone serve webdav` over a local folder: 404 for a `PUT` into a missing folder, 405
        /// for a full disk.
        case rclone

        /// The kind's name, as the tests' arguments show it.
        public var description: String { rawValue }

        /// The files the kind needs, each with what it is and its package.
        var requirements: [(path: String, what: String)] {
            let htpasswd = (DAVServer.htpasswd, "htpasswd (package apache2-utils)")
            switch self {
            case .apache:
                return [
                    (DAVServer.apache, "Apache httpd (\(DAVServer.apache), package apache2)"),
                    ("\(DAVServer.apacheModules)/mod_dav_fs.so", "Apache's mod_dav_fs (package apache2)"), htpasswd,
                ]
            case .nginx:
                return [
                    (DAVServer.nginx, "nginx (\(DAVServer.nginx), package nginx)"),
                    (DAVServer.nginxDAVExtModule, "nginx's dav-ext module (package libnginx-mod-http-dav-ext)"),
                    htpasswd,
                ]
            case .rclone:
                return [(DAVServer.rclone, "rclone (\(DAVServer.rclone), package rclone)"), htpasswd]
            }
        }

        /// What of this kind is not installed, or `nil` when everything is.
        public var missingPiece: String? {
            requirements.first { !FileManager.default.fileExists(atPath: $0.path) }?.what
        }

        /// Why a test of this kind does not run here, or `nil` when it must: the server is not
        /// installed, on a machine that is not CI (`CI=true` in `environment`). In CI a missing
        /// server is no reason: the test runs, and fails saying what to install.
        public func skipReason(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
            guard let missing = missingPiece, environment["CI"]?.lowercased() != "true" else { return nil }
            return "skipped against \(rawValue): " + DAVServerError.notInstalled(missing).description
        }
    }
}
