import Foundation

/// Where the bytes of a backup read a habit at a time are: a file, known by its identity when it
/// is opened again, or bytes in memory (an upload), kept.
enum BackupOrigin: Sendable {
    case file(path: String)
    case data(Data)

    /// The bytes again, for a reader of each habit's records: `nil` when the file cannot be
    /// opened or is no longer the one `identity` describes (its size, time or, when
    /// `checkingHash`, hash differ).
    /// - Complexity: O(n) in the file's size when `checkingHash`; O(1) otherwise.
    func source(matching identity: BackupFileIdentity?, checkingHash: Bool) -> BackupByteSource? {
        switch self {
        case .data(let data):
            return BackupByteSource(data: data)
        case .file(let path):
            guard var opened = BackupByteSource(fileAt: path), let identity, opened.count == identity.size,
                opened.modifiedAt == identity.modifiedAt
            else { return nil }
            if checkingHash, opened.fingerprint() != identity.hash { return nil }
            return opened
        }
    }
}
