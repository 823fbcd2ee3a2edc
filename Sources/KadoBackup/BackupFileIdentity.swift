import Foundation

/// What tells that a file is still the one read: its size, the time it was last changed and a
/// hash of its bytes.
public struct BackupFileIdentity: Hashable, Sendable {
    /// Its size in bytes.
    public let size: Int
    /// When it was last changed, in nanoseconds since 1970.
    public let modifiedAt: Int64
    /// A 64-bit hash of its bytes (not cryptographic).
    public let hash: UInt64

    /// The identity of the file `source` reads; `nil` for bytes in memory.
    init?(source: inout BackupByteSource) {
        guard let modifiedAt = source.modifiedAt else { return nil }
        self.size = source.count
        self.modifiedAt = modifiedAt
        self.hash = source.fingerprint()
    }
}
