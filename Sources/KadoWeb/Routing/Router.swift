/// Finds a request's route by its path, one segment at a time, in a trie built once from the
/// route table: no pattern is tried in turn and no regular expression runs per request.
///
/// Paths are split on `/` with empty segments dropped, as the server always did: `/overview/`
/// and `//overview` are `/overview`. The path is the decoded one (``HTTPRequest/path``), so
/// `%2F` in a segment splits it. A literal segment wins over a parameter; when the literal's
/// branch has no route for the rest of the path, the parameter's is tried (`/habits/new/edit` is
/// the edit route of a habit whose id is `new`, which then answers 404 as an unknown id).
struct Router: Sendable {
    /// One segment position: its literal children, its parameter child, and the routes that end here.
    private struct Node: Sendable {
        var literals: [String: Node] = [:]
        var parameterName: String?
        /// The parameter's child: an array as the indirection a recursive value needs (0 or 1).
        var parameterChild: [Node] = []
        var routes: [String: Route] = [:]
    }

    private var root = Node()

    /// The router of `routes`.
    /// - Precondition: no two routes have the same method and pattern, and parameters at the same
    ///   place of two patterns have the same name.
    init(_ routes: [Route]) {
        for route in routes { Self.insert(route, segments: route.pattern.segments[...], into: &root) }
    }

    private static func insert(_ route: Route, segments: ArraySlice<RoutePattern.Segment>, into node: inout Node) {
        guard let first = segments.first else {
            precondition(node.routes[route.method] == nil, "two routes for \(route.method) \(route.pattern)")
            node.routes[route.method] = route
            return
        }
        switch first {
        case .literal(let text):
            insert(route, segments: segments.dropFirst(), into: &node.literals[text, default: Node()])
        case .parameter(let name):
            precondition(
                node.parameterName == nil || node.parameterName == name, "two parameter names at \(route.pattern)")
            node.parameterName = name
            if node.parameterChild.isEmpty { node.parameterChild = [Node()] }
            insert(route, segments: segments.dropFirst(), into: &node.parameterChild[0])
        }
    }

    /// The routes of `path` and the values of their parameters, or `nil` when no route has it (404).
    /// - Complexity: O(*n*) in the path's segments, plus a step back for each parameter tried
    ///   after a literal branch that led nowhere.
    func match(_ path: String) -> RouteMatch? {
        var parameters = RouteParameters()
        let segments = path.split(separator: "/")
        guard let node = Self.find(segments[...], from: root, parameters: &parameters) else { return nil }
        return RouteMatch(routes: node.routes, parameters: parameters)
    }

    private static func find(_ segments: ArraySlice<Substring>, from node: Node, parameters: inout RouteParameters)
        -> Node?
    {
        guard let segment = segments.first else { return node.routes.isEmpty ? nil : node }
        if let next = node.literals[String(segment)],
            let found = find(segments.dropFirst(), from: next, parameters: &parameters)
        {
            return found
        }
        guard let name = node.parameterName, let next = node.parameterChild.first else { return nil }
        let before = parameters
        parameters.append(name, String(segment))
        if let found = find(segments.dropFirst(), from: next, parameters: &parameters) { return found }
        parameters = before
        return nil
    }

    /// Every route, for tests and documentation.
    var routes: [Route] {
        var all: [Route] = []
        func collect(_ node: Node) {
            all += node.routes.values
            for child in node.literals.values { collect(child) }
            for child in node.parameterChild { collect(child) }
        }
        collect(root)
        return all
    }
}
