import KadoApp

/// Signing in to a server that other machines can reach: the access token, typed once per
/// browser (or opened from the link `kado serve` prints), becomes a session cookie.
extension WebApp {
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

/// The paths a server that needs its token still answers without it.
enum LoginRoutes {
    /// Whether `path` is reachable without the access token: only the sign-in page.
    static func isOpen(_ path: String) -> Bool { path == "/login" }
}

/// The sign-in screen: the app's name, one field for the token, and where to find it.
enum LoginView {
    static func render(next: String, error: String? = nil, notice: String? = nil, context: RequestContext) -> HTML {
        let t = context.t
        let errorLine: HTML =
            error.map { "<p class=\"field-error\" id=\"token-error\" role=\"alert\">\($0)</p>" } ?? .empty
        let describedBy = error == nil ? "token-hint" : "token-error token-hint"
        return Layout.page(
            t(.signIn), tab: .none, context: context,
            content: """
                <section class="login-card card" aria-labelledby="login-title">
                <div class="login-mark" aria-hidden="true">\(SettingsIcon.key.svg)</div>
                <h1 id="login-title">\(t(.signInTitle))</h1>
                <p class="login-intro">\(t(.signInIntro))</p>
                \(Layout.notice(notice))
                <form method="post" action="/login" class="login-form">
                \(context.csrfField)<input type="hidden" name="next" value="\(next)">
                <label for="token">\(t(.accessToken))</label>
                <input id="token" name="token" type="password" required autocomplete="current-password" autocapitalize="off" spellcheck="false" autofocus aria-describedby="\(describedBy)"\(attribute: "aria-invalid=\"true\"", when: error != nil)>
                \(errorLine)
                <p class="field-hint" id="token-hint">\(t(.tokenHint))</p>
                <button class="button primary wide" type="submit">\(t(.signIn))</button>
                </form>
                </section>
                """)
    }
}

extension Phrase {
    static let signIn = Phrase("Sign in", "Se connecter")
    static let signInTitle = Phrase("Welcome back", "Bon retour")
    static let signInIntro = Phrase(
        "This Kadō is open to other devices on your network, so it asks for its access token.",
        "Ce Kadō est ouvert aux autres appareils de votre réseau : il demande donc son jeton d’accès.")
    static let accessToken = Phrase("Access token", "Jeton d’accès")
    static let tokenHint = Phrase(
        "kado serve printed it when it was made, with a sign-in link. Lost it? Restart with kado serve --new-token.",
        "kado serve l’a affiché à sa création, avec un lien de connexion. Perdu ? Relancez avec kado serve --new-token."
    )
    static let wrongToken = Phrase(
        "This is not the access token of this server. Check it and try again.",
        "Ce n’est pas le jeton d’accès de ce serveur. Vérifiez-le et réessayez.")
    static let tokenMissing = Phrase("Enter the access token.", "Saisissez le jeton d’accès.")
}
