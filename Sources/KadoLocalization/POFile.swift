/// A gettext PO (or POT) file: its entries in order, and the header's fields.
public struct POFile: Sendable {
    /// Every entry but the header, in file order. Obsolete (`#~`) entries are left out.
    public let entries: [POEntry]
    /// The header's `Name: value` fields (`Language`, `Plural-Forms`, `Content-Type`…).
    public let header: [String: String]

    /// A file of `entries` with `header`.
    public init(entries: [POEntry], header: [String: String]) {
        self.entries = entries
        self.header = header
    }

    /// Parses `text`. Comments other than `#.` and `#,` (`#:` references, `#|` previous
    /// strings, translator's `# `) are read past.
    /// - Throws: ``POParseError`` at the first line that is not PO.
    public init(parsing text: String) throws(POParseError) {
        var parser = POParser(bytes: Array(text.utf8))
        let all = try parser.parse()
        var header: [String: String] = [:]
        if let first = all.first, first.isHeader {
            for field in (first.translations.first ?? "").split(separator: "\n") {
                guard let colon = field.firstIndex(of: ":") else { continue }
                let name = field[..<colon].trimmingSpaces()
                header[name] = field[field.index(after: colon)...].trimmingSpaces()
            }
        }
        self.header = header
        entries = all.filter { !$0.isHeader }
    }
}

extension Substring {
    /// The text without leading and trailing spaces and tabs.
    fileprivate func trimmingSpaces() -> String {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map { index(after: $0) } ?? start
        return String(self[start..<Swift.max(start, end)])
    }
}

/// The line-by-line reader behind ``POFile``, over the file's UTF-8 bytes.
private struct POParser {
    /// The keyword a string continuation line adds to.
    private enum Field {
        case context, id, idPlural
        case translation(Int)
    }

