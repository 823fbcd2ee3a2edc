import Foundation

/// A strict RFC 8259 JSON reader over a ``BackupByteSource``, a piece of the file at a time:
/// invalid UTF-8, lone surrogates, control characters in strings, trailing commas and trailing
/// content are errors; nesting deeper than ``maximumDepth`` is refused before it can exhaust the
/// stack. A leading UTF-8 byte order mark is skipped.
///
/// It checks a whole document without keeping anything of it (``checkDocument()``), then reads
/// values where it is asked to (``seek(to:)``, ``value(depth:leaving:)``), leaving the large ones
/// in the file (``Leaving``) for a reader to take one element at a time (``openArray()``,
/// ``nextElement()``). Lines are counted as blank space goes by (JSON has line breaks nowhere
/// else), so a value read after a seek knows its line.
struct KadoJSONParser {
    /// The deepest nesting of arrays and objects accepted (a Kadō backup needs 6).
    static let maximumDepth = 100

    /// Which member values of the object being read are left in the file, read later.
    enum Leaving: Sendable {
        /// None: the whole value is read.
        case nothing
        /// Every array and object (the root's: the habits are read one at a time).
        case containers
        /// Every array and object but those whose keys are given (a habit's, whose records are
        /// read one at a time, and keys Kadō does not know never read).
        case containersExcept(Set<String>)
    }

    private(set) var source: BackupByteSource
    /// The line of the next byte.
    private(set) var line = 1
    /// Where the text starts, after a byte order mark.
    let start: Int
    /// The bytes of the string being read.
    private var text: [UInt8] = []
    /// Whether ``checkDocument()`` found the whole text well formed: values left in the file are
    /// then passed over by counting brackets.
    private var isChecked = false
    /// Where the plain bytes of a string end.
    private static let stringStops = ByteSet([UInt8(ascii: "\""), UInt8(ascii: "\\")], controls: true)

    /// A parser of `source`, from its start.
    init(source: BackupByteSource) {
        var bytes = source
        bytes.seek(to: 0)
        let hasMark = bytes.peek(0) == 0xEF && bytes.peek(1) == 0xBB && bytes.peek(2) == 0xBF
        start = hasMark ? 3 : 0
        bytes.seek(to: start)
        self.source = bytes
    }

    /// Where the next byte is.
    var place: KadoJSONPlace { KadoJSONPlace(offset: source.offset, line: line) }

    /// Moves to `place`, to read what starts there.
    mutating func seek(to place: KadoJSONPlace) {
        source.seek(to: place.offset)
        line = place.line
    }

    /// The 1-based line and column of byte `offset` (for an error).
    mutating func position(of offset: Int) -> (line: Int, column: Int) {
        source.position(of: offset)
    }

    /// Checks that the text is one JSON value and nothing else, keeping nothing of it.
    mutating func checkDocument() throws(KadoJSONSyntaxError) {
        seek(to: KadoJSONPlace(offset: start, line: 1))
        skipWhitespace()
        guard source.peek() != nil else { throw fail(.emptyFile) }
        _ = try value(depth: 0, keeping: false)
        skipWhitespace()
        guard source.peek() == nil else { throw unexpected(.afterValue) }
        isChecked = true
    }

    /// Reads the value at the next non-blank byte; `leaving` says which of its members (when it
    /// is an object) are left in the file.
    mutating func value(depth: Int, leaving: Leaving = .nothing) throws(KadoJSONSyntaxError) -> KadoJSONNode {
        skipWhitespace()
        return try value(depth: depth, keeping: true, leaving: leaving)
    }

    /// Enters the array at the next non-blank byte: `false` when it is empty (and was read).
    mutating func openArray() throws(KadoJSONSyntaxError) -> Bool {
        skipWhitespace()
        guard source.peek() == UInt8(ascii: "[") else { throw unexpected(.whereValue) }
        source.advance()
        skipWhitespace()
        if source.peek() == UInt8(ascii: "]") {
            source.advance()
            return false
        }
        return true
    }

    /// After an element of an array: `true` when another follows, `false` at its end (read).
    mutating func nextElement() throws(KadoJSONSyntaxError) -> Bool {
        skipWhitespace()
        switch source.peek() {
        case UInt8(ascii: ","):
            source.advance()
            return true
        case UInt8(ascii: "]"):
            source.advance()
            return false
        case nil: throw fail(.unexpected(.endOfFile, .insideArray))
        default: throw unexpected(.whereCommaOrBracket)
        }
    }

