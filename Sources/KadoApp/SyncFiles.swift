import Foundation
import KadoCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
    static func write(_ password: String, to path: String) throws {
        let folder = PathName.folder(of: path)
        let temporary = (folder as NSString).appendingPathComponent(
            ".\((path as NSString).lastPathComponent).\(UUID().uuidString).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw POSIXError.current(path: temporary) }
        let bytes = Array(password.utf8)
        var failure: POSIXError?
        var offset = 0
        while failure == nil, offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                if errno != EINTR { failure = POSIXError.current(path: path) }
            } else {
                offset += written
            }
        }
        if failure == nil, fchmod(descriptor, 0o600) != 0 || fsync(descriptor) != 0 {
            failure = POSIXError.current(path: path)
        }
        close(descriptor)
        if failure == nil, rename(temporary, path) != 0 { failure = POSIXError.current(path: path) }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// The password at `path`, or `nil` when there is no file. A file others may read (its mode
    /// widened since) is narrowed back to 0600.
    static func read(at path: String) throws -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw POSIXError.current(path: path)
        }
        if status.st_mode & 0o077 != 0 { chmod(path, 0o600) }
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    /// Removes the file at `path`; none there is no error.
    static func remove(at path: String) throws {
        try SyncFileNames.remove(at: path)
    }
}

/// The record of the last sync attempts, beside the database (`kado.sync-status.json`): kept out
/// of the database so that a failed sync leaves the database byte for byte as it was, and so
/// that the status reads without opening a transaction.
enum SyncStatusFile {
    /// What the file holds.
    struct Record: Codable, Hashable {
        /// The target it is about (``SyncTarget/location``): a record about another is ignored.
        var target: String
        var lastSuccess: Date?
        var lastOutcome: SyncOutcome?
        var lastError: SyncFailure?
        var lastErrorAt: Date?
    }

    /// The status file of the database at `databasePath`.
    static func path(forDatabase databasePath: String) -> String {
        SyncFileNames.beside(databasePath, suffix: "sync-status.json")
    }

    /// The record at `path`; `nil` when there is none or it cannot be read (it is only a record:
    /// the next sync writes it again).
    static func read(at path: String) -> Record? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .millisecondsSince1970
        return try? decoder.decode(Record.self, from: data)
    }

    /// Writes `record` to `path` atomically.
    static func write(_ record: Record, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .millisecondsSince1970
        try SnapshotFile.write(bytes: Array(try encoder.encode(record)), to: path)
    }

    /// Removes the record at `path`; none there is no error.
    static func remove(at path: String) throws {
        try SyncFileNames.remove(at: path)
    }
}

/// Names of files kept beside the database.
enum SyncFileNames {
    /// `kado.sqlite` → `kado.<suffix>`, in the database's folder.
    static func beside(_ databasePath: String, suffix: String) -> String {
        let url = URL(fileURLWithPath: databasePath)
        let stem = url.deletingPathExtension().lastPathComponent
        return url.deletingLastPathComponent().appendingPathComponent("\(stem).\(suffix)").path
    }

    /// Removes the file at `path`; none there is no error.
    static func remove(at path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else { throw POSIXError.current(path: path) }
    }
}

extension POSIXError {
    /// The error `errno` holds now, about `path`.
    fileprivate static func current(path: String) -> POSIXError {
        POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO, userInfo: [NSFilePathErrorKey: path])
    }
}

/// `write(2)`, under a name Foundation's `write` does not hide.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    guard let bytes else { return 0 }
    #if canImport(Glibc)
        return Glibc.write(descriptor, bytes, count)
    #else
        return Darwin.write(descriptor, bytes, count)
    #endif
}
