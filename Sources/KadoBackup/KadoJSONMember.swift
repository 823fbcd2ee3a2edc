import Foundation

/// One member of a JSON object.
struct KadoJSONMember: Sendable {
    /// The key.
    var key: String
    /// The value.
    var node: KadoJSONNode
}
