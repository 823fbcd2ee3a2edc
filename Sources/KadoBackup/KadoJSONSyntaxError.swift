import Foundation

/// Why a text is not JSON: the byte offset and what is wrong.
struct KadoJSONSyntaxError: Error, Hashable, Sendable {
    /// The byte offset of the problem.
    var offset: Int
    /// What is wrong.
    var problem: BackupError.JSONSyntax

    /// What is wrong, in English.
    var message: String { problem.description }
}
