import Foundation
import KadoApp
import KadoCore

/// Everything one request carries beyond its bytes, made when it reaches a session and handed to
/// its controller: the route's parameters, the person's settings and language, the CSRF token its
/// forms must carry, the cookies the response sets, the page's day, the Today cache's generation,
/// and what is left to do once the session is free (``RequestFollowUp``). Nothing of a request
/// is kept in a long-lived object: this context ends with its response.
///
/// Until the person chooses a language, the settings' is the one the browser asks for
/// (``APILanguage``), English when it asks for none Kadō speaks.
///
/// Until the person chooses a week start, the settings' is the one the browser's locale expects
/// (``LocaleWeekStart``): weeks begin on Monday for en-GB, on Sunday for en-US.
final class RequestContext {
    static let csrfCookie = "kado_csrf"
    static let sessionCookie = "kado_session"
    static let csrfField = "_csrf"
    static let csrfHeader = "X-CSRF-Token"

    let request: HTTPRequest
    let settings: Settings
    /// Where the request comes from (``ProxyTrust``): its client, the host it asked for, whether
    /// it is secure, and whether it needs a credential.
    let provenance: RequestProvenance
    /// The routes of the request's path, `nil` when it has none.
    let match: RouteMatch?
    /// The path's parameters (`:habit`, `:ref`…), from ``match``.
    var parameters: RouteParameters { match?.parameters ?? RouteParameters() }
    /// The cache generation of this request, from its check before any read (see
    /// ``TodayCache``); `nil` when the version could not be read, and the cache is not used.
    let generation: UInt64?
    /// The request's id: the reference a failure on the server's side is logged and shown under
    /// (``ServerFailure``); made only when asked for.
    lazy var id: String = ServerFailure.newReference()
    /// What ``WebApp`` does once the session is free: a sync use case to run on the sync
    /// thread, a reminders test to send.
    var followUp: RequestFollowUp?
    /// The week start this browser's locale expects, if its `Accept-Language` says one.
    let localeWeekStart: Weekday?
    /// The CSRF token of this browser (from its cookie, or new and set by this response).
    let csrfToken: String
    /// `Set-Cookie` values to add to the response.
    var cookies: [String] = []
    /// The day the page shows as today and the instant it ends, once the handler read them
    /// (``Controller/dayPageContext(_:)``): the page's script draws it again when that day is over.
    var pageDay: (day: LogicalDay, ends: Date)?

    /// The context of `request`; `provenance` defaults to that of a server that trusts no proxy.
    init(
        request: HTTPRequest, settings: Settings, match: RouteMatch? = nil, generation: UInt64? = nil,
        provenance: RequestProvenance? = nil
    ) {
        self.request = request
        let provenance = provenance ?? ProxyTrust(trustedProxies: []).provenance(of: request)
        self.provenance = provenance
        self.match = match
        self.generation = generation
        let localeWeekStart = LocaleWeekStart.weekStart(acceptLanguage: request.headers.values(for: "Accept-Language"))
        // `auto` speaks the browser's language here, not the server process's.
        var settings = settings.speaking(automatic: APILanguage.browser(request))
        if !settings.isWeekStartChosen, let localeWeekStart { settings.weekStart = localeWeekStart }
        self.settings = settings
        self.localeWeekStart = localeWeekStart
        if let existing = request.cookies[Self.csrfCookie], existing.count == 48, existing.allSatisfy(\.isHexDigit) {
            csrfToken = existing
        } else {
            csrfToken = RandomSecret.hex(byteCount: 24)
            cookies.append("\(Self.csrfCookie)=\(csrfToken); \(Self.cookieAttributes(secure: provenance.isSecure))")
        }
    }

    /// Whether this request needs a credential (a sign-in session or the bearer token): the one
    /// place the access middleware, the sign-in page and Settings ask (``RequestProvenance``).
    var needsCredential: Bool { provenance.needsCredential }

    /// The attributes every cookie of this response carries: the whole site, out of scripts' reach,
    /// never sent by another site, and `Secure` when the request came over HTTPS (here, or through
    /// a trusted proxy), so that the browser never sends it over plain HTTP.
    var cookieAttributes: String { Self.cookieAttributes(secure: provenance.isSecure) }

    /// ``cookieAttributes``, `Secure` when `secure`.
    static func cookieAttributes(secure: Bool) -> String {
        "Path=/; HttpOnly; SameSite=Strict" + (secure ? "; Secure" : "")
    }

    /// The localizer of an API answer: the person's chosen language, else the one
    /// `Accept-Language` asks for, else English (``APILanguage``).
    var apiLocalizer: Localizer { Localizer(language: APILanguage.of(request, settings: settings)) }

    /// The habit reference of an API route's `:ref` (an id, a name or its beginning); empty on a
    /// route without one, which no habit matches.
    var reference: String { parameters["ref"] ?? "" }

    /// Whether the request came over HTTPS (here, or through a trusted proxy).
    var isSecure: Bool { provenance.isSecure }

    /// The attributes of the sign-in session's cookie: as ``cookieAttributes`` but `SameSite=Lax`,
    /// so that it goes with the first page a pairing link opened from another app (the camera, a
    /// chat) leads to; forms stay guarded by their CSRF token.
    var sessionCookieAttributes: String { "Path=/; HttpOnly; SameSite=Lax" + (isSecure ? "; Secure" : "") }

    /// The localizer for the person's language.
    var t: Localizer { Localizer(language: settings.language) }

    /// The hidden field every form that changes data carries.
    var csrfField: HTML {
        "<input type=\"hidden\" name=\"\(Self.csrfField)\" value=\"\(csrfToken)\">"
    }

    /// Adds the cookies to `response` (each already carries its attributes, `Secure` included:
    /// ``cookieAttributes``), and the language of its words to a page or a text
    /// (`Content-Language`, as `<html lang>` says it).
    func finish(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        for cookie in cookies { response.addHeader("Set-Cookie", cookie) }
        response.declareLanguage(settings.language.rawValue)
        return response
    }
}
