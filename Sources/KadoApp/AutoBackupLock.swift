import Foundation
import KadoStore

/// One automatic backup at a time on a database, across processes: the TUI's background backup,
/// `kado serve`'s and a command's `kado done` may all find today's backup due at once, and each
/// would export the whole database. A file lock (``FileLocking``) on a dot file in the backups
/// folder (`.kado-auto.lock`, which no listing takes for a backup), which the system releases
/// when its holder ends, however it ends. The file is there only while a backup is written: its
/// holder removes it before letting go (``FileLockRequest/removesFileOnRelease``).
enum AutoBackupLock {
    /// What trying to take it found.
    enum Attempt {
        /// Taken: release it after the backup.
        case held(any HeldFileLock)
        /// Another holder writes the backup now.
        case busy
        /// The lock file cannot be made (a folder that cannot be written): the backup goes on
        /// without it, as it did before there was a lock.
        case unavailable

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

    /// Takes the lock of the backups in `folder` (made if missing) named with `tag` (see
    /// ``AutoBackupFile``; `.kado-auto-TAG.lock`): at once or not at all, or (`waiting`) after
    /// its holder's backup, for `patience` at most (then ``Attempt/busy``: a holder stopped
    /// with SIGSTOP, or writing to a folder that stopped answering, never hangs the taker).
    static func attempt(
        inFolder folder: String, tag: String? = nil, waiting: Bool, patience: Duration = HabitStore.standardPatience,
        locks: any FileLocking
    ) -> Attempt {
        // A folder that cannot be made is told by the lock file that cannot be opened in it.
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let path = (folder as NSString).appendingPathComponent(".kado-auto\(tag.map { "-\($0)" } ?? "").lock")
        let request = FileLockRequest(
            path: path, mode: .waitUntil(.now + (waiting ? patience : .zero)), removesFileOnRelease: true)
        do {
            return .held(try locks.lock(request))
        } catch .unavailable {
            return .unavailable
        } catch {
            return .busy
        }
    }
}
