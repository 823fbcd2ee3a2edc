import Foundation
import KadoApp
import KadoCore

/// Signing in to a server that other machines can reach, one device at a time: a device opens a
/// *pairing* — the link in the QR code `kado serve` prints or a signed-in device's Settings
/// shows, or its code typed here — and gets a session of its own. Its cookie holds the session's
/// random id; the database keeps only the id's digest. A code works once, for ten minutes; wrong
/// codes are limited per address (``SignInThrottle``). Signing out ends this device's session
/// only; Settings signs out any other.
struct LoginController: Controller {
    let session: WebSession

    /// The session cookie lasts as long as the session (``DeviceUseCases/webSessionLifetime``).
    static let sessionMaxAge = Int(DeviceUseCases.webSessionLifetime)

    /// `GET /login`: the sign-in form; `?code=` pairs this device at once (the pairing link).
    func loginPage(_ context: RequestContext) throws -> HTTPResponse {
        let request = context.request
        // Nothing to sign in to: every page is open to this machine.
        guard context.needsCredential else { return .seeOther("/") }
        let next = Self.localPath(request.queryValue("next"))
        if let code = request.queryValue("code") {
            return try pair(code: code, next: next, context: context)
        }
        if AuthenticationMiddleware.isAuthenticated(request, from: context.provenance, tracker: tracker) {
            return .seeOther(next)
        }
        let notice = Notice.message(in: request, t: context.t)
        return .html(LoginView.render(next: next, notice: notice, context: context))
    }

    /// `POST /login`: the code typed in the form.
    func login(_ context: RequestContext) throws -> HTTPResponse {
        guard context.needsCredential else { return .seeOther("/") }
        let form = try form(context.request)
        let next = Self.localPath(form["next"])
        let code = (form["code"] ?? "").trimmed
        guard !code.isEmpty else {
            return .html(LoginView.render(next: next, error: context.t(.codeMissing), context: context), status: 401)
        }
        return try pair(code: code, next: next, context: context)
    }

    /// `POST /logout`: signs this device out, and forgets its cookie.
    func logout(_ context: RequestContext) throws -> HTTPResponse {
        if let session = AuthenticationMiddleware.sessionID(in: context.request) {
            try tracker.devices.endWebSession(session)
        }
        context.cookies.append("\(RequestContext.sessionCookie)=; \(context.sessionCookieAttributes); Max-Age=0")
        return .seeOther(context.needsCredential ? "/login?notice=\(Notice.signedOut.rawValue)" : "/")
    }

    /// Pairs this browser with `code`, unless its address made too many wrong attempts: a new
    /// session (ending the one its cookie named, if any) and its cookie, 32 random bytes in hex.
    private func pair(code: String, next: String, context: RequestContext) throws -> HTTPResponse {
        let address = ClientAddress.text(of: context.provenance)
        let throttle = session.signInThrottle
        if let wait = throttle.waitBeforeAttempt(from: address, at: Date()) {
            let minutes = max(1, Int((wait / 60).rounded(.up)))
            var response = HTTPResponse.html(
                LoginView.render(next: next, error: context.t(.tooManyAttempts(minutes)), context: context), status: 429
            )
            response.addHeader("Retry-After", String(Int(wait.rounded(.up))))
            return response
        }
        let previous = AuthenticationMiddleware.sessionID(in: context.request)
        let id = RandomSecret.hex(byteCount: 32)
        guard
            try tracker.devices.pair(
                code: code, sessionID: id, agent: context.request.headers["User-Agent"] ?? "", address: address)
        else {
            throttle.noteFailure(from: address, at: Date())
            return .html(LoginView.render(next: next, error: context.t(.wrongCode), context: context), status: 401)
        }
        if let previous { try tracker.devices.endWebSession(previous) }
        // Lax, not Strict: the pairing link is opened from another app (the camera, a chat), and a
        // Strict cookie would not go with the first page it leads to.
        context.cookies.append(
            "\(RequestContext.sessionCookie)=\(id); \(context.sessionCookieAttributes); Max-Age=\(Self.sessionMaxAge)")
        return .seeOther(next)
    }

    /// `path` when it is a path of this site (never another origin, so the sign-in page cannot
    /// send people elsewhere), else `/`.
    static func localPath(_ path: String?) -> String {
        guard let local = path.flatMap(LocalPath.validated), !local.hasPrefix("/login") else { return "/" }
        return local
    }
}
