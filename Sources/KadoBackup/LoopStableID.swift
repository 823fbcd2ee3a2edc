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
