import KadoCore

/// Any JSON value, so that the body's fields can be checked one by one.
enum JSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Probes, in turn: each kind a value may be, the last one decoded with its error.
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {  // a probe, as above
            self = .number(value)
        } else if let value = try? container.decode(String.self) {  // a probe, as above
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {  // a probe, as above
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// The kind of value, as a message names it ("a string").
    func kind(_ t: Localizer) -> String {
        switch self {
        case .null: "null"
        case .bool: t(.apiKindBoolean)
        case .number: t(.apiKindNumber)
        case .string: t(.apiKindString)
        case .array: t(.apiKindArray)
        case .object: t(.apiKindObject)
        }
    }
}
