import Foundation
import KadoApp
import KadoCore

/// What one request at a time may use — a tracker and its database connection — and every handler
/// that uses it. ``WebApp`` keeps one session per handler thread in its ``SessionPool``, each in a
/// `Mutex`, so the compiler, not a comment, makes sure only one request at a time reaches a
/// tracker; what the sessions share (the uploads waiting for confirmation, the reminders board,
/// the background sync) is in small types of its own that are safe to share.
///
/// Every request passes the same gate first: the access token when other machines can connect,
/// and CSRF checks on anything that changes data (the Host allow-list is ``WebApp``'s, before).
final class WebSession {
    let tracker: Tracker
    let configuration: WebConfiguration
    /// Uploaded backups waiting for the person to confirm their import, by id (shared by every
    /// session of the app).
    let pendingImports: PendingImports
    /// The background sync, which runs the sync card's use cases; `nil` for a web app made over
    /// one tracker, which runs them itself.
    let syncer: BackgroundSync?
    /// The sync use case the request being answered asked for, left for ``WebApp`` to run
    /// outside the lock (see ``finishSync(_:answer:request:)``).
    var pendingSync: SyncRequest?
    /// What the pages tell of reminders (shared with ``WebApp`` and `kado serve`'s scheduler).
    let reminders: ReminderBoard
    /// The reminders test the request being answered asked for, left for ``WebApp`` to send
    /// outside the lock (see ``finishReminderTest(_:request:)``).
    var pendingReminderTest: ReminderTestRequest?
    /// Today's pages the sessions computed (shared by every session of the app).
    let todayCache: TodayCache
    /// The database version this session's connection saw at its last request.
    var seenVersion: DataVersion?
    /// The cache generation of the request being answered, from its check before any read (see
    /// ``TodayCache``); `nil` when the version could not be read, and the cache is not used.
    var generation: UInt64?

    /// A session over `tracker`.
    init(
        tracker: sending Tracker, configuration: WebConfiguration, syncer: BackgroundSync? = nil,
        reminders: ReminderBoard = ReminderBoard(), pendingImports: PendingImports = PendingImports(),
        todayCache: TodayCache = TodayCache()
    ) {
        self.tracker = tracker
        self.todayCache = todayCache
        self.pendingImports = pendingImports
        self.configuration = configuration
        self.syncer = syncer
        self.reminders = reminders
    }

    /// Compares the database version with the one this session saw last, and takes the cache
    /// generation for the request: before the request reads anything, so that all it reads is at
    /// least as new as its generation (see ``TodayCache``).
    func observeDatabase() {
        generation = todayCache.observe(try? tracker.dataVersion(), lastSeen: &seenVersion)
    }

    /// Takes the reminders test the last request left, if any.
    func takePendingReminderTest() -> ReminderTestRequest? {
        defer { pendingReminderTest = nil }
        return pendingReminderTest
    }

    /// Takes the sync use case the last request left, if any.
    func takePendingSync() -> SyncRequest? {
        defer { pendingSync = nil }
        return pendingSync
    }

    /// The answer to a request that passed the Host check and is not for a static file.
    func respond(to request: HTTPRequest) -> HTTPResponse {
        observeDatabase()
        let context = RequestContext(request: request, settings: (try? tracker.settings()) ?? Settings())
        if configuration.requiresToken, !isAuthenticated(request), !Self.isOpenWithoutToken(request.path) {
            return context.finish(Self.refuseUnauthenticated(request, settings: context.settings))
        }
        if request.isStateChanging, let refusal = CSRFCheck.refusal(for: request, context: context) {
            return context.finish(refusal)
        }
        let response: HTTPResponse
        do {
            response = try route(request, context: context)
        } catch {
            response = errorResponse(error, request: request, context: context)
        }
        return context.finish(response)
    }

    // MARK: - Access token

