import Foundation
import KadoCore

/// Finds where one JSON value (an object or an array) ends, fed bytes in order: it tracks the
/// nesting depth and whether it is inside a string, so a `}` in a habit's name does not end it.
struct JSONValueScanner {
    private var depth = 0
    private var isInString = false
    private var isEscaped = false
    private var hasStarted = false

    /// The index just after the value's last byte, scanning `bytes` from `start` on, or `nil`
    /// when it has not ended yet (feed the next bytes with `start` where this scan stopped).
    mutating func end(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if isInString {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): isInString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                hasStarted = true
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if hasStarted && depth == 0 { return index }
            default: break
            }
        }
        return nil
    }
}
