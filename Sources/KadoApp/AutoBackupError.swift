/// Why a backup, or the copy a restore keeps first, could not be written; or why a file cannot
/// be restored.
public enum AutoBackupError: Error, Hashable, Sendable {
    /// No backups folder: neither `backup-folder` nor a home folder to put the default under.
    case noFolder
    /// The backup `path` could not be written, for the system's `reason`. The backups written
    /// before are left as they were.
    case notWritten(path: String, reason: String)
    /// The copy of the database a restore keeps first could not be written at `path`: nothing
    /// was restored.
    case copyNotWritten(path: String, reason: String)
    /// The file is not a Kadō JSON backup (`format` is what it is): only the lossless format is
    /// restored, since a restore removes what the file does not hold.
    case notLossless(path: String, format: String)
}
