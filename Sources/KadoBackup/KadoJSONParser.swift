import Foundation

/// A JSON value with the byte offset at which it starts, so that errors can name a line.
struct KadoJSONNode: Sendable {
    /// The byte offset of the value's first character.
    var offset: Int
    /// The value.
    var value: KadoJSONValue
}

/// One member of a JSON object.
struct KadoJSONMember: Sendable {
    /// The key.
    var key: String
    /// The value.
    var node: KadoJSONNode
}

/// A JSON value. Numbers keep their text, so that whole numbers and doubles are read exactly.
enum KadoJSONValue: Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([KadoJSONNode])
    case object([KadoJSONMember])

    /// The kind of the value, as an error names it.
    var kind: BackupError.JSONKind {
        switch self {
        case .null: .null
        case .bool: .boolean
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }
}

/// Why a text is not JSON: the byte offset and what is wrong.
struct KadoJSONSyntaxError: Error, Hashable, Sendable {
    /// The byte offset of the problem.
    var offset: Int
    /// What is wrong.
    var problem: BackupError.JSONSyntax

    /// What is wrong, in English.
    var message: String { problem.description }
}

/// A strict RFC 8259 JSON parser, over bytes: invalid UTF-8, lone surrogates, control characters
/// in strings, trailing commas and trailing content are errors; nesting deeper than
/// ``maximumDepth`` is refused before it can exhaust the stack. A leading UTF-8 byte order mark
/// is skipped.
enum KadoJSONParser {
    /// The deepest nesting of arrays and objects accepted (a Kadō backup needs 6).
    static let maximumDepth = 100

