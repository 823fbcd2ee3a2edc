import KadoApp

/// The language a request is answered in — pages, API answers, refusals: the person's language
/// setting when it fixes one, else the first language of the request's `Accept-Language` that
/// Kadō speaks (by quality, then order; `q=0` refuses one), else English. A refusal sent before
/// the database is read has only the defaults' `auto`, so it follows the browser.
enum APILanguage {
    /// The language of the answer to `request` for a person with `settings`.
    static func of(_ request: HTTPRequest, settings: Settings) -> Language {
        settings.languageSetting.resolved(automatic: browser(request))
    }

    /// The language the browser asks for (`Accept-Language`, every such header read as one list),
    /// English when it names none Kadō speaks, or none at all.
    static func browser(_ request: HTTPRequest) -> Language {
        of(headers: request.headers)
    }

    /// The language `headers` ask for (every `Accept-Language` read as one list), English when
    /// they name none Kadō speaks: a refusal's, before the request is whole (``Refusal``).
    static func of(headers: HTTPHeaders) -> Language {
        Language.preferred(acceptLanguage: headers.values(for: "Accept-Language").joined(separator: ","))
    }
}
