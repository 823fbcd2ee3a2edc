import Foundation

/// Finds a key given twice in one object of a JSON text: Foundation's parsers keep one of them
/// silently, so a body `{"day": "2026-04-10", "day": "2026-04-09"}` would mean whichever a
/// parser picked. Keys are compared as the strings they stand for (`"a"` and `"\u0061"` are one).
enum JSONDuplicateKeys {
    /// The first key some object of `bytes` (valid JSON) holds twice, or `nil`.
    /// - Complexity: O(n) in the bytes, each key decoded once.
    static func first(in bytes: [UInt8]) -> String? {
        // One set of keys for each object open; `nil` for an array.
        var open: [Set<String>?] = []
        var expectingKey = false
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"):
                open.append([])
                expectingKey = true
            case UInt8(ascii: "["):
                open.append(nil)
                expectingKey = false
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                _ = open.popLast()
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = open.last.map { $0 != nil } ?? false
            case UInt8(ascii: ":"):
                expectingKey = false
            case UInt8(ascii: "\""):
                let start = index
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                if expectingKey, let last = open.indices.last, var keys = open[last] {
                    let quoted = Data(bytes[start...min(index, bytes.count - 1)])
                    let key =
                        // A key that does not unescape is compared as its raw bytes, which still tells two equal keys
                        // apart from others.
                        (try? JSONSerialization.jsonObject(with: quoted, options: [.fragmentsAllowed]) as? String)
                        ?? String(decoding: quoted, as: UTF8.self)
                    if !keys.insert(key).inserted { return key }
                    open[last] = keys
                    expectingKey = false
                }
            default:
                break
            }
            index += 1
        }
        return nil
    }
}
