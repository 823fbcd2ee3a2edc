import KadoApp

/// A request the server answers itself, before the app sees it, and then closes the connection:
/// malformed bytes, a body or headers over their limit, a deadline missed, a full server, or
/// what the app's screen of the headers refuses before the body is read.
struct Refusal: Error {
    /// The whole response, with the security headers every response carries.
    let response: HTTPResponse

    /// A plain-text refusal.
    init(status: Int, message: String, headers: [(String, String)] = []) {
        var response = HTTPResponse.text(message, status: status)
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

    /// 400, saying what is wrong with the request.
    static func badRequest(_ why: String) -> Refusal {
        Refusal(status: 400, message: "Bad request: \(why).")
    }

    /// 413 for a body over `limit` on `path`: JSON on the API, in the language the request asks
    /// for (the settings are not at hand), text elsewhere.
    static func tooLarge(limit: Int, path: String, headers: HTTPHeaders) -> Refusal {
        guard path.hasPrefix("/api/") else {
            return Refusal(status: 413, message: "Request body too large: at most \(limit) bytes.")
        }
        var languageHeaders = HTTPHeaders()
        if let languages = headers["Accept-Language"] { languageHeaders.add("Accept-Language", languages) }
        let language = APILanguage.of(
            HTTPRequest(method: "POST", path: path, headers: languageHeaders), settings: Settings())
        return Refusal(
            response: APIResponse.error(
                status: 413, problem: .tooLarge, message: Localizer(language: language)(.apiTooLarge(limit))))
    }

    /// 408 for a request whose headers or body did not arrive in time.
    static func timedOut(seconds: Int, part: String) -> Refusal {
        Refusal(status: 408, message: "Request timeout: the \(part) did not arrive within \(seconds) seconds.")
    }

    /// 503 for a connection the server has no room for.
    static func full(retryAfter: Int, why: String) -> Refusal {
        Refusal(
            status: 503, message: "The server is busy: \(why). Try again in \(retryAfter) seconds.",
            headers: [("Retry-After", String(retryAfter))])
    }
}
