import Foundation

/// A set of bytes, looked up in one step: where the bulk scans of ``BackupByteSource`` stop.
struct ByteSet: Sendable {
    /// Whether each byte value is in the set.
    let members: [Bool]

    /// The set of `bytes`, and of every byte below 0x20 when `controls`.
    init(_ bytes: [UInt8], controls: Bool = false) {
        var members = [Bool](repeating: false, count: 256)
        for byte in bytes { members[Int(byte)] = true }
        if controls { for byte in 0..<0x20 { members[byte] = true } }
        self.members = members
    }
}
