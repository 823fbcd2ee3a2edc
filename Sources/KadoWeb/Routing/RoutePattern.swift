/// A route's path as data: literal segments and named parameters, written `/habits/:habit/edit`.
///
/// A parameter matches any one segment; its name says what it holds (``RouteParameters``):
/// `:habit` and `:trashed` a habit's id, `:ref` the API's habit reference (an id, a name or the
/// beginning of one).
struct RoutePattern: Sendable, Hashable, CustomStringConvertible {
    /// One segment of a pattern.
    enum Segment: Sendable, Hashable {
        case literal(String)
        case parameter(String)
    }

    let segments: [Segment]

    /// The pattern `text` spells: segments between slashes, a leading `:` naming a parameter.
    init(_ text: String) {
        segments = text.split(separator: "/").map { segment in
            segment.first == ":" ? .parameter(String(segment.dropFirst())) : .literal(String(segment))
        }
    }

    var description: String {
        "/"
            + segments.map {
                switch $0 {
                case .literal(let text): text
                case .parameter(let name): ":" + name
                }
            }
            .joined(separator: "/")
    }
}