    private func fail(_ problem: BackupError.JSONSyntax, at offset: Int? = nil) -> KadoJSONSyntaxError {
        KadoJSONSyntaxError(offset: offset ?? source.offset, problem: problem)
    }

    private mutating func unexpected(_ place: BackupError.JSONPlace) -> KadoJSONSyntaxError {
        guard let byte = source.peek() else { return fail(.unexpected(.endOfFile, place)) }
        return fail(.unexpected(.of(byte), place))
    }

    private mutating func skipWhitespace() {
        line += source.skipBlankSpace()
    }

    /// The placeholder a value not kept is given.
    private static let dropped = KadoJSONValue.null

    private mutating func value(depth: Int, keeping: Bool, leaving: Leaving = .nothing) throws(KadoJSONSyntaxError)
        -> KadoJSONNode
    {
        let startLine = line
        guard let byte = source.peek() else { throw fail(.unexpected(.endOfFile, .whereValue)) }
        let value: KadoJSONValue
        switch byte {
        case UInt8(ascii: "{"):
            value = try object(depth: depth + 1, keeping: keeping, leaving: leaving)
        case UInt8(ascii: "["):
            value = try array(depth: depth + 1, keeping: keeping)
        case UInt8(ascii: "\""):
            let text = try string(keeping: keeping)
            value = keeping ? .string(text) : Self.dropped
        case UInt8(ascii: "t"):
            try literal("true")
            value = .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            value = .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let text = try number(keeping: keeping)
            value = keeping ? .number(text) : Self.dropped
        default:
            throw unexpected(.whereValue)
        }
        return KadoJSONNode(line: startLine, value: value)
    }

    private mutating func literal(_ word: StaticString) throws(KadoJSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        var matches = true
        word.withUTF8Buffer { expected in
            for offset in 0..<count where source.peek(offset) != expected[offset] {
                matches = false
                return
            }
        }
        guard matches else { throw unexpected(.whereValue) }
        source.advance(count)
    }

    private mutating func object(depth: Int, keeping: Bool, leaving: Leaving) throws(KadoJSONSyntaxError)
        -> KadoJSONValue
    {
        guard depth <= Self.maximumDepth else { throw fail(.nestedTooDeeply) }
        source.advance()
        var members: [KadoJSONMember] = []
        skipWhitespace()
        if source.peek() == UInt8(ascii: "}") {
            source.advance()
            return keeping ? .object(members) : Self.dropped
        }
        while true {
            skipWhitespace()
            guard source.peek() == UInt8(ascii: "\"") else { throw unexpected(.whereKey) }
            let key = try string(keeping: keeping)
            skipWhitespace()
            guard source.peek() == UInt8(ascii: ":") else { throw unexpected(.whereColon) }
            source.advance()
            skipWhitespace()
            if keeping, let kind = leftKind(key: key, leaving: leaving) {
                let place = self.place
                if isChecked {
                    line += source.skipCheckedContainer()
                } else {
                    _ = try value(depth: depth, keeping: false)
                }
                members.append(
                    KadoJSONMember(key: key, node: KadoJSONNode(line: place.line, value: .later(kind, place))))
            } else {
                let node = try value(depth: depth, keeping: keeping)
                if keeping { members.append(KadoJSONMember(key: key, node: node)) }
            }
            skipWhitespace()
            switch source.peek() {
            case UInt8(ascii: ","):
                source.advance()
            case UInt8(ascii: "}"):
                source.advance()
                return keeping ? .object(members) : Self.dropped
            case nil: throw fail(.unexpected(.endOfFile, .insideObject))
            default: throw unexpected(.whereCommaOrBrace)
            }
        }
    }

    /// The kind of the member value at the next byte when `leaving` leaves it in the file.
    private mutating func leftKind(key: String, leaving: Leaving) -> BackupError.JSONKind? {
        let kind: BackupError.JSONKind
        switch source.peek() {
        case UInt8(ascii: "["): kind = .array
        case UInt8(ascii: "{"): kind = .object
        default: return nil
        }
        switch leaving {
        case .nothing: return nil
        case .containers: return kind
        case .containersExcept(let kept): return kept.contains(key) ? nil : kind
        }
    }

