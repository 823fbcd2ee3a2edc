import KadoCore

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
    func writer(_ write: @escaping ChunkedOutputSink.ChunkWriter) -> ChunkedOutputSink.ChunkWriter {
        { [isAbandoned] output, bytes in
            if isAbandoned() { throw CancellationError() }
            try write(output, bytes)
        }
    }
}
