import KadoApp

extension SystemPorts {
    /// The ports of the system this runs on: `flock(2)` locks, POSIX files, a URLSession push
    /// client waiting 10 s for each answer, URLSession for WebDAV. What `kado` gives every tracker.
    public static let standard = SystemPorts(
        locks: FlockFileLocks(), files: POSIXFileStorage(), push: URLSessionPushSender.sender(timeout: 10),
        webDAV: URLSessionWebDAVExchange.maker)
}
