import Foundation

/// Why the reminder scheduler could not start.
public enum ReminderServiceError: Error, Hashable, Sendable {
    /// Another scheduler holds this database's reminders (`holder` says which process, empty
    /// when it did not say): this one rings nothing.
    case alreadyRunning(holder: String)
    /// The lock file at `path` could not be opened (`reason`: the system's words).
    case cannotLock(path: String, reason: String)
}