    /// Whether the request carries the access token (a Bearer header) or the cookie of a
    /// sign-in session that was not ended (signed out, a new token, a year gone).
    func isAuthenticated(_ request: HTTPRequest) -> Bool {
        if let token = Self.bearerToken(in: request) {
            guard let digest = (try? tracker.webTokenDigest()) ?? nil else { return false }
            return ConstantTime.equals(SHA256.hex(token), digest)
        }
        guard let session = Self.sessionID(in: request) else { return false }
        return (try? tracker.isWebSession(session)) ?? false
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
    /// without is refused from the headers alone (``refuseUnauthenticated(_:settings:)``).
    static func presentsCredentials(_ request: HTTPRequest) -> Bool {
        bearerToken(in: request) != nil || sessionID(in: request) != nil
    }

    /// Makes a new access token, keeps its digest, and returns it (to be shown once).
    public func makeAccessToken() throws -> String {
        let token = Secret.hex(byteCount: 24)
        try tracker.setWebTokenDigest(SHA256.hex(token))
        return token
    }

    /// Whether an access token was ever made.
    public func hasAccessToken() -> Bool {
        ((try? tracker.webTokenDigest()) ?? nil) != nil
    }

    /// The answer to a request without the access token a server needs.
    static func refuseUnauthenticated(_ request: HTTPRequest, settings: Settings) -> HTTPResponse {
        if request.path.hasPrefix("/api/") {
            let t = Localizer(language: apiLanguage(of: request, settings: settings))
            var response = APIResponse.error(status: 401, problem: .tokenRequired, message: t(.apiNeedsToken))
            response.addHeader("WWW-Authenticate", "Bearer realm=\"kado\"")
            return response
        }
        if request.method == "GET" {
            let next = request.path == "/" ? "" : "?next=" + RequestTarget.percentEncode(request.path)
            return .seeOther("/login" + next)
        }
        return .text("This server needs its access token: sign in at /login first.", status: 401)
    }

    // MARK: - Errors

    /// The page (or JSON) for an error a handler threw.
    func errorResponse(_ error: Error, request: HTTPRequest, context: RequestContext) -> HTTPResponse {
        Self.errorResponse(error, request: request, context: context, log: configuration.log)
    }

    /// ``errorResponse(_:request:context:)``, which needs no session (the server's screen of
    /// headers answers with it, ``WebApp/screen(_:)``).
    /// A failure on the server's side (a 500) is logged to `log` and shown only by its reference
    /// (``ServerFailure``).
    static func errorResponse(_ error: Error, request: HTTPRequest, context: RequestContext, log: Logger)
        -> HTTPResponse
    {
        if request.prefersJSON {
            let t = Localizer(language: Self.apiLanguage(of: request, settings: context.settings))
            return APIResponse.error(Self.apiError(for: error, request: request, t: t, log: log))
        }
        var (status, message) = Self.statusAndMessage(of: error, t: context.t)
        if ServerFailure.conceals(error) {
            message = context.t(.serverFailure(ServerFailure(error, request: request, log: log).reference))
        }
        if case AppError.store(.busy) = error {
            // Not a failure of the page: the change waited its turn and did not get it.
            var response = HTTPResponse.html(
                ErrorPage.render(status: status, message: message, context: context, title: .busyTitle), status: status)
            response.addHeader("Retry-After", String(APIError.busyRetryAfter))
            return response
        }
        var response = HTTPResponse.html(
            ErrorPage.render(status: status, message: message, context: context), status: status)
        if status == 405, case WebError.methodNotAllowed(let allowed) = error {
            response.addHeader("Allow", allowed.joined(separator: ", "))
        }
        return response
    }

    /// The status and the message, in `t`'s language, for `error`: an application error is
    /// phrased by the web app (``Phrase/appError(_:)``), never with the command line's advice, and
    /// answered with the JSON API's status for it (``APIError/from(_:fields:reference:t:)``: 409
    /// for a name several habits match, 503 when the database was busy, 503 or 502 when the sync
    /// target failed…).
    static func statusAndMessage(of error: Error, t: Localizer) -> (Int, String) {
        switch error {
        case let error as WebError:
            return (error.status, error.description)
        default:
            // Any other error in the application layer's words (a store's, a backup's), or
            // `unexpected`, which the caller shows by its reference only (``ServerFailure``).
            let error = AppError.from(error)
            return (APIError.from(error, t: t).status, t(.appError(error)))
        }
    }

    static func methodNotAllowed(_ allowed: [String]) -> HTTPResponse {
        var response = HTTPResponse.text(
            "Method not allowed. Allowed: \(allowed.joined(separator: ", ")).", status: 405)
        response.addHeader("Allow", allowed.joined(separator: ", "))
        return response
    }
}
