import KadoApp
import KadoCore

/// Signing in to a server that other machines can reach: the access token, typed once per
/// browser (or opened from the link `kado serve` prints), opens a sign-in session of that
/// browser's own. Its cookie holds the session's random id, never the token; the database keeps
/// only the id's digest. Signing out ends the session (its cookie, copied anywhere, signs no one
/// in any more); a new access token ends them all; each lasts a year at most.
struct LoginController: Controller {
    let session: WebSession

    /// The session cookie lasts as long as the session (``DeviceUseCases/webSessionLifetime``).
    static let sessionMaxAge = Int(DeviceUseCases.webSessionLifetime)

    /// `GET /login`: the sign-in form; `?token=` signs in directly (the link `kado serve` prints).
    func loginPage(_ context: RequestContext) throws -> HTTPResponse {
        let request = context.request
        // Nothing to sign in to: every page is open to this machine.
        guard context.needsCredential else { return .seeOther("/") }
        let next = Self.localPath(request.queryValue("next"))
        if let token = request.queryValue("token") {
            guard try isAccessToken(token) else {
                return .html(LoginView.render(next: next, error: context.t(.wrongToken), context: context), status: 401)
            }
            return try signIn(next: next, context: context)
        }
        if AuthenticationMiddleware.isAuthenticated(request, tracker: tracker) { return .seeOther(next) }
        let notice = Notice.message(in: request, t: context.t)
        return .html(LoginView.render(next: next, notice: notice, context: context))
    }

    /// `POST /login`: checks the token and sets the session cookie.
    func login(_ context: RequestContext) throws -> HTTPResponse {
        guard context.needsCredential else { return .seeOther("/") }
        let form = try form(context.request)
        let next = Self.localPath(form["next"])
        let token = (form["token"] ?? "").trimmed
        guard !token.isEmpty else {
            return .html(LoginView.render(next: next, error: context.t(.tokenMissing), context: context), status: 401)
        }
        guard try isAccessToken(token) else {
            return .html(LoginView.render(next: next, error: context.t(.wrongToken), context: context), status: 401)
        }
        return try signIn(next: next, context: context)
    }

    /// `POST /logout`: ends the session, and forgets its cookie.
    func logout(_ context: RequestContext) throws -> HTTPResponse {
        if let session = AuthenticationMiddleware.sessionID(in: context.request) {
            try tracker.devices.endWebSession(session)
        }
        context.cookies.append("\(RequestContext.sessionCookie)=; \(context.cookieAttributes); Max-Age=0")
        return .seeOther(context.needsCredential ? "/login?notice=\(Notice.signedOut.rawValue)" : "/")
    }

    /// Whether `token` is this server's access token (compared by digest, in constant time).
    private func isAccessToken(_ token: String) throws -> Bool {
        guard let digest = try tracker.devices.webTokenDigest() else { return false }
        return ConstantTime.equals(SHA256.hex(token), digest)
    }

    /// Opens a new session for this browser (ending the one its cookie named, if any) and sets
    /// its cookie: 32 random bytes in hex, which need no quoting.
    private func signIn(next: String, context: RequestContext) throws -> HTTPResponse {
        if let previous = AuthenticationMiddleware.sessionID(in: context.request) {
            try tracker.devices.endWebSession(previous)
        }
        let session = Secret.hex(byteCount: 32)
        try tracker.devices.beginWebSession(id: session, agent: context.request.headers["User-Agent"] ?? "")
        context.cookies.append(
            "\(RequestContext.sessionCookie)=\(session); \(context.cookieAttributes); Max-Age=\(Self.sessionMaxAge)"
        )
        return .seeOther(next)
    }

    /// `path` when it is a path of this site (never another origin, so the sign-in page cannot
    /// send people elsewhere), else `/`.
    static func localPath(_ path: String?) -> String {
        guard let local = path.flatMap(LocalPath.validated), !local.hasPrefix("/login") else { return "/" }
        return local
    }
}
