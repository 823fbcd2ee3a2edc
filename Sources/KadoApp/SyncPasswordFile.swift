import Foundation
import KadoCore

/// The WebDAV password, in a file of its own beside the database (`kado.sqlite` →
/// `kado.sync-password`), readable by its owner only (mode 0600): never in the database (which a
/// backup or a copy carries), the saved target, a command line, a log or the status.
public enum SyncPasswordFile {
    /// The password file of the database at `databasePath`.
    public static func path(forDatabase databasePath: String) -> String {
        SyncFileNames.beside(databasePath, suffix: "sync-password")
    }

    /// Writes `password` to `path`, mode 0600 from its creation: under a temporary name, flushed,
    /// then renamed over any older one.
    static func write(_ password: String, to path: String, files: any FileStorage) throws {
        try files.replace(path, durable: true) { output in try output.write(Array(password.utf8)) }
    }

    /// The password at `path`, or `nil` when there is no file. A file others may read (its mode
    /// widened since) is narrowed back to 0600.
    static func read(at path: String, files: any FileStorage) throws -> String? {
        guard let bytes = try files.contents(of: path) else { return nil }
        files.keepPrivate(path)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Removes the file at `path`; none there is no error.
    static func remove(at path: String, files: any FileStorage) throws {
        try files.remove(path)
    }
}
