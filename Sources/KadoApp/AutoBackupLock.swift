import Foundation
import KadoStore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One automatic backup at a time on a database, across processes: the TUI's background backup,
/// `kado serve`'s and a command's `kado done` may all find today's backup due at once, and each
/// would export the whole database. An advisory lock (`flock(2)`) on a dot file in the backups
/// folder (`.kado-auto.lock`, which no listing takes for a backup), which the system releases
/// when its holder ends, however it ends. The file is there only while a backup is written: its
/// holder removes it before letting go, and a taker whose file was removed meanwhile (the lock it
/// got is on a file nobody else can open any more) tries again on the new one.
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
    private let path: String

    /// Takes the lock of the backups in `folder` (made if missing) named with `tag` (see
    /// ``AutoBackupFile``; `.kado-auto-TAG.lock`): at once or not at all, or (`waiting`) after
    /// its holder's backup, for `patience` at most (then ``Attempt/busy``: a holder stopped
    /// with SIGSTOP, or writing to a folder that stopped answering, never hangs the taker).
    static func attempt(
        inFolder folder: String, tag: String? = nil, waiting: Bool, patience: Duration = HabitStore.standardPatience
    ) -> Attempt {
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let path = (folder as NSString).appendingPathComponent(".kado-auto\(tag.map { "-\($0)" } ?? "").lock")
        let deadline = ContinuousClock.now + (waiting ? patience : .zero)
        while true {
            let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { return .unavailable }
            switch FileLockWait.exclusive(descriptor, before: deadline) {
            case .taken: break
            case .timedOut:
                close(descriptor)
                return .busy
            case .unsupported:
                close(descriptor)
                return .unavailable
            }
            if isStillNamed(path, descriptor) { return .held(AutoBackupLock(descriptor: descriptor, path: path)) }
            close(descriptor)
        }
    }

    /// Whether the file open as `descriptor` is still the one at `path` (its holder did not
    /// remove it between our opening and our lock).
    private static func isStillNamed(_ path: String, _ descriptor: Int32) -> Bool {
        var opened = stat()
        var named = stat()
        guard fstat(descriptor, &opened) == 0, stat(path, &named) == 0 else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }

    /// Removes the file, then lets the next backup go.
    func release() {
        unlink(path)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}

extension AutoBackupLock.Attempt {
    /// Whether the lock was taken: no other backup of the database is being written into the
    /// folder, so any temporary file of one there is what a write cut short left.
    var isHeld: Bool {
        if case .held = self { return true }
        return false
    }

    /// Releases the lock if it was taken.
    func release() {
        if case .held(let lock) = self { lock.release() }
    }
}
