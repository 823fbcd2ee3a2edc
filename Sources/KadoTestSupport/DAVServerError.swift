/// Why a ``DAVServer`` could not be had.
public enum DAVServerError: Error, CustomStringConvertible {
    /// The server of that kind, or a piece it needs, is not installed (what, and its package).
    case notInstalled(String)
    /// The server exited or did not listen in time; its error log says why.
    case failedToStart(String)
    /// The small file system of a full server could not be made.
    case cannotLimitStorage(String)

    /// What went wrong and what to do.
    public var description: String {
        switch self {
        case .notInstalled(let what):
            "\(what) is not installed: the WebDAV tests run Debian's Apache httpd with mod_dav, nginx with its "
                + "WebDAV module and dav-ext, and rclone serve webdav. Install them with `make test-deps` "
                + "(or `apt-get install apache2 apache2-utils nginx libnginx-mod-http-dav-ext rclone`)"
        case .failedToStart(let log): "the WebDAV server did not start: \(log)"
        case .cannotLimitStorage(let reason): "cannot make a full server's small file system: \(reason)"
        }
    }
}
