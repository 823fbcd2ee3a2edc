import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One sync at a time on a database: `kado sync` and `kado serve`'s sync both publish this
/// device's files, and two at once would each name a segment the other's record lacks. An
/// advisory lock (`flock(2)`) on a file beside the database (`kado.sync-lock`), which the system
/// releases when its holder ends, however it ends (`kill -9` included).
struct SyncLock {
    private let descriptor: Int32

    /// Waits for the lock of the database at `databasePath`, then holds it.
    /// - Throws: the system's error when the lock file cannot be opened.
    init(forDatabase databasePath: String) throws {
        let path = SyncFileNames.beside(databasePath, suffix: "sync-lock")
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, userInfo: [NSFilePathErrorKey: path])
        }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let code = errno
            close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO, userInfo: [NSFilePathErrorKey: path])
        }
        self.descriptor = descriptor
    }

    /// Lets the next sync go.
    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