    /// Parses `data` as one JSON value.
    static func parse(_ data: Data) throws(KadoJSONSyntaxError) -> KadoJSONNode {
        let result: Result<KadoJSONNode, KadoJSONSyntaxError> = data.withUnsafeBytes { raw in
            var parser = Parser(bytes: raw.bindMemory(to: UInt8.self))
            do throws(KadoJSONSyntaxError) {
                return .success(try parser.document())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        }

        mutating func document() throws(KadoJSONSyntaxError) -> KadoJSONNode {
            skipWhitespace()
            guard index < bytes.count else { throw fail(.emptyFile) }
            let node = try value(depth: 0)
            skipWhitespace()
            guard index == bytes.count else { throw unexpected(.afterValue) }
            return node
        }

        func fail(_ problem: BackupError.JSONSyntax, at offset: Int? = nil) -> KadoJSONSyntaxError {
            KadoJSONSyntaxError(offset: offset ?? index, problem: problem)
        }

        func unexpected(_ place: BackupError.JSONPlace) -> KadoJSONSyntaxError {
            guard index < bytes.count else { return fail(.unexpected(.endOfFile, place)) }
            return fail(.unexpected(.of(bytes[index]), place))
        }

        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(KadoJSONSyntaxError) -> KadoJSONNode {
            guard index < bytes.count else { throw fail(.unexpected(.endOfFile, .whereValue)) }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "{"):
                return KadoJSONNode(offset: start, value: .object(try object(depth: depth + 1)))
            case UInt8(ascii: "["):
                return KadoJSONNode(offset: start, value: .array(try array(depth: depth + 1)))
            case UInt8(ascii: "\""):
                return KadoJSONNode(offset: start, value: .string(try string()))
            case UInt8(ascii: "t"):
                try literal("true")
                return KadoJSONNode(offset: start, value: .bool(true))
            case UInt8(ascii: "f"):
                try literal("false")
                return KadoJSONNode(offset: start, value: .bool(false))
            case UInt8(ascii: "n"):
                try literal("null")
                return KadoJSONNode(offset: start, value: .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return KadoJSONNode(offset: start, value: .number(try number()))
            default:
                throw unexpected(.whereValue)
            }
        }

        mutating func literal(_ word: StaticString) throws(KadoJSONSyntaxError) {
            let start = index
            let count = word.utf8CodeUnitCount
            let matches = word.withUTF8Buffer { expected -> Bool in
                guard start + count <= bytes.count else { return false }
                for offset in 0..<count where bytes[start + offset] != expected[offset] { return false }
                return true
            }
            guard matches else { throw unexpected(.whereValue) }
            index += count
        }

        mutating func object(depth: Int) throws(KadoJSONSyntaxError) -> [KadoJSONMember] {
            guard depth <= maximumDepth else { throw fail(.nestedTooDeeply) }
            index += 1
            var members: [KadoJSONMember] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return members
            }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                    throw unexpected(.whereKey)
                }
                let key = try string()
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                    throw unexpected(.whereColon)
                }
                index += 1
                skipWhitespace()
                members.append(KadoJSONMember(key: key, node: try value(depth: depth)))
                skipWhitespace()
                guard index < bytes.count else { throw fail(.unexpected(.endOfFile, .insideObject)) }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return members
                }
                throw unexpected(.whereCommaOrBrace)
            }
        }

        mutating func array(depth: Int) throws(KadoJSONSyntaxError) -> [KadoJSONNode] {
            guard depth <= maximumDepth else { throw fail(.nestedTooDeeply) }
            index += 1
            var elements: [KadoJSONNode] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return elements
            }
            while true {
                skipWhitespace()
                elements.append(try value(depth: depth))
                skipWhitespace()
                guard index < bytes.count else { throw fail(.unexpected(.endOfFile, .insideArray)) }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return elements
                }
                throw unexpected(.whereCommaOrBracket)
            }
        }

        mutating func number() throws(KadoJSONSyntaxError) -> String {
            let start = index
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw unexpected(.inNumber) }
            if bytes[index] == UInt8(ascii: "0") {
                index += 1
            } else {
                skipDigits()
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard index < bytes.count, isDigit(bytes[index]) else { throw unexpected(.inNumber) }
                skipDigits()
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                    index += 1
                }
                guard index < bytes.count, isDigit(bytes[index]) else { throw unexpected(.inNumber) }
                skipDigits()
            }
            // Only ASCII digits, signs, dots and exponents were read.
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        }

        func isDigit(_ byte: UInt8) -> Bool {
            byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }

        mutating func skipDigits() {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }

        mutating func string() throws(KadoJSONSyntaxError) -> String {
            let start = index
            index += 1
            var segmentStart = index
            var buffer: [UInt8] = []
            var hasEscapes = false
            while true {
                guard index < bytes.count else { throw fail(.unclosedString, at: start) }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { break }
                if byte < 0x20 { throw fail(.controlCharacter(byte)) }
                if byte == UInt8(ascii: "\\") {
                    hasEscapes = true
                    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                    try escape(into: &buffer)
                    segmentStart = index
                    continue
                }
                index += 1
            }
            let text: String?
            if hasEscapes {
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                text = String(validating: buffer, as: UTF8.self)
            } else {
                text = String(validating: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]), as: UTF8.self)
            }
            guard let text else { throw fail(.stringNotUTF8, at: start) }
            index += 1
            return text
        }

        /// Reads the escape at `index` (a backslash) and appends its UTF-8 bytes to `buffer`.
        mutating func escape(into buffer: inout [UInt8]) throws(KadoJSONSyntaxError) {
            let start = index
            index += 1
            guard index < bytes.count else { throw fail(.unclosedString, at: start) }
            let letter = bytes[index]
            index += 1
            switch letter {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(letter)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = try hexQuad(escapeStart: start)
                if (0xD800...0xDBFF).contains(scalar) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else { throw fail(.halfSurrogate, at: start) }
                    index += 2
                    let low = try hexQuad(escapeStart: start)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw fail(.halfSurrogate, at: start)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw fail(.halfSurrogate, at: start)
                }
                guard let unicode = Unicode.Scalar(scalar) else { throw fail(.invalidEscape, at: start) }
                buffer.append(contentsOf: String(Character(unicode)).utf8)
            default:
                index -= 1
                throw unexpected(.afterBackslash)
            }
        }

        mutating func hexQuad(escapeStart: Int) throws(KadoJSONSyntaxError) -> UInt32 {
            guard index + 4 <= bytes.count else { throw fail(.escapeNeedsFourDigits, at: escapeStart) }
            var value: UInt32 = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw fail(.escapeNeedsFourDigits, at: escapeStart)
                }
                value = value << 4 | UInt32(digit)
                index += 1
            }
            return value
        }
    }
}

extension KadoJSONParser {
    /// The 1-based line and column (in characters of UTF-8 text) of byte `offset` in `data`.
    static func position(of offset: Int, in data: Data) -> (line: Int, column: Int) {
        data.withUnsafeBytes { raw in
            let end = min(max(0, offset), raw.count)
            var line = 1
            var lineStart = 0
            var index = 0
            while index < end {
                if raw[index] == 0x0A {
                    line += 1
                    lineStart = index + 1
                }
                index += 1
            }
            var column = 1
            index = lineStart
            while index < end {
                if raw[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
            return (line, column)
        }
    }
}