    let bytes: [UInt8]
    private var entries: [POEntry] = []
    private var entry = POEntry()
    private var field: Field?
    /// Whether `entry` has a keyword yet (comments alone do not make an entry).
    private var hasKeyword = false
    /// Whether `entry` has reached its `msgstr` (a following keyword or comment starts a new one).
    private var hasTranslation = false
    private var lineNumber = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func parse() throws(POParseError) -> [POEntry] {
        var start = 0
        // Skips a byte order mark, which some editors write.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            lineNumber += 1
            var lineEnd = end
            if lineEnd > start && bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            try read(start, lineEnd)
            start = end + 1
        }
        try finishEntry()
        return entries
    }

    private mutating func read(_ start: Int, _ end: Int) throws(POParseError) {
        var position = start
        while position < end && (bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t")) {
            position += 1
        }
        guard position < end else {
            try finishEntry()
            return
        }
        switch bytes[position] {
        case UInt8(ascii: "#"):
            if hasTranslation { try finishEntry() }
            let mark = position + 1 < end ? bytes[position + 1] : 0
            field = nil
            if mark == UInt8(ascii: ".") {
                entry.translatorComments.append(text(from: position + 2, to: end).trimmedLeadingSpace())
            } else if mark == UInt8(ascii: ",") {
                for flag in text(from: position + 2, to: end).split(separator: ",") {
                    entry.flags.append(Substring(flag).trimmingSpaces())
                }
            }
        // `#~` obsolete entries, `#:` references, `#|` previous strings and `# ` are read past.
        case UInt8(ascii: "\""):
            guard let field else { throw POParseError(line: lineNumber, reason: "a string continues no keyword") }
            let value = try quoted(from: position, to: end)
            switch field {
            case .context: entry.context = (entry.context ?? "") + value
            case .id: entry.id += value
            case .idPlural: entry.idPlural = (entry.idPlural ?? "") + value
            case .translation(let index): entry.translations[index] += value
            }
        default:
            try keyword(from: position, to: end)
        }
    }

    private mutating func keyword(from start: Int, to end: Int) throws(POParseError) {
        var wordEnd = start
        while wordEnd < end && bytes[wordEnd] != UInt8(ascii: " ") && bytes[wordEnd] != UInt8(ascii: "\t") {
            wordEnd += 1
        }
        let word = text(from: start, to: wordEnd)
        var valueStart = wordEnd
        while valueStart < end && (bytes[valueStart] == UInt8(ascii: " ") || bytes[valueStart] == UInt8(ascii: "\t")) {
            valueStart += 1
        }
        let value = try quoted(from: valueStart, to: end)
        switch word {
        case "msgctxt", "msgid":
            if hasTranslation || (word == "msgctxt" && hasKeyword) { try finishEntry() }
            if word == "msgctxt" {
                entry.context = value
                field = .context
            } else {
                entry.id = value
                field = .id
            }
            if entry.line == 0 { entry.line = lineNumber }
            hasKeyword = true
        case "msgid_plural":
            guard hasKeyword && !hasTranslation else { throw misplaced(word) }
            entry.idPlural = value
            field = .idPlural
        case "msgstr":
            guard hasKeyword && !hasTranslation else { throw misplaced(word) }
            entry.translations = [value]
            field = .translation(0)
            hasTranslation = true
        default:
            guard word.hasPrefix("msgstr["), word.hasSuffix("]"), let index = Int(word.dropFirst(7).dropLast()) else {
                throw POParseError(line: lineNumber, reason: "unknown keyword “\(word)”")
            }
            guard hasKeyword, index == entry.translations.count, entry.idPlural != nil || index > 0 else {
                throw POParseError(line: lineNumber, reason: "\(word) out of order")
            }
            entry.translations.append(value)
            field = .translation(index)
            hasTranslation = true
        }
    }

    private func misplaced(_ word: String) -> POParseError {
        POParseError(line: lineNumber, reason: "\(word) where it cannot be")
    }

    private mutating func finishEntry() throws(POParseError) {
        defer {
            entry = POEntry()
            field = nil
            hasKeyword = false
            hasTranslation = false
        }
        guard hasKeyword else { return }
        guard hasTranslation else {
            throw POParseError(line: entry.line, reason: "an entry without msgstr")
        }
        entries.append(entry)
    }

    private func text(from start: Int, to end: Int) -> String {
        start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : ""
    }

    /// The unescaped contents of the `"…"` string that spans `start..<end` exactly (trailing
    /// spaces allowed).
    private func quoted(from start: Int, to end: Int) throws(POParseError) -> String {
        guard start < end, bytes[start] == UInt8(ascii: "\"") else {
            throw POParseError(line: lineNumber, reason: "a string in double quotes was expected")
        }
        // Most strings have no escape: they are decoded straight from the file's bytes.
        var scan = start + 1
        while scan < end && bytes[scan] != UInt8(ascii: "\"") && bytes[scan] != UInt8(ascii: "\\") { scan += 1 }
        if scan < end && bytes[scan] == UInt8(ascii: "\"") {
            var rest = scan + 1
            while rest < end && (bytes[rest] == UInt8(ascii: " ") || bytes[rest] == UInt8(ascii: "\t")) { rest += 1 }
            guard rest == end else { throw POParseError(line: lineNumber, reason: "text after a string") }
            return String(decoding: bytes[(start + 1)..<scan], as: UTF8.self)
        }
        var output = Array(bytes[(start + 1)..<scan])
        var position = scan
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                var rest = position + 1
                while rest < end && (bytes[rest] == UInt8(ascii: " ") || bytes[rest] == UInt8(ascii: "\t")) {
                    rest += 1
                }
                guard rest == end else { throw POParseError(line: lineNumber, reason: "text after a string") }
                return String(decoding: output, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                position += 1
                guard position < end else { break }
                switch bytes[position] {
                case UInt8(ascii: "n"): output.append(0x0A)
                case UInt8(ascii: "t"): output.append(0x09)
                case UInt8(ascii: "r"): output.append(0x0D)
                case UInt8(ascii: "\""): output.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): output.append(UInt8(ascii: "\\"))
                default:
                    throw POParseError(
                        line: lineNumber, reason: "an unknown escape \\\(UnicodeScalar(bytes[position]))")
                }
            } else {
                output.append(byte)
            }
            position += 1
        }
        throw POParseError(line: lineNumber, reason: "a string without its closing quote")
    }
}

extension String {
    /// The text without the one space that follows a comment's mark.
    fileprivate func trimmedLeadingSpace() -> String { hasPrefix(" ") ? String(dropFirst()) : self }
}
