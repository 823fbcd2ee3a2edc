import KadoApp
import KadoCore

/// Signing in to a server that other machines can reach: the access token, typed once per
/// browser (or opened from the link `kado serve` prints), becomes a session cookie.
extension WebSession {
    /// The session cookie lasts a year: the token stays valid until `kado serve --new-token`.
    static let sessionMaxAge = 31_536_000

    /// `GET /login`: the sign-in form; `?token=` signs in directly (the link `kado serve` prints).
    func loginPage(_ context: RequestContext) throws -> HTTPResponse {
        let request = context.request
        // Nothing to sign in to: every page is open to this machine.
        guard configuration.requiresToken else { return .seeOther("/") }
        let next = Self.localPath(request.queryValue("next"))
        if let token = request.queryValue("token") {
            guard try isAccessToken(token) else {
                return .html(LoginView.render(next: next, error: context.t(.wrongToken), context: context), status: 401)
            }
            return signIn(token: token, next: next, context: context)
        }
        if isAuthenticated(request) { return .seeOther(next) }
        let notice = request.queryValue("notice").flatMap(Notice.init(rawValue:))?.text(context.t)
        return .html(LoginView.render(next: next, notice: notice, context: context))
    }

    /// `POST /login`: checks the token and sets the session cookie.
    func login(_ context: RequestContext) throws -> HTTPResponse {
        guard configuration.requiresToken else { return .seeOther("/") }
        let form = try form(context.request)
        let next = Self.localPath(form["next"])
        let token = (form["token"] ?? "").trimmed
        guard !token.isEmpty else {
            return .html(LoginView.render(next: next, error: context.t(.tokenMissing), context: context), status: 401)
        }
        guard try isAccessToken(token) else {
            return .html(LoginView.render(next: next, error: context.t(.wrongToken), context: context), status: 401)
        }
        return signIn(token: token, next: next, context: context)
    }

    /// `POST /logout`: forgets the session cookie.
    func logout(_ context: RequestContext) throws -> HTTPResponse {
        context.cookies.append("\(RequestContext.sessionCookie)=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0")
        return .seeOther(configuration.requiresToken ? "/login?notice=\(Notice.signedOut.rawValue)" : "/")
    }

    /// Whether `token` is this server's access token (compared by digest, in constant time).
    private func isAccessToken(_ token: String) throws -> Bool {
        guard let digest = try tracker.webTokenDigest() else { return false }
        return ConstantTime.equals(SHA256.hex(token), digest)
    }

    private func signIn(token: String, next: String, context: RequestContext) -> HTTPResponse {
        // The token is hex, so it needs no quoting in a cookie.
        context.cookies.append(
            "\(RequestContext.sessionCookie)=\(token); Path=/; HttpOnly; SameSite=Strict; Max-Age=\(Self.sessionMaxAge)"
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
