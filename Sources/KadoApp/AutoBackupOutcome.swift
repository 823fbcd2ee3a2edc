import KadoCore

/// What one attempt at the day's automatic backup did.
enum AutoBackupOutcome: Hashable {
    /// Nothing was due: written already, off, no folder, waiting after a failure, or being
    /// written by another process.
    case notDue
    /// Written (and the folder rotated).
    case written(AutoBackupFile)
    /// Not written, for this reason, kept as the last failure; `Language` is the settings'.
    case failed(AutoBackupError, Language)
    /// Given up on the way (the front end is ending): no file, no failure kept.
    case abandoned
}
