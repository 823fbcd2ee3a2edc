import Foundation

/// Where a value starts in the file: what a reader seeks back to.
struct KadoJSONPlace: Hashable, Sendable {
    /// The byte offset of the value's first character.
    var offset: Int
    /// Its 1-based line.
    var line: Int
}
