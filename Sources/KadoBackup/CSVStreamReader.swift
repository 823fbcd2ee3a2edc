import Foundation

/// The records of CSV text read from a ``BackupByteSource`` one at a time, by the rules of
/// ``CSVReader``, which it gives the same records and errors as: only the record returned and a
/// window of the file are held, however large the file.
struct CSVStreamReader {
    private var source: BackupByteSource
    let skippingBlankLines: Bool
    /// The separator between fields.
    let comma: UInt8
    private(set) var line = 1
    /// The byte offset at which the last record returned starts (after the blank lines before
    /// it): where ``seek(to:line:)`` reads it again.
    private(set) var recordStart = 0
    private var field: [UInt8] = []

    /// Where the plain bytes of an unquoted field and of a quoted one end.
    private let unquotedStops: ByteSet
    private static let quotedStops = ByteSet([quote, lineFeed, carriageReturn])

    static let quote = UInt8(ascii: "\"")
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")

    /// A reader of `source` from its start (after a byte order mark).
    init(source: BackupByteSource, skippingBlankLines: Bool = true, separator: UInt8 = UInt8(ascii: ",")) {
        self.source = source
        self.skippingBlankLines = skippingBlankLines
        self.comma = separator
        unquotedStops = ByteSet([separator, Self.lineFeed, Self.carriageReturn])
        self.source.seek(to: 0)
        if self.source.peek(0) == 0xEF, self.source.peek(1) == 0xBB, self.source.peek(2) == 0xBF {
            self.source.seek(to: 3)
        }
    }

    /// Moves to byte `offset`, the start of a record found before (``recordStart``), counted as
    /// on `line`: what the next call to ``next()`` reads.
    mutating func seek(to offset: Int, line: Int) {
        source.seek(to: offset)
        self.line = line
    }

    /// The next record, after any blank lines skipped; `nil` at the end.
    /// - Throws: ``CSVReadError`` naming the line and the field at fault.
    mutating func next() throws(CSVReadError) -> CSVRecord? {
        while let byte = source.peek() {
            if skippingBlankLines, Self.isLineBreak(byte) {
                consumeLineBreak()
                continue
            }
            return try record()
        }
        return nil
    }

    private static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == lineFeed || byte == carriageReturn
    }

    /// Consumes LF, CRLF or CR and counts the line.
    private mutating func consumeLineBreak() {
        if source.peek() == Self.carriageReturn, source.peek(1) == Self.lineFeed {
            source.advance(2)
        } else {
            source.advance()
        }
        line += 1
    }

    /// Reads one record, and the line break that ends it, if any.
    private mutating func record() throws(CSVReadError) -> CSVRecord {
        let startLine = line
        recordStart = source.offset
        var fields: [String] = []
        var fieldLines: [Int] = []
        while true {
            fieldLines.append(line)
            fields.append(try readField(index: fields.count))
            guard let byte = source.peek() else { break }
            if byte == comma {
                source.advance()
                continue
            }
            // Only a line break can follow a field that did not end on a comma.
            consumeLineBreak()
            break
        }
        return CSVRecord(fields: fields, line: startLine, fieldLines: fieldLines)
    }

    /// Reads one field, leaving the source on the comma, the line break or the end after it.
    private mutating func readField(index fieldIndex: Int) throws(CSVReadError) -> String {
        field.removeAll(keepingCapacity: true)
        guard source.peek() == Self.quote else {
            _ = source.take(into: &field, until: unquotedStops)
            guard let text = String(validating: field, as: UTF8.self) else {
                throw CSVReadError(line: line, fieldIndex: fieldIndex, problem: .fieldNotUTF8)
            }
            return text
        }
        let openingLine = line
        source.advance()
        while true {
            guard let byte = source.take(into: &field, until: Self.quotedStops) else {
                throw CSVReadError(line: openingLine, fieldIndex: fieldIndex, problem: .unclosedQuote)
            }
            if byte == Self.quote {
                if source.peek(1) == Self.quote {
                    field.append(Self.quote)
                    source.advance(2)
                    continue
                }
                source.advance()
                break
            }
            if byte == Self.lineFeed {
                line += 1
            } else if byte == Self.carriageReturn, source.peek(1) != Self.lineFeed {
                line += 1
            }
            field.append(byte)
            source.advance()
        }
        if let byte = source.peek(), byte != comma, !Self.isLineBreak(byte) {
            throw CSVReadError(line: line, fieldIndex: fieldIndex, problem: .afterClosingQuote(.of(byte)))
        }
        guard let text = String(validating: field, as: UTF8.self) else {
            throw CSVReadError(line: openingLine, fieldIndex: fieldIndex, problem: .fieldNotUTF8)
        }
        return text
    }
}
