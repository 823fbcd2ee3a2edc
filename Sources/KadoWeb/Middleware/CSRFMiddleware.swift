/// The cross-site checks of a request that changes data (``CSRFCheck``): from the headers, an
/// Origin of another site or a body type a form could send to the API; with the body, the form's
/// token against the browser's cookie.
struct CSRFMiddleware: Middleware {
    func screen(_ head: RequestHead) -> HTTPResponse? {
        guard head.request.isStateChanging else { return nil }
        return CSRFCheck.headerRefusal(
            for: head.request, host: head.provenance.host, language: head.settings.language)
    }

    func check(_ context: RequestContext, session: WebSession) -> HTTPResponse? {
        guard context.request.isStateChanging else { return nil }
        return CSRFCheck.refusal(
            for: context.request, context: context, headersChecked: context.request.headersScreened)
    }
}