    private mutating func array(depth: Int, keeping: Bool) throws(KadoJSONSyntaxError) -> KadoJSONValue {
        guard depth <= Self.maximumDepth else { throw fail(.nestedTooDeeply) }
        source.advance()
        var elements: [KadoJSONNode] = []
        skipWhitespace()
        if source.peek() == UInt8(ascii: "]") {
            source.advance()
            return keeping ? .array(elements) : Self.dropped
        }
        while true {
            skipWhitespace()
            let node = try value(depth: depth, keeping: keeping)
            if keeping { elements.append(node) }
            skipWhitespace()
            switch source.peek() {
            case UInt8(ascii: ","):
                source.advance()
            case UInt8(ascii: "]"):
                source.advance()
                return keeping ? .array(elements) : Self.dropped
            case nil: throw fail(.unexpected(.endOfFile, .insideArray))
            default: throw unexpected(.whereCommaOrBracket)
            }
        }
    }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func number(keeping: Bool) throws(KadoJSONSyntaxError) -> String {
        text.removeAll(keepingCapacity: true)
        if source.peek() == UInt8(ascii: "-") { take(keeping) }
        guard Self.isDigit(source.peek()) else { throw unexpected(.inNumber) }
        if source.peek() == UInt8(ascii: "0") {
            take(keeping)
        } else {
            takeDigits(keeping)
        }
        if source.peek() == UInt8(ascii: ".") {
            take(keeping)
            guard Self.isDigit(source.peek()) else { throw unexpected(.inNumber) }
            takeDigits(keeping)
        }
        if source.peek() == UInt8(ascii: "e") || source.peek() == UInt8(ascii: "E") {
            take(keeping)
            if source.peek() == UInt8(ascii: "+") || source.peek() == UInt8(ascii: "-") { take(keeping) }
            guard Self.isDigit(source.peek()) else { throw unexpected(.inNumber) }
            takeDigits(keeping)
        }
        // Only ASCII digits, signs, dots and exponents were read.
        return keeping ? String(decoding: text, as: UTF8.self) : ""
    }

    /// Moves past the next byte, keeping it in ``text`` when `keeping`.
    private mutating func take(_ keeping: Bool) {
        if keeping, let byte = source.peek() { text.append(byte) }
        source.advance()
    }

    private mutating func takeDigits(_ keeping: Bool) {
        while Self.isDigit(source.peek()) { take(keeping) }
    }

    /// Reads a string. Its bytes are always gathered, to be checked as UTF-8 (a string not kept
    /// is checked and dropped).
    private mutating func string(keeping: Bool) throws(KadoJSONSyntaxError) -> String {
        let start = source.offset
        source.advance()
        text.removeAll(keepingCapacity: true)
        while true {
            guard let byte = source.take(into: &text, until: Self.stringStops) else {
                throw fail(.unclosedString, at: start)
            }
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw fail(.controlCharacter(byte)) }
            try escape()
        }
        guard let string = String(validating: text, as: UTF8.self) else { throw fail(.stringNotUTF8, at: start) }
        source.advance()
        return keeping ? string : ""
    }

    /// Reads the escape at the next byte (a backslash) and appends its UTF-8 bytes to ``text``.
    private mutating func escape() throws(KadoJSONSyntaxError) {
        let start = source.offset
        source.advance()
        guard let letter = source.peek() else { throw fail(.unclosedString, at: start) }
        source.advance()
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad(escapeStart: start)
            if (0xD800...0xDBFF).contains(scalar) {
                guard source.peek() == UInt8(ascii: "\\"), source.peek(1) == UInt8(ascii: "u") else {
                    throw fail(.halfSurrogate, at: start)
                }
                source.advance(2)
                let low = try hexQuad(escapeStart: start)
                guard (0xDC00...0xDFFF).contains(low) else { throw fail(.halfSurrogate, at: start) }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw fail(.halfSurrogate, at: start)
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw fail(.invalidEscape, at: start) }
            text.append(contentsOf: String(Character(unicode)).utf8)
        default:
            source.seek(to: source.offset - 1)
            throw unexpected(.afterBackslash)
        }
    }

    private mutating func hexQuad(escapeStart: Int) throws(KadoJSONSyntaxError) -> UInt32 {
        guard source.peek(3) != nil else { throw fail(.escapeNeedsFourDigits, at: escapeStart) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = source.peek() ?? 0
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw fail(.escapeNeedsFourDigits, at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            source.advance()
        }
        return value
    }
}
