import Foundation

/// A record read from CSV text: its fields, and where it is in the file.
struct CSVRecord: Hashable, Sendable {
    /// The fields, unquoted.
    var fields: [String]
    /// The 1-based physical line on which the record starts.
    var line: Int
    /// The 1-based physical line on which each field starts (a quoted field may span lines).
    var fieldLines: [Int]
}
