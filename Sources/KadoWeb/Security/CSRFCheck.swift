import KadoApp

/// Cross-site request forgery checks for requests that change data.
///
/// Pages: the form's token must equal the browser's CSRF cookie (SameSite=Strict, so another site
/// can neither read nor send it), and an Origin or Referer, when the browser sends one, must be
/// this server's. JSON API: the body must be `application/json` — a type no cross-site form can
/// send without a CORS preflight, which this server never grants — and the Origin check applies;
/// `/api/import`'s body is a file, of any type but those a form can send.
enum CSRFCheck {
    /// The refusal for `request`, or `nil` when it may go on: ``headerRefusal(for:language:)``
    /// (unless `headersChecked`: the server screened them before the body), then the form's token
    /// against the cookie.
    static func refusal(for request: HTTPRequest, context: RequestContext, headersChecked: Bool = false)
        -> HTTPResponse?
    {
        let language = APILanguage.of(request, settings: context.settings)
        if !headersChecked,
            let refusal = headerRefusal(for: request, host: context.provenance.host, language: language)
        {
            return refusal
        }
        if request.path == "/api/import" { return nil }
        if request.path.hasPrefix("/api/") {
            if request.body.isEmpty && request.headers["Content-Type"] == nil { return nil }
            guard request.contentType == "application/json" else {
                return APIResponse.error(
                    status: 415, problem: .notJSONBody, message: Localizer(language: language)(.apiSendJSON))
            }
            return nil
        }
        let presented = request.headers[RequestContext.csrfHeader] ?? submittedToken(in: request)
        guard let presented, let cookie = request.cookies[RequestContext.csrfCookie],
            ConstantTime.equals(presented, cookie)
        else {
            return failure(request, .staleFormToken)
        }
        return nil
    }

    /// The refusal the headers of `request` already decide, whatever its body holds (the server
    /// asks before reading a body, ``WebApp/screen(_:)``): an Origin or Referer of another site;
    /// `/api/import` with a type a form can send; an API body announced as another type than
    /// JSON; a page's form without the CSRF cookie (or with an empty one), which no token in the
    /// body can match. API answers are in `language`. `host` is the one the client asked for
    /// (``RequestProvenance/host``: a trusted proxy's forwarded host, else the Host header).
    static func headerRefusal(for request: HTTPRequest, host: String?, language: Language) -> HTTPResponse? {
        let api = Localizer(language: language)
        if let origin = request.headers["Origin"] ?? request.headers["Referer"] {
            guard isSameOrigin(origin, host: host) else {
                if request.path.hasPrefix("/api/") {
                    return APIResponse.error(status: 403, problem: .forbidden, message: api(.apiCrossSite(origin)))
                }
                return failure(request, .crossSiteForm(origin))
            }
        }
        if request.path == "/api/import" {
            // The body is a file: any type a cross-site form cannot send.
            guard APIImportController.acceptsImportType(request.contentType) else {
                return APIResponse.error(status: 415, problem: .notJSONBody, message: api(.apiSendImportFile))
            }
            return nil
        }
        if request.path.hasPrefix("/api/") {
            if let type = request.contentType, type != "application/json" {
                return APIResponse.error(status: 415, problem: .notJSONBody, message: api(.apiSendJSON))
            }
            return nil
        }
        guard let cookie = request.cookies[RequestContext.csrfCookie], !cookie.isEmpty else {
            return failure(request, .staleFormToken)
        }
        return nil
    }

    /// Whether an Origin or Referer value names the same scheme-less host as the Host header.
    static func isSameOrigin(_ value: String, host: String?) -> Bool {
        guard value != "null", let origin = HostCheck.origin(of: value), let host else { return false }
        return origin == "http://" + host.lowercased() || origin == "https://" + host.lowercased()
    }

    private static func submittedToken(in request: HTTPRequest) -> String? {
        switch request.contentType {
        case "application/x-www-form-urlencoded":
            return FormDecoding.urlEncoded(request.body).first { $0.name == RequestContext.csrfField }?.value
        case "multipart/form-data":
            guard let type = request.headers["Content-Type"],
                let parts = FormDecoding.multipart(request.body, contentType: type),
                let part = parts.first(where: { $0.name == RequestContext.csrfField })
            else { return nil }
            return String(decoding: part.body, as: UTF8.self)
        default:
            return nil
        }
    }

    /// The 403 of a refused request: the API's JSON error (in its language), else `reason` as
    /// plain text in the language the browser asks for.
    private static func failure(_ request: HTTPRequest, _ reason: Phrase) -> HTTPResponse {
        request.path.hasPrefix("/api/")
            ? APIResponse.error(
                status: 403, problem: .forbidden, message: Localizer(language: APILanguage.browser(request))(reason))
            : AuthenticationMiddleware.plainText(reason, status: 403, for: request)
    }
}
