import Foundation
import KadoCore

/// The record of the last sync attempts, beside the database (`kado.sync-status.json`): kept out
/// of the database so that a failed sync leaves the database byte for byte as it was, and so
/// that the status reads without opening a transaction.
enum SyncStatusFile {
    /// What the file holds.
    struct Record: Codable, Hashable {
        /// The target it is about (``SyncTarget/location``): a record about another is ignored.
        var target: String
        /// When a sync last succeeded.
        var lastSuccess: Date?
        /// What the last successful sync did.
        var lastOutcome: SyncOutcome?
        /// Why the last failed sync failed, if the last attempt failed.
        var lastError: SyncFailure?
        /// When it failed.
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
        // Only a record: one that cannot be decoded is as good as none, and the next sync writes it.
        return try? decoder.decode(Record.self, from: data)
    }

    /// Writes `record` to `path` atomically.
    static func write(_ record: Record, to path: String, files: any FileStorage) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .millisecondsSince1970
        try SnapshotFile.write(bytes: Array(try encoder.encode(record)), to: path, files: files)
    }

    /// Removes the record at `path`; none there is no error.
    static func remove(at path: String, files: any FileStorage) throws {
        try files.remove(path)
    }
}
