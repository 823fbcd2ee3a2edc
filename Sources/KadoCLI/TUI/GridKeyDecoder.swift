/// Turns the bytes read from a terminal in raw mode into keys: UTF-8 characters, control bytes,
/// and the CSI and SS3 sequences of arrows and page keys. A sequence cut at the end of a read is
/// kept until the next one (``decode(_:)``), or given up as a lone Escape when no more bytes come
/// (``flush()``).
struct GridKeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// Whether bytes are waiting for the rest of their sequence.
    var isWaiting: Bool { !pending.isEmpty }

    /// The keys in `bytes` (after those left from the previous call); an incomplete sequence at
    /// the end stays pending.
    mutating func decode(_ bytes: [UInt8]) -> [GridKey] {
        pending += bytes
        var keys: [GridKey] = []
        var index = 0
        while index < pending.count {
            guard let (key, length) = Self.key(at: index, in: pending) else { break }
            keys.append(key)
            index += length
        }
        pending.removeFirst(index)
        return keys
    }

    /// What is pending, as keys, when no more bytes came: a lone Escape, or what the cut
    /// sequence began with.
    mutating func flush() -> [GridKey] {
        guard !pending.isEmpty else { return [] }
        let rest = pending
        pending = []
        if rest.first == 0x1B {
            // Escape, then whatever followed it as ordinary keys (Esc typed before a letter).
            var decoder = GridKeyDecoder()
            return [.escape] + decoder.decode(Array(rest.dropFirst())) + decoder.flush()
        }
        return [.ignored]
    }

    /// The key at `index` and how many bytes it takes; `nil` when the bytes there are a
    /// sequence still incomplete.
    private static func key(at index: Int, in bytes: [UInt8]) -> (GridKey, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x03: return (.interrupt, 1)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x1B: return escapeSequence(at: index, in: bytes)
        case 0x00..<0x20: return (.ignored, 1)
        default: return character(at: index, in: bytes)
        }
    }

    /// ESC alone (known only when the next byte is not `[` or `O`), `ESC [ … final` or `ESC O x`.
    private static func escapeSequence(at index: Int, in bytes: [UInt8]) -> (GridKey, Int)? {
        guard index + 1 < bytes.count else { return nil }
        let introducer = bytes[index + 1]
        if introducer == UInt8(ascii: "O") {
            guard index + 2 < bytes.count else { return nil }
            return (arrow(bytes[index + 2]) ?? .ignored, 3)
        }
        guard introducer == UInt8(ascii: "[") else { return (.escape, 1) }
        var end = index + 2
        while end < bytes.count, !(0x40...0x7E).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return nil }
        let parameters = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
        let final = bytes[end]
        let length = end - index + 1
        if final == UInt8(ascii: "~") {
            switch parameters {
            case "5": return (.pageUp, length)
            case "6": return (.pageDown, length)
            default: return (.ignored, length)
            }
        }
        return (arrow(final) ?? .ignored, length)
    }

    private static func arrow(_ final: UInt8) -> GridKey? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        default: nil
        }
    }

    /// One UTF-8 character; `nil` while its bytes are not all there, `.ignored` for a byte that
    /// cannot begin one.
    private static func character(at index: Int, in bytes: [UInt8]) -> (GridKey, Int)? {
        let byte = bytes[index]
        let length: Int
        switch byte {
        case 0x00..<0x80: length = 1
        case 0xC2..<0xE0: length = 2
        case 0xE0..<0xF0: length = 3
        case 0xF0..<0xF5: length = 4
        default: return (.ignored, 1)
        }
        guard index + length <= bytes.count else { return nil }
        let slice = bytes[index..<(index + length)]
        guard let text = String(validating: slice, as: UTF8.self), let character = text.first else {
            return (.ignored, 1)
        }
        return (.character(character), length)
    }
}
