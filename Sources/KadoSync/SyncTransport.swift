import Foundation

/// Where a device's sync files go: a folder (``FolderTransport``) or a folder on a WebDAV server
/// (``WebDAVTransport``). Both pass the same conformance tests (Tests/KadoSyncTests/Transport*).
///
/// Paths are relative to the target's root and use `/`. A transport never deletes: a missing file
/// is not a deletion, and conflict copies or temporary files of sync tools are left alone. The one
/// removal is ``remove(_:)``: a device taking away its own superseded segments after compacting.
public protocol SyncTransport {
    /// The target as a person recognises it (a folder's path, a server's URL without credentials).
    var targetDescription: String { get }

    /// The names in `folder` (files and folders), or none when it does not exist.
    /// - Throws: ``SyncError/unreachable(target:problem:)`` when the target itself cannot be reached;
    ///   a server's ``SyncError/unauthorized(target:user:)`` or ``SyncError/unreadable(target:path:problem:)``.
    func list(_ folder: String) throws(SyncError) -> [String]

    /// The bytes of the file at `path`, or `nil` when there is none (yet).
    /// - Throws: ``SyncError/unreachable(target:problem:)``; a server's
    ///   ``SyncError/unauthorized(target:user:)`` or ``SyncError/unreadable(target:path:problem:)``.
    func read(_ path: String) throws(SyncError) -> Data?

    /// Puts `data` at `path`, complete or not at all: written under a temporary name beside it,
    /// then moved into place (creating missing folders). With `replacing` false, an existing file
    /// is kept and `false` returned.
    /// - Returns: whether the file now holds `data`.
    /// - Throws: ``SyncError/unreachable(target:problem:)``, ``SyncError/cannotWrite(target:path:problem:)``;
    ///   a server's ``SyncError/unauthorized(target:user:)`` or ``SyncError/insufficientStorage(target:path:)``.
    @discardableResult
    func publish(_ data: Data, at path: String, replacing: Bool) throws(SyncError) -> Bool

    /// Removes the file at `path` (a segment of this device's that a compaction superseded, after
    /// the manifest naming its replacement was published). A file that is not there is no error.
    /// - Throws: ``SyncError/unreachable(target:problem:)``, ``SyncError/cannotWrite(target:path:problem:)``.
    func remove(_ path: String) throws(SyncError)
}
