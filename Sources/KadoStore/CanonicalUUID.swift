import Foundation
import KadoCore
import KadoSQLite

/// Parses the canonical text of a UUID (`8-4-4-4-12` hex digits, either case), which is how the
/// store writes every id. `UUID(uuidString:)` on Linux goes through `sscanf`, and reading ids was
/// a large share of reading records.
enum CanonicalUUID {
    /// The UUID, or `nil` when `text` is not in canonical form (callers then fall back to
    /// `UUID(uuidString:)`'s rules).
    static func parse(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { bytes -> UUID? in
            guard bytes.count == 36, bytes[8] == dash, bytes[13] == dash, bytes[18] == dash, bytes[23] == dash
            else { return nil }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            // Any byte that is not a hex digit has bit 4 set in the table: one test for all 32.
            var invalid: UInt8 = 0
            withUnsafeMutableBytes(of: &value) { output in
                for slot in 0..<16 {
                    let index = Int(offsets[slot])
                    let high = digits[Int(bytes[index])]
                    let low = digits[Int(bytes[index + 1])]
                    invalid |= high | low
                    output[slot] = high << 4 | low & 0x0F
                }
            }
            return invalid & 0x10 == 0 ? UUID(uuid: value) : nil
        }
    }

    private static let dash = UInt8(ascii: "-")

    /// Where each of the 16 bytes' two digits start in the text.
    private static let offsets: [UInt8] = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34]

    /// Each byte's value as a hex digit, or 0x10 when it is not one.
    private static let digits: [UInt8] = (0...255).map { byte -> UInt8 in
        switch byte {
        case 0x30...0x39: UInt8(byte - 0x30)
        case 0x41...0x46: UInt8(byte - 0x41 + 10)
        case 0x61...0x66: UInt8(byte - 0x61 + 10)
        default: 0x10
        }
    }
}
