import Foundation
import KadoStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One sync at a time on a database: `kado sync` and `kado serve`'s sync both publish this
/// device's files, and two at once would each name a segment the other's record lacks. An
/// advisory lock (`flock(2)`) on a file beside the database (`kado.sync-lock`), which the system
/// releases when its holder ends, however it ends (`kill -9` included). A sync waits for the one
/// before it for `patience` at most (a sync stuck on a server that stopped answering, a process
/// stopped with SIGSTOP), then is refused as busy, having done nothing.
struct SyncLock {
    private let descriptor: Int32

    /// Waits for the lock of the database at `databasePath`, `patience` at most, then holds it.
    /// - Throws: ``StoreError/busy(path:)`` when another sync held it all that time; the system's
    ///   error when the lock file cannot be opened or locked.
    init(forDatabase databasePath: String, patience: Duration = HabitStore.standardPatience) throws {
        let path = SyncFileNames.beside(databasePath, suffix: "sync-lock")
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, userInfo: [NSFilePathErrorKey: path])
        }
        switch FileLockWait.exclusive(descriptor, before: .now + patience) {
        case .taken:
            self.descriptor = descriptor
        case .timedOut:
            close(descriptor)
            throw StoreError.busy(path: databasePath)
        case .unsupported(let code):
            close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO, userInfo: [NSFilePathErrorKey: path])
        }
    }

    /// Lets the next sync go.
    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
