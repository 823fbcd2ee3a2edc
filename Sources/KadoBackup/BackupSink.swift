import Foundation

/// Where a backup goes while it is written: a file, a pipe, a socket, or memory. The writers
/// (``KadoJSONBackup/Writer``, ``KadoCSVBackup/Writer``) hand it the file a chunk at a time, as
/// each habit is encoded, so that an export holds one habit's history and one chunk, whatever the
/// size of the database.
public protocol BackupSink: AnyObject {
    /// Takes the next bytes of the file. What it throws ends the export (the writers rethrow it
    /// as it is).
    func write(_ bytes: UnsafeRawBufferPointer) throws
}
