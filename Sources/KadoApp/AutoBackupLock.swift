import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One automatic backup at a time on a database, across processes: the TUI's background backup,
/// `kado serve`'s and a command's `kado done` may all find today's backup due at once, and each
/// would export the whole database. An advisory lock (`flock(2)`) on a file beside the database
/// (`kado.backup-lock`), which the system releases when its holder ends, however it ends.
struct AutoBackupLock {
    /// What trying to take it found.
    enum Attempt {
        /// Taken: release it after the backup.
        case held(AutoBackupLock)
        /// Another holder writes the backup now.
        case busy
        /// The lock file cannot be made (a folder that cannot be written): the backup goes on
        /// without it, as it did before there was a lock.
        case unavailable
    }

    private let descriptor: Int32

    /// Takes the lock of the database at `databasePath`: at once or not at all, or (`waiting`)
    /// after its holder's backup.
    static func attempt(forDatabase databasePath: String, waiting: Bool) -> Attempt {
        let path = SyncFileNames.beside(databasePath, suffix: "backup-lock")
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return .unavailable }
        while flock(descriptor, waiting ? LOCK_EX : LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            let code = errno
            close(descriptor)
            return code == EWOULDBLOCK ? .busy : .unavailable
        }
        return .held(AutoBackupLock(descriptor: descriptor))
    }

    /// Lets the next backup go.
    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

extension AutoBackupLock.Attempt {
    /// Releases the lock if it was taken.
    func release() {
        if case .held(let lock) = self { lock.release() }
    }
}
