import KadoApp
import KadoCore

/// Credentials, for a request that needs one (``RequestProvenance/needsCredential``: any request
/// but one from this machine's loopback for `localhost` or an IP address): every route but those
/// open without one (the sign-in page) needs a script's `Authorization: Bearer` token or the
/// cookie of a device signed in by pairing. From the headers, a request that presents neither is
/// refused; with the session, what it presents is checked against the database.
///
/// The calendar feed is the exception both ways: it needs its own token (`?token=`) on every
/// server, a loopback one included, and takes no device's credential in its place; its token is
/// a credential for nothing else.
struct AuthenticationMiddleware: Middleware {
    func screen(_ head: RequestHead) -> HTTPResponse? {
        if head.match?.isCalendarFeed == true {
            return Self.feedToken(in: head.request) == nil ? Self.refuseFeed(head.request) : nil
        }
        guard head.provenance.needsCredential, head.match?.isOpenWithoutToken != true,
            !Self.presentsCredentials(head.request)
        else { return nil }
        return Self.refuseUnauthenticated(head.request, settings: head.settings)
    }

    func check(_ context: RequestContext, session: WebSession) -> HTTPResponse? {
        if context.match?.isCalendarFeed == true {
            context.cookies.removeAll()
            return Self.opensFeed(context.request, tracker: session.tracker) ? nil : Self.refuseFeed(context.request)
        }
        guard context.needsCredential, context.match?.isOpenWithoutToken != true,
            !Self.isAuthenticated(context.request, from: context.provenance, tracker: session.tracker)
        else { return nil }
        return Self.refuseUnauthenticated(context.request, settings: context.settings)
    }

    /// Whether the request carries a script's bearer token (not revoked) or the cookie of a
    /// signed-in device (not signed out, not expired); notes the device's use and address.
    static func isAuthenticated(_ request: HTTPRequest, from provenance: RequestProvenance, tracker: Tracker) -> Bool {
        // A credential that cannot be checked is refused: the person is asked to sign in, and
        // the operator reads why in the log.
        let address = ClientAddress.text(of: provenance)
        if let token = bearerToken(in: request) {
            do {
                return try tracker.devices.isScriptToken(token, address: address)
            } catch {
                logRefusal("a bearer token could not be checked", error, tracker: tracker)
                return false
            }
        }
        guard let session = sessionID(in: request) else { return false }
        do {
            return try tracker.devices.isWebSession(session, address: address)
        } catch {
            logRefusal("a device's sign-in could not be checked", error, tracker: tracker)
            return false
        }
    }

    /// The feed's token of the request's query, when it has the shape of one (64 hex digits).
    static func feedToken(in request: HTTPRequest) -> String? {
        guard let token = request.queryValue("token"), token.utf8.count == 64, token.allSatisfy(\.isHexDigit)
        else { return nil }
        return token.lowercased()
    }

    /// Whether the request carries the calendar feed's token, not revoked.
    static func opensFeed(_ request: HTTPRequest, tracker: Tracker) -> Bool {
        guard let token = feedToken(in: request) else { return false }
        do {
            return try tracker.calendarFeed.isFeedToken(token)
        } catch {
            logRefusal("the calendar feed's token could not be checked", error, tracker: tracker)
            return false
        }
    }

    /// The one answer to a feed request without its token, with a wrong one or a revoked one:
    /// the same words every time, so that it tells nothing of which it was — in the language the
    /// request asks for, never the settings', which a request without its token may not learn.
    static func refuseFeed(_ request: HTTPRequest) -> HTTPResponse {
        plainText(.feedNeedsToken, status: 401, for: request)
    }

    /// `phrase` as a plain-text answer with `status`, in the language `Accept-Language` asks for
    /// (English when none), saying it in `Content-Language`.
    static func plainText(_ phrase: Phrase, status: Int, for request: HTTPRequest) -> HTTPResponse {
        let language = APILanguage.browser(request)
        var response = HTTPResponse.text(Localizer(language: language)(phrase), status: status)
        response.declareLanguage(language.rawValue)
        return response
    }

    /// Logs, as a warning, that a request was refused because `what` failed with `error`.
    private static func logRefusal(_ what: String, _ error: any Error, tracker: Tracker) {
        tracker.log?.warning(
            "\(what): the request is refused", ["database": tracker.databasePath, "error": "\(error)"])
    }

    /// The access token of the request's `Authorization: Bearer` header, if any.
    static func bearerToken(in request: HTTPRequest) -> String? {
        guard let authorization = request.headers["Authorization"], authorization.lowercased().hasPrefix("bearer ")
        else { return nil }
        return String(authorization.dropFirst(7)).trimmed
    }

    /// The sign-in session id of the request's session cookie, if it has the shape of one.
    static func sessionID(in request: HTTPRequest) -> String? {
        guard let cookie = request.cookies[RequestContext.sessionCookie], cookie.count == 64,
            cookie.allSatisfy(\.isHexDigit)
        else { return nil }
        return cookie
    }

    /// Whether `request` presents a credential at all (a Bearer token or a session cookie): one
    /// without is refused from the headers alone.
    static func presentsCredentials(_ request: HTTPRequest) -> Bool {
        bearerToken(in: request) != nil || sessionID(in: request) != nil
    }

    /// The answer to a request without the access token a server needs.
    static func refuseUnauthenticated(_ request: HTTPRequest, settings: Settings) -> HTTPResponse {
        if request.path.hasPrefix("/api/") {
            let t = Localizer(language: APILanguage.of(request, settings: settings))
            var response = APIResponse.error(status: 401, problem: .tokenRequired, message: t(.apiNeedsToken))
            response.addHeader("WWW-Authenticate", "Bearer realm=\"kado\"")
            return response
        }
        if request.method == "GET" {
            let next = request.path == "/" ? "" : "?next=" + RequestTarget.percentEncode(request.path)
            return .seeOther("/login" + next)
        }
        return plainText(.signInFirst, status: 401, for: request)
    }
}
