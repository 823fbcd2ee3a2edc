import Foundation
import KadoApp
import KadoCore

/// What a handler knows about the request beyond its bytes: the person's settings and language,
/// the CSRF token its forms must carry, and the cookies the response sets.
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
    /// The week start this browser's locale expects, if its `Accept-Language` says one.
    let localeWeekStart: Weekday?
    /// The CSRF token of this browser (from its cookie, or new and set by this response).
    let csrfToken: String
    /// `Set-Cookie` values to add to the response.
    var cookies: [String] = []
    /// The day the page shows as today and the instant it ends, once the handler read them
    /// (``WebSession/appContext(_:)``): the page's script draws it again when that day is over.
    var pageDay: (day: LogicalDay, ends: Date)?

    init(request: HTTPRequest, settings: Settings) {
        self.request = request
        let localeWeekStart = LocaleWeekStart.weekStart(acceptLanguage: request.headers.values(for: "Accept-Language"))
        var settings = settings
        if !settings.isWeekStartChosen, let localeWeekStart { settings.weekStart = localeWeekStart }
        self.settings = settings
        self.localeWeekStart = localeWeekStart
        if let existing = request.cookies[Self.csrfCookie], existing.count == 48, existing.allSatisfy(\.isHexDigit) {
            csrfToken = existing
        } else {
            csrfToken = Secret.hex(byteCount: 24)
            cookies.append("\(Self.csrfCookie)=\(csrfToken); Path=/; HttpOnly; SameSite=Strict")
        }
    }

    /// The localizer for the person's language.
    var t: Localizer { Localizer(language: settings.language) }

    /// The hidden field every form that changes data carries.
    var csrfField: HTML {
        "<input type=\"hidden\" name=\"\(Self.csrfField)\" value=\"\(csrfToken)\">"
    }

    /// Adds the cookies to `response`.
    func finish(_ response: HTTPResponse) -> HTTPResponse {
        var response = response
        for cookie in cookies { response.addHeader("Set-Cookie", cookie) }
        return response
    }
}
