import Foundation

/// A few structural reads of JSON as Kadō's encoders write it (no insignificant whitespace except
/// the line breaks between an array's elements): where a value ends, an object's members, an
/// array's elements. They find parts of the widget snapshot without decoding the rest of it.
///
/// Every function reads `bytes` only within the bounds it is given and returns `nil` for input
/// that is not JSON of that shape, never traps.
enum JSONBytes {
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let comma = UInt8(ascii: ",")
    private static let colon = UInt8(ascii: ":")
    private static let newline = UInt8(ascii: "\n")

    /// Whether `byte` is JSON whitespace.
    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// The index just after the value that starts at `start` (after any whitespace), or `nil`.
    /// - Complexity: O(n) for a value of n bytes.
    static func valueEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before limit: Int) -> Int? {
        var index = start
        while index < limit, isSpace(bytes[index]) { index += 1 }
        guard index < limit else { return nil }
        switch bytes[index] {
        case quote:
            return stringEnd(in: bytes, from: index, before: limit)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < limit {
                let byte = bytes[index]
                if byte == quote {
                    guard let end = stringEnd(in: bytes, from: index, before: limit) else { return nil }
                    index = end
                    continue
                }
                if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                    depth += 1
                } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                    depth -= 1
                    if depth == 0 { return index + 1 }
                }
                index += 1
            }
            return nil
        default:
            // A number, true, false or null: up to the next delimiter.
            while index < limit {
                let byte = bytes[index]
                if byte == comma || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || isSpace(byte) { break }
                index += 1
            }
            return index
        }
    }

    /// The index just after the string whose opening quote is at `start`, or `nil`.
    static func stringEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before limit: Int) -> Int? {
        guard start < limit, bytes[start] == quote else { return nil }
        var index = start + 1
        while index < limit {
            let byte = bytes[index]
            if byte == backslash {
                index += 2
            } else if byte == quote {
                return index + 1
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The members of the object spanning `range`: each key's bytes (without quotes, as written)
    /// and the range of its value; `nil` when it is not an object.
    /// - Complexity: O(n) for an object of n bytes.
    static func members(in bytes: UnsafeBufferPointer<UInt8>, of range: Range<Int>) -> [(
        key: Range<Int>, value: Range<Int>
    )]? {
        var index = range.lowerBound
        let limit = range.upperBound
        guard index < limit, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var result: [(key: Range<Int>, value: Range<Int>)] = []
        while index < limit {
            while index < limit, isSpace(bytes[index]) || bytes[index] == comma { index += 1 }
            guard index < limit else { return nil }
            if bytes[index] == UInt8(ascii: "}") { return result }
            guard let keyEnd = stringEnd(in: bytes, from: index, before: limit) else { return nil }
            let key = index + 1..<keyEnd - 1
            index = keyEnd
            while index < limit, isSpace(bytes[index]) { index += 1 }
            guard index < limit, bytes[index] == colon else { return nil }
            index += 1
            while index < limit, isSpace(bytes[index]) { index += 1 }
            guard let valueEnd = valueEnd(in: bytes, from: index, before: limit) else { return nil }
            result.append((key, index..<valueEnd))
            index = valueEnd
        }
        return nil
    }

    /// The range of the value of member `key` of the object spanning `range`, or `nil`.
    static func member(_ key: String, in bytes: UnsafeBufferPointer<UInt8>, of range: Range<Int>) -> Range<Int>? {
        let name = Array(key.utf8)
        return members(in: bytes, of: range)?.first { member in
            member.key.count == name.count && zip(member.key, name).allSatisfy { bytes[$0] == $1 }
        }?.value
    }

    /// The elements of the array spanning `range`, or `nil` when it is not an array.
    /// - Complexity: O(n) for an array of n bytes.
    static func elements(in bytes: UnsafeBufferPointer<UInt8>, of range: Range<Int>) -> [Range<Int>]? {
        var index = range.lowerBound
        let limit = range.upperBound
        guard index < limit, bytes[index] == UInt8(ascii: "[") else { return nil }
        index += 1
        var result: [Range<Int>] = []
        while index < limit {
            while index < limit, isSpace(bytes[index]) || bytes[index] == comma { index += 1 }
            guard index < limit else { return nil }
            if bytes[index] == UInt8(ascii: "]") { return result }
            guard let end = valueEnd(in: bytes, from: index, before: limit) else { return nil }
            result.append(index..<end)
            index = end
        }
        return nil
    }

    /// The lines of `range` (split at line breaks), empty ones left out, each without the comma
    /// that separates it from the next: the elements of an array written one a line.
    /// - Complexity: O(n) for n bytes.
    static func lines(in bytes: UnsafeBufferPointer<UInt8>, of range: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = range.lowerBound
        func add(_ end: Int) {
            var last = end
            if last > start, bytes[last - 1] == comma { last -= 1 }
            if last > start { result.append(start..<last) }
        }
        guard let base = bytes.baseAddress else { return result }
        while start < range.upperBound {
            let remaining = range.upperBound - start
            guard let found = memchr(base + start, Int32(newline), remaining) else {
                add(range.upperBound)
                break
            }
            let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            add(end)
            start = end + 1
        }
        return result
    }

    /// The string value spanning `range` (quotes included), unescaped.
    static func string(in bytes: UnsafeBufferPointer<UInt8>, of range: Range<Int>) -> String? {
        guard range.count >= 2, bytes[range.lowerBound] == quote, bytes[range.upperBound - 1] == quote else {
            return nil
        }
        let inner = UnsafeBufferPointer(rebasing: bytes[range.lowerBound + 1..<range.upperBound - 1])
        if !inner.contains(backslash) { return String(decoding: inner, as: UTF8.self) }
        // Bytes that are no JSON string give nil, as for a range that is no string above.
        return try? JSONDecoder().decode(String.self, from: Data(UnsafeBufferPointer(rebasing: bytes[range])))
    }
}
