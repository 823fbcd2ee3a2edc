import Foundation

/// Why CSV text cannot be read: where, and what is wrong.
struct CSVReadError: Error, Hashable, Sendable {
    /// The 1-based physical line of the problem.
    var line: Int
    /// The 0-based index of the field in its record.
    var fieldIndex: Int
    /// What is wrong.
    var problem: BackupError.CSVSyntax

    /// What is wrong, in English.
    var message: String { problem.description }
}
