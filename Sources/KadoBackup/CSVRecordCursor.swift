import Foundation

/// The records of CSV text, read one at a time (``CSVReader/cursor(over:skippingBlankLines:separator:)``):
/// only the record returned is held, however long the text.
struct CSVRecordCursor {
    let data: Data
    let skippingBlankLines: Bool
    let separator: UInt8
    /// Where the next record starts (0: the start, after a byte order mark).
    private var index = 0
    private var line = 1

    init(data: Data, skippingBlankLines: Bool, separator: UInt8) {
        self.data = data.startIndex == 0 ? data : Data(data)
        self.skippingBlankLines = skippingBlankLines
        self.separator = separator
    }

    /// The next record, or `nil` after the last.
    /// - Throws: ``CSVReadError`` naming the line and the field at fault.
    mutating func next() throws(CSVReadError) -> CSVRecord? {
        guard
            let (record, next, nextLine) = try CSVReader.record(
                in: data, from: index, line: line, skippingBlankLines: skippingBlankLines, separator: separator)
        else {
            index = data.count
            return nil
        }
        index = next
        line = nextLine
        return record
    }
}
