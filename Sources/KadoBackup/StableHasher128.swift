import Foundation

/// A fixed 128-bit hash of a sequence of values: two 64-bit lanes, each fed every 64-bit word
/// with its own multiply-rotate step, then finished with SplitMix64's mixer and crossed. Every
/// value is written with its length or as a fixed-width word, so that different sequences never
/// feed the same words.
struct StableHasher128 {
    private var first: UInt64 = 0x6B61_646F_2E6C_6F6F  // "kado.loo"
    private var second: UInt64 = 0x702E_6964_732E_7631  // "p.ids.v1"
    private var words: UInt64 = 0

    /// A hasher for ids of one kind, named by `tag`.
    init(tag: String) {
        combine(tag)
    }

    /// Feeds one 64-bit word.
    mutating func combine(word: UInt64) {
        first = rotateLeft((first ^ word) &* 0x9E37_79B9_7F4A_7C15, 31)
        second = rotateLeft((second ^ rotateLeft(word, 23)) &* 0xC2B2_AE3D_27D4_EB4F, 29) &+ first
        words &+= 1
    }

    /// Feeds a signed integer as one word.
    mutating func combine(_ value: Int64) {
        combine(word: UInt64(bitPattern: value))
    }

    /// Feeds a string's UTF-8 bytes, eight to a word (little-endian, the last padded with zeros),
    /// after its length in bytes.
    mutating func combine(_ text: String) {
        let bytes = Array(text.utf8)
        combine(word: UInt64(bytes.count))
        var index = 0
        while index < bytes.count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while shift < 64, index < bytes.count {
                word |= UInt64(bytes[index]) << shift
                shift += 8
                index += 1
            }
            combine(word: word)
        }
    }

    /// Feeds a UUID's 16 bytes as two big-endian words.
    mutating func combine(_ uuid: UUID) {
        let words = withUnsafeBytes(of: uuid.uuid) { bytes in
            (
                bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self),
                bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            )
        }
        combine(word: UInt64(bigEndian: words.0))
        combine(word: UInt64(bigEndian: words.1))
    }

    /// The 128 bits as a version 8, RFC 9562 variant UUID.
    func uuid() -> UUID {
        let high = Self.mix((first ^ words) &+ second)
        let low = Self.mix(second ^ high)
        // Version 8 in the high nibble of byte 6, variant 0b10 in the top bits of byte 8.
        let versioned = (high & 0xFFFF_FFFF_FFFF_0FFF) | 0x0000_0000_0000_8000
        let varied = (low & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &uuid) { bytes in
            bytes.storeBytes(of: versioned.bigEndian, toByteOffset: 0, as: UInt64.self)
            bytes.storeBytes(of: varied.bigEndian, toByteOffset: 8, as: UInt64.self)
        }
        return UUID(uuid: uuid)
    }

    /// SplitMix64's finishing mixer.
    private static func mix(_ value: UInt64) -> UInt64 {
        var mixed = value
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    private func rotateLeft(_ value: UInt64, _ count: UInt64) -> UInt64 {
        (value << count) | (value >> (64 - count))
    }
}
