import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One reminder scheduler per database: `kado remind run` and `kado serve` would otherwise ring
/// every reminder twice. An advisory lock (`flock(2)`, not waited for) on a file beside the
/// database (`kado.reminder-lock`), which the system releases when its holder ends however it
/// ends; the holder writes who it is into the file, so that the second one says who holds it.
final class ReminderLock {
    private let descriptor: Int32

    /// Takes the lock of the database at `databasePath` as `holder` (`kado remind run, pid 4242`).
    /// - Throws: ``ReminderServiceError/alreadyRunning(holder:)`` when another holds it,
    ///   ``ReminderServiceError/cannotLock(path:reason:)`` when the file cannot be opened.
    init(forDatabase databasePath: String, holder: String) throws(ReminderServiceError) {
        let path = SyncFileNames.beside(databasePath, suffix: "reminder-lock")
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw .cannotLock(path: path, reason: String(cString: strerror(errno)))
        }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            let held = code == EWOULDBLOCK ? Self.holder(of: descriptor) : nil
            close(descriptor)
            if code == EWOULDBLOCK { throw .alreadyRunning(holder: held ?? "") }
            throw .cannotLock(path: path, reason: String(cString: strerror(code)))
        }
        let bytes = Array(holder.utf8)
        _ = ftruncate(descriptor, 0)
        _ = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        self.descriptor = descriptor
    }

    deinit {
        // Emptied first, so that no one reads a holder that has gone.
        _ = ftruncate(descriptor, 0)
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Who holds the reminders of the database at `databasePath`, without taking them: a shared
    /// lock tried (and let go at once) says whether a scheduler holds the exclusive one; nothing
    /// is written. No lock file: no scheduler ever ran there.
    static func probe(forDatabase databasePath: String) -> ReminderSchedulerState {
        let path = SyncFileNames.beside(databasePath, suffix: "reminder-lock")
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return code == ENOENT ? .nowhere : .unknown(path: path, reason: String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_SH | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            if code == EWOULDBLOCK { return .elsewhere(holder: holder(of: descriptor) ?? "") }
            return .unknown(path: path, reason: String(cString: strerror(code)))
        }
        flock(descriptor, LOCK_UN)
        return .nowhere
    }

    /// Who wrote themselves into the lock file, read through `descriptor`.
    private static func holder(of descriptor: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}

/// Why the reminder scheduler could not start.
public enum ReminderServiceError: Error, Hashable, Sendable {
    /// Another scheduler holds this database's reminders (`holder` says which process, empty
    /// when it did not say): this one rings nothing.
    case alreadyRunning(holder: String)
    /// The lock file at `path` could not be opened (`reason`: the system's words).
    case cannotLock(path: String, reason: String)
}
