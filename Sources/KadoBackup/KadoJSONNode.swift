import Foundation

/// A JSON value with the line on which it starts, so that errors can name it.
struct KadoJSONNode: Sendable {
    /// The 1-based line of the value's first character.
    var line: Int
    /// The value.
    var value: KadoJSONValue
}
