import KadoApp
import KadoCore

/// The way every request goes, in one place: the middleware in order (forwarding headers from a
/// proxy not trusted, Host, access token, CSRF), then the router (404, or 405 with `Allow`), then
/// the route's controller.
///
/// The headers are screened once per request: before the body is read when the request has one
/// (``screen(_:)``, asked by the server's event loop), else first thing in ``WebApp/handle(_:)``
/// (``screenHost(_:)`` and the session's checks). The checks that need the body or the database
/// run in a session (``respond(to:session:)``).
struct RequestPipeline: Sendable {
    /// A session's answer to a request, and what it leaves for after.
    struct Answer: Sendable {
        var response: HTTPResponse
        /// What ``WebApp`` does once the session is free, if anything.
        var followUp: RequestFollowUp?
    }

    let router: Router
    /// Who may say whom a request is forwarded for.
    let trust: ProxyTrust
    let proxy: ProxyMiddleware
    let host: HostMiddleware
    /// The checks after the Host's, in their order.
    let middleware: [any Middleware]
    let log: Logger

    /// The pipeline of `configuration` over `router`.
    init(configuration: WebConfiguration, router: Router = WebRoutes.router) {
        self.router = router
        trust = configuration.proxyTrust
        proxy = ProxyMiddleware(warned: WarnedPeers(), log: configuration.log)
        host = HostMiddleware(allowedNames: configuration.allowedHostNames)
        middleware = [AuthenticationMiddleware(), CSRFMiddleware()]
        log = configuration.log
    }

    /// The refusal of `request` for where it comes from — forwarding headers from a peer that
    /// is not a trusted proxy, then a host not allowed — or `nil`.
    func originRefusal(of request: HTTPRequest, provenance: RequestProvenance? = nil) -> HTTPResponse? {
        let provenance = provenance ?? trust.provenance(of: request)
        return proxy.refusal(of: request, provenance: provenance) ?? host.refusal(of: request, provenance: provenance)
    }

    /// The refusal that the headers of `head` (a request whose body is not read yet; its `body`
    /// is empty) already decide, or `nil` when its body must be read: forwarding headers from a
    /// proxy that is not trusted, and the Host allow-list (403);
    /// a static file's method (405); every middleware's screen in order; a path no route has
    /// (404) or a method its routes do not answer (405 with `Allow`). No database is read, so the
    /// answer is in the language `Accept-Language` asks for, else English, rather than the
    /// person's.
    func screen(_ head: HTTPRequest) -> HTTPResponse? {
        let provenance = trust.provenance(of: head)
        if let refusal = originRefusal(of: head, provenance: provenance) { return refusal }
        if StaticAssets.asset(at: head.path) != nil { return Self.staticMethodRefusal(head) }
        let match = router.match(head.path)
        let screened = RequestHead(request: head, match: match, provenance: provenance)
        for check in middleware {
            if let refusal = check.screen(screened) { return refusal }
        }
        do {
            _ = try route(of: head, in: match, t: Localizer(language: screened.settings.language))
            return nil
        } catch {
            return ErrorResponder.response(
                for: error, request: head,
                context: RequestContext(request: head, settings: screened.settings, provenance: provenance),
                log: log)
        }
    }

    /// The 405 of a request for a static file with another method than GET or HEAD, else `nil`.
    static func staticMethodRefusal(_ request: HTTPRequest) -> HTTPResponse? {
        guard request.method == "GET" || request.method == "HEAD" else {
            return ErrorResponder.methodNotAllowed(["GET", "HEAD"], language: APILanguage.browser(request))
        }
        return nil
    }

    /// The answer of `session` to `request`, which passed the origin checks and is not for a static
    /// file, and what is left to do once the session is free.
    func respond(to request: HTTPRequest, session: WebSession) -> Answer {
        let generation = session.observeDatabase()
        let match = router.match(request.path)
        let context = session.context(for: request, match: match, generation: generation)
        for check in middleware {
            if let refusal = check.check(context, session: session) { return Answer(response: context.finish(refusal)) }
        }
        let response: HTTPResponse
        if WebRoutes.isAPI(request.path) {
            // Every failure is a JSON error, never a page, in the request's language.
            let t = context.apiLocalizer
            do {
                response = try route(of: request, in: match, t: t).handler(session, context)
            } catch {
                response = APIResponse.error(
                    APIError.answering(
                        error, request: request, reference: match?.parameters["ref"], requestID: context.id, t: t,
                        log: log))
            }
        } else {
            do {
                response = try route(of: request, in: match, t: context.t).handler(session, context)
            } catch {
                response = ErrorResponder.response(for: error, request: request, context: context, log: log)
            }
        }
        return Answer(response: context.finish(response), followUp: context.followUp)
    }

    /// The route that answers `request` among `match`'s.
    /// - Throws: the 404 of a path no route has (the API's ``APIError``, worded by `t`, or
    ///   ``WebError/notFound``); ``WebError/methodNotAllowed(_:)`` naming the path's methods.
    func route(of request: HTTPRequest, in match: RouteMatch?, t: Localizer) throws -> Route {
        guard let match else {
            if WebRoutes.isAPI(request.path) {
                throw APIError(
                    status: 404, problem: .noEndpoint, message: t(.apiNoEndpoint(request.method, request.path)))
            }
            throw WebError.notFound
        }
        guard let route = match.route(for: request.method) else {
            throw WebError.methodNotAllowed(match.allowedMethods)
        }
        return route
    }
}
