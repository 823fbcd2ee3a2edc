import Foundation

/// The port of the files Kadō keeps beside the database and in its backups folder (POSIX calls
/// in KadoSystem): the widget snapshot, sync's records and secrets, automatic backups, exports.
/// A file is never changed in place: it is written whole into a temporary file beside it (a dot
/// name, the owner's only) and renamed over the old one, so that a reader sees the old file or
/// the new one, and a write cut short leaves the old one whole.
public protocol FileStorage: Sendable {
    /// Writes the file at `path` anew: `fill` writes its bytes into a temporary file beside it,
    /// which is then renamed over `path`. With `durable`, the bytes reach the disk before the
    /// rename, and the folder's entry after it (backups, secrets); without, the system writes
    /// them when it likes (the widget snapshot, written again at every change).
    /// - Throws: what `fill` throws, or the system's error (a `POSIXError` or `CocoaError` naming
    ///   the path); the temporary file is then removed and `path` left as it was.
    func replace(_ path: String, durable: Bool, _ fill: (any FileOutput) throws -> Void) throws

    /// Writes into what already is at `path` and is no regular file (`/dev/stdout`, a pipe), in
    /// place, where a rename would put a file in the device's stead.
    func overwrite(_ path: String, _ fill: (any FileOutput) throws -> Void) throws

    /// A file without a name in the temporary folder, written by `fill`: its descriptor, open for
    /// reading from its start, which the caller closes (and with it the file goes). For an answer
    /// sent after it was made, never held in memory.
    func unnamedFile(_ fill: (any FileOutput) throws -> Void) throws -> Int32

    /// The bytes of the file at `path`, read straight into one buffer; `nil` when it is missing.
    /// - Throws: the system's error when it exists and cannot be read.
    func contents(of path: String) throws -> [UInt8]?

    /// Removes the file at `path`; a missing file is no error.
    func remove(_ path: String) throws

    /// Takes the group's and others' permissions off the file at `path`, if it has any (a secret
    /// copied by hand with a loose mode).
    func keepPrivate(_ path: String)

    /// The system's words for the error number `code` (`permission denied`), lowercased; and
    /// whether it means the disk or the quota is full.
    func describe(errorCode code: Int32) -> (reason: String, isDiskFull: Bool)
}
