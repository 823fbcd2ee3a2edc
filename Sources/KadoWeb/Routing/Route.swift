/// One route as data: a method, a path pattern, what the request may carry before it reaches the
/// handler, and the handler — a controller's method, given the session and the request's context.
///
/// The metadata is read from the headers alone (``RequestPipeline/screen(_:)``), before a byte of
/// the body is read: whether the route takes an uploaded file (the larger body limit,
/// ``HTTPLimits/uploadBytes``) and whether it answers without the access token. (Whether it
/// changed data to sync is not the route's to say: the session's tracker nudges the background
/// sync after each commit, ``Tracker/afterEachCommit(_:)``.)
struct Route: Sendable {
    /// What a route runs: the session answering and the request's context in, the response out.
    typealias Handler = @Sendable (WebSession, RequestContext) throws -> HTTPResponse

    /// The method it answers (HEAD is answered by GET's route).
    let method: String
    let pattern: RoutePattern
    /// Whether its body may be an uploaded backup, up to ``HTTPLimits/uploadBytes``.
    var acceptsUpload = false
    /// Whether its body is a batch of operations, up to ``HTTPLimits/batchBytes``.
    var takesBatch = false
    /// Whether a server that needs the access token answers it without one (the sign-in page).
    var isOpenWithoutToken = false
    /// Whether the route is the calendar feed: opened by the feed's own token (`?token=`) on
    /// every server, loopback included, and by no device's credential.
    var isCalendarFeed = false
    let handler: Handler

    /// The route of `method` on `pattern`, run by `handler` with a `Controller` made for the session.
    init<C: Controller>(
        _ method: String, _ pattern: String, _ controller: C.Type, acceptsUpload: Bool = false,
        isOpenWithoutToken: Bool = false,
        _ handler: @escaping @Sendable (C, RequestContext) throws -> HTTPResponse
    ) {
        self.method = method
        self.pattern = RoutePattern(pattern)
        self.acceptsUpload = acceptsUpload
        self.isOpenWithoutToken = isOpenWithoutToken
        self.handler = { session, context in try handler(C(session: session), context) }
    }

    /// A GET route (which answers HEAD too).
    static func get<C: Controller>(
        _ pattern: String, _ controller: C.Type, isOpenWithoutToken: Bool = false, isCalendarFeed: Bool = false,
        _ handler: @escaping @Sendable (C, RequestContext) throws -> HTTPResponse
    ) -> Route {
        var route = Route("GET", pattern, controller, isOpenWithoutToken: isOpenWithoutToken, handler)
        route.isCalendarFeed = isCalendarFeed
        return route
    }

    /// A POST route.
    static func post<C: Controller>(
        _ pattern: String, _ controller: C.Type, acceptsUpload: Bool = false, takesBatch: Bool = false,
        isOpenWithoutToken: Bool = false, _ handler: @escaping @Sendable (C, RequestContext) throws -> HTTPResponse
    ) -> Route {
        var route = Route(
            "POST", pattern, controller, acceptsUpload: acceptsUpload, isOpenWithoutToken: isOpenWithoutToken,
            handler)
        route.takesBatch = takesBatch
        return route
    }
}
