import Foundation

/// A JSON value. Numbers keep their text, so that whole numbers and doubles are read exactly.
enum KadoJSONValue: Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([KadoJSONNode])
    case object([KadoJSONMember])
    /// An array or an object left in the file, to be read from `place` when it is wanted: a
    /// habit's records, one at a time, never as a tree.
    case later(BackupError.JSONKind, KadoJSONPlace)

    /// The kind of the value, as an error names it.
    var kind: BackupError.JSONKind {
        switch self {
        case .null: .null
        case .bool: .boolean
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        case .later(let kind, _): kind
        }
    }
}
