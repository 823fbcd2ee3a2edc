import Foundation

/// One reminder scheduler per database: `kado remind run` and `kado serve` would otherwise ring
/// every reminder twice. A file lock (``FileLocking``, tried once) on a file beside the database
/// (`kado.reminder-lock`), which the system releases when its holder ends however it ends; the
/// holder writes who it is into the file, so that the second one says who holds it.
enum ReminderLock {
    /// The lock file of the database at `databasePath`.
    static func path(forDatabase databasePath: String) -> String {
        SyncFileNames.beside(databasePath, suffix: "reminder-lock")
    }

    /// Takes the lock of the database at `databasePath` as `holder` (`kado remind run, pid 4242`).
    /// - Throws: ``ReminderServiceError/alreadyRunning(holder:)`` when another holds it,
    ///   ``ReminderServiceError/cannotLock(path:reason:)`` when the file cannot be opened.
    static func take(
        forDatabase databasePath: String, holder: String, locks: any FileLocking
    ) throws(ReminderServiceError) -> any HeldFileLock {
        do {
            return try locks.lock(
                FileLockRequest(path: path(forDatabase: databasePath), mode: .tryOnce, holderName: holder))
        } catch .held(let other) {
            throw .alreadyRunning(holder: other)
        } catch .unavailable(let path, _, let reason) {
            throw .cannotLock(path: path, reason: reason)
        } catch {
            // Tried once: it cannot have waited out a deadline.
            throw .alreadyRunning(holder: "")
        }
    }

    /// Who holds the reminders of the database at `databasePath`, without taking them; nothing
    /// is written. No lock file: no scheduler ever ran there.
    static func probe(forDatabase databasePath: String, locks: any FileLocking) -> ReminderSchedulerState {
        switch locks.holder(of: path(forDatabase: databasePath)) {
        case .nobody: .nowhere
        case .someone(let name): .elsewhere(holder: name)
        case .unknown(let path, let reason): .unknown(path: path, reason: reason)
        }
    }
}
