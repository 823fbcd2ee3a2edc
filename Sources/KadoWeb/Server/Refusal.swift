import KadoApp

/// A request the server answers itself, before the app sees it, and then closes the connection:
/// malformed bytes, a body or headers over their limit, a deadline missed, a full server, or
/// what the app's screen of the headers refuses before the body is read.
///
/// Its words are in the language the request's `Accept-Language` asks for once its headers are
/// read (the person's own setting is in the database, which the server's reader does not open,
/// as the app's screen does not: ``RequestHead/settings``); in English before that, when nothing
/// says what the client reads: a malformed request line or header, headers that do not arrive, a
/// connection the server has no room for.
struct Refusal: Error {
    /// The whole response, with the security headers every response carries.
    let response: HTTPResponse

    /// A plain-text refusal saying `message` in `language`.
    init(status: Int, message: Phrase, language: Language, headers: [(String, String)] = []) {
        var response = HTTPResponse.text(Localizer(language: language)(message), status: status)
        for (name, value) in headers { response.addHeader(name, value) }
        SecurityHeaders.apply(to: &response)
        self.response = response
    }

    /// The app's own answer to a request its headers decide (``RequestReader/screen``), sent
    /// before its body is read.
    init(screened response: HTTPResponse) {
        self.init(response: response)
    }

    private init(response: HTTPResponse) {
        var response = response
        SecurityHeaders.apply(to: &response)
        self.response = response
    }

    /// 400, saying what is wrong with the request (``Phrase/httpWhy``).
    static func badRequest(_ why: Phrase, language: Language = .english) -> Refusal {
        Refusal(status: 400, message: Phrase("web.http.badRequest", ["why": why.argument]), language: language)
    }

    /// 413 for a body over `limit` on `path`: JSON on the API, text elsewhere, in the language the
    /// request's headers ask for.
    static func tooLarge(limit: Int, path: String, headers: HTTPHeaders) -> Refusal {
        let language = APILanguage.of(headers: headers)
        guard path.hasPrefix("/api/") else {
            return Refusal(status: 413, message: Phrase("web.http.tooLarge", count: limit), language: language)
        }
        return Refusal(
            response: APIResponse.error(
                status: 413, problem: .tooLarge, message: Localizer(language: language)(.apiTooLarge(limit))))
    }

    /// 431 for headers over `limit` bytes, in English: they were not read.
    static func headersTooLarge(limit: Int) -> Refusal {
        Refusal(status: 431, message: Phrase("web.http.headersTooLarge", count: limit), language: .english)
    }

    /// 408 for a request whose headers did not arrive in time, in English: they were not read.
    static func headersTimedOut(seconds: Int) -> Refusal {
        Refusal(status: 408, message: Phrase("web.http.timedOut.headers", count: seconds), language: .english)
    }

    /// 408 for a request whose body did not arrive in time, in `language` (its headers').
    static func bodyTimedOut(seconds: Int, language: Language) -> Refusal {
        Refusal(status: 408, message: Phrase("web.http.timedOut.body", count: seconds), language: language)
    }

    /// 503 for a connection or a body the server has no room for: `why`, in `language` (English
    /// for a connection refused before a byte of it was read).
    static func full(retryAfter: Int, why: Phrase, language: Language = .english) -> Refusal {
        Refusal(
            status: 503, message: Phrase("web.http.busy", count: retryAfter, ["why": why.argument]),
            language: language, headers: [("Retry-After", String(retryAfter))])
    }
}
