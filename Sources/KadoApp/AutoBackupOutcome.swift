import KadoCore

/// Today's automatic backup, when a change finds it due: what is written, where, and in which
/// language a failure is told.
struct DueAutoBackup: Hashable {
    /// The logical day whose backup it is.
    var day: LogicalDay
    /// The settings it follows (its folder is set).
    var settings: AutoBackupSettings
    /// The first day of the week, for the rotation's weekly rule.
    var weekStart: Weekday
    /// The settings' language.
    var language: Language
}

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

/// What a background ``AutoBackupWorker`` gives the tracker that writes for it: told when the
/// backup starts, asked before the temporary file is made (and told when it is gone), and asked
/// between chunks of the write whether to stop.
struct AutoBackupControl: Sendable {
    /// Called once the backup is known to be due and this process holds the lock.
    var willStart: @Sendable (LogicalDay) -> Void
    /// Whether the temporary file may be made now (`false`: the backup was abandoned).
    var willWriteFile: @Sendable () -> Bool
    /// Called when the temporary file is renamed or removed.
    var didWriteFile: @Sendable () -> Void
    /// Whether the backup was abandoned.
    var isAbandoned: @Sendable () -> Bool

    /// `write`, stopping (with `CancellationError`, which removes the temporary file) before
    /// any chunk once the backup is abandoned.
    func writer(_ write: @escaping FileDescriptorSink.ChunkWriter) -> FileDescriptorSink.ChunkWriter {
        { [isAbandoned] descriptor, bytes in
            if isAbandoned() { throw CancellationError() }
            try write(descriptor, bytes)
        }
    }
}
