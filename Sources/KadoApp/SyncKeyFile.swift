import Foundation
import KadoSync

/// The key of an encrypted target, in a file of its own beside the database (`kado.sqlite` →
/// `kado.sync-key`), readable by its owner only (mode 0600): derived once from the passphrase,
/// so the passphrase is typed once per device and never kept. Never in the database (which a
/// backup or a copy carries), the target, a command line, a log or the status.
enum SyncKeyFile {
    /// What the file holds: the group and the passphrase's generation the key is for, the key,
    /// and its ring (``SyncKey/earlier``): the keys of earlier generations, derived, never the
    /// passphrases. A file of a Kadō from before the ring has none.
    private struct Contents: Codable {
        var target: String
        var generation: Int
        var key: String
        var earlier: [Earlier]?
    }

    /// One key of the ring.
    private struct Earlier: Codable {
        var generation: Int
        var key: String
    }

    /// The key file of the database at `databasePath`.
    static func path(forDatabase databasePath: String) -> String {
        SyncFileNames.beside(databasePath, suffix: "sync-key")
    }

    /// Writes `key` to `path`, mode 0600 from its creation, replacing any older one whole.
    static func write(_ key: SyncKey, to path: String, files: any FileStorage) throws {
        let contents = Contents(
            target: key.target, generation: key.generation, key: key.secret.base64,
            earlier: key.earlier.isEmpty
                ? nil : key.earlier.map { Earlier(generation: $0.generation, key: $0.secret.base64) })
        try SyncPasswordFile.write(
            String(decoding: try JSONEncoder().encode(contents), as: UTF8.self), to: path, files: files)
    }

    /// The key at `path`, or `nil` when there is none. A file that is not a key is no key: the
    /// target then asks for its passphrase again.
    static func read(at path: String, files: any FileStorage) throws -> SyncKey? {
        guard let text = try SyncPasswordFile.read(at: path, files: files),
            // A key file that does not parse is as none: the target asks for its passphrase again, as documented above.
            let contents = try? JSONDecoder().decode(Contents.self, from: Data(text.utf8)),
            let secret = SecretKey.decoding(base64: contents.key)
        else { return nil }
        // A key of the ring that does not decode is left out: the files it opened stay named.
        let earlier = (contents.earlier ?? []).compactMap { entry in
            SecretKey.decoding(base64: entry.key).map {
                SyncKey(target: contents.target, generation: entry.generation, secret: $0)
            }
        }
        return SyncKey(target: contents.target, generation: contents.generation, secret: secret, earlier: earlier)
    }

    /// Whether there is a key file at `path`.
    static func exists(at path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Removes the file at `path`; none there is no error.
    static func remove(at path: String, files: any FileStorage) throws {
        try files.remove(path)
    }
}
