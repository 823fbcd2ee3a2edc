import Foundation

/// The ids of what is imported from a Loop database, derived from what the file holds so that
/// importing the same file again yields the same ids (and so updates instead of duplicating).
///
/// An id is a version 8 UUID (RFC 9562's "custom" layout) whose 122 free bits come from a
/// 128-bit hash of a tag and the values that identify the item. The hash is defined here, word
/// for word, and must never change: ids already imported depend on it (the tests pin some).
/// It is not cryptographic; it only has to keep distinct inputs apart.
enum LoopStableID {
    /// A habit without a usable Loop uuid (files before version 24): from Loop's `Habits.id`
    /// and its name.
    static func habit(loopID: Int64, name: String) -> UUID {
        var hasher = StableHasher128(tag: "loop.habit")
        hasher.combine(loopID)
        hasher.combine(name)
        return hasher.uuid()
    }

    /// A habit whose Loop uuid is not 32 hexadecimal digits (Loop's version 24 migration made
    /// some longer): from that text.
    static func habit(loopUUID: String) -> UUID {
        var hasher = StableHasher128(tag: "loop.uuid")
        hasher.combine(loopUUID)
        return hasher.uuid()
    }

    /// The record of `habit` on the day `dayNumber` (days since 1970-01-01).
    static func completion(habit: UUID, dayNumber: Int) -> UUID {
        var hasher = completionHasher
        hasher.combine(habit)
        hasher.combine(Int64(dayNumber))
        return hasher.uuid()
    }

    /// The skip of `habit` on the day `dayNumber` (days since 1970-01-01).
    static func skip(habit: UUID, dayNumber: Int) -> UUID {
        var hasher = skipHasher
        hasher.combine(habit)
        hasher.combine(Int64(dayNumber))
        return hasher.uuid()
    }

    /// Hashers that have taken their tag already: records are many.
    private static let completionHasher = StableHasher128(tag: "loop.completion")
    private static let skipHasher = StableHasher128(tag: "loop.skip")

    /// Loop's 32-digit hexadecimal uuid (any case) as a UUID, or `nil` when it is not one.
    static func parseLoopUUID(_ text: String) -> UUID? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 32, utf8.allSatisfy({ $0 < 0x80 && ($0 as UInt8).isHexDigit }) else { return nil }
        let hex = String(decoding: utf8, as: UTF8.self)
        let dashed = [
            hex.prefix(8), hex.dropFirst(8).prefix(4), hex.dropFirst(12).prefix(4),
            hex.dropFirst(16).prefix(4), hex.dropFirst(20),
        ].joined(separator: "-")
        return UUID(uuidString: dashed)
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII hexadecimal digit.
    fileprivate var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}

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
