import Foundation

/// Header fields, looked up without regard to case.
public struct HTTPHeaders: Sendable {
    private(set) var fields: [(name: String, value: String)] = []

    /// No fields.
    public init() {}

    /// Fields from name–value pairs.
    public init(_ fields: [(String, String)]) {
        self.fields = fields.map { (name: $0.0, value: $0.1) }
    }

    /// Adds a field.
    public mutating func add(_ name: String, _ value: String) {
        fields.append((name, value))
    }

    /// Makes `value` the one value of `name`, where the first one was (or last, when none was).
    public mutating func replace(_ name: String, with value: String) {
        guard let first = fields.firstIndex(where: { $0.name.caseInsensitiveEquals(name) }) else {
            fields.append((name, value))
            return
        }
        fields[first].value = value
        fields = fields.enumerated().filter { $0.offset == first || !$0.element.name.caseInsensitiveEquals(name) }
            .map(\.element)
    }

    /// The first value of `name`.
    public subscript(_ name: String) -> String? {
        fields.first { $0.name.caseInsensitiveEquals(name) }?.value
    }

    /// Every value of `name`.
    public func values(for name: String) -> [String] {
        fields.filter { $0.name.caseInsensitiveEquals(name) }.map(\.value)
    }
}

extension String {
    func caseInsensitiveEquals(_ other: String) -> Bool {
        utf8.count == other.utf8.count && lowercased() == other.lowercased()
    }
}
