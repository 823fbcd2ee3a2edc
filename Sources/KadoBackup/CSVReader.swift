import Foundation

/// A reader of RFC 4180 CSV, over bytes so that invalid UTF-8 is reported instead of replaced.
///
/// - Fields are separated by `,` (or the separator given: a spreadsheet saved with `;`); a field may be quoted with `"`, a quote inside a quoted field
///   is written twice (`""`), and a quoted field may hold commas and line breaks.
/// - A record ends with LF, CRLF or a lone CR (matched on bytes, never on `Character`s, for which
///   `"\r\n"` is a single character). A trailing line break makes no extra record.
/// - A leading UTF-8 byte order mark is skipped.
/// - A quote inside an unquoted field is kept as text; anything but a separator or a line break
///   after a closing quote, an unterminated quoted field and invalid UTF-8 are errors.
enum CSVReader {
    /// Reads every record of `data`.
    /// - Parameter skippingBlankLines: whether an empty line (no character at all, not even `""`)
    ///   is skipped instead of being read as a record of one empty field.
    /// - Parameter separator: the byte between fields, `,` unless said.
    /// - Throws: ``CSVReadError`` naming the line and the field at fault.
    static func records(
        in data: Data, skippingBlankLines: Bool = true, separator: UInt8 = UInt8(ascii: ",")
    ) throws(CSVReadError) -> [CSVRecord] {
        let result: Result<[CSVRecord], CSVReadError> = data.withUnsafeBytes { raw in
            var parser = Parser(
                bytes: raw.bindMemory(to: UInt8.self), skippingBlankLines: skippingBlankLines, comma: separator)
            do throws(CSVReadError) {
                return .success(try parser.parse())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Reads the records of `data` one at a time, each when asked for (``CSVRecordCursor``):
    /// what a reader uses to hold one record of a large file at a time, not all of them.
    static func cursor(
        over data: Data, skippingBlankLines: Bool = true, separator: UInt8 = UInt8(ascii: ",")
    ) -> CSVRecordCursor {
        CSVRecordCursor(data: data, skippingBlankLines: skippingBlankLines, separator: separator)
    }

    /// The next record of `data` from byte `index`, on line `line`: the record, and where the one
    /// after it starts; `nil` at the end.
    static func record(
        in data: Data, from index: Int, line: Int, skippingBlankLines: Bool, separator: UInt8
    ) throws(CSVReadError) -> (record: CSVRecord, index: Int, line: Int)? {
        let result: Result<(CSVRecord, Int, Int)?, CSVReadError> = data.withUnsafeBytes { raw in
            var parser = Parser(
                bytes: raw.bindMemory(to: UInt8.self), skippingBlankLines: skippingBlankLines, comma: separator)
            if index > 0 { parser.index = index }
            parser.line = line
            do throws(CSVReadError) {
                guard let record = try parser.next() else { return .success(nil) }
                return .success((record, parser.index, parser.line))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        let skippingBlankLines: Bool
        /// The separator between fields.
        let comma: UInt8
        var index = 0
        var line = 1

        /// The next record, after any blank lines skipped; `nil` at the end.
        mutating func next() throws(CSVReadError) -> CSVRecord? {
            while index < bytes.count {
                if skippingBlankLines, isLineBreak(at: index) {
                    consumeLineBreak()
                    continue
                }
                return try record()
            }
            return nil
        }

        static let quote = UInt8(ascii: "\"")
        static let lineFeed = UInt8(ascii: "\n")
        static let carriageReturn = UInt8(ascii: "\r")

        init(bytes: UnsafeBufferPointer<UInt8>, skippingBlankLines: Bool, comma: UInt8) {
            self.bytes = bytes
            self.skippingBlankLines = skippingBlankLines
            self.comma = comma
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        }

        mutating func parse() throws(CSVReadError) -> [CSVRecord] {
            var records: [CSVRecord] = []
            while index < bytes.count {
                if skippingBlankLines, isLineBreak(at: index) {
                    consumeLineBreak()
                    continue
                }
                records.append(try record())
            }
            return records
        }

        func isLineBreak(at position: Int) -> Bool {
            bytes[position] == Self.lineFeed || bytes[position] == Self.carriageReturn
        }

        /// Consumes LF, CRLF or CR at `index` and counts the line.
        mutating func consumeLineBreak() {
            if bytes[index] == Self.carriageReturn, index + 1 < bytes.count, bytes[index + 1] == Self.lineFeed {
                index += 2
            } else {
                index += 1
            }
            line += 1
        }

        /// Reads one record, and the line break that ends it, if any.
        mutating func record() throws(CSVReadError) -> CSVRecord {
            let startLine = line
            var fields: [String] = []
            var fieldLines: [Int] = []
            while true {
                fieldLines.append(line)
                fields.append(try field(index: fields.count))
                if index >= bytes.count { break }
                if bytes[index] == comma {
                    index += 1
                    continue
                }
                // Only a line break can follow a field that did not end on a comma.
                consumeLineBreak()
                break
            }
            return CSVRecord(fields: fields, line: startLine, fieldLines: fieldLines)
        }

        /// Reads one field, leaving `index` on the comma, the line break or the end that follows it.
        mutating func field(index fieldIndex: Int) throws(CSVReadError) -> String {
            guard index < bytes.count, bytes[index] == Self.quote else {
                let start = index
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == comma || byte == Self.lineFeed || byte == Self.carriageReturn { break }
                    index += 1
                }
                return try text(start..<index, fieldIndex: fieldIndex, line: line)
            }
            let openingLine = line
            index += 1
            var content: [UInt8] = []
            var segmentStart = index
            while true {
                guard index < bytes.count else {
                    throw CSVReadError(
                        line: openingLine, fieldIndex: fieldIndex,
                        problem: .unclosedQuote)
                }
                let byte = bytes[index]
                if byte == Self.quote {
                    content.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                    if index + 1 < bytes.count, bytes[index + 1] == Self.quote {
                        content.append(Self.quote)
                        index += 2
                        segmentStart = index
                        continue
                    }
                    index += 1
                    break
                }
                if byte == Self.lineFeed {
                    line += 1
                } else if byte == Self.carriageReturn, !(index + 1 < bytes.count && bytes[index + 1] == Self.lineFeed) {
                    line += 1
                }
                index += 1
            }
            if index < bytes.count, bytes[index] != comma, !isLineBreak(at: index) {
                throw CSVReadError(
                    line: line, fieldIndex: fieldIndex,
                    problem: .afterClosingQuote(.of(bytes[index])))
            }
            guard let text = String(validating: content, as: UTF8.self) else {
                throw CSVReadError(line: openingLine, fieldIndex: fieldIndex, problem: .fieldNotUTF8)
            }
            return text
        }

        func text(_ range: Range<Int>, fieldIndex: Int, line: Int) throws(CSVReadError) -> String {
            guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) else {
                throw CSVReadError(line: line, fieldIndex: fieldIndex, problem: .fieldNotUTF8)
            }
            return text
        }
    }
}
