/// The routes a request's path has, one per method, and the values the path gave their
/// parameters: what the router found before the method is looked at, so that the headers alone
/// decide a 405 (with `Allow`) and the routes' metadata.
struct RouteMatch: Sendable {
    /// The path's routes, by method.
    let routes: [String: Route]
    let parameters: RouteParameters

    /// The route that answers `method` (GET's for HEAD), or `nil` for a 405.
    func route(for method: String) -> Route? {
        routes[Self.handledMethod(method)]
    }

    /// The methods the path answers, as `Allow` names them: sorted, HEAD before GET.
    var allowedMethods: [String] {
        var allowed = routes.keys.sorted()
        if let get = allowed.firstIndex(of: "GET") { allowed.insert("HEAD", at: get) }
        return allowed
    }

    /// Whether a route of the path takes an uploaded file (and so the larger body limit).
    var acceptsUpload: Bool { routes.values.contains { $0.acceptsUpload } }

    /// Whether a route of the path takes a batch of operations (and so ``HTTPLimits/batchBytes``).
    var takesBatch: Bool { routes.values.contains { $0.takesBatch } }

    /// Whether the path answers without the access token on a server that needs it.
    var isOpenWithoutToken: Bool { routes.values.contains { $0.isOpenWithoutToken } }

    /// Whether the path is the calendar feed, which only its own token opens.
    var isCalendarFeed: Bool { routes.values.contains { $0.isCalendarFeed } }

    /// The method whose route answers a request of `method`: its own, GET for HEAD.
    static func handledMethod(_ method: String) -> String {
        method == "HEAD" ? "GET" : method
    }
}
