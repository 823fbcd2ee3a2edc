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

    /// The canonical text of `id`, as `uuidString` writes it (upper case): written from a table,
    /// where Foundation on Linux formats it through `snprintf` (Today binds a habit's id for each
    /// of its rows).
    static func text(_ id: UUID) -> String {
        String(unsafeUninitializedCapacity: 36) { output in
            withUnsafeBytes(of: id.uuid) { bytes in
                var at = 0
                for slot in 0..<16 {
                    if slot == 4 || slot == 6 || slot == 8 || slot == 10 {
                        output[at] = dash
                        at += 1
                    }
                    output[at] = upperDigits[Int(bytes[slot] >> 4)]
                    output[at + 1] = upperDigits[Int(bytes[slot] & 0x0F)]
                    at += 2
                }
            }
            return 36
        }
    }

    private static let upperDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

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

extension UUID {
    /// The id as the store writes it: ``CanonicalUUID/text(_:)``, the same text as `uuidString`.
    var storageText: String { CanonicalUUID.text(self) }

    /// The id `text` holds: its canonical form read by ``CanonicalUUID/parse(_:)``, any other by
    /// `UUID(uuidString:)`'s rules.
    init?(storedText text: String) {
        guard let id = CanonicalUUID.parse(text) ?? UUID(uuidString: text) else { return nil }
        self = id
    }
}
