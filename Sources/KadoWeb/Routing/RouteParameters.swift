import Foundation

/// The values a request's path gave its route's parameters, by name (`:habit` → `"…"`).
///
/// Typed where the route needs a type: a habit's id is parsed here, once, and one that does not
/// parse is the same 404 as one no habit has (``WebError/notFound``).
struct RouteParameters: Sendable, Equatable {
    private var values: [(name: String, value: String)] = []

    /// No parameters.
    init() {}

    /// The parameters `values` names.
    init(_ values: [String: String]) {
        self.values = values.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Adds the value of the parameter `name`.
    mutating func append(_ name: String, _ value: String) {
        values.append((name, value))
    }

    /// The value of the parameter `name`, as the path spelled it (decoded).
    subscript(name: String) -> String? {
        values.first { $0.name == name }?.value
    }

    /// The habit id of the parameter `name`; 404 when the route has none or it is not an id.
    func habitID(_ name: String = "habit") throws(WebError) -> UUID {
        guard let text = self[name], let id = UUID(uuidString: text) else { throw WebError.notFound }
        return id
    }

    /// Whether the route has no parameter.
    var isEmpty: Bool { values.isEmpty }

    static func == (lhs: RouteParameters, rhs: RouteParameters) -> Bool {
        lhs.values.map(\.name) == rhs.values.map(\.name) && lhs.values.map(\.value) == rhs.values.map(\.value)
    }
}
