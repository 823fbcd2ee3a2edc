import Foundation
import KadoCore

/// JSON written straight into bytes, laid out exactly as Foundation's `JSONEncoder` lays it out
/// with `[.prettyPrinted, .sortedKeys]` (Kadō's own backups are written that way): two spaces a
/// level, `"key" : value`, one element a line, an empty array or object as an opening bracket, a
/// blank line and the closing one, `/` escaped, numbers as the encoder writes them. The caller
/// gives each object's keys already in sorted order.
///
/// An export writes millions of records: building `Encodable` values and running the encoder
/// over them cost about three quarters of an export's time; these bytes are the same.
struct PrettyJSONBytes {
    /// The bytes written and not yet taken (``take(into:)``).
    private(set) var bytes: [UInt8] = []
    /// How deep the value being written is (0: the document itself).
    private var depth: Int
    /// Whether the object or array open at each depth has an element yet.
    private var hasElement: [Bool] = []

    /// Writes its first value `depth` levels deep (its opening bracket where the caller put it).
    init(depth: Int, capacity: Int = 0) {
        self.depth = depth
        bytes.reserveCapacity(capacity)
    }

    /// Appends `raw` as it is (a part of a document the encoder wrote).
    mutating func append<Bytes: Sequence<UInt8>>(raw: Bytes) {
        bytes.append(contentsOf: raw)
    }

    /// Hands the bytes written so far to `sink` and forgets them, keeping the storage.
    mutating func handOn(to sink: BackupSink) throws {
        guard !bytes.isEmpty else { return }
        try bytes.withUnsafeBytes { try sink.write($0) }
        bytes.removeAll(keepingCapacity: true)
    }

    // MARK: - Structure

    mutating func openObject() { open(UInt8(ascii: "{")) }
    mutating func closeObject() { close(UInt8(ascii: "}")) }
    mutating func openArray() { open(UInt8(ascii: "[")) }
    mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// Starts the member `key` of the open object: the separator, the indentation, the quoted key
    /// and ` : `. `key` needs no escaping (the writers' own ASCII names).
    mutating func key(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: Self.keyEnd)
    }

    /// Starts the next element of the open array.
    mutating func element() { separate() }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        hasElement.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        let hadElement = hasElement.removeLast()
        depth -= 1
        // An empty one keeps its blank line, as the encoder writes it.
        bytes.append(UInt8(ascii: "\n"))
        if !hadElement { bytes.append(UInt8(ascii: "\n")) }
        indent(depth)
        bytes.append(bracket)
    }

    private mutating func separate() {
        if hasElement[hasElement.count - 1] { bytes.append(UInt8(ascii: ",")) }
        hasElement[hasElement.count - 1] = true
        bytes.append(UInt8(ascii: "\n"))
        indent(depth)
    }

    private mutating func indent(_ levels: Int) {
        for _ in 0..<levels * 2 { bytes.append(UInt8(ascii: " ")) }
    }

    private static let keyEnd: [UInt8] = Array("\" : ".utf8)

    // MARK: - Values

    /// A string, escaped as the encoder escapes: `"` `\` `/`, the named control characters
    /// (`\b \f \n \r \t`), any other below U+0020 as `\u00xx`; everything else as its UTF-8.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in 0..<utf8.count {
                let byte = utf8[index]
                guard
                    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/")
                else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                start = index + 1
                bytes.append(UInt8(ascii: "\\"))
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(byte)
                case 0x08: bytes.append(UInt8(ascii: "b"))
                case 0x0C: bytes.append(UInt8(ascii: "f"))
                case 0x0A: bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "t"))
                default:
                    bytes.append(contentsOf: Self.unicodeEscape)
                    bytes.append(Self.hexDigits[Int(byte >> 4)])
                    bytes.append(Self.hexDigits[Int(byte & 0x0F)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// A string the caller knows needs no escaping and is ASCII (a day, an instant, an id).
    mutating func plainString(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: text.utf8)
        bytes.append(UInt8(ascii: "\""))
    }

    /// An instant as Kadō writes it (``KadoTimestamp/format(_:)``), quoted; `false` (nothing
    /// written) when it lies outside years 1…9999.
    mutating func timestamp(_ date: Date) -> Bool {
        guard KadoTimestamp.isWritable(date) else { return false }
        bytes.append(UInt8(ascii: "\""))
        _ = KadoTimestamp.append(date, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
        return true
    }

    /// A day within years 1…9999 as `YYYY-MM-DD`, quoted.
    mutating func day(_ day: LogicalDay) {
        bytes.append(UInt8(ascii: "\""))
        KadoTimestamp.appendDay(day, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A UUID as its uppercase text (``Foundation/UUID/uuidString``), without the formatter.
    mutating func uuid(_ id: UUID) {
        bytes.append(UInt8(ascii: "\""))
        Self.appendUUID(id, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// An integer.
    mutating func integer(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    /// `true` or `false`.
    mutating func boolean(_ value: Bool) {
        bytes.append(contentsOf: value ? Self.trueBytes : Self.falseBytes)
    }

    /// A finite number as the encoder writes it: an integral value within ±2⁵³ as an integer
    /// (`5`, not `5.0`), anything else as Swift's shortest text without a trailing `.0`
    /// (`0.5`, `1e+16`, `-0`).
    mutating func number(_ value: Double) {
        bytes.append(contentsOf: Self.numberText(value).utf8)
    }

    /// The text of ``number(_:)``.
    static func numberText(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992, value != 0 || value.sign == .plus {
            return String(Int64(value))
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        return text
    }

    /// Appends the uppercase `8-4-4-4-12` text of `id`.
    static func appendUUID(_ id: UUID, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: id.uuid) { raw in
            for index in 0..<16 {
                if index == 4 || index == 6 || index == 8 || index == 10 { bytes.append(UInt8(ascii: "-")) }
                bytes.append(hexUppercase[Int(raw[index] >> 4)])
                bytes.append(hexUppercase[Int(raw[index] & 0x0F)])
            }
        }
    }

    private static let unicodeEscape: [UInt8] = Array("u00".utf8)
    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
    private static let hexUppercase: [UInt8] = Array("0123456789ABCDEF".utf8)
    private static let trueBytes: [UInt8] = Array("true".utf8)
    private static let falseBytes: [UInt8] = Array("false".utf8)
}
